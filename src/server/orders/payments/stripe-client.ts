import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.ts';

export type StripeConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;

/**
 * The official SDK, pointed at Stripe (or, with STRIPE_API_HOST/PORT/PROTOCOL, at the stand-in the
 * tests run). Network failures and 409/5xx are retried twice by the SDK itself, each POST under
 * an Idempotency-Key (ours where it matters, the SDK's own otherwise). No telemetry headers.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...config.api,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'SpareStock' },
  });
}

/** An answer of Stripe's that will not change if asked again (a refused request), as opposed to a failure to reach it. */
export function isStripeRefusal(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  );
}

/** A signature that does not verify (or a body that is not an event). */
export function isSignatureError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError;
}
