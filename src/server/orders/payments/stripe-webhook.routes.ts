import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENTS_MESSAGES, WebhookReceivedSchema } from '../../../shared/schemas/payments.ts';
import { documentRoute } from '../../http/route-docs.ts';
import type { PaymentsProvider } from './payments-provider.ts';

/** Stripe's events can be larger than the app's 64 KiB JSON limit (a session with its line items and PaymentIntent). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/webhooks/stripe, in a scope of its own whose JSON parser keeps the body as the raw
 * bytes Stripe signed (re-serialising parsed JSON would not verify); every other route keeps the
 * app's parser.
 */
export async function registerStripeWebhookRoute(instance: FastifyInstance, payments: PaymentsProvider): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    const docs = documentRoute({
      tag: 'Payments',
      summary: 'Stripe’s webhook endpoint (called by Stripe, not by clients)',
      description:
        'The raw body is verified against the `Stripe-Signature` header with STRIPE_WEBHOOK_SECRET (400 when it does not verify, is ' +
        'older than 5 minutes or dated more than 5 minutes ahead; 400 for a signed event without `data.object` and its id). Payment ' +
        'events are acted on with the object retrieved from Stripe by id (unknown or different: recorded, nothing changes; 503 when ' +
        'Stripe cannot be reached). Each event is processed once (its id stored in the transaction of its effect; a replay answers 200 and ' +
        'changes nothing) and state only moves forward, so events in any order are harmless. Handled: checkout.session.completed, ' +
        'checkout.session.async_payment_succeeded, payment_intent.succeeded (the order becomes paid), checkout.session.expired, ' +
        'account.updated (the seller’s Connect state); others are acknowledged. 404 when card payments are off.',
      responses: { 200: WebhookReceivedSchema },
      errors: {
        400: `${PAYMENTS_MESSAGES.badSignature}, or ${PAYMENTS_MESSAGES.badWebhookBody}`,
        404: PAYMENTS_MESSAGES.paymentsOff,
        503: PAYMENTS_MESSAGES.stripeUnavailable,
      },
    });
    scope.post('/api/webhooks/stripe', docs, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      await payments.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    });
  });
}
