import { FEEDBACK_MESSAGES, FEEDBACK_WINDOW_DAYS } from '../../../shared/messages/feedback-messages.ts';
import type {
  FeedbackPage,
  FeedbackListQuery,
  FeedbackSummary,
  LeaveFeedbackInput,
  OrderFeedback,
} from '../../../shared/schemas/feedback.ts';
import type { CompiledReader } from '../../db/compiled-reader.ts';
import { conflict, notFound } from '../../http/http-errors.ts';
import { forbidden } from '../../deals/deal-errors.ts';
import type { OrdersContext } from '../orders-context.ts';
import type { OrderRow } from '../orders.repository.ts';
import { sideOf } from '../order-rules.ts';
import { buildFeedbackEmail } from './feedback-mail.ts';
import { createFeedbackRepository, type FeedbackRepository } from './feedback.repository.ts';
import { authorName, summarySince, toFeedbackEntry, toSummary } from './feedback-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export type FeedbackContext = OrdersContext & { feedback: FeedbackRepository };
type Actor = { id: number };

/** `reader`: PostgreSQL's prepared reader, for the seller summaries on every search page (feedback.repository.ts). */
export function createFeedbackContext(orders: OrdersContext, reader?: CompiledReader): FeedbackContext {
  return { ...orders, feedback: createFeedbackRepository(orders.db, reader) };
}

/** The last moment to leave feedback: 60 days after receipt (confirmed or by the clock); null before receipt. */
const leaveUntil = (order: OrderRow) =>
  order.received_at === null ? null : new Date(Date.parse(order.received_at) + FEEDBACK_WINDOW_DAYS * DAY_MS).toISOString();

/** Why the caller may not leave feedback now, or null when they may. */
function whyNot(order: OrderRow, alreadyLeft: boolean, now: string): string | null {
  if (alreadyLeft) return FEEDBACK_MESSAGES.alreadyLeft;
  const until = leaveUntil(order);
  if (until === null) return FEEDBACK_MESSAGES.notCompleted;
  if (now > until) return FEEDBACK_MESSAGES.windowOver;
  return null;
}

async function ownOrder(ctx: FeedbackContext, actor: Actor, orderId: number) {
  const order = await ctx.orders.findById(orderId);
  const role = order && sideOf(order, actor.id);
  if (!order || !role) throw notFound(FEEDBACK_MESSAGES.orderNotFound);
  return { order, role };
}

/** GET /api/orders/:id/feedback: what the caller left, what was left about them (once shown), and whether they may leave theirs. */
export async function readOrderFeedback(ctx: FeedbackContext, actor: Actor, orderId: number): Promise<OrderFeedback> {
  const { order } = await ownOrder(ctx, actor, orderId);
  const all = await ctx.feedback.listForOrder(order.id);
  const rows = all.filter((row) => row.removed_at === null);
  const parties = await ctx.orders.findParties([order.buyer_id, order.seller_id]);
  const mine = rows.find((row) => row.author_id === actor.id);
  const theirs = rows.find((row) => row.subject_id === actor.id);
  // Removed by a moderator still counts as left: once per order.
  const reason = whyNot(
    order,
    all.some((row) => row.author_id === actor.id),
    ctx.now().toISOString(),
  );
  const theirsEntry = theirs && toFeedbackEntry(theirs, parties);
  return {
    canLeave: reason === null,
    reason,
    leaveUntil: leaveUntil(order),
    mine: mine ? toFeedbackEntry(mine, parties) : null,
    // About the caller: shown once the order has settled, as to everyone else.
    theirs: theirsEntry && !theirsEntry.held ? theirsEntry : null,
  };
}

/**
 * POST /api/orders/:id/feedback: once per order and side, from receipt for 60 days. Written with
 * its email to the person it is about in one transaction; the unique key settles two at once.
 */
