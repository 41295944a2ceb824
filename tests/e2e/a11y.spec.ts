import { expect, test, type Locator, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { expectNoSeriousA11yViolationsInBothSchemes } from './support/axe.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { grantAdmin } from './support/orders.ts';

// One axe run per screen state and scheme. The screens of a group share one page (and, signed
// in, one user made once), so each test costs a navigation and the axe runs, not a new browser
// context, a cold cache and a new account. Each test still navigates itself, so any one can
// run alone (`-g`), and a failure restarts the worker, which makes the page again.

const SIGNED_OUT_ROUTES: Array<[string, string | RegExp]> = [
  ['/auth', /SpareStock|Welcome|Sign in/i],
  ['/forgot-password', /Forgot|Reset/i],
  [`/reset-password?token=${'a'.repeat(64)}`, /Reset|Password/i],
  ['/reset-password', /Reset|Password/i],
  ['/verify-email', /Verif/i],
  ['/resend-verification', /Resend|Verification/i],
  // The eleven policy pages are checked by legal.spec.ts, on the visit that reads their text.
];

/**
 * Opens the screen, waits until it has its main heading, nothing is still loading and (for a
 * screen that loads data) `loaded` is visible, then runs axe.
 */
async function checkRoute(page: Page, path: string, heading: string | RegExp, loaded?: (page: Page) => Locator) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (loaded) await expect(loaded(page)).toBeVisible();
  await expectNoSeriousA11yViolationsInBothSchemes(page, path);
}

/** One page for every test of the enclosing describe, made by `setUp` before the first of them. */
function sharePage(setUp: (page: Page) => Promise<void> = async () => undefined): () => Page {
  let shared: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    shared = await browser.newPage();
    await setUp(shared);
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });
  return () => {
    if (!shared) throw new Error('the shared page is made in beforeAll');
    return shared;
  };
}

