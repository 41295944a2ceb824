import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { PASSWORD, createUserViaApi, signInWithToken, uniqueEmail } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';

// A business name of ordinary length for the trade, and a title that fills a phone's line.
const BUSINESS = 'Birmingham Electrical Contractors Ltd';
const TITLE = 'Schneider Electric TeSys LC1D09P7 contactor 230V coil, boxed';

/** A business seller with that name, made and completed through the API. */
async function createBusinessSeller(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/register', {
    data: {
      firstName: 'Harjit',
      lastName: 'Sandhu',
      businessName: BUSINESS,
      email: uniqueEmail('wide'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  const done = await request.post('/api/complete-profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      accountType: 'business',
      businessName: BUSINESS,
      firstName: 'Harjit',
      lastName: 'Sandhu',
      postcode: 'B1 1AA',
      phoneNumber: '07123456789',
    },
  });
  expect(done.status()).toBe(200);
  return token;
}

/** The phone widths every page must fit. */
const WIDTHS = [360, 412];

/** How far the page reaches past the window's right edge, and the innermost elements that do. */
function measureWidth() {
  // The innermost elements reaching past the right edge name the culprit in the failure message.
  const past = Array.from(document.body.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
  const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: innermost.slice(0, 5).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`),
  };
}

/**
 * The page is no wider than the window at each phone width: nothing scrolls sideways, nothing is
 * cut at the right. It loads once at the narrowest width; the window is then widened, as turning
 * a phone or resizing a window does, and measured again once the layout has run.
 */
async function expectNoSidewaysScroll(page: Page, path: string, ready: (p: Page) => Locator): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the resize's layout, then anything that rendered in answer to it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { scrollWidth, innerWidth, culprits } = await page.evaluate(measureWidth);
    expect(innerWidth).toBe(width);
    expect(scrollWidth, `${path} at ${innerWidth} px is ${scrollWidth} px wide: ${culprits.join(' ')}`).toBeLessThanOrEqual(innerWidth);
  }
}

test.describe('no page wider than a phone', () => {
  let listingPath = '';
  let sellerPath = '';
  let orderPath = '';
  let sellerToken = '';
  let buyerToken = '';

  test.beforeAll(async ({ request }) => {
    sellerToken = await createBusinessSeller(request);
    const buyer = await createUserViaApi(request, { firstName: 'Tomasz' });
    buyerToken = buyer.token;
    const listing = await createListingViaApi(
      request,
      sellerToken,
      { title: TITLE, price: 42, quantity: 5, retailPrice: 68, categoryId: 1, brand: 'Schneider', specifications: 'Coil voltage: 230 V' },
      await makePhoto('jpeg', 640, 480),
    );
    const auth = { authorization: `Bearer ${sellerToken}` };
    const published = await request.post(`/api/listings/${listing.id}/publish`, {
      headers: auth,
      data: { handover: 'both', deliveryPrice: 6 },
    });
    expect(published.status(), await published.text()).toBe(200);
    listingPath = `/listing/${listing.id}`;
    const read = await request.get(`/api/public/listings/${listing.id}`);
    sellerPath = `/seller/${((await read.json()) as { seller: { id: number } }).seller.id}`;
    const buyerAuth = { authorization: `Bearer ${buyerToken}` };
    const talk = await request.post('/api/conversations', {
      headers: buyerAuth,
      data: { listingId: listing.id, message: 'Is the coil 230 V AC?', quantity: 1 },
    });
    expect(talk.status(), await talk.text()).toBe(201);
    const placed = await request.post('/api/orders', {
      headers: buyerAuth,
      data: { listingId: listing.id, quantity: 2, handover: 'delivery', deliveryAddress: '1 Test Street, Leeds LS1 1AA' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orderPath = `/orders/${((await placed.json()) as { id: number }).id}`;
  });

  test('public pages at 360 and 412 px', async ({ page }) => {
    await expectNoSidewaysScroll(page, '/search?q=contactor&near=B1', (p) => p.getByRole('heading', { name: TITLE }));
    await expectNoSidewaysScroll(page, listingPath, (p) => p.getByRole('heading', { name: TITLE, level: 1 }));
    await expectNoSidewaysScroll(page, sellerPath, (p) => p.getByRole('heading', { name: BUSINESS }));
    await expectNoSidewaysScroll(page, '/auth', (p) => p.getByRole('heading', { name: 'Welcome to SpareStock' }));
    for (const slug of ['terms-conditions', 'privacy-policy', 'dispute-resolution']) {
      await expectNoSidewaysScroll(page, `/legal/${slug}`, (p) => p.getByRole('heading', { level: 1 }));
    }
  });

  test("the seller's signed-in pages at 360 and 412 px", async ({ page }) => {
    await signInWithToken(page, sellerToken);
    await expectNoSidewaysScroll(page, '/', (p) => p.getByRole('heading', { name: TITLE }));
    await expectNoSidewaysScroll(page, '/add-item', (p) => p.getByRole('heading', { name: 'Add to Inventory' }));
    await expectNoSidewaysScroll(page, '/messages', (p) => p.getByText(TITLE));
    await expectNoSidewaysScroll(page, '/orders?tab=sold', (p) => p.getByText(TITLE));
    await expectNoSidewaysScroll(page, orderPath, (p) => p.getByText(TITLE));
    await expectNoSidewaysScroll(page, '/profile', (p) => p.getByRole('heading', { level: 1 }));
  });

  test("the buyer's signed-in pages at 360 and 412 px", async ({ page }) => {
    await signInWithToken(page, buyerToken);
    await expectNoSidewaysScroll(page, listingPath, (p) => p.getByRole('heading', { name: TITLE, level: 1 }));
    await expectNoSidewaysScroll(page, '/messages', (p) => p.getByText(TITLE));
    await expectNoSidewaysScroll(page, '/orders', (p) => p.getByText(TITLE));
    await expectNoSidewaysScroll(page, orderPath, (p) => p.getByText(TITLE));
  });
});
