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
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
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
export type EmailOutboxKind = EmailTokenPurpose;
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
  listing_views: ListingViewsTable;
  view_salts: ViewSaltsTable;
}
