import type { Generated } from 'kysely';
import type { VatMode } from './listings-tables.ts';

/** Orders, payments and disputes (migrations 016–018). */

export type OrderStatus = 'placed' | 'paid' | 'dispatched' | 'ready_for_collection' | 'received' | 'completed' | 'cancelled';

/** An order (migration 016): a snapshot of the listing at placing, totals in pence, and where it stands. */
export interface OrdersTable {
  id: Generated<number>;
  /** No foreign key: the order outlives its listing. */
  listing_id: number;
  conversation_id: number | null;
  /** The accepted offer it came from (unique); null for "Buy now". */
  offer_id: number | null;
  buyer_id: number;
  seller_id: number;
  /** Each side's account type when the order was placed (cooling-off: a consumer buying from a business). */
  buyer_type: 'individual' | 'business' | null;
  seller_type: 'individual' | 'business' | null;
  title: string;
  thumbnail_url: string | null;
  condition: string;
  unit_price_pence: number;
  quantity: number;
  vat_mode: VatMode | null;
  handover: 'delivery' | 'collection';
  /** Where the buyer wants it delivered; removed when the buyer's account is deleted. */
  delivery_address: string | null;
  /** Null with delivery: "ask the seller", to agree between them; 0 for collection. */
  delivery_pence: number | null;
  goods_pence: number;
  vat_pence: number;
  total_pence: number;
  status: OrderStatus;
  paid_at: string | null;
  /** When it was dispatched or made ready to collect: the auto-receive clock. */
  handed_over_at: string | null;
  received_at: string | null;
  completed_at: string | null;
  /** How it was dispatched (migration 027): a carrier of src/shared/carriers.ts and its tracking number; null without. */
  carrier: string | null;
  tracking_number: string | null;
  cancelled_at: string | null;
  /** Null with cancelled_at set: the system cancelled it. */
  cancelled_by: number | null;
  cancel_reason: string | null;
  /** A cooling-off cancel after receipt: the goods go back to the seller. */
  return_requested_at: string | null;
  return_received_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One change of an order (migration 016): a status, or another step ('return_received', …). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  /** Null: the system (auto-receive, completion). */
  actor_id: number | null;
  note: string | null;
  created_at: string;
}

export type DisputeStatus = 'open' | 'escalated' | 'awaiting_return' | 'in_mediation' | 'resolved' | 'withdrawn' | 'decided';

/** A buyer's problem with an order (migration 018); its two sides are the order's. */
export interface DisputesTable {
  id: Generated<number>;
  order_id: number;
  /** A key of DISPUTE_REASONS (src/shared/constants/disputes.ts). */
  reason: string;
  details: string;
  status: DisputeStatus;
  opened_at: string;
  /** 00:00 London after 5 business days from opening: when 'Raise Dispute' becomes possible. */
  escalate_from: string;
  escalated_at: string | null;
  /** The end (London) of the 7th business day after escalation. */
  review_due_at: string | null;
  closed_at: string | null;
  closed_by: 'buyer' | 'seller' | 'admin' | null;
  close_note: string | null;
  updated_at: string;
}

/** A statement by one side of a dispute (migration 018); its photos point at it (photos.dispute_evidence_id). */
export interface DisputeEvidenceTable {
  id: Generated<number>;
  dispute_id: number;
  author_role: 'buyer' | 'seller';
  /** Null once the author's account is deleted. */
  author_id: number | null;
  statement: string;
  created_at: string;
}

export type DisputeOutcome = 'full_refund' | 'partial_refund' | 'reject' | 'return_first' | 'mediate';

/** An admin's decision on a dispute (migration 018), kept as a record: who, what, when. */
export interface DisputeDecisionsTable {
  id: Generated<number>;
  dispute_id: number;
  admin_id: number | null;
  outcome: DisputeOutcome;
  amount_pence: number | null;
  note: string;
  refund_state: Generated<'none' | 'refunded' | 'between_parties' | 'failed'>;
  created_at: string;
}

/** A seller's Stripe Connect account (migration 017): the flags as Stripe last reported them. */
export interface PaymentAccountsTable {
  id: Generated<number>;
  user_id: number;
  stripe_account_id: string;
  charges_enabled: number;
  payouts_enabled: number;
  details_submitted: number;
  /** Unix seconds of the event or read the flags came from: an older event changes nothing. */
  stripe_synced_at: number;
  created_at: string;
  updated_at: string;
}

/** The card payment of an order (migration 017), and the transfer of its money to the seller. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  /** The PaymentIntent's charge: the transfer's source_transaction. */
  charge_id: string | null;
  amount_pence: number;
  /** The platform fee, worked out once (PLATFORM_FEE_BPS) when the session was made. */
  fee_pence: number;
  status: 'pending' | 'paid' | 'expired';
  /** The seller's Stripe account the money goes to. */
  destination_account_id: string;
  transfer_status: 'requested' | 'made' | null;
  transfer_id: string | null;
  transfer_pence: number | null;
  transfer_reversed_pence: Generated<number>;
  refunded_pence: Generated<number>;
  session_created_at: string | null;
  paid_at: string | null;
  release_requested_at: string | null;
  released_at: string | null;
  /** When the reconciliation job asks Stripe next; null: nothing pending. */
  check_after: string | null;
  created_at: string;
  updated_at: string;
}

/** A refund of a card payment (migration 017), full or partial, with the share of the transfer reversed first. */
export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  order_id: number;
  amount_pence: number;
  reversal_pence: Generated<number>;
  reversal_id: string | null;
  stripe_refund_id: string | null;
  status: 'requested' | 'succeeded' | 'failed';
  reason: string | null;
  /** Who asked (an admin's decision, a seller confirming a return); null for the system. */
  requested_by: number | null;
  failure: string | null;
  check_after: string | null;
  created_at: string;
  updated_at: string;
}

/** A Stripe webhook event already processed (migration 017), written with its effect. */
export interface StripeEventsTable {
  id: string;
  type: string;
  object_id: string | null;
  processed_at: string;
}

/** Feedback one side of an order left about the other (migration 028). */
export interface OrderFeedbackTable {
  id: Generated<number>;
  order_id: number;
  author_id: number;
  subject_id: number;
  author_role: 'buyer' | 'seller';
  rating: 'positive' | 'neutral' | 'negative';
  comment: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
  removed_at: string | null;
  removed_reason: string | null;
}
