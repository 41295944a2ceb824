import { REPORT_REASONS } from '../../shared/constants/deals.ts';
import { FEEDBACK_APPEAL_DAYS } from '../../shared/messages/moderation-messages.ts';
import type { AdminReport, AdminUser } from '../../shared/schemas/moderation.ts';
import { businessDaysDeadline } from '../../shared/business-days.ts';
import {
  REPORT_ACK_HOURS,
  REPORT_APPEAL_BUSINESS_DAYS,
  REPORT_OUTCOME_BUSINESS_DAYS,
  UNSAFE_SUSPEND_HOURS,
  type PolicyClock,
  type ReportClocks,
} from '../../shared/schemas/moderation.ts';
import { makeListingSlug } from '../../shared/search-options.ts';
import { sellerDisplayName } from '../search/public-reads.service.ts';
import type { ModeratedFeedbackRow } from '../orders/feedback/feedback-moderation.ts';
import type {
  ActionRow,
  ConversationRef,
  ListingRef,
  MessageRef,
  ModerationRepository,
  PersonRow,
  ReportRow,
} from './moderation.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Everything the reports of one page refer to, read in a few batched queries. */
interface Related {
  people: Map<number, PersonRow>;
  listings: Map<number, ListingRef>;
  conversations: Map<number, ConversationRef>;
  messages: Map<number, MessageRef[]>;
  feedback: Map<number, ModeratedFeedbackRow>;
  actions: Map<number, ActionRow[]>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** How the admin screen names someone: as the marketplace does (business name, else "First L."). */
export function toAdminUser(person: PersonRow): AdminUser {
  return { id: person.id, displayName: sellerDisplayName(person), email: person.email, suspended: person.suspended_at !== null };
}

/**
 * Whom a report is against: the reported user, the listing's owner, or the side of the conversation
 * that is not the reporter, the feedback's author. Undefined when that can no longer be told (the thing is gone).
 */
export function reportedUserId(
  report: ReportRow,
  listing: ListingRef | undefined,
  conversation: ConversationRef | undefined,
  feedback?: Pick<ModeratedFeedbackRow, 'author_id'>,
): number | undefined {
  switch (report.kind) {
    case 'user':
      return report.target_id;
    case 'listing':
      return listing?.owner_id;
    case 'conversation':
      if (!conversation) return undefined;
      return conversation.buyer_id === report.reporter_id ? conversation.seller_id : conversation.buyer_id;
    case 'feedback':
      return feedback?.author_id;
  }
}

async function readRelated(repo: ModerationRepository, reports: ReportRow[]): Promise<Related> {
  const idsOf = (kind: ReportRow['kind']) => [...new Set(reports.filter((r) => r.kind === kind).map((r) => r.target_id))];
  const [listingRows, conversationRows, messageRows, feedbackRows, actionRows] = await Promise.all([
    repo.listListings(idsOf('listing')),
    repo.listConversations(idsOf('conversation')),
    repo.listRecentMessages(idsOf('conversation')),
    repo.listFeedback(idsOf('feedback')),
    repo.listActions(reports.map((r) => r.id)),
  ]);
  const personIds = new Set<number>();
  for (const r of reports) personIds.add(r.reporter_id);
  for (const id of idsOf('user')) personIds.add(id);
  for (const l of listingRows) personIds.add(l.owner_id);
  for (const c of conversationRows) {
    personIds.add(c.buyer_id);
    personIds.add(c.seller_id);
  }
  for (const f of feedbackRows) {
    personIds.add(f.author_id);
    personIds.add(f.subject_id);
  }
  for (const a of actionRows) if (a.admin_id !== null) personIds.add(a.admin_id);
  return {
    people: byId(await repo.listPeople([...personIds])),
    listings: byId(listingRows),
    conversations: byId(conversationRows),
    messages: groupBy(messageRows, (m) => m.conversation_id),
    feedback: byId(feedbackRows),
    actions: groupBy(actionRows, (a) => a.report_id ?? 0),
  };
}

function clock(dueMs: number, metAt: string | null, now: Date): PolicyClock {
  return { dueAt: new Date(dueMs).toISOString(), metAt, overdue: metAt === null && now.getTime() > dueMs };
}

/**
 * Spec §9's clocks: acknowledged within 24 hours (the first admin action), an outcome within 7
 * business days (the report closed), the seller's 3 business days to appeal after it, and for an
 * unsafe product the listing or seller suspended within 24 hours (or the report dismissed). Feedback
 * reports follow the feedback policy instead: either side may appeal for 30 days.
 */
export function reportClocks(
  report: Pick<ReportRow, 'created_at' | 'status' | 'reason' | 'kind'>,
  actions: Pick<ActionRow, 'action' | 'created_at'>[],
  now: Date,
): ReportClocks {
  const created = Date.parse(report.created_at);
  const first = actions[0]?.created_at ?? null;
  const outcomeAt =
    report.status === 'open' ? null : (actions.find((a) => a.action !== 'unsuspend_user')?.created_at ?? first ?? report.created_at);
  const takenDown =
    actions.find((a) => a.action === 'withdraw_listing' || a.action === 'suspend_user' || a.action === 'dismiss')?.created_at ?? null;
  const appealDue =
    outcomeAt === null
      ? null
      : report.kind === 'feedback'
        ? new Date(Date.parse(outcomeAt) + FEEDBACK_APPEAL_DAYS * 24 * HOUR_MS)
        : businessDaysDeadline(outcomeAt, REPORT_APPEAL_BUSINESS_DAYS);
  return {
    acknowledgeBy: clock(created + REPORT_ACK_HOURS * HOUR_MS, first ?? outcomeAt, now),
    outcomeBy: clock(businessDaysDeadline(report.created_at, REPORT_OUTCOME_BUSINESS_DAYS).getTime(), outcomeAt, now),
    appealBy: appealDue && { dueAt: appealDue.toISOString(), open: now.getTime() <= appealDue.getTime() },
    suspendBy: report.reason === 'unsafe' ? clock(created + UNSAFE_SUSPEND_HOURS * HOUR_MS, takenDown, now) : null,
  };
}

function toAdminReport(report: ReportRow, related: Related, now: Date): AdminReport {
  const listing = report.kind === 'listing' ? related.listings.get(report.target_id) : undefined;
  const conversation = report.kind === 'conversation' ? related.conversations.get(report.target_id) : undefined;
  const feedback = report.kind === 'feedback' ? related.feedback.get(report.target_id) : undefined;
  const person = (id: number | null | undefined) => (id === null || id === undefined ? undefined : related.people.get(id));
  const nameOf = (id: number) => {
    const p = person(id);
    return p && !p.deleted_at ? sellerDisplayName(p) : 'Deleted user';
  };
  const reporter = person(report.reporter_id);
  const clocks = reportClocks(report, related.actions.get(report.id) ?? [], now);
  const against = person(reportedUserId(report, listing, conversation, feedback));
  const target: AdminReport['target'] = {};
  if (listing) {
    target.listing = {
      id: listing.id,
      title: listing.title,
      slug: makeListingSlug(listing.title),
      status: listing.status,
      ownerId: listing.owner_id,
      ownerName: nameOf(listing.owner_id),
    };
  }
  if (against) target.user = toAdminUser(against);
  if (conversation) {
    target.conversation = {
      id: conversation.id,
      listingTitle: conversation.listing_title,
      buyerName: nameOf(conversation.buyer_id),
      sellerName: nameOf(conversation.seller_id),
      messages: (related.messages.get(conversation.id) ?? []).map((m) => ({
        fromRole: m.sender_id === conversation.buyer_id ? 'buyer' : m.sender_id === conversation.seller_id ? 'seller' : null,
        kind: m.kind,
        body: m.body,
        createdAt: m.created_at,
      })),
    };
  }
  if (feedback) {
    target.feedback = {
      id: feedback.id,
      orderId: feedback.order_id,
      itemTitle: feedback.item_title,
      rating: feedback.rating,
      comment: feedback.comment,
      reply: feedback.reply,
      authorRole: feedback.author_role,
      authorName: nameOf(feedback.author_id),
      subjectName: nameOf(feedback.subject_id),
      createdAt: feedback.created_at,
      removedAt: feedback.removed_at,
      removedReason: feedback.removed_reason,
    };
  }
  return {
    id: report.id,
    kind: report.kind,
    reason: report.reason,
    reasonLabel: REPORT_REASONS[report.reason as keyof typeof REPORT_REASONS] ?? report.reason,
    note: report.note,
    createdAt: report.created_at,
    status: report.status,
    reporter: reporter ? { id: reporter.id, displayName: sellerDisplayName(reporter) } : null,
    target,
    actions: (related.actions.get(report.id) ?? []).map((a) => {
      const admin = person(a.admin_id);
      return {
        action: a.action,
        by: admin ? { id: admin.id, displayName: sellerDisplayName(admin) } : null,
        at: a.created_at,
        note: a.note,
      };
    }),
    dueBy: new Date(Date.parse(report.created_at) + REPORT_ACK_HOURS * HOUR_MS).toISOString(),
    clocks,
    overdue: clocks.acknowledgeBy.overdue || clocks.outcomeBy.overdue || (clocks.suspendBy?.overdue ?? false),
  };
}

/** Reports as the admin screen shows them, in the order given. */
export async function toAdminReports(repo: ModerationRepository, reports: ReportRow[]): Promise<AdminReport[]> {
  if (reports.length === 0) return [];
  const related = await readRelated(repo, reports);
  const now = new Date();
  return reports.map((report) => toAdminReport(report, related, now));
}
