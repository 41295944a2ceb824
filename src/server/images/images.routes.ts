import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidImageKey, type ImageStorage } from './image-storage.ts';
import { toStorageHttpError } from './storage-errors.ts';

const NOT_FOUND = { message: 'Image not found' };
const CACHE_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Answers with a stored photo: its bytes streamed from storage with a year's caching (generated
 * names never change; nosniff comes from the security headers), or, when the storage signs URLs
 * (S3_PUBLIC_URLS=signed), a 302 to a short-lived presigned GET, cacheable only while it is
 * good. 404 for a key storage does not hold; 503 when the bucket fails.
 */
export async function sendStoredImage(reply: FastifyReply, storage: ImageStorage, key: string): Promise<FastifyReply> {
  if (storage.signedUrl) {
    if (!isValidImageKey(key)) return reply.code(404).send(NOT_FOUND);
    const signed = await storage.signedUrl(key);
    return reply.header('cache-control', `public, max-age=${signed.maxAgeSeconds}`).redirect(signed.url, 302);
  }
  const found = await storage.get(key).catch((error: unknown) => {
    throw toStorageHttpError(error);
  });
  if (!found) return reply.code(404).send(NOT_FOUND);
  return reply
    .header('content-type', 'image/jpeg')
    .header('content-length', found.size)
    .header('cache-control', CACHE_A_YEAR)
    .header('cross-origin-resource-policy', 'same-origin')
    .send(found.stream);
}

/**
 * Stored photos at `/uploads/{key}`: `users/{id}/{file}` or a legacy `{file}` (the wildcard takes
 * the slashes; storage answers only valid keys, so `..` and other folders are 404).
 */
export function registerImageRoutes(app: FastifyInstance, storage: ImageStorage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => sendStoredImage(reply, storage, request.params['*']));
}

export function imageUrl(key: string): string {
  return `/uploads/${key}`;
}
