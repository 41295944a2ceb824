import type { FastifyBaseLogger } from 'fastify';

export type AuthEvent =
  | 'auth.registered'
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.verification_sent'
  | 'auth.email_verified'
  | 'auth.email_verification_failed'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.password_reset_failed'
  // Account controls (profile → Security and Your data).
  | 'auth.password_changed'
  | 'auth.password_check_failed'
  | 'auth.email_change_requested'
  | 'auth.email_changed'
  | 'auth.email_change_failed'
  | 'auth.email_change_reverted'
  | 'auth.session_revoked'
  | 'auth.signed_out_everywhere'
  | 'account.export_requested'
  | 'account.exported'
  | 'account.deleted';

/** Only ids, reasons and flags: never an address, a password, a token or a link. */
interface EventFields {
  userId?: number;
  reason?: 'unknown_account' | 'wrong_password' | 'email_not_verified' | 'invalid_token' | 'suspended' | 'email_taken';
  /** For a reset request: mailed, or skipped because one was mailed under a minute ago, or no such account. */
  outcome?: 'queued' | 'throttled' | 'unknown_account';
  via?: 'register' | 'resend';
  alreadyVerified?: boolean;
  devMode?: boolean;
  /** Which password-checked action a wrong current password was for. */
  action?: 'change_password' | 'change_email' | 'delete_account';
  /** Counts of what an account action touched (sessions ended, listings and photos deleted). */
  count?: number;
  photos?: number;
}

/** One structured account event at info level (`event` names it), on the request's logger. */
export function logAuthEvent(log: FastifyBaseLogger, event: AuthEvent, fields: EventFields = {}): void {
  log.info({ event, ...fields }, event);
}
