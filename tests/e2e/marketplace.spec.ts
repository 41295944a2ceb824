import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { confirmSellReview, createListingViaApi } from './support/listings.ts';
import { TIMEOUTS } from '../support/timeouts.ts';

// Each run's own word: the e2e app's database is shared by every test and every run of the file.
const RUN = `kx${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('Marketplace', () => {
  test('a seller lists two items and keeps one private; a visitor finds them by a misspelt search, narrows by distance and opens one', async ({
    browser,
    request,
  }) => {
    test.setTimeout(TIMEOUTS.e2eJourneyTest);
    // The seller: profile postcode M1 1AE (Manchester), three items with photos and categories.
    const seller = await createUserViaApi(request);
    const photo = await makePhoto('jpeg', 640, 480);
    const contactor = `Schneider contactor LC1D09 ${RUN}`;
    const breaker = `Hager breaker 32A ${RUN}`;
    const hidden = `Schneider isolator kept back ${RUN}`;
    await createListingViaApi(
      request,
      seller.token,
      {
        title: contactor,
        price: 42,
        quantity: 3,
        retailPrice: 60,
        categoryId: 1,
        brand: 'Schneider',
        specifications: 'Coil voltage: 230 V; Rated current: 9 A',
      },
      photo,
    );
    await createListingViaApi(request, seller.token, { title: breaker, price: 8.5, quantity: 10, categoryId: 1, brand: 'Hager' }, photo);
    const privateItem = await createListingViaApi(
      request,
      seller.token,
      { title: hidden, price: 15, categoryId: 1, brand: 'Schneider' },
      photo,
    );

    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await signInWithToken(sellerPage, seller.token);
    await sellerPage.goto('/');
    await expect(card(sellerPage, contactor).getByText('Marketplace: Private', { exact: true })).toBeVisible();
    // From the card…
    await card(sellerPage, contactor)
      .getByRole('button', { name: `List on marketplace ${contactor}` })
      .click();
    await confirmSellReview(sellerPage);
    await expect(sellerPage.getByText('Listed on the marketplace', { exact: true })).toBeVisible();
    await expect(card(sellerPage, contactor).getByText('Marketplace: Live', { exact: true })).toBeVisible();
    // …and from the edit dialog, with delivery offered.
    await card(sellerPage, breaker)
      .getByRole('button', { name: `Edit ${breaker}` })
      .click();
    // Issue 31: the dialog saves what was changed, then the same review step as the card takes over;
    // nothing is live until it is confirmed there.
    const dialog = sellerPage.getByRole('dialog', { name: 'Edit Inventory Item' });
    await dialog.getByLabel('Surplus Price (£)').fill('14.00');
    await dialog.getByRole('button', { name: 'List on marketplace' }).click();
    await expect(dialog).toBeHidden();
    const review = sellerPage.getByRole('dialog', { name: 'Review and list' });
    await expect(review.getByLabel('Price per unit (£)')).toHaveValue('14.00');
    await review.getByLabel('Delivery').selectOption('both');
    await review.getByLabel('Delivery charge (£)').fill('4.50');
    const mine = await request.get('/api/user-listings', { headers: { authorization: `Bearer ${seller.token}` } });
    const before = ((await mine.json()) as Array<{ title: string; status: string; originalPrice: string }>).find(
      (l) => l.title === breaker,
    );
    expect(before).toMatchObject({ status: 'private', originalPrice: '14.00' });
    await confirmSellReview(sellerPage);
    await expect(card(sellerPage, breaker).getByText('Marketplace: Live', { exact: true })).toBeVisible();
    await expect(card(sellerPage, hidden).getByText('Marketplace: Private', { exact: true })).toBeVisible();
    await sellerContext.close();

    // A signed-out visitor, misspelling both words.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Browse the marketplace' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Search the marketplace' }).fill(`schnieder contacter ${RUN}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: contactor })).toBeVisible();
    await expect(page.getByText('1 result', { exact: false })).toBeVisible();
    await expect(page.getByText(hidden)).toHaveCount(0);

    // Everything of the seller's run: two live items, never the private one.
    await page.getByRole('searchbox', { name: 'Search the marketplace' }).fill(RUN);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(hidden)).toHaveCount(0);

    // Birmingham is 65–85 miles from Manchester: nothing within 10 miles, both within 100.
    await page.getByRole('textbox', { name: 'Near a postcode' }).fill('B1 1AA');
    await page.getByRole('combobox', { name: 'Distance' }).selectOption('10');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Nothing within 10 miles of B1 — 2 results within 100 miles' })).toBeVisible();
    await page.getByRole('link', { name: 'Show results within 100 miles' }).click();
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(results.getByText(/\d+ mi · M1/).first()).toBeVisible();
    // Back undoes the widening; forward redoes it.
    await page.goBack();
    await expect(page.getByRole('heading', { name: /Nothing within 10 miles of B1/ })).toBeVisible();
    await page.goForward();
    await expect(results.getByRole('listitem')).toHaveCount(2);

    // Closer in: Manchester city centre.
    await page.getByRole('textbox', { name: 'Near a postcode' }).fill('M2');
    await page.getByRole('combobox', { name: 'Distance' }).selectOption('5');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(results.getByRole('heading').first()).toHaveText(breaker);
    const searchUrl = page.url();
    expect(searchUrl).toContain('sort=price_asc');

    // The listing page: gallery with its lightbox, price, specs, seller.
    await results.getByRole('link', { name: contactor }).click();
    await expect(page.getByRole('heading', { level: 1, name: contactor })).toBeVisible();
    await expect(page).toHaveURL(/\/listing\/\d+-schneider-contactor-lc1d09-/);
    await expect(page.getByText('£42.00')).toBeVisible();
    await expect(page.getByText('Approx. new price £60.00')).toBeVisible();
    const specs = page.getByRole('table');
    await expect(specs.getByRole('row', { name: 'Brand Schneider' })).toBeVisible();
    await expect(specs.getByRole('row', { name: 'Coil voltage 230 V' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seller', exact: true }).getByText('Priya P.')).toBeVisible();
    await expect(page.getByText('M1 · Piccadilly, Northern Quarter, Manchester City Centre')).toBeVisible();
    await page.getByRole('button', { name: /full size/ }).click();
    const lightbox = page.getByRole('dialog', { name: contactor });
    await expect(lightbox.getByRole('img')).toBeVisible();
    await lightbox.getByRole('button', { name: 'Close photo' }).click();

    // The shared URL survives a reload, and so does the search it came from.
    const listingUrl = page.url();
    // The page's own script comes with its HTML (the build's manifest names it), not after the entry script.
    const html = await (await request.get(listingUrl)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/listing-page-[\w-]+\.js" \/>/);
    // Its HTML paints the listing before any script has run (here: none ever runs).
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(listingUrl);
    await expect(bare.getByRole('heading', { level: 1, name: contactor })).toBeVisible();
    await expect(bare.getByRole('img', { name: `Photo 1 of ${contactor}` })).toBeVisible();
    await expect(bare.getByText('£42.00')).toBeVisible();
    await noScript.close();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: contactor })).toBeVisible();
    expect(page.url()).toBe(listingUrl);
    await page.goto(searchUrl);
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');

    // The private item has no public page.
    const response = await page.goto(`/listing/${privateItem.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This listing is not available' })).toBeVisible();
    await visitor.close();
  });

  test('a seller page leaves out a place left in its URL, which it has no box to correct', async ({ page, request }) => {
    const seller = await createUserViaApi(request);
    const title = `Fused spur ${RUN}`;
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title, price: 6, quantity: 3, categoryId: 1 },
      await makePhoto('jpeg', 640, 480),
    );
    const published = await request.post(`/api/listings/${listing.id}/publish`, {
      headers: { authorization: `Bearer ${seller.token}` },
      data: { handover: 'both', deliveryPrice: 6 },
    });
    expect(published.status(), await published.text()).toBe(200);
    const read = await request.get(`/api/public/listings/${listing.id}`);
    const sellerPath = `/seller/${((await read.json()) as { seller: { id: number } }).seller.id}`;
    // No place box on this page to put a bad place right: it is not sent, and the listing shows.
    await page.goto(`${sellerPath}?near=garbage&radius=10`);
    await expect(card(page, title)).toBeVisible();
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  });

  test('the navigation offers the marketplace to signed-in users', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await signInWithToken(page, user.token);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('searchbox', { name: 'Search the marketplace' })).toBeVisible();
  });
});
