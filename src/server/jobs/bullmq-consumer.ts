import type { FastifyBaseLogger } from 'fastify';
import { Worker } from 'bullmq';
import type { RedisConnections } from '../lib/redis.ts';
import type { JobHandler } from './job-queue.ts';

/** What a job carries in Redis: the caller's data (ids and keys, never file bytes) and when it was queued. */
export interface JobEnvelope<Data> {
  data: Data;
  addedAt: number;
}

/** What a finished job returns: the handler's result and how long the handler took. */
export interface JobResultEnvelope<Result> {
  result: Result;
  runMs: number;
}

export interface BullmqConsumerOptions<Data, Result> {
  name: string;
  redis: RedisConnections;
  handler: JobHandler<Data, Result>;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** One attempt longer than this fails (and is retried while attempts are left). */
  timeoutMs: number;
  /** A job whose lock this long unrenewed (its worker killed or cut off) goes back to the queue for another worker. */
  stallMs: number;
  /** Names this process in its log lines. */
  workerName: string;
  log: FastifyBaseLogger;
}

export interface BullmqConsumer {
  /** Waits for the jobs in hand to finish (none is cut off), then disconnects. */
  close(): Promise<void>;
}

class JobTimeoutError extends Error {
  override readonly name = 'JobTimeoutError';
}

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new JobTimeoutError(`the job took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The worker side of a BullMQ queue. Each job is timed out, retried with backoff by BullMQ while
 * attempts are left (the producer sets them), and logged: `job.done` with its queue wait and run
 * time, `job.failed` per failed attempt and `job.abandoned` (error level) after the last one,
 * each with this process's running count of failures; `job.stalled` when a lost worker's job is
 * taken back. A job a worker loses twice (maxStalledCount 1) fails: a photo that crashes workers
 * cannot take them all down.
 */
export function startBullmqConsumer<Data, Result>(options: BullmqConsumerOptions<Data, Result>): BullmqConsumer {
  const { name, log } = options;
  let failedCount = 0;
  const worker = new Worker<JobEnvelope<Data>, JobResultEnvelope<Result>>(
    name,
    async (job) => {
      const started = Date.now();
      const result = await withinTimeout(options.handler(job.data.data), options.timeoutMs);
      const runMs = Date.now() - started;
      log.info(
        {
          event: 'job.done',
          queue: name,
          jobId: job.id,
          worker: options.workerName,
          attempt: job.attemptsMade + 1,
          waitMs: started - job.data.addedAt,
          runMs,
        },
        'job done',
      );
      return { result, runMs };
    },
    {
      connection: options.redis.forQueue(`worker:${name}`),
      prefix: options.redis.keyPrefix,
      name: options.workerName,
      concurrency: options.concurrency,
      lockDuration: options.stallMs,
      stalledInterval: options.stallMs,
      maxStalledCount: 1,
    },
  );
  worker.on('failed', (job, error) => {
    failedCount++;
    const attempts = job?.opts.attempts ?? 1;
    const last = !job || job.attemptsMade >= attempts || job.finishedOn !== undefined;
    const fields = {
      queue: name,
      jobId: job?.id,
      worker: options.workerName,
      attempt: job?.attemptsMade,
      attempts,
      failedCount,
      err: error,
    };
    if (last) log.error({ event: 'job.abandoned', ...fields }, 'job failed on its last attempt');
    else log.warn({ event: 'job.failed', ...fields }, 'job attempt failed; will retry');
  });
  worker.on('stalled', (jobId) =>
    log.warn(
      { event: 'job.stalled', queue: name, jobId, worker: options.workerName },
      'a job whose worker was lost goes back to the queue',
    ),
  );
  worker.on('error', (error) => log.warn({ event: 'job.worker_error', queue: name, err: error }, 'job worker error'));
  log.info(
    { event: 'job.worker_started', queue: name, worker: options.workerName, concurrency: options.concurrency },
    'job worker started',
  );

  return {
    async close() {
      await worker.close();
    },
  };
}
