import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and any
 * non-API GET falls back to index.html so client-side routes survive a reload (GET /api/… never does).
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // An unknown API path is a JSON 404, never the app's HTML with a 200.
    if (url === '/api' || url.startsWith('/api/')) return reply.callNotFound();
    const file = path.normalize(decodeURIComponent(url)).replace(/^([/\\])+/, '');
    const full = path.join(clientDir, file);
    if (file && full.startsWith(clientDir) && fs.existsSync(full) && fs.statSync(full).isFile()) {
      return reply.sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
