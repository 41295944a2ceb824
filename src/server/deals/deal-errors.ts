import { HttpError } from '../http/http-errors.ts';

/** The caller may not do this here (unverified, own listing, blocked, the other side's move). */
export const forbidden = (message: string) => new HttpError(403, message);

/** A safety limit: 429 with `Retry-After` in whole seconds (at least 1). */
export const limitReached = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
