import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidImageKey, type ImageStorage } from './image-storage.ts';
import { toStorageHttpError } from './storage-errors.ts';
import { checkPhotoSignature, signedPhotoUrl } from './photo-url-signing.ts';

const NOT_FOUND = { message: 'Image not found' };
/**
 * A public photo (a live listing's, at /media) is cached this long at most: a withdrawn listing's
 * photos stop being served within it, by browsers and shared caches alike.
 */
export const PUBLIC_PHOTO_MAX_AGE_S = 10 * 60;
/** A private photo fetched from the bucket (S3_PUBLIC_URLS=signed): kept by the owner's browser no longer than its URL is good. */
const PRIVATE_OBJECT_CACHE = 'private, max-age=7200';

/** Who may keep the answer, and for how long (seconds). */
export interface PhotoCaching {
  scope: 'public' | 'private';
  maxAgeSeconds: number;
}

/**
 * Answers with a stored photo: its bytes streamed from storage (nosniff comes from the security
 * headers), or, when the storage signs URLs (S3_PUBLIC_URLS=signed), a 302 to a short-lived
 * presigned GET, cacheable no longer than it is good. Cached as `caching` says: public and
 * briefly at /media, private until its signature ends at /uploads. 404 for a key storage does
 * not hold; 503 when the bucket fails.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  storage: ImageStorage,
  key: string,
  caching: PhotoCaching,
): Promise<FastifyReply> {
  if (storage.signedUrl) {
    if (!isValidImageKey(key)) return reply.code(404).send(NOT_FOUND);
    // What the bucket's answer may be kept for: the same per scope, so the URL stays the same all hour.
    const objectCaching = caching.scope === 'public' ? `public, max-age=${caching.maxAgeSeconds}` : PRIVATE_OBJECT_CACHE;
    const signed = await storage.signedUrl(key, objectCaching);
    const maxAge = Math.min(signed.maxAgeSeconds, caching.maxAgeSeconds);
    return reply.header('cache-control', `${caching.scope}, max-age=${maxAge}`).redirect(signed.url, 302);
  }
  const found = await storage.get(key).catch((error: unknown) => {
    throw toStorageHttpError(error);
  });
  if (!found) return reply.code(404).send(NOT_FOUND);
  return reply
    .header('content-type', 'image/jpeg')
    .header('content-length', found.size)
    .header('cache-control', `${caching.scope}, max-age=${caching.maxAgeSeconds}`)
    .header('cross-origin-resource-policy', 'same-origin')
    .send(found.stream);
}

/**
 * Stored photos at `/uploads/{key}?exp=…&sig=…` (signedPhotoUrl): `users/{id}/{file}` or a legacy
 * `{file}` (the wildcard takes the slashes; storage answers only valid keys, so `..` and other
 * folders are 404). Without a valid, unexpired signature: 404 to everyone, whether or not the
 * photo exists. Answered `private`: only the owner's browser keeps it, until the signature ends.
 */
export function registerImageRoutes(app: FastifyInstance, storage: ImageStorage): void {
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    const secondsLeft = checkPhotoSignature(key, request.query);
    if (secondsLeft === null) return reply.code(404).send(NOT_FOUND);
    return sendStoredImage(reply, storage, key, { scope: 'private', maxAgeSeconds: secondsLeft });
  });
}

/** A stored photo's private URL, for its owner's screens (signed, good for one to two hours). */
export function imageUrl(key: string): string {
  return signedPhotoUrl(key);
}
