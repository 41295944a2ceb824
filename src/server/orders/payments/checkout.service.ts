import type Stripe from 'stripe';
import { formatOrderNumber } from '../../../shared/constants/orders.ts';
import { PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import type { PaymentRedirect } from '../../../shared/schemas/payments.ts';
import { conflict, HttpError } from '../../http/http-errors.ts';
import { sellerIsActive } from './connect.service.ts';
import { assertPayable, findOrderToPay } from './payment-guards.ts';
import { applyPaidSession } from './payment-truth.ts';
import type { PaymentsCaller } from './payments-provider.ts';
import type { PaymentOrderRow, PaymentRow } from './payments.repository.ts';
import { platformFeePence } from './platform-fee.ts';
import { CHECKOUT_CHECK_AFTER_MS, CHECKOUT_LIFETIME_MS, isoAfter, type StripeContext } from './stripe-context.ts';

/** Where Stripe's hosted checkout sends the buyer back: the order page, which reads the order (paid only once the webhook said so). */
export const checkoutReturnUrls = (appUrl: string, orderId: number) => ({
  success_url: `${appUrl}/orders/${orderId}?payment=success`,
  cancel_url: `${appUrl}/orders/${orderId}?payment=cancelled`,
});

/**
 * The session's parameters, built only from the order and the payment row (its `session_created_at`
 * stamp fixes the expiry), so two requests for the same attempt send identical parameters under
 * the same Idempotency-Key and Stripe answers both with one session. One line of the order's
 * total: Stripe charges exactly the total the order shows, rounded once when it was placed.
 */
function sessionParams(
  appUrl: string,
  order: PaymentOrderRow,
  payment: PaymentRow,
  email: string | undefined,
): Stripe.Checkout.SessionCreateParams {
  const number = formatOrderNumber(order.id);
  const metadata = { order_id: String(order.id), order_number: number };
  return {
    mode: 'payment',
    client_reference_id: String(order.id),
    ...(email && { customer_email: email }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'gbp',
          unit_amount: payment.amount_pence,
          product_data: { name: `${number}: ${order.quantity} × ${order.title}`.slice(0, 250) },
        },
      },
    ],
    payment_intent_data: { transfer_group: number, description: `SpareStock order ${number}`, metadata },
    metadata,
    ...checkoutReturnUrls(appUrl, order.id),
    expires_at: Math.floor((Date.parse(payment.session_created_at!) + CHECKOUT_LIFETIME_MS) / 1000),
  };
}

const stripeDown = () => new HttpError(502, PAYMENTS_MESSAGES.stripeUnavailable);

/**
 * POST /api/orders/:id/pay. The buyer of a placed order whose seller takes cards gets the URL of
 * a Checkout Session: the open one of this order again when there is one, else a new one (the
 * last one lapsed). The order becomes paid only from Stripe's webhook or reconciliation, never
 * from the browser coming back.
 */
export async function startCheckout(
  ctx: StripeContext,
  orderId: number,
  caller: PaymentsCaller,
  settle: (orderId: number) => Promise<void>,
): Promise<PaymentRedirect> {
  const order = await findOrderToPay(ctx.repo, orderId, caller);
  assertPayable(order);
  let payment = await ctx.repo.findPaymentByOrder(order.id);
  if (payment?.status === 'paid') throw conflict(PAYMENTS_MESSAGES.alreadyPaid);
  try {
    if (payment?.status === 'pending' && payment.checkout_session_id) {
      const session = await ctx.stripe.checkout.sessions.retrieve(payment.checkout_session_id, { expand: ['payment_intent'] });
      if (session.status === 'open' && session.url) return { url: session.url };
      // Paid without the webhook having come yet: the truth now, and no second payment.
      if (await applyPaidSession(ctx, session, settle)) throw conflict(PAYMENTS_MESSAGES.alreadyPaid);
      await ctx.repo.markExpired(payment.id, session.id, ctx.now().toISOString());
      payment = await ctx.repo.findPaymentByOrder(order.id);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.log.error({ event: 'payments.checkout_read_failed', orderId, err: error }, 'Stripe checkout not read');
    throw stripeDown();
  }
  const seller = await sellerIsActive(ctx, order.seller_id);
  if (!seller) throw conflict(PAYMENTS_MESSAGES.sellerNotConnected);

  const now = ctx.now();
  const stamp = now.toISOString();
  const attempt = {
    status: 'pending' as const,
    amount_pence: order.total_pence,
    fee_pence: platformFeePence(order.total_pence, ctx.config.feeBps),
    destination_account_id: seller.stripe_account_id,
    session_created_at: stamp,
    check_after: isoAfter(now, CHECKOUT_CHECK_AFTER_MS),
    updated_at: stamp,
  };
  if (!payment) {
    await ctx.repo.insertPayment({ order_id: order.id, ...attempt, created_at: stamp });
  } else if (payment.status === 'expired') {
    await ctx.repo.restartCheckout(payment.id, payment.session_created_at, {
      ...attempt,
      checkout_session_id: null,
      payment_intent_id: null,
      charge_id: null,
    });
  }
  // Whichever request made or restarted the attempt, every request now sends the same one.
  const current = await ctx.repo.findPaymentByOrder(order.id);
  if (!current || current.status === 'paid') throw conflict(PAYMENTS_MESSAGES.alreadyPaid);
  if (!current.session_created_at || current.status !== 'pending') throw stripeDown();
  try {
    const email = await ctx.repo.findBuyerEmail(order.buyer_id);
    const session = await ctx.stripe.checkout.sessions.create(sessionParams(ctx.appUrl, order, current, email), {
      idempotencyKey: `order-${order.id}-checkout-${Date.parse(current.session_created_at)}`,
    });
    await ctx.repo.setCheckoutSession(current.id, current.session_created_at, session.id, ctx.now().toISOString());
    ctx.log.info(
      { event: 'payments.checkout_started', orderId, sessionId: session.id, pence: session.amount_total },
      'Stripe checkout made',
    );
    if (!session.url) throw new Error('a Checkout Session without a URL');
    return { url: session.url };
  } catch (error) {
    ctx.log.error({ event: 'payments.checkout_failed', orderId, err: error }, 'Stripe checkout not made');
    throw stripeDown();
  }
}
