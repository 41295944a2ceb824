import type { Transaction } from 'kysely';
import type { AdminReport, RemoveFeedbackInput } from '../../shared/schemas/moderation.ts';
import { MODERATION_MESSAGES } from '../../shared/schemas/moderation.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict } from '../http/http-errors.ts';
import { sellerDisplayName } from '../search/public-reads.service.ts';
import { buildFeedbackRemovalEmail } from './feedback-removal-mail.ts';
import type { ModeratedFeedbackRow } from '../orders/feedback/feedback-moderation.ts';
import type { PersonRow } from './moderation.repository.ts';
import { logAction, readReport, reportAnswer, type Actor, type ModerationContext } from './moderation.service.ts';

/** The feedback a report is about, read in the action's transaction. */
async function reportedFeedback(ctx: ModerationContext, reportId: number, trx: Transaction<Database>): Promise<ModeratedFeedbackRow> {
  const report = await readReport(ctx, reportId, trx);
  if (report.kind !== 'feedback') throw badRequest(MODERATION_MESSAGES.notAboutFeedback);
  const [feedback] = await ctx.repo.listFeedback([report.target_id], trx);
  if (!feedback) throw conflict(MODERATION_MESSAGES.feedbackGone);
  return feedback;
}

const mailable = (person: PersonRow | undefined): person is PersonRow => person !== undefined && person.deleted_at === null;
const nameOf = (person: PersonRow | undefined) => (mailable(person) ? sellerDisplayName(person) : 'Deleted user');

/**
 * Removes reported feedback (the one path by which feedback leaves a seller page and summary:
 * docs/feedback.md): closes the report as actioned, records the ground and the note, and mails the
 * author (with how to appeal) and the person it was about, all in one transaction.
 */
export async function removeReportedFeedback(
  ctx: ModerationContext,
  reportId: number,
  input: RemoveFeedbackInput,
  actor: Actor,
): Promise<AdminReport> {
  const feedbackId = await ctx.db.transaction().execute(async (trx) => {
    const feedback = await reportedFeedback(ctx, reportId, trx);
    const now = new Date().toISOString();
    if (!(await ctx.repo.setFeedbackRemoved(trx, feedback.id, { at: now, reason: input.ground }))) {
      throw conflict(MODERATION_MESSAGES.feedbackAlreadyRemoved);
    }
    await ctx.repo.setReportStatus(reportId, 'actioned', trx);
    await ctx.repo.recordAction(
      {
        report_id: reportId,
        action: 'remove_feedback',
        admin_id: actor.adminId,
        target_user_id: feedback.author_id,
        note: actor.note,
        created_at: now,
      },
      trx,
    );
    const people = new Map((await ctx.repo.listPeople([feedback.author_id, feedback.subject_id], trx)).map((p) => [p.id, p]));
    const author = people.get(feedback.author_id);
    const subject = people.get(feedback.subject_id);
    const mails = [
      { person: author, role: 'author' as const, other: subject },
      { person: subject, role: 'subject' as const, other: author },
    ];
    for (const { person, role, other } of mails) {
      if (!mailable(person)) continue;
      const message = buildFeedbackRemovalEmail({
        to: person.email,
        firstName: person.first_name,
        role,
        otherName: nameOf(other),
        orderId: feedback.order_id,
        itemTitle: feedback.item_title,
        comment: feedback.comment,
        ground: input.ground,
        policyUrl: `${ctx.appUrl}/legal/feedback-policy`,
        supportEmail: ctx.supportEmail,
      });
      await ctx.mail.enqueue({ kind: 'order', userId: person.id, message, expiresAt: null }, trx);
    }
    return feedback.id;
  });
  ctx.mail.wake();
  logAction(actor.log, 'remove_feedback', { reportId, adminId: actor.adminId, feedbackId });
  return reportAnswer(ctx, reportId);
}

/**
 * Puts removed feedback back (an appeal upheld): shown and counted again with its original date.
 * The moderator answers the appeal by email, so nothing is mailed here.
 */
export async function restoreReportedFeedback(ctx: ModerationContext, reportId: number, actor: Actor): Promise<AdminReport> {
  const feedbackId = await ctx.db.transaction().execute(async (trx) => {
    const feedback = await reportedFeedback(ctx, reportId, trx);
    if (!(await ctx.repo.setFeedbackRemoved(trx, feedback.id, null))) throw conflict(MODERATION_MESSAGES.feedbackNotRemoved);
    await ctx.repo.recordAction(
      {
        report_id: reportId,
        action: 'restore_feedback',
        admin_id: actor.adminId,
        target_user_id: feedback.author_id,
        note: actor.note,
        created_at: new Date().toISOString(),
      },
      trx,
    );
    return feedback.id;
  });
  logAction(actor.log, 'restore_feedback', { reportId, adminId: actor.adminId, feedbackId });
  return reportAnswer(ctx, reportId);
}
