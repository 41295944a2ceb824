import { expect, test, type APIRequestContext } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { grantAdmin, moveOrderViaApi, publishListingViaApi } from './support/orders.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A received order between two new accounts, with the buyer's feedback about the seller left through the API. */
async function orderWithFeedback(request: APIRequestContext, feedback: { rating: string; comment: string }) {
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
  const left = await request.post(`/api/orders/${id}/feedback`, { headers: auth(buyer.token), data: feedback });
  expect(left.status()).toBe(201);
  const me = await request.get('/api/user', { headers: auth(seller.token) });
  const { id: sellerId } = (await me.json()) as { id: number };
  return { seller, sellerId, buyer, orderId: id };
}

test.describe('Feedback on the order page', () => {
  test('the buyer changes the feedback they left while it is not final', async ({ page, request }) => {
    const { buyer, orderId: id } = await orderWithFeedback(request, { rating: 'neutral', comment: 'Slow replies.' });

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

test.describe('Reported feedback, on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('the seller reports a comment from their page, and an admin removes it from /admin/reports', async ({ page, browser, request }) => {
    const comment = 'Call me on 07700 900123, the pump was rubbish.';
    const { seller, sellerId } = await orderWithFeedback(request, { rating: 'negative', comment });
    await signInWithToken(page, seller.token);
    await page.goto(`/seller/${sellerId}`);
    await expect(page.getByText(comment)).toBeVisible();
    await page.getByRole('button', { name: 'Report feedback from Owen P.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this feedback' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Shares personal details' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Report sent', { exact: true })).toBeVisible();

    const admin = await createUserViaApi(request, { firstName: 'Ada' });
    await grantAdmin('E2E_DATA_DIR', admin.email);
    const adminPage = await (await browser.newContext({ viewport: { width: 412, height: 915 } })).newPage();
    await signInWithToken(adminPage, admin.token);
    await adminPage.goto('/admin/reports');
    const card = adminPage.getByRole('article').filter({ hasText: comment });
    await expect(card.getByText('Shown on the seller page and counted in the summary')).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, '/admin/reports with reported feedback');
    await card.getByLabel('Ground for removal').selectOption('personal_data');
    await card.getByRole('button', { name: 'Remove the feedback' }).click();
    await expect(adminPage.getByText('No open reports.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No feedback in the last 12 months yet.')).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);
  });
});
