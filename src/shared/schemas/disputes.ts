import { z } from 'zod';
import {
  DISPUTE_ACTIONS,
  DISPUTE_DETAILS_MAX_LENGTH,
  DISPUTE_MAX_PHOTOS,
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_KEYS,
  DISPUTE_REFUND_STATES,
  DISPUTE_ROLES,
  DISPUTE_STATEMENT_MAX_LENGTH,
  DISPUTE_STATUSES,
} from '../constants/disputes.ts';
import { DISPUTES_MESSAGES } from '../messages/disputes-messages.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { readPlainDecimal } from '../plain-numbers.ts';
import { asComponent } from './api-components.ts';
import { MAX_PRICE_POUNDS, MoneyTextSchema } from './listings.ts';
import { PhotoIdSchema, PhotoRefSchema } from './photos.ts';

export { DISPUTES_MESSAGES, escalateNotYetMessage } from '../messages/disputes-messages.ts';

const text = (min: number, max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(min, required).max(max, tooLong);

const optionalNote = z
  .string({ error: DISPUTES_MESSAGES.noteTooLong })
  .trim()
  .max(DISPUTE_NOTE_MAX_LENGTH, DISPUTES_MESSAGES.noteTooLong)
  .nullish()
  .transform((note) => note || null);

/** POST /api/orders/{id}/disputes: the buyer reports a problem (the dispute opens in the "contact the seller" stage). */
export const OpenDisputeSchema = z.strictObject({
  reason: z.enum(DISPUTE_REASON_KEYS, { error: DISPUTES_MESSAGES.reasonInvalid }),
  details: text(1, DISPUTE_DETAILS_MAX_LENGTH, DISPUTES_MESSAGES.detailsRequired, DISPUTES_MESSAGES.detailsTooLong),
});
export type OpenDisputeInput = z.infer<typeof OpenDisputeSchema>;

/**
 * POST /api/disputes/{id}/escalate ('Raise Dispute') and /evidence: a statement and photos
 * uploaded first with POST /api/photos (the caller's unsaved photos, in the order given).
 */
export const DisputeEvidenceSchema = z.strictObject({
  statement: text(1, DISPUTE_STATEMENT_MAX_LENGTH, DISPUTES_MESSAGES.statementRequired, DISPUTES_MESSAGES.statementTooLong),
  photoIds: z
    .array(PhotoIdSchema, { error: 'photoIds must be a list of photo ids' })
    .max(DISPUTE_MAX_PHOTOS, DISPUTES_MESSAGES.tooManyPhotos)
    .refine((ids) => new Set(ids).size === ids.length, 'The same photo was listed twice')
    .default([]),
});
export type DisputeEvidenceInput = z.infer<typeof DisputeEvidenceSchema>;

/** POST /api/disputes/{id}/resolve and /withdraw: an optional word for the other side. */
export const DisputeNoteSchema = z
  .strictObject({ note: optionalNote })
  .optional()
  .transform((body) => body ?? { note: null });
export type DisputeNoteInput = z.infer<typeof DisputeNoteSchema>;

/** An amount in pounds (a decimal string '12.50' or a number): above £0, 2 decimals at most. */
const RefundAmountSchema = z.preprocess(
  readPlainDecimal(),
  z
    .number({ error: DISPUTES_MESSAGES.amountInvalid })
    .finite(DISPUTES_MESSAGES.amountInvalid)
    .positive(DISPUTES_MESSAGES.amountInvalid)
    .max(MAX_PRICE_POUNDS, DISPUTES_MESSAGES.amountInvalid)
    .refine(hasAtMostTwoDecimals, DISPUTES_MESSAGES.amountInvalid),
);

/**
 * POST /api/admin/disputes/{id}/decision. `amount` (pounds) with partial_refund only; a full refund
 * is whatever is left to refund. The note says why (sent to both sides).
 */
export const DisputeDecisionSchema = z
  .strictObject({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTES_MESSAGES.outcomeInvalid }),
    amount: RefundAmountSchema.optional(),
    note: text(1, DISPUTE_NOTE_MAX_LENGTH, DISPUTES_MESSAGES.noteRequired, DISPUTES_MESSAGES.noteTooLong),
  })
  .superRefine((body, ctx) => {
    if (body.outcome === 'partial_refund' && body.amount === undefined)
      ctx.addIssue({ code: 'custom', message: DISPUTES_MESSAGES.amountRequired, path: ['amount'] });
    if (body.outcome !== 'partial_refund' && body.amount !== undefined)
      ctx.addIssue({ code: 'custom', message: DISPUTES_MESSAGES.amountOnlyPartial, path: ['amount'] });
  });
