import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readModulePreloads } from './client-manifest.ts';
import { createHtmlShell, type DescribePage, type PageAnswer } from './html-head.ts';

/** Every file under dir (dotfiles too, which @fastify/static does not route), as normalized relative paths. */
function listFiles(dir: string): Set<string> {
  const entries = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const isFile = (entry: string) => fs.statSync(path.join(dir, entry), { throwIfNoEntry: false })?.isFile() ?? false;
  return new Set(entries.map((entry) => path.normalize(entry)).filter(isFile));
}

export interface SpaOptions {
  /**
   * Pages the server describes itself (a listing's title, canonical URL, Open Graph tags, 404 for
   * one that is gone): given each non-file path; undefined leaves it to the plain index.html.
   */
  describePage?: DescribePage;
}

/**
 * Whether a request is for one of the build's hashed files (`/assets/…`, cached for a year): a
 * script or style chunk an open page loads as it goes, so the overload guard never sheds it.
 */
export function isBuiltAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and any
 * non-API GET falls back to index.html so client-side routes survive a reload (GET /api/… never does).
 * The build does not change while the server runs, so its files are listed, and index.html read, once, here.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string, options: SpaOptions = {}): Promise<void> {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return;
  const files = listFiles(clientDir);
  const shell = createHtmlShell(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), readModulePreloads(clientDir));
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

  // A described page is built from the one copy of index.html in memory (never its stale .br/.gz).
  function sendPage(reply: FastifyReply, answer: PageAnswer) {
    if ('redirect' in answer) return reply.header('cache-control', 'no-cache').redirect(answer.redirect, 301);
    return reply.code(answer.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.render(answer.head));
  }

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // An unknown API path is a JSON 404, never the app's HTML with a 200.
    if (url === '/api' || url.startsWith('/api/')) return reply.callNotFound();
    // Reached for paths the static routes do not match as written (`/assets/../x.js`, dotfiles).
    const file = path.normalize(decodeURIComponent(url)).replace(/^([/\\])+/, '');
    if (files.has(file)) return reply.sendFile(file);
    let answer: PageAnswer | undefined;
    try {
      answer = await options.describePage?.(request.url);
    } catch (error) {
      // The app still loads (and fetches its data itself); a crawler sees a 5xx and comes back later.
      request.log.error({ err: error, event: 'page.describe_failed' }, 'page head not built');
      return reply.code(500).header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (answer) return sendPage(reply, answer);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
