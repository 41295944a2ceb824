import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORIES } from '../../shared/constants/categories.ts';
import {
  BulkDeleteSchema,
  CategoriesResponseSchema,
  DeleteListingsResponseSchema,
  EditItemSchema,
  LISTING_MESSAGES,
  ListingSchema,
  PatchListingSchema,
} from '../../shared/schemas/listings.ts';
import { HttpError, notFound } from '../http/http-errors.ts';
import { documentRoute, INVALID_INPUT, type RouteDocs, UNAUTHENTICATED } from '../http/route-docs.ts';
import { currentUser } from '../auth/require-user.ts';
import { registerCreateListingRoute } from './listing-create.route.ts';
import { IdParams } from './listing-id.ts';
import { registerPublishRoutes } from './listing-publish.routes.ts';
import { deleteListings, getListing, listListings, patchListing, replaceListing, type ListingsContext } from './listings.service.ts';
import { iterateOwnerListings, streamCsv, streamXlsx } from './listings.export.ts';
import { exportFileName } from './export-columns.ts';
import { createListingsCache } from './listings-cache.ts';
import { photoUrlWindow } from '../images/photo-url-signing.ts';

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

const TAG = 'Inventory';
const ITEM_ERRORS = { ...UNAUTHENTICATED, 404: 'Item not found: a missing id, another user’s, or not a positive integer' };
const itemRoute = <const E extends Partial<RouteDocs>>(summary: string, extra: E) =>
  documentRoute({ tag: TAG, summary, auth: true, params: IdParams, responses: { 200: ListingSchema }, errors: ITEM_ERRORS, ...extra });

/** The inventory routes. Needs the photo routes registered first (they register multipart). */
export function registerListingRoutes(instance: FastifyInstance, ctx: ListingsContext, requireUser: preHandlerHookHandler) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  registerCreateListingRoute(app, ctx, requireUser);
  registerPublishRoutes(app, ctx, requireUser);
  const auth = { preValidation: requireUser };

  const categoriesDocs = documentRoute({
    tag: TAG,
    summary: 'The fixed categories (decisions §3)',
    responses: { 200: CategoriesResponseSchema },
  });
  app.get('/api/categories', categoriesDocs, async () => CATEGORIES);

  const cache = createListingsCache();
  const listDocs = documentRoute({
    tag: TAG,
    summary: 'The signed-in user’s listings, newest first',
    description: 'Answers an `ETag`; a request whose `If-None-Match` matches it answers 304 with no body.',
    auth: true,
    responses: { 200: z.array(ListingSchema), 304: null },
    errors: UNAUTHENTICATED,
  });
  app.get('/api/user-listings', { ...auth, ...listDocs }, async (request, reply) => {
    const user = currentUser(request);
    // The answer holds signed photo URLs: a copy is good for its listings version and signing window.
    const version = `${user.listings_version}.${photoUrlWindow()}`;
    const list = cache.get(user.id, version) ?? cache.set(user.id, version, JSON.stringify(await listListings(ctx, user.id)));
    void reply.header('etag', list.etag).header('cache-control', 'private, no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(list.body);
  });

  app.get('/api/listings/:id', { ...auth, ...itemRoute('One of the signed-in user’s listings', {}) }, async (request) =>
    getListing(ctx, request.params.id, currentUser(request).id),
  );

  app.put(
    '/api/listings/:id',
    {
      ...auth,
      ...itemRoute('Replace an item from the edit screen', {
        description: '`price` is the total value; the unit price becomes total / quantity, to the penny.',
        body: EditItemSchema,
        errors: { ...ITEM_ERRORS, ...INVALID_INPUT },
      }),
    },
    async (request) => replaceListing(ctx, request.params.id, currentUser(request).id, request.body),
  );

  app.patch(
    '/api/listings/:id',
    {
      ...auth,
      ...itemRoute('Change some fields of an item (the inventory dialog)', {
        description:
          '`originalPrice` (surplus unit price) wins; a bare `price` is the total value. `photoIds` makes the item’s photos exactly those, in that order.',
        body: PatchListingSchema,
        errors: { ...ITEM_ERRORS, ...INVALID_INPUT },
      }),
    },
    async (request) => patchListing(ctx, request.params.id, currentUser(request).id, request.body),
  );

  app.delete(
    '/api/listings/:id',
    { ...auth, ...itemRoute('Delete an item and its photos', { responses: { 200: DeleteListingsResponseSchema } }) },
    async (request) => {
      const deleted = await deleteListings(ctx, [request.params.id], currentUser(request).id);
      if (deleted === 0) throw notFound('Item not found');
      return { message: 'Item deleted', deleted };
    },
  );

  app.post(
    '/api/listings/bulk-delete',
    {
      ...auth,
      bodyLimit: 256 * 1024,
      ...documentRoute({
        tag: TAG,
        summary: 'Delete many items',
        description: 'Ids that are not the caller’s are ignored, not reported.',
        auth: true,
        body: BulkDeleteSchema,
        responses: { 200: DeleteListingsResponseSchema },
        errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
      }),
    },
    async (request) => {
      const { ids } = request.body;
      const deleted = await deleteListings(ctx, [...new Set(ids)], currentUser(request).id);
      return { message: `${deleted} item(s) deleted`, deleted };
    },
  );

  for (const format of ['xlsx', 'csv'] as const) {
    const mediaType = format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
    const exportDocs = documentRoute({
      tag: TAG,
      summary: `The inventory as ${format === 'xlsx' ? 'an Excel workbook' : 'CSV'}`,
      description: 'The spec’s columns then extras, formula-escaped, named with the UK date.',
      auth: true,
      responses: { 200: { mediaType, description: 'The file, as an attachment' } },
      errors: { ...UNAUTHENTICATED, 404: LISTING_MESSAGES.noItemsToExport },
    });
    app.get(`/api/export/inventory.${format}`, { ...auth, ...exportDocs }, async (request, reply) => {
      const ownerId = currentUser(request).id;
      const first = await ctx.listings.listBatchByOwner(ownerId, 0, 1);
      if (first.length === 0) throw new HttpError(404, LISTING_MESSAGES.noItemsToExport);
      const rows = iterateOwnerListings(ctx.listings, ownerId);
      const type = format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8';
      const body =
        format === 'xlsx' ? streamXlsx(rows, (error) => request.log.error({ err: error }, 'xlsx export failed')) : streamCsv(rows);
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
}