export type DisputeDecisionInput = z.infer<typeof DisputeDecisionSchema>;

/** GET /api/admin/disputes?status=review|closed&before=<dispute id>. */
export const AdminDisputesQuerySchema = z.object({
  status: z.enum(['review', 'closed'], { error: DISPUTES_MESSAGES.statusInvalid }).default('review'),
  before: z
    .string()
    .regex(/^\d{1,12}$/, 'before must be a dispute id: a whole number from 1')
    .transform(Number)
    .refine((n) => n >= 1, 'before must be a dispute id: a whole number from 1')
    .optional(),
});
export type AdminDisputesQuery = z.infer<typeof AdminDisputesQuerySchema>;

// Answers

const Id = z.number().int().positive();
const IsoTime = z.string();
const PartySchema = z.strictObject({
  id: Id,
  /** Business name, or first name and last initial; 'Deleted user' once the account is gone. */
  displayName: z.string(),
  /** Admins only (null for the two sides). */
  email: z.string().nullable(),
});

export const DisputeEvidenceItemSchema = z.strictObject({
  id: Id,
  by: z.enum(['buyer', 'seller']),
  statement: z.string(),
  /** Oldest first as given; gone once the author's account is deleted. */
  photos: z.array(PhotoRefSchema),
  at: IsoTime,
});
export type DisputeEvidenceItem = z.infer<typeof DisputeEvidenceItemSchema>;

export const DisputeDecisionItemSchema = z.strictObject({
  id: Id,
  outcome: z.enum(DISPUTE_OUTCOMES),
  outcomeLabel: z.string(),
  /** Refund decided (2-decimal pounds), null when none. */
  amount: MoneyTextSchema.nullable(),
  note: z.string(),
  /** The admin; null once that account is gone. Shown to admins only (null for the two sides). */
  by: z.strictObject({ id: Id, displayName: z.string() }).nullable(),
  at: IsoTime,
  /** refunded: through Stripe; between_parties: the order was not paid through SpareStock; failed: Stripe refused (see the order's payment). */
  refund: z.enum(DISPUTE_REFUND_STATES),
});
export type DisputeDecisionItem = z.infer<typeof DisputeDecisionItemSchema>;

/** A dispute as its two sides and admins see it (GET /api/disputes/{id} and every call that changes one). */
export const DisputeSchema = asComponent(
  z.strictObject({
    id: Id,
    orderId: Id,
    /** SS-000123. */
    orderNumber: z.string(),
    orderTitle: z.string(),
    orderTotal: MoneyTextSchema,
    /** The listing's conversation, where the dispute's steps are posted; null when there is none. */
    conversationId: Id.nullable(),
    role: z.enum(DISPUTE_ROLES),
    status: z.enum(DISPUTE_STATUSES),
    statusLabel: z.string(),
    /** A sentence for the caller about where it stands and what comes next. */
    stageText: z.string(),
    reason: z.enum(DISPUTE_REASON_KEYS),
    reasonLabel: z.string(),
    details: z.string(),
    buyer: PartySchema,
    seller: PartySchema,
    openedAt: IsoTime,
    /** 00:00 London on the day after the 5th business day from opening: 'Raise Dispute' works from then. */
    escalateFrom: IsoTime,
    escalatedAt: IsoTime.nullable(),
    /** The end (London) of the 7th business day after escalation; null before. */
    reviewDueAt: IsoTime.nullable(),
    /** Under review past reviewDueAt with no decision yet. */
    overdue: z.boolean(),
    closedAt: IsoTime.nullable(),
    closedBy: z.enum(['buyer', 'seller', 'admin']).nullable(),
    closeNote: z.string().nullable(),
    evidence: z.array(DisputeEvidenceItemSchema),
    /** Oldest first. */
    decisions: z.array(DisputeDecisionItemSchema),
    /** What the caller may do now (buttons). */
    allowedActions: z.array(z.enum(DISPUTE_ACTIONS)),
  }),
  'Dispute',
);
export type Dispute = z.infer<typeof DisputeSchema>;

export const AdminDisputeListSchema = asComponent(
  z.strictObject({
    disputes: z.array(DisputeSchema),
    /** Pass as `before` for the next page; null on the last. */
    nextBefore: Id.nullable(),
  }),
  'AdminDisputeList',
);
export type AdminDisputeList = z.infer<typeof AdminDisputeListSchema>;
