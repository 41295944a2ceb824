import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AnalysisResultSchema, AnalyzeImageBodySchema, PhotoAnalysisStateSchema } from '../../shared/schemas/analysis.ts';
import { PHOTO_MESSAGES } from '../../shared/schemas/photos.ts';
import { currentUser } from '../auth/require-user.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-errors.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import { decodeImageBase64 } from './image-input.ts';
import { createPhotoAnalysesRepository } from './photo-analyses.repository.ts';
import { createPhotoAnalysisService, type PhotoSource } from './photo-analysis.service.ts';
import { SparebotBusyError, SparebotProviderError, SparebotQuotaError } from './sparebot-errors.ts';
import type { AnalysisQueue } from './analysis-queue.ts';

/** 10 MB of photo is about 13.4 MB of base64, plus the optional specs. */
const ANALYZE_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * Maps SpareBot's typed failures onto the answers the client's rules expect (spec §8). Bad photos
 * never reach SpareBot here: the image pipeline refuses them (HttpError) when they are stored.
 */
function toHttpError(error: unknown): unknown {
  if (error instanceof SparebotBusyError) {
    return new HttpError(429, error.message, {}, { 'retry-after': String(error.retryAfterSeconds) });
  }
  if (error instanceof SparebotQuotaError) {
    const headers: Record<string, string> = error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    return new HttpError(429, error.message, { quotaExceeded: true }, headers);
  }
  if (error instanceof SparebotProviderError) return new HttpError(502, `SpareBot could not analyse the photo: ${error.message}`);
  return error;
}

const ANALYZE_DOCS = documentRoute({
  tag: 'SpareBot',
  summary: 'Identify an item from a photo and suggest its details and price',
  description:
    'A stored photo by `photoId` (POST /api/photos), or the spec’s base64 `image`, which is stored as a draft photo first. ' +
    'A recalculation with unchanged inputs is answered from the stored analysis. See docs/sparebot.md.',
  auth: true,
  body: AnalyzeImageBodySchema,
  responses: { 200: AnalysisResultSchema },
  errors: {
    ...INVALID_INPUT,
    ...UNAUTHENTICATED,
    404: 'Photo not found',
    413: 'A photo over 10 MB or 50 megapixels',
    429: 'The reading queue is full, or the remote provider reports a quota (`quotaExceeded: true`); `Retry-After` when known',
    502: 'The remote provider failed',
  },
});

const FIRST_LOOK_DOCS = documentRoute({
  tag: 'SpareBot',
  summary: 'SpareBot’s stored first look at a photo (resuming an upload page)',
  auth: true,
  params: idParams(PHOTO_MESSAGES.photoNotFound),
  responses: { 200: PhotoAnalysisStateSchema },
  errors: { ...UNAUTHENTICATED, 404: 'Photo not found: a missing id, another user’s, or not a positive integer' },
});

export function registerSparebotRoutes(
  instance: FastifyInstance,
  analysis: AnalysisQueue,
  requireUser: preHandlerHookHandler,
  photos: PhotoSource,
  db: Kysely<Database>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = createPhotoAnalysisService({ analysis, photos, analyses: createPhotoAnalysesRepository(db) });

  app.post('/api/analyze-image', { preValidation: requireUser, bodyLimit: ANALYZE_BODY_LIMIT, ...ANALYZE_DOCS }, async (request) => {
    const body = request.body;
    const userId = currentUser(request).id;
    const specs = { userSpecs: body.userSpecs, specifications: body.specifications };
    try {
      return body.photoId !== undefined
        ? await service.analyzePhoto(userId, body.photoId, specs)
        : await service.analyzeUpload(userId, decodeImageBase64(body.image ?? ''), specs);
    } catch (error) {
      if (error instanceof SparebotProviderError) request.log.warn({ err: error }, 'sparebot provider failed');
      throw toHttpError(error);
    }
  });

  app.get('/api/photos/:id/analysis', { preValidation: requireUser, ...FIRST_LOOK_DOCS }, async (request) =>
    service.findFirstLook(currentUser(request).id, request.params.id),
  );
}
