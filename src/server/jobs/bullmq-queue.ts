import type { FastifyBaseLogger } from 'fastify';
import { Queue, QueueEvents } from 'bullmq';
import type { RedisConnections } from '../lib/redis.ts';
import { createJobAdmission } from './job-admission.ts';
import { JobFailedError, JobWaitTimeoutError, QueueFullError, QueueUnavailableError, type JobQueue, type JobStats } from './job-queue.ts';
import type { JobEnvelope, JobResultEnvelope } from './bullmq-consumer.ts';

export interface BullmqQueueOptions {
  name: string;
  redis: RedisConnections;
  /** Jobs one worker takes at once; the queue is full at this × the connected workers. */
  perWorker: number;
  /** Tries of a job; the waits between them double from 1 s. */
  attempts: number;
  /** How long `run` waits for its job before JobWaitTimeoutError. */
  waitMs: number;
  /** A first guess of one job's run time, for Retry-After until jobs have been timed. */
  typicalRunMs: number;
  log: FastifyBaseLogger;
}

/** Workers are counted with CLIENT LIST: once every 2 s is plenty. */
const WORKER_COUNT_TTL_MS = 2_000;
const RETRY_BASE_MS = 1_000;
/** Longest wait for Redis before a job is queued (counting workers, taking a place). */
const ADMIT_MS = 2_000;

interface Waiter {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The producer side of a BullMQ queue: `run` adds a job (unless the queue already holds
 * perWorker × workers) and waits for its result through one QueueEvents stream shared by every
 * caller. Finished jobs are removed at once, failed ones kept 7 days (counted in `stats`).
 */
export function createBullmqQueue<Data, Result>(options: BullmqQueueOptions): JobQueue<Data, Result> {
  const { name, redis, log } = options;
  const connection = { prefix: redis.keyPrefix };
  const queue = new Queue<JobEnvelope<Data>>(name, { connection: redis.forQueue(`queue:${name}`), ...connection });
  const events = new QueueEvents(name, { connection: redis.forQueue(`events:${name}`), ...connection });
  queue.on('error', (error) => log.warn({ event: 'job.queue_error', queue: name, err: error }, 'job queue error'));
  events.on('error', (error) => log.warn({ event: 'job.queue_error', queue: name, err: error }, 'job events error'));
  const waiters = new Map<string, Waiter[]>();
  let runMs = options.typicalRunMs;
  const admission = createJobAdmission(redis.commands, `${redis.keyPrefix}:${name}:admitted`, options.waitMs);
  let workers: { count: number; at: number; failed?: boolean } = { count: 0, at: 0 };

  const settle = (jobId: string, outcome: (w: Waiter) => void) => {
    const list = waiters.get(jobId);
    waiters.delete(jobId);
    list?.forEach(outcome);
  };
  events.on('completed', ({ jobId, returnvalue }) => settle(jobId, (w) => w.resolve(returnvalue)));
  events.on('failed', ({ jobId, failedReason }) => settle(jobId, (w) => w.reject(new JobFailedError(failedReason))));

  /** Workers connected to the queue; where CLIENT LIST is refused (some managed Redis), taken as at least 1. */
  async function countWorkers(): Promise<number> {
    if (Date.now() - workers.at <= WORKER_COUNT_TTL_MS) return workers.count;
    try {
      workers = { count: await queue.getWorkersCount(), at: Date.now() };
    } catch (error) {
      if (!workers.failed)
        log.warn({ event: 'job.workers_unknown', queue: name, err: error }, 'cannot count the workers (CLIENT LIST); assuming one');
      workers = { count: Math.max(1, workers.count), at: Date.now(), failed: true };
    }
    return workers.count;
  }

  /** Counts the workers and takes a place, within ADMIT_MS: a Redis that does not answer is a 503 now, not a hang. */
  async function admit(jobId: string): Promise<{ workerCount: number; place: { admitted: boolean; taken: number } }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ADMIT_MS} ms`)), ADMIT_MS);
    });
    const attempt = (async () => {
      await events.waitUntilReady();
      const workerCount = await countWorkers();
      return { workerCount, place: await admission.enter(jobId, options.perWorker * workerCount) };
    })();
    try {
      return await Promise.race([attempt, late]);
    } catch (error) {
      attempt.catch(() => undefined);
      throw new QueueUnavailableError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  const retryAfter = (jobs: number, workerCount: number) => Math.max(1, Math.ceil((jobs * runMs) / Math.max(1, workerCount) / 1000));

  /** Adds the job; one left failed under the same id (an earlier try) is removed and added afresh. */
  async function add(data: Data, jobId: string): Promise<void> {
    const jobOptions = {
      jobId,
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: RETRY_BASE_MS },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
    };
    const job = await queue.add(name, { data, addedAt: Date.now() }, jobOptions);
    if ((await job.getState()) === 'failed') {
      await job.remove();
      await queue.add(name, { data, addedAt: Date.now() }, jobOptions);
    }
  }

  return {
    async run(data, { jobId }) {
      const { workerCount, place } = await admit(jobId);
      if (!place.admitted) {
        if (workerCount === 0) log.warn({ event: 'job.no_workers', queue: name }, 'no worker is connected to the queue');
        throw new QueueFullError(retryAfter(place.taken + 1, workerCount), workerCount);
      }
      const jobs = place.taken;
      const started = Date.now();
      let waiter: Waiter | undefined;
      const result = new Promise<unknown>((resolve, reject) => {
        waiter = { resolve, reject };
        waiters.set(jobId, [...(waiters.get(jobId) ?? []), waiter]);
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new JobWaitTimeoutError(options.waitMs, retryAfter(jobs + 1, workerCount))), options.waitMs);
      });
      try {
        await Promise.race([
          add(data, jobId).catch((error: unknown) => {
            throw new QueueUnavailableError(error);
          }),
          timeout,
        ]);
        const envelope = (await Promise.race([result, timeout])) as JobResultEnvelope<Result>;
        runMs = 0.8 * runMs + 0.2 * envelope.runMs;
        return envelope.result;
      } catch (error) {
        if (error instanceof JobWaitTimeoutError)
          log.warn({ event: 'job.wait_timeout', queue: name, jobId, waitedMs: Date.now() - started }, 'gave up waiting for a job');
        throw error;
      } finally {
        clearTimeout(timer);
        void admission.leave(jobId);
        const left = (waiters.get(jobId) ?? []).filter((w) => w !== waiter);
        if (left.length) waiters.set(jobId, left);
        else waiters.delete(jobId);
      }
    },
    async stats(): Promise<JobStats> {
      const [counts, workerCount] = await Promise.all([
        queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
        countWorkers(),
      ]);
      return {
        runsIn: 'workers',
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        workers: workerCount,
      };
    },
    async close() {
      for (const jobId of [...waiters.keys()]) settle(jobId, (w) => w.reject(new JobFailedError('the server is shutting down')));
      await Promise.all([events.close(), queue.close()]);
    },
  };
}
