import { createPaymentsOff } from './payments-off.ts';
import type { PaymentsDeps, PaymentsProvider } from './payments-provider.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createStripePayments } from './stripe-payments.ts';

/** The one place card payments are switched on (STRIPE_SECRET_KEY) or off. */
export function createPayments(deps: PaymentsDeps): PaymentsProvider {
  const repo = createPaymentsRepository(deps.db);
  const config = deps.config.payments;
  return config.provider === 'stripe' ? createStripePayments(deps, config, repo) : createPaymentsOff(repo);
}
