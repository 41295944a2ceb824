import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AdminReport, AdminReportsQuery, AdminUser, ModerationAction } from '../../shared/schemas/moderation.ts';
import { ADMIN_REPORTS_PAGE_SIZE, MODERATION_MESSAGES } from '../../shared/schemas/moderation.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/http-errors.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { ModerationRepository, ReportRow } from './moderation.repository.ts';
import { reportedUserId, toAdminReports, toAdminUser } from './report-view.ts';

export interface ModerationContext {
  db: Kysely<Database>;
  repo: ModerationRepository;
  listings: ListingsRepository;
  /** Wakes the wanted-list matcher after listings went live again (as the listing routes do after their writes). */
  onListingsChanged?: () => void;
  /** Removed feedback is mailed to its author and subject, with the policy's link and the appeal address. */
  mail: Pick<MailOutbox, 'enqueue' | 'wake'>;
  appUrl: string;
  supportEmail: string;
}

/** Who acts, and the note they gave. */
export interface Actor {
  adminId: number;
  note: string | null;
  log: FastifyBaseLogger;
}

export function logAction(log: FastifyBaseLogger, action: ModerationAction, fields: Record<string, number | null | undefined>): void {
  log.info({ event: `moderation.${action}`, ...fields }, 'moderation action');
}

/** GET /api/admin/reports: open, or closed (dismissed and actioned), newest first, one page. */
export async function listReports(ctx: ModerationContext, query: AdminReportsQuery): Promise<AdminReport[]> {
  const statuses: ReportRow['status'][] = query.status === 'open' ? ['open'] : ['dismissed', 'actioned'];
  return toAdminReports(ctx.repo, await ctx.repo.listReports(statuses, ADMIN_REPORTS_PAGE_SIZE, query.before));
}

export async function readReport(ctx: ModerationContext, id: number, trx?: Transaction<Database>): Promise<ReportRow> {
  const report = await ctx.repo.findReport(id, trx);
  if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
  return report;
}

export async function reportAnswer(ctx: ModerationContext, id: number): Promise<AdminReport> {
  const [answer] = await toAdminReports(ctx.repo, [await readReport(ctx, id)]);
  return answer!;
}

/** Closes an open report with no action taken. */
export async function dismissReport(ctx: ModerationContext, reportId: number, actor: Actor): Promise<AdminReport> {
  await ctx.db.transaction().execute(async (trx) => {
    const report = await readReport(ctx, reportId, trx);
    if (report.status !== 'open') throw conflict(MODERATION_MESSAGES.alreadyClosed);
    await ctx.repo.setReportStatus(reportId, 'dismissed', trx);
    await ctx.repo.recordAction(
      { report_id: reportId, action: 'dismiss', admin_id: actor.adminId, note: actor.note, created_at: new Date().toISOString() },
      trx,
    );
  });
  logAction(actor.log, 'dismiss', { reportId, adminId: actor.adminId });
  return reportAnswer(ctx, reportId);
}

/** Takes a reported listing off the marketplace at once (private, out of search; public pages 404). */
export async function withdrawReportedListing(ctx: ModerationContext, reportId: number, actor: Actor): Promise<AdminReport> {
  const listingId = await ctx.db.transaction().execute(async (trx) => {
    const report = await readReport(ctx, reportId, trx);
    if (report.kind !== 'listing') throw badRequest(MODERATION_MESSAGES.notAboutListing);
    const [listing] = await ctx.repo.listListings([report.target_id], trx);
    if (!listing) throw conflict(MODERATION_MESSAGES.listingGone);
    const now = new Date().toISOString();
    await ctx.listings.withdrawMany([listing.id], listing.owner_id, now, trx);
    await ctx.repo.setReportStatus(reportId, 'actioned', trx);
    await ctx.repo.recordAction(
      {
        report_id: reportId,
        action: 'withdraw_listing',
        admin_id: actor.adminId,
        target_user_id: listing.owner_id,
        target_listing_id: listing.id,
        note: actor.note,
        created_at: now,
      },
      trx,
    );
    return listing.id;
  });
  logAction(actor.log, 'withdraw_listing', { reportId, adminId: actor.adminId, listingId });
  return reportAnswer(ctx, reportId);
}

