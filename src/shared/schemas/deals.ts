import { z } from 'zod';
import {
  CANCEL_REASON_MAX_LENGTH,
  DEAL_ROLES,
  HANDOVER_DETAILS_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  OFFER_STATUSES,
  REPORT_KINDS,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASON_KEYS,
  reportReasonsFor,
} from '../constants/deals.ts';
import { DEALS_MESSAGES } from '../messages/deals-messages.ts';
import { asComponent } from './api-components.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { readOfferPounds } from '../offer-price.ts';
import { MAX_PRICE_POUNDS, MoneyTextSchema, QuantitySchema } from './listings.ts';

export { DEALS_MESSAGES } from '../messages/deals-messages.ts';

const idOf = (message: string) => z.number({ error: message }).int(message).positive(message);

/** A message as typed: trimmed, 1 to 2,000 characters. */
export const MessageTextSchema = z
  .string({ error: DEALS_MESSAGES.messageRequired })
  .trim()
  .min(1, DEALS_MESSAGES.messageRequired)
  .max(MESSAGE_MAX_LENGTH, DEALS_MESSAGES.messageTooLong);

/**
 * A price per unit offered, in pounds (a number, or a plain decimal string such as "12.50"):
 * above £0, 2 decimals at most. Strings like "1e2" or "0x10" stay strings and fail: `Number()`
 * would read them as £100 and £16. The asking price is the ceiling, checked where the listing is
 * known (assertOfferable on the server, `checkOfferPrice` in shared/offer-price.ts on screens).
 */
export const OfferPriceSchema = z.preprocess(
  readOfferPounds,
  z
    .number({ error: DEALS_MESSAGES.offerPriceInvalid })
    .finite(DEALS_MESSAGES.offerPriceInvalid)
    .positive(DEALS_MESSAGES.offerPriceInvalid)
    .max(MAX_PRICE_POUNDS, `An offer must be at most £${MAX_PRICE_POUNDS.toLocaleString('en-GB')} per unit`)
    .refine(hasAtMostTwoDecimals, DEALS_MESSAGES.offerPriceInvalid),
);

/** POST /api/conversations: contact the seller of a live listing (the existing thread if there is one). */
export const StartConversationSchema = z.strictObject({
  listingId: idOf(DEALS_MESSAGES.listingIdInvalid),
  message: MessageTextSchema,
  quantity: QuantitySchema,
  /** £ per unit: also makes an offer for `quantity` at this price. */
  offerPrice: OfferPriceSchema.optional(),
});
export type StartConversationInput = z.infer<typeof StartConversationSchema>;

/** POST /api/conversations/{id}/messages. */
export const SendMessageSchema = z.strictObject({ message: MessageTextSchema });
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** PATCH /api/conversations/{id}: what the caller shares for the handover (shown to the other side only while an agreement stands). */
export const UpdateConversationSchema = z.strictObject({
  handoverDetails: z
    .string({ error: DEALS_MESSAGES.handoverInvalid })
    .trim()
    .max(HANDOVER_DETAILS_MAX_LENGTH, DEALS_MESSAGES.handoverTooLong)
    .nullable()
    .transform((text) => (text ? text : null)),
});
export type UpdateConversationInput = z.infer<typeof UpdateConversationSchema>;

/** POST /api/conversations/{id}/offers: the buyer's offer (£ per unit). */
export const MakeOfferSchema = z.strictObject({ quantity: QuantitySchema, price: OfferPriceSchema });
export type MakeOfferInput = z.infer<typeof MakeOfferSchema>;

/** POST /api/offers/{id}/counter: the seller's price per unit for the same quantity. */
export const CounterOfferSchema = z.strictObject({ price: OfferPriceSchema });
export type CounterOfferInput = z.infer<typeof CounterOfferSchema>;

/** POST /api/offers/{id}/cancel: an agreed deal called off by either side. */
export const CancelOfferSchema = z.strictObject({
  reason: z
    .string({ error: DEALS_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, DEALS_MESSAGES.cancelReasonRequired)
    .max(CANCEL_REASON_MAX_LENGTH, DEALS_MESSAGES.cancelReasonTooLong),
});
export type CancelOfferInput = z.infer<typeof CancelOfferSchema>;

/** POST /api/reports: stored for review. A note is needed when the reason is 'other'. */
export const CreateReportSchema = z
  .strictObject({
    kind: z.enum(REPORT_KINDS, { error: DEALS_MESSAGES.reportKindInvalid }),
    id: idOf(DEALS_MESSAGES.reportIdInvalid),
    reason: z.enum(REPORT_REASON_KEYS, { error: DEALS_MESSAGES.reportReasonInvalid }),
    note: z
      .string({ error: DEALS_MESSAGES.reportNoteTooLong })
      .trim()
      .max(REPORT_NOTE_MAX_LENGTH, DEALS_MESSAGES.reportNoteTooLong)
      .nullish()
      .transform((text) => text || null),
  })
  .refine((report) => reportReasonsFor(report.kind).includes(report.reason), {
    message: DEALS_MESSAGES.reportReasonInvalid,
    path: ['reason'],
  })
  .refine((report) => report.reason !== 'other' || report.note !== null, { message: DEALS_MESSAGES.reportNoteRequired, path: ['note'] });
export type CreateReportInput = z.infer<typeof CreateReportSchema>;

/** POST /api/blocks. */
export const CreateBlockSchema = z.strictObject({ userId: idOf(DEALS_MESSAGES.userIdInvalid) });
export type CreateBlockInput = z.infer<typeof CreateBlockSchema>;

// Answers

const RoleSchema = z.enum(DEAL_ROLES);
const IsoTime = z.string();

/** The listing as it was when the conversation started; only `available` is live. */
export const ConversationListingSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Price per unit when the conversation started ('12.50'). */
  unitPrice: MoneyTextSchema,
  /** Now: published and in stock. */
  available: z.boolean(),
});

