import { expect, test } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { moveOrderViaApi, publishListingViaApi } from './support/orders.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('Feedback on the order page', () => {
  test('the buyer changes the feedback they left while it is not final', async ({ page, request }) => {
    const seller = await createUserViaApi(request, { firstName: 'Marta' });
    const buyer = await createUserViaApi(request, { firstName: 'Owen' });
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title: 'Wilo Stratos pump', price: 90, quantity: 2, categoryId: 1 },
      await makePhoto('jpeg', 320, 240),
    );
    await publishListingViaApi(request, seller.token, listing.id, { handover: 'collection' });
    const placed = await request.post('/api/orders', { headers: auth(buyer.token), data: { listingId: listing.id, quantity: 1 } });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    await moveOrderViaApi(request, seller.token, id, 'ready');
    await moveOrderViaApi(request, buyer.token, id, 'received');
    const left = await request.post(`/api/orders/${id}/feedback`, {
      headers: auth(buyer.token),
      data: { rating: 'neutral', comment: 'Slow replies.' },
    });
    expect(left.status()).toBe(201);

    await signInWithToken(page, buyer.token);
    await page.goto(`/orders/${id}`);
    await expect(page.getByText('Slow replies.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Change your feedback' }).click();
    await page.getByLabel('Positive').check();
    await page.getByLabel('Comment').fill('Slow replies, but a fair price and a good pump.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Slow replies, but a fair price and a good pump.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change your feedback' })).toBeVisible();
  });
});
