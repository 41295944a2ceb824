import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC strings and flags are 0/1 integers on both SQLite and PostgreSQL. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  account_type: 'individual' | 'business' | null;
  phone_number: string | null;
  postcode: string | null;
  bio: string | null;
  profile_image_url: string | null;
  is_email_verified: number;
  is_profile_complete: number;
  /** Bumped with every write to the user's listings (cache validation). */
  listings_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Migration 011: 1 = email me about new messages and offers (the default). */
  message_emails: Generated<number>;
  /** Migration 013: 1 = may use /api/admin (granted with `npm run admin -- grant <email>`). */
  is_admin: Generated<number>;
  /** Migration 013: when an admin suspended the account; null while it is not suspended. */
  suspended_at: Generated<string | null>;
  /** Migration 014: set only on the stand-in ("Deleted user") that keeps a deleted account's conversations. */
  deleted_at: Generated<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The lookup's one expiry: min(last seen + 30 days, absolute_expires_at). */
  expires_at: string;
  created_at: string;
  /** Migration 014: the device that signed in (null for sessions of before). */
  user_agent: Generated<string | null>;
  ip: Generated<string | null>;
  /** Moved at most about once a minute (session-activity.ts). */
  last_seen_at: Generated<string | null>;
  /** Created + 1 year: no session lives longer, however active. */
  absolute_expires_at: Generated<string | null>;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: EmailTokenPurpose;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** What an outbox mail is for; a link mail shares its kind with the token its link carries. */
export type EmailOutboxKind =
  | EmailTokenPurpose
  | 'conversation'
  | 'wanted_alert'
  | 'wanted_digest'
  // Account controls (migration 014): notices and links of password and email changes, and the
  // goodbye of a deleted account (sent with no user, its address blanked once finished).
  | 'password_changed'
  | 'email_change_confirm'
  | 'email_change_notice'
  | 'account_deleted'
  // Orders (migration 016): every change of an order, to the other side (both for the system's).
  | 'order';
export type EmailOutboxStatus = 'pending' | 'sent' | 'failed' | 'expired' | 'cancelled';

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: EmailOutboxKind;
  user_id: number | null;
  to_address: string;
  subject: string;
  /** Blanked once the row is finished: the bodies carry a live link. */
  text_body: string;
  html_body: string;
  status: EmailOutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Set while one server instance is sending the mail; another may take it over after this. */
  locked_until: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** A link mail is dropped, not sent, once its link has expired. */
  expires_at: string | null;
  created_at: string;
}

export interface CategoriesTable {
  id: number;
  name: string;
}

export interface ListingsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  description: string | null;
  category_id: number | null;
  condition: string;
  quantity: number;
  unit_price_pence: number;
  retail_price_pence: number | null;
  notes: string | null;
  material: string | null;
  size: string | null;
  brand_info: string | null;
  technical_specs: string | null;
  location: string | null;
  shipping: string | null;
  /** JSON text of PricingSourceMetadata. */
  pricing_source_metadata: string | null;
  views: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Migration 007: private until its owner publishes it. */
  status: Generated<ListingStatus>;
  /** When it last went from private to live; kept while it stays live. */
  published_at: string | null;
  /** The item's own full postcode (private); null = the seller's profile postcode. */
  postcode: string | null;
  /** Outward code of the postcode used at the last publish: the only public location. */
  outcode: string | null;
  handover: Handover | null;
  /** Null = "ask the seller" (or no delivery). */
  delivery_price_pence: number | null;
  /** Business sellers only. */
  vat_mode: VatMode | null;
}

export type ListingStatus = 'private' | 'live';
export type Handover = 'collection' | 'delivery' | 'both';
export type VatMode = 'plus_vat' | 'not_registered' | 'margin';

/** A stored photo (migration 005): a draft of its owner until attached to an item. */
export interface PhotosTable {
  id: Generated<number>;
  owner_id: number;
  /** Null while the photo is a draft (swept when not attached within DRAFT_PHOTO_TTL_HOURS). */
  listing_id: number | null;
  /** Order within its item (0 first); 0 for a draft. */
  position: Generated<number>;
  image_key: string;
  thumb_key: string;
  /** Of the stored copy; null for photos uploaded before migration 005. */
  width: number | null;
  height: number | null;
  created_at: string;
  attached_at: string | null;
  /** Migration 018: the dispute evidence that claimed this photo (then it is no draft: kept by the sweep, never put on an item). */
  dispute_evidence_id: Generated<number | null>;
}

/** A stored file whose delete failed: the sweep retries it (with backoff) until it goes. */
export interface StorageDeletionsTable {
  id: Generated<number>;
  key: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
}

/** What SpareBot said about a photo (migration 006); see sparebot/photo-analyses.repository.ts. */
export interface PhotoAnalysesTable {
  id: Generated<number>;
  photo_id: number;
  owner_id: number;
  /** The answer's provider: local | openai | openai+local. */
  provider: string;
  model: string | null;
  sparebot_version: number;
  /** SHA-256 (hex) of the normalised seller specs, provider identity and version. */
  input_key: string;
  /** The normalised seller specs as JSON; null for the first look at the photo. */
  user_specs: string | null;
  /** The AnalysisResult as JSON. */
  result: string;
  duration_ms: number;
  ocr_ms: number | null;
  vision_ms: number | null;
  created_at: string;
}

