import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { WATCHLIST_MESSAGES, WatcherCountsSchema, WatchlistSchema, WatchlistSettingsSchema } from '../../shared/schemas/watchlist.ts';
import { currentUser } from '../auth/require-user.ts';
import type { Database } from '../db/schema.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { pathId } from '../http/path-params.ts';
import { createWatchlistRepository } from './watchlist.repository.ts';
import { readWatchlist, readWatcherCounts, watchListing } from './watchlist.service.ts';

const TAG = 'Watchlist';

/** A listing id in the path; anything else is no listing (404 with the watchlist's message). */
const WatchParams = z.object({ listingId: pathId(WATCHLIST_MESSAGES.listingNotFound) });

/** Watch listings, read the watchlist, turn its daily email off, and (sellers) how many watch each listing. */
export function registerWatchlistRoutes(instance: FastifyInstance, db: Kysely<Database>, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repo = createWatchlistRepository(db);
  const auth = { preValidation: requireUser };

  const readDocs = documentRoute({
    tag: TAG,
    summary: 'The caller’s watched listings, newest watched first, with the current price, status and the price when watched',
    description: 'A listing made private or withdrawn shows as `unavailable` with no title, photo or price; a deleted one drops off.',
    auth: true,
    responses: { 200: WatchlistSchema },
    errors: UNAUTHENTICATED,
  });
  app.get('/api/watchlist', { ...auth, ...readDocs }, async (request) => readWatchlist(repo, currentUser(request).id));

  const watchDocs = documentRoute({
    tag: TAG,
    summary: 'Watch a live listing (idempotent: watching again keeps the first price)',
    description:
      'The watcher is notified (GET /api/notifications) when its price drops, one unit is left, it sells out or it is withdrawn; ' +
      'and, unless they turned it off, by a daily email.',
    auth: true,
    params: WatchParams,
    responses: { 200: WatchlistSchema },
    errors: { ...UNAUTHENTICATED, 403: 'The caller’s own listing', 404: 'Listing not found: unknown, private or withdrawn' },
  });
  app.put('/api/watchlist/:listingId', { ...auth, ...watchDocs }, async (request) =>
    watchListing(repo, currentUser(request).id, request.params.listingId, new Date()),
  );

  const unwatchDocs = documentRoute({
    tag: TAG,
    summary: 'Stop watching a listing (idempotent)',
    auth: true,
    params: WatchParams,
    responses: { 204: z.null() },
    errors: { ...UNAUTHENTICATED, 404: 'Not a listing id' },
  });
  app.delete('/api/watchlist/:listingId', { ...auth, ...unwatchDocs }, async (request, reply) => {
    await repo.unwatch(currentUser(request).id, request.params.listingId);
    return reply.code(204).send();
  });

  const settingsDocs = documentRoute({
    tag: TAG,
    summary: 'Turn the watchlist’s daily email on or off',
    auth: true,
    body: WatchlistSettingsSchema,
    responses: { 200: WatchlistSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
  });
  app.patch('/api/watchlist/settings', { ...auth, ...settingsDocs }, async (request) => {
    await repo.setMail(currentUser(request).id, request.body.mail);
    return readWatchlist(repo, currentUser(request).id);
  });

  const countDocs = documentRoute({
    tag: TAG,
    summary: 'How many people watch each of the caller’s listings (a number, never who)',
    auth: true,
    responses: { 200: WatcherCountsSchema },
    errors: UNAUTHENTICATED,
  });
  app.get('/api/watchlist/watchers', { ...auth, ...countDocs }, async (request) => readWatcherCounts(repo, currentUser(request).id));
}
