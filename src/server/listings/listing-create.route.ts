import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateListingSchema, ListingSchema, type Listing } from '../../shared/schemas/listings.ts';
import { MAX_PHOTOS_PER_LISTING, PHOTO_MESSAGES } from '../../shared/schemas/photos.ts';
import { HttpError, badRequest } from '../http/http-errors.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { parseInput } from '../http/validate.ts';
import { currentUser } from '../auth/require-user.ts';
import type { MultipartRules, PhotoUpload } from '../photos/photos.service.ts';
import { createListing, type ListingsContext } from './listings.service.ts';

/** The spec's multipart create: the text fields of CreateListingSchema, photos under `images` (or `image`). */
const LISTING_UPLOAD_RULES: MultipartRules = {
  fileFields: ['images', 'image'],
  textFields: Object.keys(CreateListingSchema.shape),
  notMultipartMessage: 'Send the item as JSON or multipart/form-data',
};

const isJson = (request: FastifyRequest) => /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/**
 * Multipart is a thin adapter over the JSON create: its photos are stored as drafts (the
 * POST /api/photos path), then the item is created with `photoIds` (the form's own, then the
 * uploaded ones). A create that fails removes the drafts it made.
 */
async function createFromMultipart(ctx: ListingsContext, ownerId: number, upload: PhotoUpload): Promise<Listing> {
  const { fields, files } = await upload.read(LISTING_UPLOAD_RULES);
  const input = parseInput(CreateListingSchema, fields);
  const given = input.photoIds ?? [];
  if (given.length + files.length > MAX_PHOTOS_PER_LISTING) throw badRequest(PHOTO_MESSAGES.tooManyPhotos);
  const drafts = (await ctx.photos.storeDrafts(ownerId, files, upload.temp, upload.signal)).map((photo) => photo.id);
  try {
    // No row once the client has gone: an upload it never saw answered must not appear.
    upload.signal.throwIfAborted();
    return await createListing(ctx, ownerId, { ...input, photoIds: [...given, ...drafts] });
  } catch (error) {
    await ctx.photos.discardDrafts(drafts, ownerId);
    throw error;
  }
}

/** The JSON body, or the multipart form: the same fields as text, and photos under `images`. */
const CREATE_LISTING_DOCS = documentRoute({
  tag: 'Inventory',
  summary: 'Create an item',
  description:
    'JSON with `photoIds` (photos uploaded with POST /api/photos), or the spec’s multipart form with up to 10 photos under `images`. ' +
    '`price` is the surplus unit price. 503 with `Retry-After` when too many uploads are in progress; 507 when the disk is full.',
  auth: true,
  consumes: ['application/json', 'multipart/form-data'],
  body: CreateListingSchema.extend({ images: z.array(z.file()).max(MAX_PHOTOS_PER_LISTING).optional() }),
  responses: { 201: ListingSchema },
  errors: {
    ...INVALID_INPUT,
    ...UNAUTHENTICATED,
    413: 'A photo over 10 MB or 50 megapixels, too many photos, too many form fields, or a text field over 64 KiB',
    415: 'Neither JSON nor multipart/form-data',
    503: 'Too many uploads in progress; try again after `Retry-After`',
    507: 'The server is out of storage space',
  },
});

/**
 * POST /api/listings: a JSON body with `photoIds` (photos uploaded with POST /api/photos), or the
 * spec's multipart form with up to 10 photos streamed to disk (docs/photos.md). Anything else is 415.
 */
export function registerCreateListingRoute(instance: FastifyInstance, ctx: ListingsContext, requireUser: preHandlerHookHandler) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/api/listings', { preValidation: requireUser, ...CREATE_LISTING_DOCS }, async (request, reply) => {
    const ownerId = currentUser(request).id;
    if (!request.isMultipart()) {
      if (!isJson(request)) throw new HttpError(415, LISTING_UPLOAD_RULES.notMultipartMessage);
      // A multipart route: Fastify leaves its body to the handler (route-docs.ts), JSON included.
      const listing = await createListing(ctx, ownerId, parseInput(CreateListingSchema, request.body));
      return reply.code(201).send(listing);
    }
    const upload = ctx.photos.openUpload(request, reply);
    if (!upload) return reply;
    let listing;
    try {
      listing = await createFromMultipart(ctx, ownerId, upload);
    } finally {
      await upload.close();
    }
    return reply.code(201).send(listing);
  });
}
