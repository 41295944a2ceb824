import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { publishListingViaApi } from './support/orders.ts';

// Forms converted to react-hook-form on the routes' schemas (docs/client.md): their messages,
// and a button that stays disabled from the press to the answer, so a double click places one order.
test.describe('converted forms', () => {
  /** A seller's published listing of 3 at £12, both ways of handing over, and a signed-in buyer on its page. */
  async function openListing(page: Page, request: APIRequestContext) {
    const seller = await createUserViaApi(request, { firstName: 'Priya' });
    const buyer = await createUserViaApi(request, { firstName: 'Callum' });
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title: `Schneider iC60N 16A MCB ${Date.now().toString(36)}`, price: 12, quantity: 3, categoryId: 1, brand: 'Schneider' },
      await makePhoto('jpeg', 320, 240),
    );
    await publishListingViaApi(request, seller.token, listing.id, { handover: 'both', deliveryPrice: 5 });
    await signInWithToken(page, buyer.token);
    await page.goto(`/listing/${listing.id}`);
    return { buyer, buy: page.getByRole('form', { name: 'Buy now' }) };
  }

  test('Buy now words its problems as before', async ({ page, request }) => {
    const { buy } = await openListing(page, request);
    await buy.getByLabel('Quantity').fill('9');
    await buy.getByRole('button', { name: 'Buy now' }).click();
    await expect(buy.getByRole('alert')).toHaveText('Choose between 1 and 3');
    await expect(buy.getByLabel('Quantity')).toBeFocused();

    await buy.getByLabel('Quantity').fill('2');
    await buy.getByRole('radio', { name: /Delivery/ }).click();
    await buy.getByRole('button', { name: 'Buy now' }).click();
    await expect(buy.getByRole('alert')).toHaveText('Please enter the address to deliver to');
    await expect(buy.getByLabel('Delivery address')).toBeFocused();
  });

  test('a double click on Buy now places one order, also while its checks are still loading', async ({ page, request }) => {
    test.setTimeout(TIMEOUTS.e2eOrdersTest);
    const { buyer, buy } = await openListing(page, request);
    // Hold the form's validator (loaded on first use) and the order's request, counting every attempt.
    const gate = () => {
      let open = () => {};
      return { held: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    const validator = gate();
    const order = gate();
    let posts = 0;
    await page.route(/listing-form-resolvers-[\w-]+\.js$/, async (route) => {
      await validator.held;
      await route.fallback();
    });
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts++;
      await order.held;
      await route.fallback();
    });

    await buy.getByRole('button', { name: 'Buy now' }).dblclick();
    await expect(buy.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    validator.open();
    const placing = buy.getByRole('button', { name: 'Placing your order...' });
    await expect(placing).toBeDisabled();
    await placing.click({ force: true });
    order.open();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    expect(posts).toBe(1);
    const orders = await request.get('/api/orders', { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(((await orders.json()) as { orders: unknown[] }).orders).toHaveLength(1);
  });

  test('Contact seller words its problems as before', async ({ page, request }) => {
    const seller = await createUserViaApi(request, { firstName: 'Imogen' });
    const buyer = await createUserViaApi(request, { firstName: 'Dev' });
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title: `ABB contactor AF09 ${Date.now().toString(36)}`, price: 20, quantity: 4, categoryId: 1 },
      await makePhoto('jpeg', 320, 240),
    );
    await publishListingViaApi(request, seller.token, listing.id, { handover: 'collection' });
    await signInWithToken(page, buyer.token);
    await page.goto(`/listing/${listing.id}`);

    const contact = page.getByRole('form', { name: 'Contact seller' });
    await contact.getByLabel('Message').fill('   ');
    await contact.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contact.getByRole('alert')).toHaveText('Write a message to the seller');
    await contact.getByLabel('Message').fill('Would you take less for all four?');
    await contact.getByLabel('Quantity wanted').fill('5');
    await contact.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contact.getByRole('alert')).toHaveText('Ask for between 1 and 4');
    await contact.getByLabel('Quantity wanted').fill('4');
    await contact.getByLabel(/Your offer/).fill('21');
    await contact.getByRole('button', { name: 'Contact seller' }).click();
    await expect(contact.getByRole('alert')).toHaveText('An offer can be at most the asking price of £20.00 per unit');
    await contact.getByLabel(/Your offer/).fill('18.50');
    await contact.getByRole('button', { name: 'Contact seller' }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
  });

  test('the search box and the price filter check their fields before the address changes', async ({ page }) => {
    await page.goto('/search?q=contactor');
    const near = page.getByRole('textbox', { name: 'Near a postcode' });
    await near.fill('not a place');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a UK postcode' })).toHaveText(
      'Enter a UK postcode or the first part of one, like B1 or B1 1AA',
    );
    await expect(near).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).search).toBe('?q=contactor');

    await page.getByRole('spinbutton', { name: 'Lowest price in pounds' }).fill('50');
    await page.getByRole('spinbutton', { name: 'Highest price in pounds' }).fill('10');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'lowest price' })).toHaveText('The lowest price must not be above the highest');
    expect(new URL(page.url()).search).toBe('?q=contactor');
    await page.getByRole('spinbutton', { name: 'Highest price in pounds' }).fill('80.257');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/minPrice=50&maxPrice=80\.26/);
  });
});

// The search box and the price filter on react-hook-form (shared/schemas/search-inputs.ts), on a
// phone (filters folded away under "Filters") and a desktop: each message shows, the address stays
// as it was until the fields are right, and focus stays where the visitor was.
test.describe('the search box and the price filter at a phone’s and a desktop’s width', () => {
  for (const width of [412, 1280]) {
    test(`at ${width} px they word a bad place and a bad price, then search`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search?q=contactor');
      const near = page.getByRole('textbox', { name: 'Near a postcode' });
      await near.fill('B1 1A');
      await near.press('Enter');
      const placeMessage = page.getByRole('alert').filter({ hasText: 'Enter a UK postcode' });
      await expect(placeMessage).toHaveText('Enter a UK postcode or the first part of one, like B1 or B1 1AA');
      await expect(placeMessage).toBeInViewport();
      await expect(near).toHaveAttribute('aria-invalid', 'true');
      await expect(near).toBeFocused();
      expect(new URL(page.url()).search).toBe('?q=contactor');

      if (width < 768) await page.locator('summary', { hasText: 'Filters' }).click();
      const lowest = page.getByRole('spinbutton', { name: 'Lowest price in pounds' });
      const highest = page.getByRole('spinbutton', { name: 'Highest price in pounds' });
      const apply = page.getByRole('button', { name: 'Apply price' });
      await lowest.fill('-5');
      await apply.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Prices are' })).toHaveText(
        'Prices are amounts in pounds from 0 to 1,000,000',
      );
      await lowest.fill('50');
      await highest.fill('10');
      await apply.click();
      await expect(page.getByRole('alert').filter({ hasText: 'lowest price' })).toHaveText(
        'The lowest price must not be above the highest',
      );
      await expect(page.getByRole('alert').filter({ hasText: 'Prices are' })).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('?q=contactor');
      await highest.fill('80.257');
      await highest.press('Enter');
      await expect(page).toHaveURL(/\?q=contactor&minPrice=50&maxPrice=80\.26$/);

      // The place put right goes into the address with its distance, and its message goes.
      await near.fill(' b1 ');
      await page.getByRole('combobox', { name: 'Distance' }).selectOption('25');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\?q=contactor&minPrice=50&maxPrice=80\.26&near=b1&radius=25$/);
      await expect(page.getByRole('alert').filter({ hasText: 'Enter a UK postcode' })).toHaveCount(0);
    });
  }
});
