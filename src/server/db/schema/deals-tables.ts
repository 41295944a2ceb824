import type { Generated } from 'kysely';

/** Conversations, messages, offers, reports, moderation and blocks (migrations 011, 013). */

export interface ConversationsTable {
  id: Generated<number>;
  /** No foreign key: the thread outlives a deleted listing. */
  listing_id: number;
  buyer_id: number;
  seller_id: number;
  listing_title: string;
  listing_unit_price_pence: number;
  listing_thumbnail_url: string | null;
  quantity_wanted: number;
  buyer_handover: string | null;
  seller_handover: string | null;
  /** The newest message id each side has read (0: none). */
  buyer_last_read_id: Generated<number>;
  seller_last_read_id: Generated<number>;
  /** When each side was last emailed about this thread, and about which message. */
  buyer_emailed_at: string | null;
  buyer_emailed_message_id: number | null;
  seller_emailed_at: string | null;
  seller_emailed_message_id: number | null;
  created_at: string;
  /** The newest message or event. */
  updated_at: string;
}

export interface ConversationMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** Who wrote it, or whose action an event records. */
  sender_id: number | null;
  kind: 'message' | 'event';
  body: string;
  contact_warning: Generated<number>;
  created_at: string;
}

/** An offer's stored state; an open offer past expires_at reads as 'lapsed'. */
export type StoredOfferStatus = 'open' | 'accepted' | 'declined' | 'countered' | 'withdrawn' | 'cancelled';

export interface OffersTable {
  id: Generated<number>;
  conversation_id: number;
  made_by: 'buyer' | 'seller';
  quantity: number;
  unit_price_pence: number;
  status: StoredOfferStatus;
  /** The buyer offer a seller's counter answers. */
  counter_to: number | null;
  expires_at: string;
  created_at: string;
  /** When it was accepted, declined, countered or withdrawn. */
  decided_at: string | null;
  /** An agreement called off: when, why and by whom. */
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancelled_by: number | null;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  /** 'feedback' (migration 030): target_id is an order_feedback id. */
  kind: 'listing' | 'user' | 'conversation' | 'feedback';
  target_id: number;
  reason: string;
  note: string | null;
  /** open, then dismissed or actioned by an admin (migration 013's moderation_actions say who and when). */
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  created_at: string;
}

/** One admin action (migration 013), kept as a record: who did what, to what, when. */
export interface ModerationActionsTable {
  id: Generated<number>;
  report_id: number | null;
  action: ModerationActionKind;
  admin_id: number | null;
  target_user_id: number | null;
  target_listing_id: number | null;
  note: string | null;
  /** suspend_user: JSON array of the listing ids the suspension withdrew (unsuspending republishes them). */
  listing_ids: string | null;
  created_at: string;
}

/** remove_feedback and restore_feedback: migration 030. */
export type ModerationActionKind =
  'dismiss' | 'withdraw_listing' | 'suspend_user' | 'unsuspend_user' | 'remove_feedback' | 'restore_feedback';

export interface UserBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** What a user looks for (migration 012); see migrations/012-wanted.ts. */