export const AgreementSchema = z.strictObject({
  offerId: z.number().int().positive(),
  quantity: z.number().int().positive(),
  unitPrice: MoneyTextSchema,
  /** quantity × unitPrice. */
  total: MoneyTextSchema,
  agreedAt: IsoTime,
});
export type Agreement = z.infer<typeof AgreementSchema>;

/** One line of the inbox (GET /api/conversations), from the caller's side. */
export const ConversationSummarySchema = asComponent(
  z.strictObject({
    id: z.number().int().positive(),
    role: RoleSchema,
    listing: ConversationListingSchema,
    otherParty: z.strictObject({ id: z.number().int().positive(), displayName: z.string() }),
    /** The newest message or event. */
    lastMessage: z.strictObject({ body: z.string(), createdAt: IsoTime, fromMe: z.boolean() }).nullable(),
    /** Messages and events from the other side the caller has not read. */
    unread: z.number().int().nonnegative(),
    /** The agreed deal that stands (accepted, not cancelled), if any. */
    agreement: AgreementSchema.nullable(),
    /** How many the buyer asked for, most recently. */
    quantityWanted: z.number().int().positive(),
    /** The newest message or event (ISO-8601 UTC): the inbox's order. */
    updatedAt: IsoTime,
  }),
  'ConversationSummary',
);
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationMessageSchema = z.strictObject({
  id: z.number().int().positive(),
  /** 'event': a line the server wrote for an offer, an answer, an agreement or a cancellation. */
  kind: z.enum(['message', 'event']),
  body: z.string(),
  fromMe: z.boolean(),
  /** Who wrote it, or whose action the event records. */
  senderRole: RoleSchema.nullable(),
  createdAt: IsoTime,
  /** It holds a phone number, an email address or a link (src/shared/contact-details.ts). */
  contactWarning: z.boolean(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

export const OfferSchema = z.strictObject({
  id: z.number().int().positive(),
  madeBy: RoleSchema,
  quantity: z.number().int().positive(),
  unitPrice: MoneyTextSchema,
  total: MoneyTextSchema,
  status: z.enum(OFFER_STATUSES),
  /** When it lapses if nobody answers it (ISO-8601 UTC). */
  expiresAt: IsoTime,
  createdAt: IsoTime,
  /** When it was accepted, declined, countered or replaced (for a cancelled agreement: when it was agreed). */
  decidedAt: IsoTime.nullable(),
  /** An agreement called off: when, and the reason given. */
  cancelledAt: IsoTime.nullable(),
  cancelReason: z.string().nullable(),
  /** The buyer's offer a counter-offer answers. */
  counterTo: z.number().int().positive().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

/** A whole thread (GET /api/conversations/{id} and every call that changes one). */
export const ConversationDetailSchema = asComponent(
  ConversationSummarySchema.extend({
    messages: z.array(ConversationMessageSchema),
    /** Oldest first. */
    offers: z.array(OfferSchema),
    /** Units the buyer can ask for now: the listing's quantity while it is live, else 0. */
    quantityAvailable: z.number().int().nonnegative(),
    /** The caller may make an offer now (the buyer, listing available, no block, no agreement standing). */
    canOffer: z.boolean(),
    /** Either side has blocked the other: no new messages or offers. */
    blocked: z.boolean(),
    handover: z.strictObject({
      mine: z.string().nullable(),
      /** Null until an agreement stands. */
      theirs: z.string().nullable(),
    }),
  }),
  'ConversationDetail',
);
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const ConversationListSchema = z.strictObject({
  conversations: z.array(ConversationSummarySchema),
  unreadTotal: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ReportCreatedSchema = z.strictObject({ id: z.number().int().positive() });

export const BlockEntrySchema = z.strictObject({
  userId: z.number().int().positive(),
  displayName: z.string(),
  createdAt: IsoTime,
});
export type BlockEntry = z.infer<typeof BlockEntrySchema>;

export const BlockListSchema = z.strictObject({ blocks: z.array(BlockEntrySchema) });
export type BlockList = z.infer<typeof BlockListSchema>;
