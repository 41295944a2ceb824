import { expect, test } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { publishListingViaApi } from './support/orders.ts';

// Each run's own word: the e2e app's database is shared by every test and every run of the file.
const RUN = `fd${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

test.describe('the front door (decisions ruling 13)', () => {
  test('signed out, / is the marketplace: search, newest listings, categories with counts, a way to sell', async ({ page, request }) => {
    const seller = await createUserViaApi(request);
    const title = `Prysmian twin and earth 2.5mm ${RUN}`;
    const item = await createListingViaApi(
      request,
      seller.token,
      { title, price: 38, quantity: 2, categoryId: 9 },
      await makePhoto('jpeg', 320, 240),
    );
    await publishListingViaApi(request, seller.token, item.id, {});
    const facets = (await (await request.get('/api/search?pageSize=1')).json()) as {
      facets: { category: { value: string; count: number }[] };
    };
    const cables = facets.facets.category.find((c) => c.value === 'Cables & Wiring')?.count ?? 0;
    expect(cables).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Surplus M&E stock from UK contractors' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/search');
    await expect(nav.getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/auth?tab=register');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In / Register' })).toHaveAttribute('href', '/auth');

    // The newest listings (ours among them: other tests publish beside this one, so not always first),
    // and the category it is in, with its live count (at least what it was a moment ago, for the same reason).
    const newest = page.getByRole('list', { name: 'Newest listings' });
    await expect(newest.getByRole('listitem').getByRole('heading', { name: title })).toBeVisible();
    const category = page.getByRole('link', { name: /^Cables & Wiring\s*\d+ for sale$/ });
    await expect(category).toHaveAttribute('href', '/search?category=Cables+%26+Wiring');
    expect(Number(/(\d+) for sale/.exec((await category.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(cables);

    // A search from the front door, near a postcode: the marketplace's results, and the place remembered.
    await page.getByRole('searchbox', { name: 'Search the marketplace' }).fill(RUN);
    await page.getByRole('textbox', { name: 'Near a postcode' }).fill('b2 4qa');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${RUN}&near=b2\\+4qa$`, 'i'));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'SpareStock home' }).click();
    await expect(page.getByRole('heading', { name: 'Newest listings near you' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Newest listings' })
        .getByText(/mi · M1$/)
        .first(),
    ).toBeVisible();

    // "Sell your surplus" opens the Register tab of /auth.
    await page.getByRole('link', { name: 'Sell your surplus' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  test('signed in, / is still the inventory', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await signInWithToken(page, user.token);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Surplus M&E stock from UK contractors' })).toHaveCount(0);
  });
});
