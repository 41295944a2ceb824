import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { moveOrderViaApi, publishListingViaApi } from './support/orders.ts';

// Each run's own word: the e2e app's database is shared by every test and every run of the file.
const RUN = `wl${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A completed order on the listing, with the buyer's feedback about the seller. */
async function leaveFeedback(request: APIRequestContext, listingId: number, seller: string, buyer: string): Promise<void> {
  const placed = await request.post('/api/orders', { headers: auth(buyer), data: { listingId, quantity: 1 } });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await moveOrderViaApi(request, seller, id, 'ready');
  await moveOrderViaApi(request, buyer, id, 'received');
  const left = await request.post(`/api/orders/${id}/feedback`, {
    headers: auth(buyer),
    data: { rating: 'positive', comment: 'Collected, as described.' },
  });
  expect(left.status(), await left.text()).toBe(201);
}

test.describe('Watchlist and seller feedback on search cards', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a buyer watches from a search card on a phone, finds it on /watchlist; the seller sees how many watch', async ({
    browser,
    request,
  }) => {
    const seller = await createUserViaApi(request, { firstName: 'Marta' });
    const buyer = await createUserViaApi(request, { firstName: 'Owen' });
    const title = `Grundfos circulator pump ${RUN}`;
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title, price: 120, quantity: 4, categoryId: 1 },
      await makePhoto('jpeg', 640, 480),
    );
    await publishListingViaApi(request, seller.token, listing.id, { handover: 'collection' });
    await leaveFeedback(request, listing.id, seller.token, buyer.token);

    const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await buyerContext.newPage();
    await signInWithToken(page, buyer.token);
    await page.goto(`/search?q=${RUN}`);
    const result = card(page, title);
    await expect(result.getByText('Marta P.', { exact: true })).toBeVisible();
    await expect(result.getByText('100% positive (1)', { exact: true })).toBeVisible();
    const watch = result.getByRole('button', { name: 'Watch' });
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await watch.click();
    await expect(watch).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/search/); // watching did not open the listing

    await page.getByRole('button', { name: /Open menu/ }).click();
    await page.getByRole('link', { name: 'Watchlist' }).click();
    await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await buyerContext.close();

    const sellerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const sellerPage = await sellerContext.newPage();
    await signInWithToken(sellerPage, seller.token);
    await sellerPage.goto('/');
    await expect(card(sellerPage, title).getByText('1 watching', { exact: true })).toBeVisible();
    // The seller's own card in search has no Watch button.
    await sellerPage.goto(`/search?q=${RUN}`);
    await expect(card(sellerPage, title)).toBeVisible();
    await expect(card(sellerPage, title).getByRole('button', { name: 'Watch' })).toHaveCount(0);
    await sellerContext.close();
  });
});