export async function leaveFeedback(
  ctx: FeedbackContext,
  actor: Actor,
  orderId: number,
  input: LeaveFeedbackInput,
): Promise<OrderFeedback> {
  const { order, role } = await ownOrder(ctx, actor, orderId);
  const now = ctx.now().toISOString();
  const existing = await ctx.feedback.listForOrder(order.id);
  const reason = whyNot(
    order,
    existing.some((row) => row.author_id === actor.id),
    now,
  );
  if (reason) throw conflict(reason);
  const subjectId = role === 'buyer' ? order.seller_id : order.buyer_id;
  await ctx.db.transaction().execute(async (trx) => {
    const row = await ctx.feedback.create(
      {
        order_id: order.id,
        author_id: actor.id,
        subject_id: subjectId,
        author_role: role,
        rating: input.rating,
        comment: input.comment,
        created_at: now,
      },
      trx,
    );
    if (!row) throw conflict(FEEDBACK_MESSAGES.alreadyLeft);
    const parties = await ctx.orders.findParties([actor.id, subjectId], trx);
    const subject = parties.get(subjectId);
    if (!subject || subject.deleted_at) return;
    const message = buildFeedbackEmail({
      to: subject.email,
      firstName: subject.first_name,
      orderId: order.id,
      itemTitle: order.title,
      authorName: authorName(row, parties),
      rating: input.rating,
      comment: input.comment,
      url: `${ctx.config.appUrl}/orders/${order.id}`,
    });
    await ctx.mail.enqueue({ kind: 'order', userId: subjectId, message, expiresAt: null }, trx);
  });
  ctx.mail.wake();
  return readOrderFeedback(ctx, actor, order.id);
}

/** POST /api/feedback/:id/reply: the person it is about, once, in public. 404 for feedback the caller cannot see. */
export async function replyToFeedback(ctx: FeedbackContext, actor: Actor, feedbackId: number, reply: string): Promise<OrderFeedback> {
  const row = await ctx.feedback.findById(feedbackId);
  if (!row || (row.subject_id !== actor.id && row.author_id !== actor.id)) throw notFound(FEEDBACK_MESSAGES.feedbackNotFound);
  if (row.subject_id !== actor.id) throw forbidden(FEEDBACK_MESSAGES.onlySubjectReplies);
  if (row.reply !== null || !(await ctx.feedback.reply(row.id, actor.id, reply, ctx.now().toISOString()))) {
    throw conflict(FEEDBACK_MESSAGES.alreadyReplied);
  }
  return readOrderFeedback(ctx, actor, row.order_id);
}

/** What buyers left about each seller in the last 12 months (search cards, listing and seller pages). */
export async function summariseSellers(
  ctx: Pick<FeedbackContext, 'feedback' | 'now'>,
  sellerIds: readonly number[],
): Promise<Map<number, FeedbackSummary>> {
  const counts = await ctx.feedback.countAbout(sellerIds, 'buyer', summarySince(ctx.now()));
  return new Map(sellerIds.map((id) => [id, toSummary(counts.filter((c) => c.subject_id === id))]));
}

/** GET /api/public/sellers/:id/feedback: about them as a seller (by buyers) or as a buyer (by sellers), newest first. */
export async function readFeedbackPage(ctx: FeedbackContext, subjectId: number, query: FeedbackListQuery): Promise<FeedbackPage> {
  const subject = (await ctx.orders.findParties([subjectId])).get(subjectId);
  if (!subject || subject.deleted_at) throw notFound(FEEDBACK_MESSAGES.sellerNotFound);
  const authorRole = query.as === 'seller' ? 'buyer' : 'seller';
  const [{ rows, total }, counts] = await Promise.all([
    ctx.feedback.listAbout(subjectId, authorRole, query.pageSize, (query.page - 1) * query.pageSize),
    ctx.feedback.countAbout([subjectId], authorRole, summarySince(ctx.now())),
  ]);
  const parties = await ctx.orders.findParties(rows.map((row) => row.author_id));
  return {
    as: query.as,
    summary: toSummary(counts),
    entries: rows.map((row) => toFeedbackEntry(row, parties)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