test.describe('axe-core: no serious or critical violations', () => {
  test.describe('signed out', () => {
    const page = sharePage();

    for (const [path, heading] of SIGNED_OUT_ROUTES) {
      test(path, async () => {
        await checkRoute(page(), path, heading);
      });
    }

    test('/auth, Register tab', async () => {
      await page().goto('/auth');
      await page().getByRole('tab', { name: 'Register' }).click();
      await expect(page().getByLabel('Confirm Password')).toBeVisible();
      await expectNoSeriousA11yViolationsInBothSchemes(page(), '/auth (Register)');
    });
  });

  test('signed in, profile incomplete: /onboarding', async ({ page, request }) => {
    const user = await createUserViaApi(request, { completeProfile: false });
    await signInWithToken(page, user.token);
    await checkRoute(page, '/onboarding', 'Join SpareStock');
  });

  test.describe('signed in', () => {
    const LISTING_TITLE = 'Hager 63A RCBO, type A';
    let listingId = 0;
    const page = sharePage(async (shared) => {
      const request = shared.request;
      const user = await createUserViaApi(request, { firstName: 'Aisha' });
      const listing = await createListingViaApi(
        request,
        user.token,
        { title: LISTING_TITLE, price: 18.5, quantity: 4, retailPrice: 32, description: 'Boxed, unused surplus.' },
        await makePhoto('jpeg', 320, 240),
      );
      listingId = listing.id;
      await signInWithToken(shared, user.token);
    });

    test('/', async () => {
      await checkRoute(page(), '/', 'Your M&E Inventory', (p) => p.getByRole('article', { name: LISTING_TITLE }));
    });

    test('/profile', async () => {
      await checkRoute(page(), '/profile', /Aisha|Patel|Profile/);
    });

    test('/add-item', async () => {
      await checkRoute(page(), '/add-item', 'Add to Inventory');
    });

    test('/edit-item/:id', async () => {
      await checkRoute(page(), `/edit-item/${listingId}`, 'Edit Item', (p) => p.getByRole('heading', { name: 'Update Item Details' }));
    });
  });

  test.describe('marketplace, signed out', () => {
    const TITLE = 'Schneider TeSys LC1D09 contactor, 230 V coil';
    let listingPath = '';
    let sellerPath = '';
    const page = sharePage(async (shared) => {
      const request = shared.request;
      const seller = await createUserViaApi(request, { firstName: 'Gareth' });
      const listing = await createListingViaApi(
        request,
        seller.token,
        {
          title: TITLE,
          price: 42,
          quantity: 3,
          retailPrice: 68,
          categoryId: 6,
          brand: 'Schneider',
          specifications: 'Coil voltage: 230 V; Rated current: 9 A',
        },
        await makePhoto('jpeg', 640, 480),
      );
      const published = await request.post(`/api/listings/${listing.id}/publish`, {
        headers: { authorization: `Bearer ${seller.token}` },
        data: { handover: 'both', deliveryPrice: 6 },
      });
      expect(published.status()).toBe(200);
      const body = (await published.json()) as { id: number };
      listingPath = `/listing/${body.id}`;
      const read = await request.get(`/api/public/listings/${body.id}`);
      sellerPath = `/seller/${((await read.json()) as { seller: { id: number } }).seller.id}`;
    });

    test('/ signed out: the front door', async () => {
      await checkRoute(page(), '/', 'Surplus M&E stock from UK contractors', (p) => p.getByRole('list', { name: 'Newest listings' }));
    });

    test('/search with results and filters', async () => {
      await checkRoute(page(), '/search?q=contactor&near=M1', /Results for/, (p) => p.getByRole('list', { name: 'Search results' }));
    });

    test('/search with nothing found', async () => {
      await checkRoute(page(), '/search?q=zzqqxxnothing&near=B1&radius=5', /Results for/, (p) =>
        p.getByRole('status').filter({ hasText: 'Nothing within 5 miles of B1' }),
      );
    });

    test('a listing page, and its photo viewer', async () => {
      await checkRoute(page(), listingPath, TITLE, (p) => p.getByRole('table'));
      await page()
        .getByRole('button', { name: /full size/ })
        .click();
      await expect(page().getByRole('dialog', { name: TITLE })).toBeVisible();
      await expectNoSeriousA11yViolationsInBothSchemes(page(), `${listingPath} (photo viewer)`);
      await page().keyboard.press('Escape');
    });

    test('a seller page', async () => {
      await checkRoute(page(), sellerPath, 'Gareth P.', (p) => p.getByRole('list', { name: 'Seller’s listings' }));
    });
  });

  test.describe('orders (payments off)', () => {
    const TITLE = 'Wylex NHXSB 63A RCD, boxed';
    let listingPath = '';
    let orderPath = '';
    const page = sharePage(async (shared) => {
      const request = shared.request;
      const seller = await createUserViaApi(request, { firstName: 'Nadia' });
      const buyer = await createUserViaApi(request, { firstName: 'Tomasz' });
      const listing = await createListingViaApi(
        request,
        seller.token,
        { title: TITLE, price: 24, quantity: 5, categoryId: 1, brand: 'Wylex' },
        await makePhoto('jpeg', 320, 240),
      );
      const published = await request.post(`/api/listings/${listing.id}/publish`, {
        headers: { authorization: `Bearer ${seller.token}` },
        data: { handover: 'both', deliveryPrice: 4.5 },
      });
      expect(published.status()).toBe(200);
      listingPath = `/listing/${listing.id}`;
      const placed = await request.post('/api/orders', {
        headers: { authorization: `Bearer ${buyer.token}` },
        data: { listingId: listing.id, quantity: 2, handover: 'delivery', deliveryAddress: '1 Test Street, Leeds LS1 1AA' },
      });
      expect(placed.status()).toBe(201);
      orderPath = `/orders/${((await placed.json()) as { id: number }).id}`;
      await signInWithToken(shared, buyer.token);
    });

    test('a listing page with Buy now, signed in', async () => {
      await checkRoute(page(), listingPath, TITLE, (p) => p.getByRole('form', { name: 'Buy now' }));
    });

    test('/orders', async () => {
      await checkRoute(page(), '/orders', 'Orders', (p) => p.getByRole('article', { name: new RegExp(TITLE) }));
    });

    test('/orders/:id, and its cancel dialog', async () => {
      await checkRoute(page(), orderPath, /Order SS-/, (p) => p.getByRole('region', { name: 'Timeline' }));
      await page().getByRole('button', { name: 'Cancel order' }).click();
      await expect(page().getByRole('dialog', { name: 'Cancel this order' })).toBeVisible();
      await expectNoSeriousA11yViolationsInBothSchemes(page(), `${orderPath} (cancel dialog)`);
      await page().keyboard.press('Escape');
    });
  });

  test('admin: /admin/disputes', async ({ page, request }) => {
    const admin = await createUserViaApi(request, { firstName: 'Morgan' });
    await grantAdmin('E2E_DATA_DIR', admin.email);
    await signInWithToken(page, admin.token);
    await checkRoute(page, '/admin/disputes', 'Disputes', (p) => p.getByRole('navigation', { name: 'Admin' }));
  });

  test('signed in: the edit dialog with its Marketplace settings', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    const title = 'Hager MCB 32A type B';
    await createListingViaApi(request, user.token, { title, price: 6.5, categoryId: 1 }, await makePhoto('jpeg', 320, 240));
    await signInWithToken(page, user.token);
    await page.goto('/');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Inventory Item' }).getByRole('heading', { name: 'Marketplace' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothSchemes(page, '/ (edit dialog)');
  });
});
