import type { Transaction } from 'kysely';
import { DEALS_MESSAGES } from '../../shared/messages/deals-messages.ts';
import type { Database } from '../db/schema.ts';
import type { DealsContext } from './deals-context.ts';
import { limitReached } from './deal-errors.ts';
import type { WindowCount } from './safety.repository.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Who is writing: their id and when their account was made. */
export interface LimitedUser {
  id: number;
  created_at: string;
}

/** The limits that apply to the user now: an account under `newAccountMs` old gets the tighter ones. */
function limitsFor(ctx: DealsContext, user: LimitedUser, nowMs: number) {
  const { dealLimits } = ctx.config;
  const isNew = Date.parse(user.created_at) > nowMs - dealLimits.newAccountMs;
  return isNew ? dealLimits.newAccount : dealLimits;
}

/** Until the oldest counted act leaves the window. */
const retryAfterMs = (counted: WindowCount, windowMs: number, nowMs: number) =>
  counted.oldest ? Date.parse(counted.oldest) + windowMs - nowMs : windowMs;

/**
 * Throws 429 when the user has used up a limit: new conversations per day (`startsConversation`)
 * and messages per hour. Counted from the database, so the limits hold across instances; the
 * caller holds the user's row (`safety.lockUser`) so two requests of one user count in turn.
 */
export async function assertWithinLimits(
  ctx: DealsContext,
  user: LimitedUser,
  trx: Transaction<Database>,
  startsConversation: boolean,
): Promise<void> {
  const nowMs = ctx.now().getTime();
  const limits = limitsFor(ctx, user, nowMs);
  if (startsConversation) {
    const started = await ctx.safety.countConversationsSince(user.id, new Date(nowMs - DAY_MS).toISOString(), trx);
    if (started.count >= limits.conversationsPerDay)
      throw limitReached(DEALS_MESSAGES.tooManyConversations, retryAfterMs(started, DAY_MS, nowMs));
  }
  const sent = await ctx.safety.countMessagesSince(user.id, new Date(nowMs - HOUR_MS).toISOString(), trx);
  if (sent.count >= limits.messagesPerHour) throw limitReached(DEALS_MESSAGES.tooManyMessages, retryAfterMs(sent, HOUR_MS, nowMs));
}
