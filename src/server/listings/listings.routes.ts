import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { CATEGORIES } from '../../shared/constants/categories.ts';
import { BulkDeleteSchema, EditItemSchema, LISTING_MESSAGES, PatchListingSchema } from '../../shared/schemas/listings.ts';
import { HttpError, notFound } from '../http/http-errors.ts';
import { parseWith } from '../http/validate.ts';
import { currentUser } from '../auth/require-user.ts';
import { registerCreateListingRoute, type UploadSettings } from './listing-create.route.ts';
import { deleteListings, getListing, listListings, patchListing, replaceListing, type ListingsContext } from './listings.service.ts';
import { iterateOwnerListings, streamCsv, streamXlsx } from './listings.export.ts';
import { exportFileName } from './export-columns.ts';
import { createListingsCache } from './listings-cache.ts';

const IdParams = z.object({ id: z.string().regex(/^\d{1,12}$/) });

/** An id that is not a positive integer can't be anyone's item: 404, like another user's id. */
function parseId(params: unknown): number {
  const parsed = IdParams.safeParse(params);
  if (!parsed.success) throw notFound('Item not found');
  return Number(parsed.data.id);
}

/**
 * If-None-Match per RFC 9110 §13.1.2: `*`, or a comma-separated list of entity tags compared
 * weakly (W/"x" matches "x": a compressing proxy weakens our ETag and the browser sends that back).
 */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === current);
}

export async function registerListingRoutes(app: FastifyInstance, ctx: ListingsContext, requireUser: preHandlerHookHandler, uploads: UploadSettings) {
  await registerCreateListingRoute(app, ctx, requireUser, uploads);
  const auth = { preHandler: requireUser };

  app.get('/api/categories', async () => CATEGORIES);

  const cache = createListingsCache();
  app.get('/api/user-listings', auth, async (request, reply) => {
    const user = currentUser(request);
    const list =
      cache.get(user.id, user.listings_version) ??
      cache.set(user.id, user.listings_version, JSON.stringify(await listListings(ctx, user.id)));
    void reply.header('etag', list.etag).header('cache-control', 'private, no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(list.body);
  });

  app.get('/api/listings/:id', auth, async (request) => getListing(ctx, parseId(request.params), currentUser(request).id));

  app.put('/api/listings/:id', auth, async (request) =>
    replaceListing(ctx, parseId(request.params), currentUser(request).id, parseWith(EditItemSchema, request.body)),
  );

  app.patch('/api/listings/:id', auth, async (request) =>
    patchListing(ctx, parseId(request.params), currentUser(request).id, parseWith(PatchListingSchema, request.body)),
  );

  app.delete('/api/listings/:id', auth, async (request) => {
    const deleted = await deleteListings(ctx, [parseId(request.params)], currentUser(request).id);
    if (deleted === 0) throw notFound('Item not found');
    return { message: 'Item deleted', deleted };
  });

  app.post('/api/listings/bulk-delete', { ...auth, bodyLimit: 256 * 1024 }, async (request) => {
    const { ids } = parseWith(BulkDeleteSchema, request.body);
    const deleted = await deleteListings(ctx, [...new Set(ids)], currentUser(request).id);
    return { message: `${deleted} item(s) deleted`, deleted };
  });

  for (const format of ['xlsx', 'csv'] as const) {
    app.get(`/api/export/inventory.${format}`, auth, async (request, reply) => {
      const ownerId = currentUser(request).id;
      const first = await ctx.listings.listBatchByOwner(ownerId, 0, 1);
      if (first.length === 0) throw new HttpError(404, LISTING_MESSAGES.noItemsToExport);
      const rows = iterateOwnerListings(ctx.listings, ownerId);
      const type = format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8';
      const body = format === 'xlsx' ? streamXlsx(rows, (error) => request.log.error({ err: error }, 'xlsx export failed')) : streamCsv(rows);
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
}
