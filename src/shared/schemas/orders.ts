import { z } from 'zod';
import {
  CANCEL_ORDER_REASON_MAX_LENGTH,
  DELIVERY_ADDRESS_MAX_LENGTH,
  HANDOVER_NOTE_MAX_LENGTH,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_HANDOVERS,
  ORDER_NEXT_ACTIONS,
  ORDER_ROLES,
  ORDER_STATUSES,
  ORDER_VIEWER_ROLES,
} from '../constants/orders.ts';
import { CARRIER_FORMATS, CARRIERS, isTrackedCarrier, normaliseTrackingNumber, TRACKING_NUMBER_MAX_LENGTH } from '../carriers.ts';
import { ORDERS_MESSAGES } from '../messages/orders-messages.ts';
import { asComponent } from './api-components.ts';
import { MoneyTextSchema, QuantitySchema, VAT_MODES } from './listings.ts';

export { ORDERS_MESSAGES } from '../messages/orders-messages.ts';

const idOf = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).positive(message),
  );

const optionalNote = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((text) => text || null);

/**
 * POST /api/orders: "Buy now" at the listed price (`quantity` taken off the listing), or an
 * accepted offer (`offerId`: price and quantity are the offer's; `quantity` may be left out, and if
 * given must be the agreed one). `handover` may be left out when the listing offers only one way;
 * delivery needs `deliveryAddress`.
 */
export const PlaceOrderSchema = z
  .strictObject({
    listingId: idOf(ORDERS_MESSAGES.listingIdInvalid),
    quantity: QuantitySchema.optional(),
    offerId: idOf(ORDERS_MESSAGES.offerIdInvalid).optional(),
    handover: z.enum(ORDER_HANDOVERS, { error: ORDERS_MESSAGES.handoverInvalid }).optional(),
    deliveryAddress: optionalNote(DELIVERY_ADDRESS_MAX_LENGTH, ORDERS_MESSAGES.deliveryAddressTooLong),
  })
  .refine((order) => order.quantity !== undefined || order.offerId !== undefined, {
    message: ORDERS_MESSAGES.quantityRequired,
    path: ['quantity'],
  });
export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;
/**
 * The order forms (Buy now, an agreed deal's "Place order"): the same checks, and delivery asks for
 * the address there and then (the server asks too, once it knows the listing's way of handing over).
 */
export const PlaceOrderFormSchema = PlaceOrderSchema.refine((order) => order.handover !== 'delivery' || order.deliveryAddress !== null, {
  message: ORDERS_MESSAGES.deliveryAddressRequired,
  path: ['deliveryAddress'],
});

/** GET /api/orders: "Bought" (role=buyer, the default) or "Sold" (role=seller), one status or all, newest first. */
export const ListOrdersQuerySchema = z.object({
  role: z.enum(ORDER_ROLES, { error: ORDERS_MESSAGES.roleInvalid }).default('buyer'),
  status: z.enum(ORDER_STATUSES, { error: ORDERS_MESSAGES.statusInvalid }).optional(),
  /** The next page: orders with an id below this (the previous answer's `nextBefore`). */
  before: idOf(ORDERS_MESSAGES.beforeInvalid).optional(),
});
export type ListOrdersQuery = z.infer<typeof ListOrdersQuerySchema>;

/** POST /api/orders/{id}/dispatch and /ready: an optional note for the buyer (a tracking number, when to collect); no body is the same as no note. */
export const HandOverOrderSchema = z.strictObject({ note: optionalNote(HANDOVER_NOTE_MAX_LENGTH, ORDERS_MESSAGES.handoverNoteTooLong) });
export type HandOverOrderInput = z.infer<typeof HandOverOrderSchema>;

/**
 * POST /api/orders/{id}/dispatch: the note as /ready takes it, and the carrier with its tracking
 * number. The first seven carriers need a number in their published form (stored without spaces,
 * in capitals); `Own van` and `Other` may give any reference or none. Leaving the carrier out is
 * how clients from before carriers dispatch (the note only); a number without a carrier is refused.
 */
