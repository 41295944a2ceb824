import type { FastifyInstance } from 'fastify';
import type { ImageStorage } from './image-storage.ts';

/** Stored photos: generated names, so they can be cached for a year; nosniff comes from helmet. */
export function registerImageRoutes(app: FastifyInstance, storage: ImageStorage): void {
  app.get<{ Params: { key: string } }>('/uploads/:key', async (request, reply) => {
    const found = await storage.get(request.params.key);
    if (!found) return reply.code(404).send({ message: 'Image not found' });
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