/**
 * Suspends the person a report is against: they can no longer sign in, their sessions answer 403,
 * and their live listings are withdrawn in the same transaction (recorded, so unsuspending puts
 * them back). A user already suspended stays so; the action is still recorded on this report.
 */
export async function suspendReportedUser(ctx: ModerationContext, reportId: number, actor: Actor): Promise<AdminReport> {
  const { userId, withdrawn } = await ctx.db.transaction().execute(async (trx) => {
    const report = await readReport(ctx, reportId, trx);
    const listing = report.kind === 'listing' ? (await ctx.repo.listListings([report.target_id], trx))[0] : undefined;
    const conversation = report.kind === 'conversation' ? (await ctx.repo.listConversations([report.target_id], trx))[0] : undefined;
    const feedback = report.kind === 'feedback' ? (await ctx.repo.listFeedback([report.target_id], trx))[0] : undefined;
    const targetId = reportedUserId(report, listing, conversation, feedback);
    if (targetId === undefined) throw conflict(MODERATION_MESSAGES.noUserToSuspend);
    if (targetId === actor.adminId) throw badRequest(MODERATION_MESSAGES.selfSuspend);
    if ((await ctx.repo.listPeople([targetId], trx)).length === 0) throw conflict(MODERATION_MESSAGES.userGone);
    const now = new Date().toISOString();
    const suspendedNow = await ctx.repo.suspendUser(targetId, now, trx);
    const live = suspendedNow ? await ctx.repo.listLiveListingIds(targetId, trx) : [];
    await ctx.listings.withdrawMany(live, targetId, now, trx);
    await ctx.repo.setReportStatus(reportId, 'actioned', trx);
    await ctx.repo.recordAction(
      {
        report_id: reportId,
        action: 'suspend_user',
        admin_id: actor.adminId,
        target_user_id: targetId,
        note: actor.note,
        listing_ids: JSON.stringify(live),
        created_at: now,
      },
      trx,
    );
    return { userId: targetId, withdrawn: live.length };
  });
  logAction(actor.log, 'suspend_user', { reportId, adminId: actor.adminId, userId, withdrawn });
  return reportAnswer(ctx, reportId);
}

/**
 * Lifts a suspension and puts back on the marketplace the listings the suspension withdrew (those
 * an admin withdrew one by one stay private). Recorded on the report of the last suspension, so
 * that report's history shows both. A user who is not suspended is answered as is.
 */
export async function unsuspendUser(ctx: ModerationContext, userId: number, actor: Actor): Promise<AdminUser> {
  const restored = await ctx.db.transaction().execute(async (trx) => {
    if ((await ctx.repo.listPeople([userId], trx)).length === 0) throw notFound(MODERATION_MESSAGES.userNotFound);
    const now = new Date().toISOString();
    if (!(await ctx.repo.unsuspendUser(userId, now, trx))) return undefined;
    // The listings withdrawn by the suspensions since the last unsuspension.
    const history = await ctx.repo.listSuspensionActions(userId, trx);
    const lastLift = history.findLastIndex((a) => a.action === 'unsuspend_user');
    const since = history.slice(lastLift + 1).filter((a) => a.action === 'suspend_user');
    const ids = [...new Set(since.flatMap((a) => JSON.parse(a.listing_ids ?? '[]') as number[]))];
    const keepPrivate = new Set(await ctx.repo.listWithdrawnByAdmin(ids, trx));
    const count = await ctx.repo.republish(
      ids.filter((id) => !keepPrivate.has(id)),
      userId,
      now,
      trx,
    );
    await ctx.repo.recordAction(
      {
        report_id: since.at(-1)?.report_id ?? null,
        action: 'unsuspend_user',
        admin_id: actor.adminId,
        target_user_id: userId,
        note: actor.note,
        created_at: now,
      },
      trx,
    );
    return count;
  });
  if (restored !== undefined) {
    logAction(actor.log, 'unsuspend_user', { adminId: actor.adminId, userId, restored });
    if (restored > 0) ctx.onListingsChanged?.();
  }
  const [person] = await ctx.repo.listPeople([userId]);
  if (!person) throw notFound(MODERATION_MESSAGES.userNotFound);
  return toAdminUser(person);
}
