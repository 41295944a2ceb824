import { randomBytes } from 'node:crypto';

/** Stripe-shaped ids: a prefix and 24 random characters (`acct_1Q…`, `cs_test_…`). */
export function stripeId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

export type Metadata = Record<string, string>;

export interface Account {
  id: string;
  object: 'account';
  type: string;
  country: string;
  default_currency: string;
  email: string | null;
  business_type: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: Record<string, 'active' | 'inactive' | 'pending'>;
  requirements: { currently_due: string[]; eventually_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface AccountLink {
  object: 'account_link';
  created: number;
  expires_at: number;
  url: string;
}

/** What the stand-in keeps about a link besides what the API shows. */
export interface AccountLinkRecord {
  id: string;
  link: AccountLink;
  account: string;
  refreshUrl: string;
  returnUrl: string;
  used: boolean;
}

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | PaymentIntent | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  description: string | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  transfer_group: string | null;
  last_payment_error: { code: string; message: string; type: 'card_error' } | null;
}

/** The charge behind a succeeded PaymentIntent (not an API object here: transfers and refunds check against it). */
export interface Charge {
  id: string;
  paymentIntent: string;
  amount: number;
  amountRefunded: number;
}

export interface TransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  created: number;
  currency: string;
  metadata: Metadata;
  transfer: string;
}

export interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  livemode: false;
  metadata: Metadata;
  reversals: { object: 'list'; data: TransferReversal[]; has_more: false; total_count: number; url: string };
  reversed: boolean;
  source_transaction: string | null;
  transfer_group: string | null;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export function newAccount(params: {
  email: string | null;
  country: string;
  businessType: string | null;
  type: string;
  metadata: Metadata;
  capabilities: string[];
}): Account {
  const due = ['business_profile.url', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];
  return {
    id: stripeId('acct'),
    object: 'account',
    type: params.type,
    country: params.country,
    default_currency: 'gbp',
    email: params.email,
    business_type: params.businessType,
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: Object.fromEntries(params.capabilities.map((c) => [c, 'inactive' as const])),
    requirements: { currently_due: due, eventually_due: due, past_due: [], disabled_reason: 'requirements.past_due' },
    metadata: params.metadata,
    created: unixNow(),
    livemode: false,
  };
}

/** The account once its holder has finished the hosted onboarding: everything enabled, nothing due. */
export function completeAccount(account: Account): void {
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.details_submitted = true;
  for (const name of Object.keys(account.capabilities)) account.capabilities[name] = 'active';
  account.requirements = { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null };
}
