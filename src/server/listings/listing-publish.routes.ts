import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BulkIdsSchema,
  BulkPublishResponseSchema,
  BulkWithdrawResponseSchema,
  ListingSchema,
  PublishListingSchema,
  PublishRefusalSchema,
} from '../../shared/schemas/listings.ts';
import { currentUser } from '../auth/require-user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { IdParams } from './listing-id.ts';
import { publishListing, publishListings, withdrawListing, withdrawListings } from './listing-publish.service.ts';
import type { ListingsContext } from './listings.service.ts';

const TAG = 'Inventory';
const NOT_FOUND = { 404: 'Item not found: a missing id, another user’s, or not a positive integer' };
const REFUSED = {
  422: {
    description:
      'Not ready to publish: `missing` lists every piece it lacks (title, price, category, photo, postcode); `message` says it in words',
    schema: PublishRefusalSchema,
  },
};

/** Publish and withdraw, one item or many (issue 13). */
export function registerPublishRoutes(instance: FastifyInstance, ctx: ListingsContext, requireUser: preHandlerHookHandler) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const publishDocs = documentRoute({
    tag: TAG,
    summary: 'Publish an item on the marketplace (or update a live item’s settings)',
    description:
      'Needs a title, a unit price above 0, a category, a photo and a valid UK postcode (the item’s, else the profile’s). ' +
      'The body is optional; what it sets is kept: `postcode` (null = the profile’s), `handover` (collection when never set), ' +
      '`deliveryPrice` (null = ask the seller; dropped for collection only), `vatMode` (business sellers only: 400 otherwise). A refusal writes nothing.',
    auth: true,
    params: IdParams,
    body: PublishListingSchema,
    responses: { 200: ListingSchema },
    errors: { ...UNAUTHENTICATED, ...INVALID_INPUT, ...NOT_FOUND, ...REFUSED },
  });
  app.post('/api/listings/:id/publish', { ...auth, ...publishDocs }, async (request) =>
    publishListing(ctx, request.params.id, currentUser(request), request.body),
  );

  const withdrawDocs = documentRoute({
    tag: TAG,
    summary: 'Take an item off the marketplace (private again)',
    auth: true,
    params: IdParams,
    responses: { 200: ListingSchema },
    errors: { ...UNAUTHENTICATED, ...NOT_FOUND },
  });
  app.post('/api/listings/:id/withdraw', { ...auth, ...withdrawDocs }, async (request) =>
    withdrawListing(ctx, request.params.id, currentUser(request).id),
  );

  const bulkPublishDocs = documentRoute({
    tag: TAG,
    summary: 'Publish many items with their own settings',
    description:
      'Ready items go live; the rest stay as they were and are listed in `refused` with what each lacks. Ids that are not the caller’s are ignored, not reported.',
    auth: true,
    body: BulkIdsSchema,
    responses: { 200: BulkPublishResponseSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
  });
  app.post('/api/listings/publish', { ...auth, bodyLimit: 256 * 1024, ...bulkPublishDocs }, async (request) => {
    const { ids } = request.body;
    return publishListings(ctx, [...new Set(ids)], currentUser(request));
  });

  const bulkWithdrawDocs = documentRoute({
    tag: TAG,
    summary: 'Withdraw many items',
    description: '`withdrawn` counts the items that were live. Ids that are not the caller’s are ignored, not reported.',
    auth: true,
    body: BulkIdsSchema,
    responses: { 200: BulkWithdrawResponseSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
  });
  app.post('/api/listings/withdraw', { ...auth, bodyLimit: 256 * 1024, ...bulkWithdrawDocs }, async (request) => {
    const { ids } = request.body;
    return withdrawListings(ctx, [...new Set(ids)], currentUser(request).id);
  });
}
