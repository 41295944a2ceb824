import type { Kysely } from 'kysely';
import type { AnalysisResult } from '../../shared/schemas/analysis.ts';
import { startBullmqConsumer, type BullmqConsumer } from '../jobs/bullmq-consumer.ts';
import { createBullmqQueue } from '../jobs/bullmq-queue.ts';
import { createInProcessQueue } from '../jobs/in-process-queue.ts';
import {
  JobFailedError,
  JobWaitTimeoutError,
  QueueFullError,
  QueueUnavailableError,
  type JobQueue,
  type JobStats,
} from '../jobs/job-queue.ts';
import { HttpError } from '../http/http-errors.ts';
import type { Database } from '../db/schema.ts';
import type { RedisConnections } from '../lib/redis.ts';
import type { ScaleConfig, SparebotJobSettings } from '../scale-config.ts';
import type { SparebotConfig } from '../sparebot-config.ts';
import { createPhotoAnalysesRepository } from './photo-analyses.repository.ts';
import {
  analysisJobId,
  createAnalysisJobHandler,
  resultOf,
  type AnalysisJob,
  type AnalysisJobDeps,
  type AnalysisOutcome,
} from './analysis-job.ts';
import type { SparebotIdentity } from './analysis-input-key.ts';
import { SparebotBusyError, SparebotProviderError } from './sparebot-errors.ts';
import { createSparebot, identityOf } from './sparebot-service.ts';
import type { LearnedPriors } from './learning/priors.ts';

const QUEUE = 'sparebot';
/** A first guess of one photo's analysis, for Retry-After before any has been timed (as the OCR line's). */
const TYPICAL_RUN_MS = 1_500;

/** SpareBot's analyses as jobs: how POST /api/analyze-image asks for one and waits. */
export interface AnalysisQueue {
  /** Provider, endpoint and model: part of every stored answer's key. */
  readonly identity: SparebotIdentity;
  /** The answer, or SpareBot's typed errors (busy → 429, quota → 429, provider → 502). */
  run(job: AnalysisJob): Promise<AnalysisResult>;
  stats(): Promise<JobStats>;
  close(): Promise<void>;
}

export interface AnalysisQueueDeps extends Pick<AnalysisJobDeps, 'readStoredCopy' | 'log'> {
  db: Kysely<Database>;
  sparebot: SparebotConfig;
  jobs: SparebotJobSettings;
  /** BullMQ on this Redis; none: in this process. */
  redis: RedisConnections | undefined;
  /** With Redis: whether this process also runs jobs (RUN_BACKGROUND_JOBS), beside the workers. */
  consume: boolean;
  workerName: string;
  /** This installation's learned priors (feedback/sparebot-feedback.ts), for the local reading. */
  priors?: () => LearnedPriors | undefined;
}

/** The longest one attempt may take: SpareBot's own bounds (vision call, OCR) plus room. */
function attemptTimeoutMs(config: SparebotConfig): number {
  return Math.max(config.timeoutMs, config.ocrTimeoutMs) + 10_000;
}

/**
 * Jobs one process takes at once. The offline reading is one OCR thread doing one photo at a
 * time, so a worker takes one job and the rest wait in Redis, where the next free worker takes
 * them (jobs held in one worker's own line would wait behind it while another stands idle). A
 * vision model is waited on over the network: SPAREBOT_QUEUE_SIZE calls at once.
 */
function concurrencyOf(config: SparebotConfig): number {
  return config.provider === 'local' ? 1 : config.queueSize;
}

/**
 * A SpareBot consumer of the BullMQ queue: each worker process (and an API process with
 * RUN_BACKGROUND_JOBS and Redis).
 */
export function startAnalysisConsumer(deps: Omit<AnalysisQueueDeps, 'redis' | 'consume'> & { redis: RedisConnections }): BullmqConsumer {
  const sparebot = createSparebot(deps.sparebot, { priors: deps.priors });
  const consumer = startBullmqConsumer({
    name: QUEUE,
    redis: deps.redis,
    handler: createAnalysisJobHandler({ ...deps, sparebot, analyses: createPhotoAnalysesRepository(deps.db) }),
    concurrency: concurrencyOf(deps.sparebot),
    timeoutMs: attemptTimeoutMs(deps.sparebot),
    stallMs: deps.jobs.stallMs,
    workerName: deps.workerName,
    log: deps.log,
  });
  return {
    async close() {
      await consumer.close();
      await sparebot.close();
    },
  };
}

/** The queue's own failures as SpareBot's errors, so the route answers them as before. */
function toSparebotError(error: unknown): unknown {
  if (error instanceof QueueFullError) return new SparebotBusyError(error.retryAfterSeconds);
  if (error instanceof JobWaitTimeoutError) {
    const seconds = error.retryAfterSeconds;
    return new SparebotBusyError(seconds, `SpareBot is still working on this photo. Please retry in ${seconds} seconds.`);
  }
  if (error instanceof JobFailedError) return new SparebotProviderError(`every attempt failed (${error.message})`);
  if (error instanceof QueueUnavailableError)
    return new HttpError(503, 'SpareBot cannot be reached at the moment. Please try again shortly.', {}, { 'retry-after': '10' });
  return error;
}

/**
 * Whether this process reads photos itself: always without Redis (the in-process queue below), and with Redis
 * only where it also consumes the jobs (RUN_BACKGROUND_JOBS). An API node that leaves them to workers reads none.
 */
export const readsPhotosHere = (scale: Pick<ScaleConfig, 'redis' | 'runBackgroundJobs'>): boolean =>
  !scale.redis || scale.runBackgroundJobs;

/**
 * Picked once from config: without Redis the job runs in this process, as before the queue
 * (SpareBot's OCR thread and its bounded line); with Redis it is a BullMQ job run by workers.
 */
export function createAnalysisQueue(deps: AnalysisQueueDeps): AnalysisQueue {
  let queue: JobQueue<AnalysisJob, AnalysisOutcome>;
  let stop: () => Promise<void>;
  if (!deps.redis) {
    const sparebot = createSparebot(deps.sparebot, { priors: deps.priors });
    const inProcess = createInProcessQueue(
      QUEUE,
      createAnalysisJobHandler({ ...deps, sparebot, analyses: createPhotoAnalysesRepository(deps.db) }),
      deps.log,
    );
    queue = inProcess;
    stop = async () => {
      await inProcess.close();
      await sparebot.close();
    };
  } else {
    const bullmq = createBullmqQueue<AnalysisJob, AnalysisOutcome>({
      name: QUEUE,
      redis: deps.redis,
      perWorker: deps.sparebot.queueSize,
      attempts: deps.jobs.attempts,
      waitMs: deps.jobs.waitMs,
      typicalRunMs: TYPICAL_RUN_MS,
      log: deps.log,
    });
    const consumer = deps.consume ? startAnalysisConsumer({ ...deps, redis: deps.redis }) : undefined;
    queue = bullmq;
    stop = async () => {
      await consumer?.close();
      await bullmq.close();
    };
  }
  return {
    identity: identityOf(deps.sparebot),
    async run(job) {
      try {
        return resultOf(await queue.run(job, { jobId: analysisJobId(job) }));
      } catch (error) {
        throw toSparebotError(error);
      }
    },
    stats: () => queue.stats(),
    close: () => stop(),
  };
}
