import { expect, test, type Browser, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken, type E2eUser } from './support/fixtures.ts';
import { confirmSellReview, createListingViaApi } from './support/listings.ts';

// Each run's own word (letters only): the e2e app's database is shared by every test and run.
const RUN = `dl${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function pageFor(browser: Browser, user: E2eUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, user.token);
  return page;
}

test.describe('Deals and wanted lists', () => {
  test('a buyer offers, the seller counters from the inbox, the buyer accepts; both see the agreement and the handover details', async ({
    browser,
    request,
  }) => {
    const seller = await createUserViaApi(request, { firstName: 'Sunita' });
    const buyer = await createUserViaApi(request, { firstName: 'Owen' });
    const title = `Hager RCBO 32A type A ${RUN}`;
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title, price: 30, quantity: 5, categoryId: 1, brand: 'Hager' },
      await makePhoto('jpeg', 480, 360),
    );
    const published = await request.post(`/api/listings/${listing.id}/publish`, {
      headers: { authorization: `Bearer ${seller.token}` },
      data: {},
    });
    expect(published.status()).toBe(200);

    // The buyer finds it and makes an offer with the first message.
    const buyerPage = await pageFor(browser, buyer);
    await buyerPage.goto(`/search?q=${RUN}`);
    await buyerPage.getByRole('list', { name: 'Search results' }).getByRole('link', { name: title }).click();
    const contact = buyerPage.getByRole('form', { name: 'Contact seller' });
    await contact.getByLabel('Message').fill('Would you take £25 each for three?');
    await contact.getByLabel('Quantity wanted').fill('3');
    await contact.getByLabel('Your offer, £ per unit (optional)').fill('25');
    await contact.getByRole('button', { name: 'Contact seller' }).click();
    await expect(buyerPage).toHaveURL(/\/messages\/\d+$/);
    const threadUrl = buyerPage.url();
    await expect(buyerPage.getByText('Your offer: 3 × £25.00 = £75.00')).toBeVisible();

    // The seller sees it in the inbox, with its unread badge, and counters.
    const sellerPage = await pageFor(browser, seller);
    await sellerPage.goto('/');
    const messagesLink = sellerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Messages/ });
    await expect(messagesLink).toContainText('unread');
    await messagesLink.click();
    await sellerPage.getByRole('link', { name: /Owen P\./ }).click();
    await expect(sellerPage.getByText('Would you take £25 each for three?')).toBeVisible();
    await expect(sellerPage.getByText('Owen P.’s offer: 3 × £25.00 = £75.00')).toBeVisible();
    await sellerPage.getByRole('button', { name: 'Counter' }).click();
    await sellerPage.getByLabel('£ per unit').fill('27.50');
    await sellerPage.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(sellerPage.getByText('Your counter-offer: 3 × £27.50 = £82.50')).toBeVisible();

    // The buyer accepts the counter.
    await buyerPage.goto(threadUrl);
    await expect(buyerPage.getByText('Sunita P.’s counter-offer: 3 × £27.50 = £82.50')).toBeVisible();
    await buyerPage.getByRole('button', { name: 'Accept' }).click();
    const buyerAgreement = buyerPage.getByRole('region', { name: 'Agreement' });
    await expect(buyerAgreement.getByText('Agreed: 3 × £27.50')).toBeVisible();
    await buyerAgreement.getByLabel(/Your handover details/).fill('Owen, 07700 900123, collecting Friday afternoon');
    await buyerAgreement.getByRole('button', { name: 'Share with Sunita P.' }).click();

    // The seller sees the agreement and the buyer's details, and shares the collection address.
    await sellerPage.reload();
    const sellerAgreement = sellerPage.getByRole('region', { name: 'Agreement' });
    await expect(sellerAgreement.getByText('Agreed: 3 × £27.50')).toBeVisible();
    await expect(sellerAgreement.getByText('Owen, 07700 900123, collecting Friday afternoon')).toBeVisible();
    await sellerAgreement.getByLabel(/Your handover details/).fill('Unit 4, Digbeth Trading Estate, B9 4AA');
    await sellerAgreement.getByRole('button', { name: 'Share with Owen P.' }).click();
    await buyerPage.reload();
    await expect(buyerPage.getByRole('region', { name: 'Agreement' }).getByText('Unit 4, Digbeth Trading Estate, B9 4AA')).toBeVisible();

    // The quantity went down by the three agreed.
    const read = await request.get(`/api/public/listings/${listing.id}`);
    expect(((await read.json()) as { listing: { quantity: number } }).listing.quantity).toBe(2);
  });

  test('a wanted item is alerted when a seller lists a matching item', async ({ browser, request }) => {
    const buyer = await createUserViaApi(request, { firstName: 'Kemi' });
    const seller = await createUserViaApi(request, { firstName: 'Tom' });
    const buyerPage = await pageFor(browser, buyer);
    await buyerPage.goto('/wanted');
    await buyerPage.getByRole('button', { name: 'Add a wanted item' }).click();
    await buyerPage.getByLabel('What are you looking for?').fill(`contactor ${RUN}`);
    await buyerPage.getByLabel('Key ratings (optional)').fill('≥ 6 kA, 230 V');
    await buyerPage.getByLabel('Near (optional)').fill('M1');
    await buyerPage.getByLabel('Within').selectOption('25');
    await buyerPage.getByRole('button', { name: 'Add to my wanted list' }).click();
    await expect(buyerPage.getByRole('article', { name: `contactor ${RUN}` })).toBeVisible();

    // The seller (profile postcode M1 1AE) lists a matching item.
    const title = `Schneider contactor 10kA 230V coil ${RUN}`;
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title, price: 40, categoryId: 6, brand: 'Schneider', specifications: 'Coil voltage: 230 V; Breaking capacity: 10 kA' },
      await makePhoto('jpeg', 320, 240),
    );
    const sellerPage = await pageFor(browser, seller);
    await sellerPage.goto('/');
    await sellerPage.getByRole('button', { name: `List on marketplace ${title}` }).click();
    await confirmSellReview(sellerPage);
    await expect(sellerPage.getByText('Listed on the marketplace', { exact: true })).toBeVisible();

    // The buyer is alerted in the app: a badge on Wanted, and the alert with why it matched.
    await buyerPage.goto('/');
    await expect(buyerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Wanted/ })).toContainText('unread');
    await buyerPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Wanted/ })
      .click();
    const alerts = buyerPage.getByRole('region', { name: 'New matches' });
    await expect(alerts.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(alerts.getByText(/6 kA ✓/)).toBeVisible();
    const card = buyerPage.getByRole('article', { name: `contactor ${RUN}` });
    await card.getByRole('button', { name: /Show matches/ }).click();
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    expect(listing.id).toBeGreaterThan(0);
  });
});