export const DispatchOrderSchema = z
  .strictObject({
    note: optionalNote(HANDOVER_NOTE_MAX_LENGTH, ORDERS_MESSAGES.handoverNoteTooLong),
    carrier: z.enum(CARRIERS, { error: ORDERS_MESSAGES.carrierInvalid }).optional(),
    trackingNumber: optionalNote(TRACKING_NUMBER_MAX_LENGTH, ORDERS_MESSAGES.trackingNumberTooLong),
  })
  .transform((input, ctx) => {
    const { carrier, note } = input;
    if (!carrier) {
      if (input.trackingNumber) ctx.addIssue({ code: 'custom', message: ORDERS_MESSAGES.carrierRequired, path: ['carrier'] });
      return { note, carrier: null, trackingNumber: null };
    }
    if (!isTrackedCarrier(carrier)) return { note, carrier, trackingNumber: input.trackingNumber };
    const trackingNumber = normaliseTrackingNumber(input.trackingNumber ?? '');
    const format = CARRIER_FORMATS[carrier];
    if (!trackingNumber)
      ctx.addIssue({ code: 'custom', message: ORDERS_MESSAGES.trackingNumberRequired(carrier), path: ['trackingNumber'] });
    else if (!format.check(trackingNumber))
      ctx.addIssue({ code: 'custom', message: ORDERS_MESSAGES.trackingNumberInvalid(carrier, format.looksLike), path: ['trackingNumber'] });
    return { note, carrier, trackingNumber };
  });
export type DispatchOrderInput = z.input<typeof DispatchOrderSchema>;
/** The dispatch form: the same checks, and the carrier is asked for (only old clients leave it out). */
export const DispatchFormSchema = DispatchOrderSchema.refine((input) => input.carrier !== null, {
  message: ORDERS_MESSAGES.carrierChoose,
  path: ['carrier'],
});
export type DispatchOrder = z.output<typeof DispatchOrderSchema>;

