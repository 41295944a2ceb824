import type { FastifyInstance } from 'fastify';
import type { ImageStorage } from './image-storage.ts';

const NOT_FOUND = { message: 'Image not found' };

/**
 * Stored photos at `/uploads/{key}`: `users/{id}/{file}` or a legacy `{file}` (the wildcard takes
 * the slashes; storage answers only valid keys, so `..` and other folders are 404). Generated
 * names, so they can be cached for a year; nosniff comes from the security headers.
 */
export function registerImageRoutes(app: FastifyInstance, storage: ImageStorage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const found = await storage.get(request.params['*']);
    if (!found) return reply.code(404).send(NOT_FOUND);
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(found.stream);
  });
}

export function imageUrl(key: string): string {
  return `/uploads/${key}`;
}
