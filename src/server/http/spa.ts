import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Every file under dir (dotfiles too, which @fastify/static does not route), as normalized relative paths. */
function listFiles(dir: string): Set<string> {
  const entries = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const isFile = (entry: string) => fs.statSync(path.join(dir, entry), { throwIfNoEntry: false })?.isFile() ?? false;
  return new Set(entries.map((entry) => path.normalize(entry)).filter(isFile));
}

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and any
 * non-API GET falls back to index.html so client-side routes survive a reload (GET /api/… never does).
 * The build does not change while the server runs, so its files are listed once, here.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return;
  const files = listFiles(clientDir);
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
    // Reached for paths the static routes do not match as written (`/assets/../x.js`, dotfiles).
    const file = path.normalize(decodeURIComponent(url)).replace(/^([/\\])+/, '');
    if (files.has(file)) return reply.sendFile(file);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
