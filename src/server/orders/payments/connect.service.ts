import type Stripe from 'stripe';
import type { PaymentAccountState, PaymentRedirect } from '../../../shared/schemas/payments.ts';
import type { PaymentsCaller, Trx } from './payments-provider.ts';
import type { AccountFlags, PaymentAccountRow } from './payments.repository.ts';
import type { StripeContext } from './stripe-context.ts';

/** Where Stripe sends the seller back: the profile page reads the state again (`return`) or asks for a new link (`refresh`: the old one expired). */
export const CONNECT_RETURN_PATH = '/profile?stripe=return';
export const CONNECT_REFRESH_PATH = '/profile?stripe=refresh';

export function flagsOf(account: Stripe.Account, syncedAt: number): AccountFlags {
  return {
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    syncedAt,
  };
}

function stateOf(row: PaymentAccountRow | undefined): PaymentAccountState {
  if (!row) return 'not_connected';
  return row.charges_enabled && row.payouts_enabled ? 'active' : 'pending';
}

/**
 * The seller's Express account (made once: the row is unique per user and the create call carries
 * `user-<id>-connect-account` as its Idempotency-Key, so two clicks make one account) and a fresh
 * Account Link to Stripe's hosted onboarding.
 */
export async function connectSeller(ctx: StripeContext, caller: PaymentsCaller): Promise<PaymentRedirect> {
  let row = await ctx.repo.findAccountByUser(caller.id);
  if (!row) {
    const account = await ctx.stripe.accounts.create(
      {
        type: 'express',
        country: 'GB',
        email: caller.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { user_id: String(caller.id) },
      },
      { idempotencyKey: `user-${caller.id}-connect-account` },
    );
    row = await ctx.repo.insertAccount(caller.id, account.id, ctx.now().toISOString());
    ctx.log.info(
      { event: 'payments.account_created', userId: caller.id, stripeAccountId: row.stripe_account_id },
      'Stripe Connect account made',
    );
  }
  const link = await ctx.stripe.accountLinks.create({
    account: row.stripe_account_id,
    type: 'account_onboarding',
    refresh_url: `${ctx.appUrl}${CONNECT_REFRESH_PATH}`,
    return_url: `${ctx.appUrl}${CONNECT_RETURN_PATH}`,
  });
  return { url: link.url };
}

/**
 * `not_connected`, `pending` or `active`. A pending account is read again from Stripe first (the
 * seller may be back from onboarding before the `account.updated` webhook); when Stripe cannot be
 * reached, the stored state is answered.
 */
export async function readAccountState(ctx: StripeContext, userId: number): Promise<PaymentAccountState> {
  const row = await ctx.repo.findAccountByUser(userId);
  if (!row || stateOf(row) === 'active') return stateOf(row);
  try {
    const account = await ctx.stripe.accounts.retrieve(row.stripe_account_id);
    const now = ctx.now();
    await ctx.repo.updateAccountFlags(row.stripe_account_id, flagsOf(account, Math.floor(now.getTime() / 1000)), now.toISOString());
    return stateOf(await ctx.repo.findAccountByUser(userId));
  } catch (error) {
    ctx.log.warn({ event: 'payments.account_refresh_failed', userId, err: error }, 'Stripe account not read; stored state answered');
    return stateOf(row);
  }
}

/** Whether an order's seller can be paid by card now. */
export async function sellerIsActive(ctx: StripeContext, sellerId: number, trx?: Trx): Promise<PaymentAccountRow | undefined> {
  const row = await ctx.repo.findAccountByUser(sellerId, trx);
  return row && stateOf(row) === 'active' ? row : undefined;
}
