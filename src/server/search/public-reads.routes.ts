import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PublicListingPageSchema, PublicSellerPageSchema, PublicSellerQuerySchema } from '../../shared/schemas/public-listing.ts';
import { readBearerToken } from '../auth/require-user.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/http-errors.ts';
import { documentRoute, INVALID_INPUT } from '../http/route-docs.ts';
import { parseWith } from '../http/validate.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { sendStoredImage } from '../images/images.routes.ts';
import { createPublicReadsRepository } from './public-reads.repository.ts';
import {
  findPublicPhotoKey,
  LISTING_NOT_FOUND,
  readPublicListing,
  readPublicSeller,
  SELLER_NOT_FOUND,
  type CardSellers,
  type SellerFeedback,
  type Visitor,
} from './public-reads.service.ts';

const TAG = 'Marketplace';
const IdParams = z.object({ id: z.string().regex(/^\d{1,12}$/) });
const MediaParams = z.object({ photoId: z.string().regex(/^\d{1,12}$/), file: z.string().max(200) });
const MEDIA_NOT_FOUND = { message: 'Image not found' };

/** The id in the path, or a 404 with the page's own message: a malformed id is just another unknown one. */
function parsePublicId(params: unknown, message: string): number {
  const parsed = IdParams.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return Number(parsed.data.id);
}

type RequireUser = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface PublicReadsDeps {
  db: Kysely<Database>;
  storage: ImageStorage;
  /** The app's requireUser: tried when a bearer token comes, so a bad token reads as signed out. */
  requireUser: RequireUser;
  /** Which sellers take card payments ("Pay by card" on their listings); none when left out. */
  cardSellers?: CardSellers;
  /** What buyers left about sellers (the orders feature's feedback); none when left out. */
  sellerFeedback?: SellerFeedback;
}

/** Public listing and seller pages (no sign-in needed) and the photos of live listings at /media. */
export function registerPublicReadRoutes(
  app: FastifyInstance,
  { db, storage, requireUser, cardSellers, sellerFeedback }: PublicReadsDeps,
): void {
  const repo = createPublicReadsRepository(db);

  async function visitorOf(request: FastifyRequest, reply: FastifyReply): Promise<Visitor> {
    if (readBearerToken(request)) await requireUser(request, reply).catch(() => undefined);
    if (request.user) return { userId: request.user.id };
    return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
  }

  const listingDocs = documentRoute({
    tag: TAG,
    summary: 'A live listing as anyone sees it, with its seller',
    description:
      'No sign-in needed; a bearer token is read when given (the owner’s own views are not counted). Counts one view per visitor per UTC day. ' +
      'Private, withdrawn, sold-out (quantity 0), deleted, unknown and malformed ids all answer the same 404.',
    params: IdParams,
    responses: { 200: PublicListingPageSchema },
    errors: { 404: 'Listing not found' },
  });
  app.get('/api/public/listings/:id', listingDocs, async (request, reply) => {
    const id = parsePublicId(request.params, LISTING_NOT_FOUND);
    return readPublicListing(
      repo,
      id,
      await visitorOf(request, reply),
      (error) => request.log.warn({ err: error, event: 'listing.view_not_counted', listingId: id }, 'view not counted'),
      new Date(),
      cardSellers,
      sellerFeedback,
    );
  });

  const sellerDocs = documentRoute({
    tag: TAG,
    summary: 'A seller’s public summary and live listings, newest first',
    description: `No sign-in needed. \`page\` from 1, \`pageSize\` at most 50 (24 by default). A seller with no live listing answers 404, like an unknown one.`,
    params: IdParams,
    querystring: PublicSellerQuerySchema,
    responses: { 200: PublicSellerPageSchema },
    errors: { ...INVALID_INPUT, 404: 'Seller not found: unknown, or nothing live' },
  });
  app.get('/api/public/sellers/:id', sellerDocs, async (request) => {
    const id = parsePublicId(request.params, SELLER_NOT_FOUND);
    return readPublicSeller(repo, id, parseWith(PublicSellerQuerySchema, request.query), cardSellers, sellerFeedback);
  });

  // The photos of live listings by photo id and file name (publicPhotoUrl); the same caching as
  // /uploads: a photo's files never change, and a withdrawn one answers 404 from then on.
  app.get('/media/:photoId/:file', async (request, reply) => {
    const parsed = MediaParams.safeParse(request.params);
    const key = parsed.success ? await findPublicPhotoKey(repo, Number(parsed.data.photoId), parsed.data.file) : null;
    if (!key) return reply.code(404).send(MEDIA_NOT_FOUND);
    return sendStoredImage(reply, storage, key);
  });
}
