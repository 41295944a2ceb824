import { hash, randomBytes } from 'node:crypto';

/** A 256-bit bearer token for the browser; the database only ever sees its SHA-256. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Email link tokens are 64 hex characters (spec §9: reset token length 64). */
export function generateEmailToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex'); // one-shot: no Hash object per request
}

export function isoFromNow(ms: number, now = Date.now()): string {
  return new Date(now + ms).toISOString();
}