/** What SpareBot suggested for an item and what its owner kept (migration 015); see sparebot/feedback/. */
export interface SparebotFeedbackTable {
  id: Generated<number>;
  owner_id: number;
  /** Null once the item is deleted: what was learned from it stays. */
  listing_id: number | null;
  photo_id: number | null;
  analysis_id: number | null;
  provider: string;
  sparebot_version: number;
  /** JSON: title, category, brand, condition, price, retailPrice, specs (SpareBot's first look). */
  suggested: string;
  /** JSON of the same shape: what the owner saved. */
  kept: string;
  /** Words and codes of the photo's text, space-separated (learning/prior-tokens.ts). */
  ocr_tokens: string;
  kept_category: string | null;
  kept_brand: string | null;
  created_at: string;
  updated_at: string;
}

/** One counted view (migration 009): a visitor's first look at a listing on a UTC day. */
export interface ListingViewsTable {
  listing_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** SHA-256 (hex) of the visitor, salted with the day's salt. */
  visitor_key: string;
}

/** The random salt of one UTC day's visitor keys; deleted after two days. */
export interface ViewSaltsTable {
  day: string;
  salt: string;
}

/** A buyer and a seller about one listing (migration 011); the listing part is a snapshot. */
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
  kind: 'listing' | 'user' | 'conversation';
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

export type ModerationActionKind = 'dismiss' | 'withdraw_listing' | 'suspend_user' | 'unsuspend_user';

export interface UserBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** What a user looks for (migration 012); see migrations/012-wanted.ts. */
export interface WantedItemsTable {
  id: Generated<number>;
  user_id: number;
  words: string;
  category_id: number | null;
  brand: string | null;
  /** brand, trimmed and lower-cased: compared whole. */
  brand_key: string | null;
  /** JSON array of the ratings as typed. */
  ratings: string;
  /** JSON: words, codes and ratings worked out for matching (wanted/wanted-criteria.ts). */
  match_data: string;
  max_price_pence: number | null;
  near_outcode: string | null;
  radius_miles: number | null;
  /** The box holding radius_miles around near_outcode (null without a radius): a prefilter. */
  box_min_lat: number | null;
  box_max_lat: number | null;
  box_min_lon: number | null;
  box_max_lon: number | null;
  alert_mode: 'instant' | 'daily' | 'off';
  paused: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A listing to match against the wanted items, written by a trigger on listings (migration 012). */
export interface WantedMatchJobsTable {
  id: Generated<number>;
  listing_id: number;
  unit_price_pence: number;
  reason: 'published' | 'price_drop';
  attempts: Generated<number>;
  locked_until: string | null;
  created_at: string;
}

/** One alert: unique per (wanted item, listing, unit price). */
export interface WantedMatchesTable {
  id: Generated<number>;
  wanted_id: number;
  user_id: number;
  listing_id: number;
  price_pence: number;
  /** JSON MatchReason[]. */
  reasons: string;
  distance_miles: number | null;
  digest: 'none' | 'pending' | 'sent';
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'wanted_match';
  title: string;
  body: string;
  url: string;
  created_at: string;
  read_at: string | null;
}

/** One daily wanted email per user and day (unique). */
export interface WantedDigestsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  matches: number;
  created_at: string;
}

/** One security event of an account (migration 014), shown on the profile; kept a year. */
export interface AccountEventsTable {
  id: Generated<number>;
  user_id: number;
  kind: AccountEventKind;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

export type AccountEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'password_changed'
  | 'password_reset'
  | 'email_change_requested'
  | 'email_changed'
  | 'email_change_reverted'
  | 'session_revoked'
  | 'signed_out_everywhere';

/** A requested email change (migration 014) with its confirm and revert link tokens (SHA-256). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  confirm_token_hash: string;
  confirm_expires_at: string;
  revert_token_hash: string;
  revert_expires_at: string;
  confirmed_at: string | null;
  reverted_at: string | null;
  /** A newer request, or a revert, retired it before it was confirmed. */
  cancelled_at: string | null;
  created_at: string;
}

/** A "download my data" link (migration 014): the SHA-256 of its token, valid for a day. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

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

export interface Database {
  listings: ListingsTable;
  photos: PhotosTable;
  storage_deletions: StorageDeletionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  email_outbox: EmailOutboxTable;
  categories: CategoriesTable;
  photo_analyses: PhotoAnalysesTable;
  sparebot_feedback: SparebotFeedbackTable;
  listing_views: ListingViewsTable;
  view_salts: ViewSaltsTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  offers: OffersTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  user_blocks: UserBlocksTable;
  wanted_items: WantedItemsTable;
  wanted_match_jobs: WantedMatchJobsTable;
  wanted_matches: WantedMatchesTable;
  notifications: NotificationsTable;
  wanted_digests: WantedDigestsTable;
  account_events: AccountEventsTable;
  email_changes: EmailChangesTable;
  data_exports: DataExportsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  payment_accounts: PaymentAccountsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  stripe_events: StripeEventsTable;
  disputes: DisputesTable;
  dispute_evidence: DisputeEvidenceTable;
  dispute_decisions: DisputeDecisionsTable;
}
