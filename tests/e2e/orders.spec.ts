import { expect, test, type Browser, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createUserViaApi, signInWithToken, type E2eUser } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import {
  PAYMENTS_APP_URL,
  STRIPE_STAND_IN_URL,
  connectSellerViaApi,
  grantAdmin,
  moveOrderViaApi,
  placePaidOrderViaApi,
  publishListingViaApi,
  queryAppDb,
} from './support/orders.ts';

// Orders, card payments and disputes run against the app with payments on (its Stripe SDK pointed at
// the stand-in): playwright.config.ts starts both. Each run's own word keeps its listings apart.
const RUN = `or${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

test.use({ baseURL: PAYMENTS_APP_URL });

async function pageFor(browser: Browser, user: E2eUser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: PAYMENTS_APP_URL })).newPage();
  await signInWithToken(page, user.token);
  return page;
}

const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });
const payment = (page: Page) => page.getByRole('region', { name: 'Payment' });
/** The payment's state in words: the value beside 'Status' in the payment block. */
const paymentStatus = (page: Page) =>
  payment(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Status$/ }) })
    .getByRole('definition');

test.describe('Orders, card payments and disputes', () => {
  test('buy now, pay by card on Stripe, the seller dispatches, the buyer confirms and the seller is paid out', async ({
    browser,
    request,
  }) => {
    test.setTimeout(TIMEOUTS.e2eOrdersTest);
    const seller = await createUserViaApi(request, { firstName: 'Sunita' });
    const buyer = await createUserViaApi(request, { firstName: 'Owen' });
    const title = `Hager RCBO 32A type A ${RUN}`;
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title, price: 30, quantity: 5, categoryId: 1, brand: 'Hager' },
      await makePhoto('jpeg', 480, 360),
    );
    await publishListingViaApi(request, seller.token, listing.id, { handover: 'both', deliveryPrice: 6 });

    // The seller sets up card payments from the profile, through Stripe's hosted onboarding.
    const sellerPage = await pageFor(browser, seller);
    await sellerPage.goto('/profile');
    await sellerPage.getByRole('button', { name: 'Set up card payments' }).click();
    await expect(sellerPage).toHaveURL(new RegExp(`^${STRIPE_STAND_IN_URL}/hosted/onboarding/`));
    await sellerPage.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect(sellerPage).toHaveURL(/\/profile\?stripe=return$/);
    await expect(sellerPage.getByText('Card payments are on.')).toBeVisible();

    // The buyer buys two for delivery: the listing offers card payment, the total is worked out before placing.
    const buyerPage = await pageFor(browser, buyer);
    await buyerPage.goto(`/listing/${listing.id}`);
    const buy = buyerPage.getByRole('form', { name: 'Buy now' });
    await expect(buy.getByText(/Pay by card through SpareStock/)).toBeVisible();
    await buy.getByRole('button', { name: 'One more' }).click();
    await expect(buy.getByLabel('Quantity')).toHaveValue('2');
    await buy.getByRole('radio', { name: /Delivery/ }).click();
    await buy.getByLabel('Delivery address').fill('Owen Patel, 12 Canal Street, Manchester M1 3HE');
    await expect(buy.getByRole('definition').filter({ hasText: '£66.00' })).toBeVisible();
    await buy.getByRole('button', { name: 'Buy now' }).click();
    await expect(buyerPage).toHaveURL(/\/orders\/\d+$/);
    const orderUrl = new URL(buyerPage.url()).pathname;
    await expect(buyerPage.getByRole('heading', { level: 1, name: /Order SS-\d{6}/ })).toBeVisible();
    await expect(buyerPage.getByText('Placed', { exact: true })).toBeVisible();

    // Pay by card on the hosted checkout; back on the order it is paid once Stripe's webhook says so.
    await nextStep(buyerPage).getByRole('button', { name: 'Pay by card' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`^${STRIPE_STAND_IN_URL}/hosted/checkout/`));
    await expect(buyerPage.getByRole('heading', { name: 'Pay £66.00' })).toBeVisible();
    await buyerPage.getByRole('button', { name: 'Pay £66.00' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`${orderUrl}\\?payment=success$`));
    await expect(paymentStatus(buyerPage)).toHaveText('Paid');
    await expect(payment(buyerPage).getByText('Card through SpareStock')).toBeVisible();
    await expect(nextStep(buyerPage)).toContainText('Waiting for the seller to dispatch');

    // The seller finds it in Sold, with the move highlighted, and marks it dispatched with a tracking note.
    await sellerPage.goto('/orders');
    await sellerPage.getByRole('tab', { name: 'Sold' }).click();
    await expect(sellerPage).toHaveURL(/\/orders\?tab=sold$/);
    const card = sellerPage.getByRole('article', { name: new RegExp(title) });
    await expect(card).toContainText('Your turn: Mark dispatched');
    await card.getByRole('link').click();
    await nextStep(sellerPage).getByRole('button', { name: 'Mark dispatched' }).click();
    const dispatch = sellerPage.getByRole('dialog', { name: 'Mark the order dispatched' });
    // Issue 27: the carrier and a tracking number in its published form (a wrong S10 check digit is refused in the form).
    await dispatch.getByLabel('Carrier').selectOption('Royal Mail');
    await dispatch.getByLabel('Tracking number').fill('RM123456789GB');
    await dispatch.getByRole('button', { name: 'Mark dispatched' }).click();
    await expect(dispatch.getByText('That isn’t a Royal Mail tracking number', { exact: false })).toBeVisible();
    await dispatch.getByLabel('Tracking number').fill('AB123456785GB');
    await dispatch.getByLabel('Note for the buyer (optional)').fill('Royal Mail Tracked 48');
    await dispatch.getByRole('button', { name: 'Mark dispatched' }).click();
    await expect(sellerPage.getByText('Dispatched', { exact: true }).first()).toBeVisible();
    await expect(paymentStatus(sellerPage)).toHaveText('Paid');

    // The buyer sees the note in the timeline and confirms receipt.
    await buyerPage.goto(orderUrl);
    await expect(
      buyerPage.getByRole('region', { name: 'Timeline' }).getByText('Royal Mail, tracking number AB123456785GB. Royal Mail Tracked 48'),
    ).toBeVisible();
    await expect(buyerPage.getByRole('link', { name: 'Track AB123456785GB on the Royal Mail website' })).toHaveAttribute(
      'href',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB',
    );
    await nextStep(buyerPage).getByRole('button', { name: 'Confirm received' }).click();
    await buyerPage.getByRole('dialog', { name: 'Confirm you have the item' }).getByRole('button', { name: 'Confirm received' }).click();
    await expect(buyerPage.getByText('Received', { exact: true }).first()).toBeVisible();

    // The seller sees the money transferred to their Stripe account.
    await sellerPage.reload();
    await expect(paymentStatus(sellerPage)).toHaveText('Paid out to the seller');
    const calls = (await (await request.get(`${STRIPE_STAND_IN_URL}/_stand-in/calls`)).json()) as {
      calls: Array<{ method: string; path: string }>;
    };
    expect(calls.calls.some((call) => call.method === 'POST' && call.path === '/v1/transfers')).toBe(true);
  });

  test('a buyer reports a problem, raises the dispute with a photo after the seller’s 5 business days, and an admin refunds in full', async ({
    browser,
    request,
  }) => {
    test.setTimeout(TIMEOUTS.e2eOrdersTest);
    const seller = await createUserViaApi(request, { firstName: 'Gareth' });
    const buyer = await createUserViaApi(request, { firstName: 'Kemi' });
    const admin = await createUserViaApi(request, { firstName: 'Alex' });
    await grantAdmin('E2E_PAYMENTS_DATA_DIR', admin.email);
    const title = `Schneider contactor LC1D09 ${RUN}`;
    const listing = await createListingViaApi(
      request,
      seller.token,
      { title, price: 42.5, quantity: 3, categoryId: 6, brand: 'Schneider' },
      await makePhoto('jpeg', 480, 360),
    );
    await publishListingViaApi(request, seller.token, listing.id, { handover: 'both', deliveryPrice: 5 });
    await connectSellerViaApi(request, seller.token);
    const order = await placePaidOrderViaApi(request, buyer.token, {
      listingId: listing.id,
      quantity: 1,
      handover: 'delivery',
      deliveryAddress: 'Kemi Patel, 3 Mill Lane, Leeds LS1 4AP',
    });
    await moveOrderViaApi(request, seller.token, order.id, 'dispatch', { note: null });

    // The buyer reports a problem: told to contact the seller first; 'Raise Dispute' waits for its date.
    const buyerPage = await pageFor(browser, buyer);
    await buyerPage.goto(`/orders/${order.id}`);
    await buyerPage.getByRole('button', { name: 'Report a problem' }).click();
    const report = buyerPage.getByRole('dialog', { name: 'Report a problem with this order' });
    await expect(report).toContainText('Please contact the seller first');
    await report.getByLabel('What went wrong?').selectOption({ label: 'Arrived damaged' });
    await report.getByLabel('Details for the seller').fill('The coil housing is cracked and one terminal is bent.');
    await report.getByRole('button', { name: 'Report a problem' }).click();
    const dispute = buyerPage.getByRole('region', { name: 'Dispute' });
    await expect(dispute.getByText('Contact the seller', { exact: true })).toBeVisible();
    await expect(dispute.getByRole('button', { name: 'Raise Dispute' })).toBeDisabled();
    await expect(dispute).toContainText(/You can raise the dispute from \w+day \d{1,2} \w+ \d{4}\./);
    await expect(payment(buyerPage)).toContainText('Payment held while the dispute is open');

    // Five business days pass without a fix (the dispute's clock moved back in its database).
    await queryAppDb('E2E_PAYMENTS_DATA_DIR', 'UPDATE disputes SET escalate_from = ? WHERE order_id = ?', [
      new Date(Date.now() - 60_000).toISOString(),
      order.id,
    ]);
    await buyerPage.reload();
    await dispute.getByRole('button', { name: 'Raise Dispute' }).click();
    const raise = buyerPage.getByRole('dialog', { name: 'Raise the dispute with SpareStock' });
    await raise
      .getByLabel('What happened, and what are you asking for?')
      .fill('Arrived with a cracked housing; the seller has not replied in a week. I would like a full refund.');
    await raise
      .locator('input[type="file"]')
      .setInputFiles({ name: 'damage.jpg', mimeType: 'image/jpeg', buffer: await makePhoto('jpeg', 640, 480) });
    await expect(raise.getByRole('list', { name: 'Photos to send' })).toContainText('damage.jpg');
    await raise.getByRole('button', { name: 'Raise Dispute' }).click();
    await expect(dispute.getByText('Under review', { exact: true })).toBeVisible();
    await expect(dispute).toContainText(/Review due by the end of \w+day \d{1,2} \w+ \d{4}/);
    await expect(dispute.getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();

    // The admin finds it in the disputes queue with its deadline and decides a full refund.
    const adminPage = await pageFor(browser, admin);
    await adminPage.goto('/admin/reports');
    await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Disputes' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/disputes$/);
    const item = adminPage.getByRole('article', { name: `Dispute on order ${order.number}` });
    await expect(item).toContainText('Arrived damaged');
    await expect(item.getByText(/^Review due by the end of /)).toBeVisible();
    await expect(item.getByRole('img', { name: /Evidence photo 1/ })).toBeVisible();
    await item.getByRole('radio', { name: /Full refund/ }).check();
    await item.getByLabel('Note to both sides (why)').fill('Photos show transit damage; the seller did not respond. Full refund.');
    await item.getByRole('button', { name: 'Record decision' }).click();
    await expect(adminPage.getByText('Decision recorded', { exact: true })).toBeVisible();
    await expect(item).toHaveCount(0);

    // The buyer sees the refund on the order, with when it arrives.
    await buyerPage.reload();
    await expect(dispute.getByText('Decided', { exact: true })).toBeVisible();
    await expect(paymentStatus(buyerPage)).toHaveText('Refunded');
    await expect(payment(buyerPage).getByText('Refunds appear in 5-10 business days.')).toBeVisible();
    await expect(payment(buyerPage)).toContainText('£47.50');
  });
});
