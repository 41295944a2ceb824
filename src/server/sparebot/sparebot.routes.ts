import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { AnalyzeImageBodySchema } from '../../shared/schemas/analysis.ts';
import { HttpError } from '../http/http-errors.ts';
import { parseWith } from '../http/validate.ts';
import { decodeImageBase64 } from './image-input.ts';
import { SparebotBusyError, SparebotInputError, SparebotProviderError, SparebotQuotaError } from './sparebot-errors.ts';
import type { Sparebot } from './sparebot-service.ts';

/** 10 MB of photo is about 13.4 MB of base64, plus the optional specs. */
const ANALYZE_BODY_LIMIT = 15 * 1024 * 1024;

/** Maps SpareBot's typed failures onto the answers the client's rules expect (spec §8). */
function toHttpError(error: unknown): unknown {
  if (error instanceof SparebotInputError) return new HttpError(error.status, error.message);
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

export function registerSparebotRoutes(app: FastifyInstance, sparebot: Sparebot, requireUser: preHandlerHookHandler): void {
  app.post('/api/analyze-image', { preHandler: requireUser, bodyLimit: ANALYZE_BODY_LIMIT }, async (request) => {
    const body = parseWith(AnalyzeImageBodySchema, request.body);
    try {
      return await sparebot.analyze({
        image: decodeImageBase64(body.image),
        userSpecs: body.userSpecs,
        specifications: body.specifications,
      });
    } catch (error) {
      if (error instanceof SparebotProviderError) request.log.warn({ err: error }, 'sparebot provider failed');
      throw toHttpError(error);
    }
  });
}