/** POST /api/orders/{id}/cancel: either side before the handover; a consumer from a business within 14 days of receipt (a return). */
export const CancelOrderSchema = z.strictObject({
  reason: z
    .string({ error: ORDERS_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, ORDERS_MESSAGES.cancelReasonRequired)
    .max(CANCEL_ORDER_REASON_MAX_LENGTH, ORDERS_MESSAGES.cancelReasonTooLong),
});
export type CancelOrderInput = z.infer<typeof CancelOrderSchema>;

// Answers

const IsoTime = z.string();
const Id = z.number().int().positive();

export const OrderPartySchema = z.strictObject({
  id: Id,
  /** Business name, or first name and last initial; 'Deleted user' once the account is gone. */
  displayName: z.string(),
  accountType: z.enum(['individual', 'business']).nullable(),
});
export type OrderParty = z.infer<typeof OrderPartySchema>;

/** The listing as it was when the order was placed. */
export const OrderItemSchema = z.strictObject({
  listingId: Id,
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  condition: z.string(),
  /** Price per unit (ex VAT when vatMode is plus_vat). */
  unitPrice: MoneyTextSchema,
  vatMode: z.enum(VAT_MODES).nullable(),
});

/**
 * Money of the order, each a 2-decimal string of pounds, worked out once from pence at placing:
 * goods = unit price × quantity; delivery null while it is to agree (then not in the total);
 * vat: 20 % of goods + delivery for plus_vat, else null (none, or inside the price under the
 * margin scheme: `vatNote` says which).
 */
export const OrderTotalsSchema = z.strictObject({
  goods: MoneyTextSchema,
  delivery: MoneyTextSchema.nullable(),
  deliveryToAgree: z.boolean(),
  vat: MoneyTextSchema.nullable(),
  vatNote: z.string().nullable(),
  total: MoneyTextSchema,
  currency: z.literal('GBP'),
});
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

export const OrderTimelineEntrySchema = z.strictObject({
  /** A status, or another step ('auto_received', 'return_requested', 'return_received', payments' and disputes' own). */
  kind: z.string(),
  label: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** A cancel reason, a tracking note, … */
  note: z.string().nullable(),
  at: IsoTime,
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;

/**
 * How the order is paid, from the payments feature; null when payments are off (then
 * `paymentNote` says payment happens between the parties).
 */
export const OrderPaymentSchema = z.strictObject({
  method: z.enum(['card', 'on_collection']),
  status: z.enum(['unpaid', 'pending', 'paid', 'released', 'refunded', 'partially_refunded', 'failed']),
  amount: MoneyTextSchema,
  refunded: MoneyTextSchema,
  refunds: z.array(z.strictObject({ amount: MoneyTextSchema, at: IsoTime })),
  releasedAt: IsoTime.nullable(),
  /** E.g. "Refunds appear in 5-10 business days." */
  note: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** The order's dispute, from the disputes feature; null when there is none. */
export const OrderDisputeSummarySchema = z.strictObject({
  id: Id,
  status: z.string(),
  openedAt: IsoTime,
  /** When 'Raise Dispute' (escalation) becomes possible; null once escalated or closed. */
  escalateFrom: IsoTime.nullable(),
  /** The review deadline of an escalated dispute. */
  reviewDueAt: IsoTime.nullable(),
});
export type OrderDisputeSummary = z.infer<typeof OrderDisputeSummarySchema>;

const summaryFields = {
  id: Id,
  /** SS-000123. */
  number: z.string(),
  /** The caller's side ('admin': an admin reading someone else's order). */
  role: z.enum(ORDER_VIEWER_ROLES),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  quantity: z.number().int().positive(),
  total: MoneyTextSchema,
  /** The other side from the caller's (for an admin: the seller). */
  otherParty: OrderPartySchema,
  /** What moves the order on for the caller: an action of theirs, 'wait' (for the other side or the clock), or null when nothing is left. */
  nextAction: z.enum(ORDER_NEXT_ACTIONS).nullable(),
  /** Cancelled in the cooling-off period and the item not yet back with the seller. */
  returnDue: z.boolean(),
  placedAt: IsoTime,
  updatedAt: IsoTime,
};

/** One line of "Bought" or "Sold". */
export const OrderSummarySchema = asComponent(z.strictObject(summaryFields), 'OrderSummary');
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** A whole order (GET /api/orders/{id} and every call that changes one). */
export const OrderSchema = asComponent(
  z.strictObject({
    ...summaryFields,
    buyer: OrderPartySchema,
    seller: OrderPartySchema,
    item: OrderItemSchema,
    handover: z.enum(ORDER_HANDOVERS),
    /** Shown to the two sides and admins only. */
    deliveryAddress: z.string().nullable(),
    /** How a delivery was sent: the carrier, its tracking number and the carrier's tracking page (null for own van, other, or no number). Null before dispatch or when dispatched without a carrier. */
    tracking: z
      .strictObject({ carrier: z.enum(CARRIERS), trackingNumber: z.string().nullable(), trackingUrl: z.string().nullable() })
      .nullable(),
    totals: OrderTotalsSchema,
    offerId: Id.nullable(),
    /** The listing's conversation between the two, where the order's events are posted too. */
    conversationId: Id.nullable(),
    nextActionText: z.string().nullable(),
    /** Everything the caller may do now (buttons); nextAction is the one that moves it on. */
    allowedActions: z.array(z.enum(ORDER_ACTIONS)),
    /** Oldest first. */
    timeline: z.array(OrderTimelineEntrySchema),
    paidAt: IsoTime.nullable(),
    handedOverAt: IsoTime.nullable(),
    receivedAt: IsoTime.nullable(),
    completedAt: IsoTime.nullable(),
    cancelledAt: IsoTime.nullable(),
    cancelledBy: z.enum(ORDER_ACTORS).nullable(),
    cancelReason: z.string().nullable(),
    /** When the system will mark it received / complete it if nobody acts and no dispute is open. */
    autoReceiveAt: IsoTime.nullable(),
    autoCompleteAt: IsoTime.nullable(),
    /** A consumer buying from a business: the last moment of the 14-day cooling-off (null before receipt or when it does not apply). */
    coolingOffUntil: IsoTime.nullable(),
    returnRequestedAt: IsoTime.nullable(),
    returnReceivedAt: IsoTime.nullable(),
    payment: OrderPaymentSchema.nullable(),
    /** How payment happens when it is not by card through SpareStock (else null). */
    paymentNote: z.string().nullable(),
    dispute: OrderDisputeSummarySchema.nullable(),
  }),
  'Order',
);
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = asComponent(
  z.strictObject({
    orders: z.array(OrderSummarySchema),
    /** Pass as `before` for the next page; null on the last. */
    nextBefore: Id.nullable(),
  }),
  'OrderList',
);
export type OrderList = z.infer<typeof OrderListSchema>;
