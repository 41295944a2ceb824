import { z } from 'zod';
import { REPORT_KINDS, REPORT_NOTE_MAX_LENGTH } from '../constants/deals.ts';
import { FEEDBACK_RATINGS } from '../messages/feedback-messages.ts';
import { FEEDBACK_REMOVAL_GROUND_KEYS, MODERATION_MESSAGES } from '../messages/moderation-messages.ts';
import { asComponent } from './api-components.ts';

export {
  MODERATION_MESSAGES,
  FEEDBACK_REMOVAL_GROUNDS,
  FEEDBACK_REMOVAL_GROUND_KEYS,
  FEEDBACK_REMOVAL_GROUND_LABELS,
  accountSuspendedMessage,
} from '../messages/moderation-messages.ts';

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_ACTIONS = [
  'dismiss',
  'withdraw_listing',
  'suspend_user',
  'unsuspend_user',
  'remove_feedback',
  'restore_feedback',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** An admin has this long from a report's arrival to acknowledge it (`dueBy`). */
export const REPORT_ACK_HOURS = 24;
/** Spec §9 policy clocks: an outcome within 7 business days of the report (England and Wales). */
export const REPORT_OUTCOME_BUSINESS_DAYS = 7;
/** The seller may appeal an outcome for 3 business days after it. */
export const REPORT_APPEAL_BUSINESS_DAYS = 3;
/** A report of an unsafe product: the listing or its seller suspended within 24 hours. */
export const UNSAFE_SUSPEND_HOURS = 24;
/** Reports per page of GET /api/admin/reports (newest first; `before` pages back). */
export const ADMIN_REPORTS_PAGE_SIZE = 100;

const PersonSchema = z.object({ id: z.number().int().positive(), displayName: z.string() });

/** A user as an admin sees them: how they are named, their address, whether they are suspended. */
export const AdminUserSchema = asComponent(
  z.object({ id: z.number().int().positive(), displayName: z.string(), email: z.string(), suspended: z.boolean() }),
  'AdminUser',
);
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * One policy clock of a report: `dueAt` the deadline, `metAt` when it was met (null while not),
 * `overdue` not met and past the deadline.
 */
export const PolicyClockSchema = z.object({ dueAt: z.string(), metAt: z.string().nullable(), overdue: z.boolean() });
export type PolicyClock = z.infer<typeof PolicyClockSchema>;

/** Spec §9's clocks for a report (ISO-8601 UTC; business-day deadlines end at 23:59:59.999 London). */
export const ReportClocksSchema = z.object({
  /** 24 hours from the report; met by the first admin action on it. */
  acknowledgeBy: PolicyClockSchema,
  /** The end of the 7th business day after the report; met when it is closed (dismissed or actioned). */
  outcomeBy: PolicyClockSchema,
  /** After an outcome: the seller may appeal until the end of the 3rd business day after it (feedback: either side, 30 days) (`open` while they still can); null before. */
  appealBy: z.object({ dueAt: z.string(), open: z.boolean() }).nullable(),
  /** Reason 'unsafe' only: 24 hours to take the listing down or suspend its seller; met by that, or by dismissing the report. */
  suspendBy: PolicyClockSchema.nullable(),
});
export type ReportClocks = z.infer<typeof ReportClocksSchema>;

/** One report with what it concerns and what admins did about it (GET /api/admin/reports). */
export const AdminReportSchema = asComponent(
  z.object({
    id: z.number().int().positive(),
    kind: z.enum(REPORT_KINDS),
    /** A key of REPORT_REASONS; `reasonLabel` its words. */
    reason: z.string(),
    reasonLabel: z.string(),
    note: z.string().nullable(),
    /** ISO-8601 UTC. */
    createdAt: z.string(),
    status: z.enum(REPORT_STATUSES),
    /** Null once the reporter's account is gone. */
    reporter: PersonSchema.nullable(),
    /** What the report is about; a part is absent once that thing is gone (a deleted listing). */
    target: z.object({
      listing: z
        .object({
          id: z.number().int().positive(),
          title: z.string(),
          slug: z.string(),
          status: z.enum(['private', 'live']),
          ownerId: z.number().int().positive(),
          ownerName: z.string(),
        })
        .optional(),
      /** The person the report is against, for every kind: the reported user, the listing's owner, the other side of the conversation (whom suspend-user suspends). */
      user: AdminUserSchema.optional(),
      conversation: z
        .object({
          id: z.number().int().positive(),
          listingTitle: z.string(),
          buyerName: z.string(),
          sellerName: z.string(),
          /** The last 20 messages and events, oldest first; `fromRole` null once the sender's account is gone. */
          messages: z.array(
            z.object({
              fromRole: z.enum(['buyer', 'seller']).nullable(),
              kind: z.enum(['message', 'event']),
              body: z.string(),
              createdAt: z.string(),
            }),
          ),
        })
        .optional(),
      /** A feedback report: the feedback as left (removed or not), who left it about whom, on which order. `user` is its author. */
      feedback: z
        .object({
          id: z.number().int().positive(),
          orderId: z.number().int().positive(),
          itemTitle: z.string(),
          rating: z.enum(FEEDBACK_RATINGS),
          comment: z.string(),
          reply: z.string().nullable(),
          /** The author's side of the order: 'buyer' is feedback about the seller. */
          authorRole: z.enum(['buyer', 'seller']),
          authorName: z.string(),
          subjectName: z.string(),
          createdAt: z.string(),
          /** When a moderator removed it (null while it is shown), and the ground (a key of FEEDBACK_REMOVAL_GROUNDS). */
          removedAt: z.string().nullable(),
          removedReason: z.string().nullable(),
        })
        .optional(),
    }),
    /** Oldest first. `by` null once that admin's account is gone. */
    actions: z.array(
      z.object({ action: z.enum(MODERATION_ACTIONS), by: PersonSchema.nullable(), at: z.string(), note: z.string().nullable() }),
    ),
    /** createdAt + 24 hours: when the report should have been looked at (= clocks.acknowledgeBy.dueAt). */
    dueBy: z.string(),
    clocks: ReportClocksSchema,
    /** Any of its clocks overdue: the queue makes it stand out. */
    overdue: z.boolean(),
  }),
  'AdminReport',
);
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportListSchema = z.object({ reports: z.array(AdminReportSchema) });
export type AdminReportList = z.infer<typeof AdminReportListSchema>;

/** GET /api/admin/reports?status=open|closed&before=<report id>. */
export const AdminReportsQuerySchema = z.object({
  status: z.enum(['open', 'closed'], { error: MODERATION_MESSAGES.statusInvalid }).default('open'),
  before: z
    .string()
    .regex(/^\d{1,12}$/, MODERATION_MESSAGES.beforeInvalid)
    .transform(Number)
    .refine((n) => n >= 1, MODERATION_MESSAGES.beforeInvalid)
    .optional(),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

/** The body of every admin action: an optional note kept with the record. */
export const ModerationNoteSchema = z.strictObject({
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX_LENGTH, MODERATION_MESSAGES.noteTooLong)
    .nullish()
    .transform((text) => text || null),
});
export type ModerationNoteInput = z.infer<typeof ModerationNoteSchema>;

/** POST /api/admin/reports/{id}/remove-feedback: the policy's ground (mailed to both sides) and the admin's note (kept with the record). */
export const RemoveFeedbackSchema = z.strictObject({
  ground: z.enum(FEEDBACK_REMOVAL_GROUND_KEYS, { error: MODERATION_MESSAGES.groundInvalid }),
  note: ModerationNoteSchema.shape.note,
});
export type RemoveFeedbackInput = z.infer<typeof RemoveFeedbackSchema>;
