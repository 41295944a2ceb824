import { DEALS_MESSAGES } from '../../shared/messages/deals-messages.ts';
import { FEEDBACK_MESSAGES } from '../../shared/messages/feedback-messages.ts';
import type { BlockEntry, BlockList, CreateReportInput } from '../../shared/schemas/deals.ts';
import { badRequest, notFound } from '../http/http-errors.ts';
import { assertReportWithinLimit } from './deal-flood-limits.ts';
import type { DealsContext } from './deals-context.ts';
import { isAvailable } from '../listings/listing-stock.repository.ts';
import { sideOf } from './conversation-sides.ts';
import { displayNameOf } from './party-name.ts';
import { findShownFeedback } from '../orders/feedback/feedback-moderation.ts';

/**
 * What may be reported, and by whom: a conversation by its two sides; a listing anyone can see
 * on the marketplace, or one the reporter has a conversation about (even withdrawn or deleted);
 * any user but oneself; feedback shown on a seller page (not held, not removed) that the reporter
 * did not write. Anything else answers 404, like an unknown id.
 */
async function assertReportable(ctx: DealsContext, reporterId: number, input: CreateReportInput): Promise<void> {
  switch (input.kind) {
    case 'conversation': {
      const conversation = await ctx.conversations.findById(input.id);
      if (!conversation || !sideOf(conversation, reporterId)) throw notFound(DEALS_MESSAGES.conversationNotFound);
      return;
    }
    case 'listing': {
      const listing = await ctx.listings.findForDeal(input.id);
      if (listing?.owner_id === reporterId) throw badRequest(DEALS_MESSAGES.selfReport);
      if (isAvailable(listing) || (await ctx.conversations.isPartyToListing(input.id, reporterId))) return;
      throw notFound(DEALS_MESSAGES.listingNotFound);
    }
    case 'user': {
      if (input.id === reporterId) throw badRequest(DEALS_MESSAGES.selfReport);
      if (!(await ctx.safety.findParties([input.id])).has(input.id)) throw notFound(DEALS_MESSAGES.userNotFound);
      return;
    }
    case 'feedback': {
      const feedback = await findShownFeedback(ctx.db, input.id);
      if (!feedback) throw notFound(FEEDBACK_MESSAGES.feedbackNotFound);
      if (feedback.authorId === reporterId) throw badRequest(DEALS_MESSAGES.ownFeedbackReport);
      return;
    }
  }
}

/** POST /api/reports: stored as an open report for review. */
export async function createReport(ctx: DealsContext, reporterId: number, input: CreateReportInput): Promise<{ id: number }> {
  await assertReportable(ctx, reporterId, input);
  await assertReportWithinLimit(ctx, reporterId);
  const id = await ctx.safety.createReport({
    reporter_id: reporterId,
    kind: input.kind,
    target_id: input.id,
    reason: input.reason,
    note: input.note,
    created_at: ctx.now().toISOString(),
  });
  return { id };
}

/** POST /api/blocks: `created` false when the block was already there (answered 200, not 201). */
export async function blockUser(ctx: DealsContext, blockerId: number, blockedId: number): Promise<{ entry: BlockEntry; created: boolean }> {
  if (blockedId === blockerId) throw badRequest(DEALS_MESSAGES.selfBlock);
  const party = (await ctx.safety.findParties([blockedId])).get(blockedId);
  if (!party) throw notFound(DEALS_MESSAGES.userNotFound);
  const { row, created } = await ctx.safety.createBlock(blockerId, blockedId, ctx.now().toISOString());
  return { entry: { userId: blockedId, displayName: displayNameOf(party), createdAt: row.created_at }, created };
}

/** DELETE /api/blocks/:userId: no error when there was no such block. */
export async function unblockUser(ctx: DealsContext, blockerId: number, blockedId: number): Promise<void> {
  await ctx.safety.deleteBlock(blockerId, blockedId);
}

/** GET /api/blocks: the users the caller has blocked, newest first. */
export async function listBlocks(ctx: DealsContext, blockerId: number): Promise<BlockList> {
  const rows = await ctx.safety.listBlocks(blockerId);
  const parties = await ctx.safety.findParties(rows.map((row) => row.blocked_id));
  return {
    blocks: rows.map((row) => ({
      userId: row.blocked_id,
      displayName: displayNameOf(parties.get(row.blocked_id)),
      createdAt: row.created_at,
    })),
  };
}
