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
}

export interface ListingImagesTable {
  id: Generated<number>;
  listing_id: number;
  position: number;
  image_key: string;
  thumb_key: string;
  created_at: string;
}

export interface Database {
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  categories: CategoriesTable;
}
