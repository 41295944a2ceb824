import type { Transaction } from 'kysely';
import { DEALS_MESSAGES } from '../../shared/messages/deals-messages.ts';
import type { Database } from '../db/schema.ts';
import type { DealsContext } from './deals-context.ts';
import { forbidden } from './deal-errors.ts';
import type { LimitedUser } from './deal-limits.ts';

/** The signed-in user as deals need them: who, whether their address is verified, how old the account is. */
export interface Actor extends LimitedUser {
  is_email_verified: number;
}

/** Writing to another person (messages, offers, answers) needs a verified email address. */
export function assertVerified(actor: Actor): void {
  if (!actor.is_email_verified) throw forbidden(DEALS_MESSAGES.verifiedEmailRequired);
}

/** A block either way stops messages and offers. */
export async function assertNotBlocked(ctx: DealsContext, a: number, b: number, trx: Transaction<Database>): Promise<void> {
  if (await ctx.safety.isBlockedBetween(a, b, trx)) throw forbidden(DEALS_MESSAGES.blocked);
}
