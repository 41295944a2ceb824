import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisResult, UserSpecs } from '../../shared/schemas/analysis.ts';
import { HttpError } from '../http/http-errors.ts';
import type { PhotoAnalysesRepository } from './photo-analyses.repository.ts';
import { SparebotBusyError, SparebotInputError, SparebotProviderError, SparebotQuotaError } from './sparebot-errors.ts';
import type { Sparebot } from './sparebot-service.ts';
import { SPAREBOT_VERSION } from './sparebot-version.ts';

/** One analysis as a job: ids and keys only, never the photo's bytes (the worker reads its stored copy). */
export interface AnalysisJob {
  ownerId: number;
  photoId: number;
  /** The stored copy's storage key (disk or bucket). */
  imageKey: string;
  /** analysis-input-key.ts: what the answer is stored under. */
  inputKey: string;
  /** The seller's normalised specs, if any. */
  specs?: UserSpecs;
}

/** SpareBot's own answers that a retry would not change travel as results; only worker failures are thrown (and retried). */
export type AnalysisFailure =
  | { kind: 'quota'; message: string; retryAfterSeconds?: number }
  | { kind: 'busy'; retryAfterSeconds: number }
  | { kind: 'provider'; message: string }
  | { kind: 'http'; status: number; message: string };

export type AnalysisOutcome = { ok: true; result: AnalysisResult } | { ok: false; failure: AnalysisFailure };

/** The job's id: the same photo with the same inputs, asked twice while queued, is one job. */
export function analysisJobId(job: AnalysisJob): string {
  return `photo-${job.photoId}-${job.inputKey}`;
}

function toFailure(error: unknown): AnalysisFailure | undefined {
  if (error instanceof SparebotQuotaError) return { kind: 'quota', message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  if (error instanceof SparebotBusyError) return { kind: 'busy', retryAfterSeconds: error.retryAfterSeconds };
  if (error instanceof SparebotProviderError) return { kind: 'provider', message: error.message };
  if (error instanceof SparebotInputError) return { kind: 'http', status: error.status, message: error.message };
  // A photo gone meanwhile (404) is an answer; a storage outage (5xx) is worth another attempt.
  if (error instanceof HttpError && error.statusCode < 500) return { kind: 'http', status: error.statusCode, message: error.message };
  return undefined;
}

/** The outcome as the route needs it: the result, or SpareBot's typed error (sparebot.routes.ts maps them to statuses). */
export function resultOf(outcome: AnalysisOutcome): AnalysisResult {
  if (outcome.ok) return outcome.result;
  const failure = outcome.failure;
  switch (failure.kind) {
    case 'quota':
      throw new SparebotQuotaError(failure.message, failure.retryAfterSeconds);
    case 'busy':
      throw new SparebotBusyError(failure.retryAfterSeconds);
    case 'provider':
      throw new SparebotProviderError(failure.message);
    case 'http':
      throw new HttpError(failure.status, failure.message);
  }
}

export interface AnalysisJobDeps {
  sparebot: Sparebot;
  readStoredCopy(imageKey: string): Promise<Buffer>;
  analyses: PhotoAnalysesRepository;
  log: FastifyBaseLogger;
}

/**
 * Runs one analysis job wherever the queue runs it (this process or a worker): reads the photo's
 * stored copy through the configured storage, asks SpareBot, and stores the answer in
 * photo_analyses, so that a request that stopped waiting finds it there next time.
 */
export function createAnalysisJobHandler(deps: AnalysisJobDeps): (job: AnalysisJob) => Promise<AnalysisOutcome> {
  const { sparebot, analyses, log } = deps;
  return async (job) => {
    let analysed;
    try {
      const image = await deps.readStoredCopy(job.imageKey);
      analysed = await sparebot.analyzeTimed({ image, storedCopy: true, userSpecs: job.specs });
    } catch (error) {
      const failure = toFailure(error);
      if (failure) return { ok: false, failure };
      throw error;
    }
    const { result, timings } = analysed;
    try {
      await analyses.create({
        photo_id: job.photoId,
        owner_id: job.ownerId,
        provider: result.provider,
        model: sparebot.identity.model,
        sparebot_version: SPAREBOT_VERSION,
        input_key: job.inputKey,
        user_specs: job.specs ? JSON.stringify(job.specs) : null,
        result: JSON.stringify(result),
        duration_ms: timings.durationMs,
        ocr_ms: timings.ocrMs,
        vision_ms: timings.visionMs,
        created_at: new Date().toISOString(),
      });
    } catch (error) {
      // The answer is still good (e.g. the photo was deleted meanwhile): give it, say so in the log.
      log.warn({ err: error, photoId: job.photoId }, 'sparebot answer not stored');
    }
    return { ok: true, result };
  };
}
