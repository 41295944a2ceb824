import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDERS_MESSAGES } from '../../../shared/messages/orders-messages.ts';
import { PaymentAccountSchema, PaymentRedirectSchema, PAYMENTS_MESSAGES } from '../../../shared/schemas/payments.ts';
import { currentUser } from '../../auth/require-user.ts';
import { documentRoute, UNAUTHENTICATED } from '../../http/route-docs.ts';
import { idParams } from '../../http/path-params.ts';
import type { PaymentsCaller, PaymentsProvider } from './payments-provider.ts';

const TAG = 'Payments';
const STRIPE_DOWN = { 502: PAYMENTS_MESSAGES.stripeUnavailable };

function callerOf(request: FastifyRequest): PaymentsCaller {
  const user = currentUser(request);
  return { id: user.id, email: user.email, isAdmin: Boolean(user.is_admin) };
}

/** Card payments: a seller's Stripe Connect onboarding and state, and paying an order by card. */
export function registerPaymentRoutes(instance: FastifyInstance, payments: PaymentsProvider, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const connectDocs = documentRoute({
    tag: TAG,
    summary: 'Start or continue Stripe onboarding to take card payments (sellers)',
    description:
      'Makes the caller’s Stripe Connect Express account once (later calls reuse it) and answers a fresh single-use link to Stripe’s ' +
      'hosted onboarding. Stripe sends the seller back to `/profile?stripe=return` (read GET /api/payments/account) or, when the link ' +
      'has expired, `/profile?stripe=refresh` (call this again).',
    auth: true,
    responses: { 200: PaymentRedirectSchema },
    errors: { ...UNAUTHENTICATED, 409: PAYMENTS_MESSAGES.paymentsOff, ...STRIPE_DOWN },
  });
  app.post('/api/payments/connect', { ...auth, ...connectDocs }, async (request) => payments.connect(callerOf(request)));

  const accountDocs = documentRoute({
    tag: TAG,
    summary: 'The caller’s card-payment state as a seller',
    description:
      '`off`: SpareStock takes no card payments (no Stripe keys configured); `not_connected`: no Stripe account yet; `pending`: ' +
      'onboarding not finished (Stripe is asked again on each call); `active`: Stripe enables charges and payouts, so the caller’s ' +
      'listings offer "Pay by card".',
    auth: true,
    responses: { 200: PaymentAccountSchema },
    errors: { ...UNAUTHENTICATED },
  });
  app.get('/api/payments/account', { ...auth, ...accountDocs }, async (request) => ({
    state: await payments.accountState(callerOf(request).id),
  }));

  const payDocs = documentRoute({
    tag: 'Orders',
    summary: 'Pay for an order by card: the URL of Stripe’s hosted checkout',
    description:
      'The buyer of a placed order whose seller’s Stripe account is active. Answers the open Checkout Session of the order again ' +
      'while there is one, else a new one for the order total (one line, in pence). The browser goes to `url`; Stripe sends it back ' +
      'to `/orders/{id}?payment=success` (or `=cancelled`). The order becomes `paid` only from Stripe’s webhook (or the ' +
      'reconciliation job), never from that redirect.',
    auth: true,
    params: idParams(ORDERS_MESSAGES.orderNotFound),
    responses: { 200: PaymentRedirectSchema },
    errors: {
      ...UNAUTHENTICATED,
      403: PAYMENTS_MESSAGES.onlyBuyerPays,
      404: 'Order not found: unknown, not a positive integer, or not one of the caller’s',
      409: `Not payable by card: payments off ("${ORDERS_MESSAGES.payNotOnline}"), the seller takes no cards, the order is not placed, or it is paid already`,
      ...STRIPE_DOWN,
    },
  });
  app.post('/api/orders/:id/pay', { ...auth, ...payDocs }, async (request) => payments.pay(request.params.id, callerOf(request)));
}
