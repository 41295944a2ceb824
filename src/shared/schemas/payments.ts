import { z } from 'zod';
import { asComponent } from './api-components.ts';

export { PAYMENTS_MESSAGES, PAYMENT_TEXTS } from '../messages/payments-messages.ts';

/**
 * A seller's card payments (GET /api/payments/account): `off` (SpareStock takes no card payments),
 * `not_connected` (no Stripe account yet), `pending` (onboarding started, Stripe not yet enabling
 * charges and payouts), `active` (buyers can pay their listings by card).
 */
export const PAYMENT_ACCOUNT_STATES = ['off', 'not_connected', 'pending', 'active'] as const;
export type PaymentAccountState = (typeof PAYMENT_ACCOUNT_STATES)[number];

export const PaymentAccountSchema = asComponent(z.strictObject({ state: z.enum(PAYMENT_ACCOUNT_STATES) }), 'PaymentAccount');
export type PaymentAccount = z.infer<typeof PaymentAccountSchema>;

/** Where the browser goes next: Stripe's hosted onboarding (POST /api/payments/connect) or hosted checkout (POST /api/orders/{id}/pay). */
export const PaymentRedirectSchema = asComponent(z.strictObject({ url: z.url() }), 'PaymentRedirect');
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/** POST /api/webhooks/stripe: the event was taken (processed now, or already before). */
export const WebhookReceivedSchema = asComponent(z.strictObject({ received: z.literal(true) }), 'WebhookReceived');
export type WebhookReceived = z.infer<typeof WebhookReceivedSchema>;
