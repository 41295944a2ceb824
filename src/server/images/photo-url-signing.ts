import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Private photo URLs: `/uploads/{key}?exp=…&sig=…`, an HMAC of the key and its expiry. The owner's
 * screens show their photos (drafts, withdrawn items) through them: the sign-in token lives in
 * localStorage, so an <img> cannot send it. Without a valid signature `/uploads` answers 404.
 *
 * URLs are stable within a window (the same URL for an hour, so browsers reuse what they hold)
 * and good for one to two hours. The secret is PHOTO_URL_SECRET, or one kept in DATA_DIR
 * (photo-url-secret.ts); several instances must share PHOTO_URL_SECRET: a URL signed by one is checked by another.
 */
export const PHOTO_URL_WINDOW_MS = 60 * 60_000;

let secret: Buffer = randomBytes(32);

/** Set once at start-up from PHOTO_URL_SECRET (left as the process's own when unset). */
export function usePhotoUrlSecret(value: string | undefined): void {
  if (value) secret = Buffer.from(value, 'utf8');
}

/** The current signing window's number: what a cache of signed URLs must match to be served. */
export function photoUrlWindow(now = Date.now()): number {
  return Math.floor(now / PHOTO_URL_WINDOW_MS);
}

function signatureOf(key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/** The private URL of a stored photo, good until the end of the next window. */
export function signedPhotoUrl(key: string, now = Date.now()): string {
  const expires = (photoUrlWindow(now) + 2) * (PHOTO_URL_WINDOW_MS / 1000);
  return `/uploads/${key}?exp=${expires}&sig=${signatureOf(key, expires)}`;
}

/** Seconds the signature is still good for, or null when it is missing, wrong or expired. */
export function checkPhotoSignature(key: string, query: { exp?: unknown; sig?: unknown }, now = Date.now()): number | null {
  const expires = typeof query.exp === 'string' && /^\d{1,12}$/.test(query.exp) ? Number(query.exp) : NaN;
  if (!Number.isFinite(expires) || typeof query.sig !== 'string') return null;
  const left = expires - Math.floor(now / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(signatureOf(key, expires));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
}

/**
 * What a /media URL signs: the path without its slash. Storage keys are `users/…` or a bare file
 * name, never `media/…`, so an /uploads signature is never good here, nor this one there.
 */
const mediaSigned = (photoId: number, encodedFile: string) => `media/${photoId}/${encodedFile}`;

/**
 * A listing photo's /media URL (publicPhotoUrl) signed for the parties of an order or a
 * conversation: it keeps showing once the listing is no longer live (sold out, withdrawn), when
 * the plain URL answers 404. Any other URL is returned as it is.
 */
export function signedMediaUrl(url: string, now = Date.now()): string {
  const match = /^\/media\/(\d{1,12})\/([^/?]+)$/.exec(url);
  if (!match) return url;
  const expires = (photoUrlWindow(now) + 2) * (PHOTO_URL_WINDOW_MS / 1000);
  return `${url}?exp=${expires}&sig=${signatureOf(mediaSigned(Number(match[1]), match[2]!), expires)}`;
}

/** Seconds a signed /media URL is still good for (its file name as the route decoded it), or null. */
export function checkMediaSignature(
  photoId: number,
  file: string,
  query: { exp?: unknown; sig?: unknown },
  now = Date.now(),
): number | null {
  return checkPhotoSignature(mediaSigned(photoId, encodeURIComponent(file)), query, now);
}
