import { assertUnderLimit } from '../http/flood-limits.ts';
import type { DealsContext } from './deals-context.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An offer or counter-offer: at most OFFERS_PER_CONVERSATION_PER_HOUR in one conversation (the
 * listing and its buyer, so a first-message offer counts in the thread it opens) and
 * OFFERS_PER_ACCOUNT_PER_HOUR from one account, counted in the shared rate-limit store.
 */
export async function assertOfferWithinLimits(
  ctx: DealsContext,
  userId: number,
  conversation: { listingId: number; buyerId: number },
): Promise<void> {
  const { perConversationPerHour, perAccountPerHour } = ctx.config.limits.offers;
  await assertUnderLimit(ctx.hits, `offers:account:${userId}`, perAccountPerHour, HOUR_MS);
  await assertUnderLimit(
    ctx.hits,
    `offers:conversation:${conversation.listingId}:${conversation.buyerId}`,
    perConversationPerHour,
    HOUR_MS,
  );
}

/** A report: at most REPORTS_PER_DAY from one account. */
export async function assertReportWithinLimit(ctx: DealsContext, userId: number): Promise<void> {
  await assertUnderLimit(ctx.hits, `reports:account:${userId}`, ctx.config.limits.reportsPerDay, DAY_MS);
}
