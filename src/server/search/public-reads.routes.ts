import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PublicListingPageSchema, PublicSellerPageSchema, PublicSellerQuerySchema } from '../../shared/schemas/public-listing.ts';
import { readBearerToken } from '../auth/require-user.ts';
import type { Database } from '../db/schema.ts';
import { documentRoute, INVALID_INPUT } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { PUBLIC_PHOTO_MAX_AGE_S, sendStoredImage } from '../images/images.routes.ts';
import { checkMediaSignature } from '../images/photo-url-signing.ts';
import { createPublicReadsRepository } from '../listings/public-reads.repository.ts';
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
const MediaParams = z.object({ photoId: z.string().regex(/^\d{1,12}$/), file: z.string().max(200) });
const MEDIA_NOT_FOUND = { message: 'Image not found' };

type RequireUser = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface PublicReadsDeps {
  db: Kysely<Database>;
  /** Where the pages' reads go (a replica when the request may read one); `db` when left out. */
  reads?: Kysely<Database>;
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
  instance: FastifyInstance,
  { db, reads, storage, requireUser, cardSellers, sellerFeedback }: PublicReadsDeps,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repo = createPublicReadsRepository(db, reads);

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
    params: idParams(LISTING_NOT_FOUND),
    responses: { 200: PublicListingPageSchema },
    errors: { 404: 'Listing not found' },
  });
  app.get('/api/public/listings/:id', listingDocs, async (request, reply) => {
    const id = request.params.id;
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
    params: idParams(SELLER_NOT_FOUND),
    querystring: PublicSellerQuerySchema,
    responses: { 200: PublicSellerPageSchema },
    errors: { ...INVALID_INPUT, 404: 'Seller not found: unknown, or nothing live' },
  });
  app.get('/api/public/sellers/:id', sellerDocs, async (request) => {
    return readPublicSeller(repo, request.params.id, request.query, cardSellers, sellerFeedback);
  });

  // The photos of live listings by photo id and file name (publicPhotoUrl): public, but cached
  // briefly (PUBLIC_PHOTO_MAX_AGE_S), so a withdrawn listing's photos stop being served within it.
  // Signed for the parties of an order or conversation (signedMediaUrl), whatever the listing's
  // state, and private, kept until the signature ends.
  app.get<{ Querystring: { exp?: string; sig?: string } }>('/media/:photoId/:file', async (request, reply) => {
    const parsed = MediaParams.safeParse(request.params);
    if (!parsed.success) return reply.code(404).send(MEDIA_NOT_FOUND);
    const photoId = Number(parsed.data.photoId);
    const secondsLeft = checkMediaSignature(photoId, parsed.data.file, request.query);
    const key = await findPublicPhotoKey(repo, photoId, parsed.data.file, secondsLeft !== null);
    if (!key) return reply.code(404).send(MEDIA_NOT_FOUND);
    const caching =
      secondsLeft === null
        ? ({ scope: 'public', maxAgeSeconds: PUBLIC_PHOTO_MAX_AGE_S } as const)
        : ({ scope: 'private', maxAgeSeconds: secondsLeft } as const);
    return sendStoredImage(reply, storage, key, caching);
  });
}
