import type { Generated } from 'kysely';

/** Accounts: users, sessions, email tokens and the mail outbox; security events, email changes and data exports (migrations 001, 004, 014). */

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
  /** 1: a daily email of watched listings' changes (migration 029); 0: off. */
  watch_mail: Generated<number>;
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
  // The watchlist's daily email (issue 27): its newest row is when the watcher was last mailed.
  | 'watch_digest'
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
