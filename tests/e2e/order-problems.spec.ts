import { expect, test, type APIRequestContext } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { moveOrderViaApi, publishListingViaApi } from './support/orders.ts';

/** A payments-off order by collection, made ready by the seller: handed over, not yet received. */
async function readyOrder(request: APIRequestContext, sellerToken: string, buyerToken: string, title: string): Promise<number> {
  const listing = await createListingViaApi(
    request,
    sellerToken,
    { title, price: 20, quantity: 3, categoryId: 1 },
    await makePhoto('jpeg', 320, 240),
  );
  await publishListingViaApi(request, sellerToken, listing.id, { handover: 'collection' });
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { listingId: listing.id, quantity: 1, handover: 'collection' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await moveOrderViaApi(request, sellerToken, id, 'ready');
  return id;
}

test('after "received" the problems offered drop "Item not received", and an open dispute changes the banner', async ({
  page,
  request,
}) => {
  const seller = await createUserViaApi(request, { firstName: 'Nadia' });
  const buyer = await createUserViaApi(request, { firstName: 'Tomasz' });
  const id = await readyOrder(request, seller.token, buyer.token, 'Grundfos circulator UPS2 15-50');
  await signInWithToken(page, buyer.token);

  // Before receipt, "Item not received" is a problem to report.
  await page.goto(`/orders/${id}`);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with this order' });
  await expect(dialog.getByRole('option', { name: 'Item not received' })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await moveOrderViaApi(request, buyer.token, id, 'received');
  await page.reload();
  const banner = page.getByRole('region', { name: 'Next step' });
  await expect(banner).toContainText('Nothing to do: the order completes by itself.');
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await expect(dialog.getByRole('option', { name: 'Not as described' })).toHaveCount(1);
  await expect(dialog.getByRole('option', { name: 'Item not received' })).toHaveCount(0);
  await dialog.getByLabel('What went wrong?').selectOption({ label: 'Arrived damaged' });
  await dialog.getByLabel('Details for the seller').fill('The pump housing is cracked at the inlet.');
  await dialog.getByRole('button', { name: 'Report a problem' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toContainText('A dispute is open: the order stays on hold until it is settled.');
  await expect(banner).not.toContainText('completes by itself');
});
