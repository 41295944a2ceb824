import type { Generated } from 'kysely';

/** Listings and their photos: categories, listings, photos, storage deletions, SpareBot analyses and feedback, listing views (migrations 002–010, 015). */

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
  /** Migration 025: its place (own postcode, else the profile's) could not be placed; taken off the market until placed. */
  needs_location: Generated<number>;
  /** Migration 026: SpareBot's notes to the owner (one per line), never part of the description; owner only. */
  sparebot_notes: string | null;
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
