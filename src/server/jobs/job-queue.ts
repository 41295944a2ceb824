/**
 * The job queue as the features see it: a caller hands over a job and waits for its result.
 * Two implementations, picked once from config: in this process (in-process-queue.ts, the
 * default) or BullMQ on Redis, run by worker processes (bullmq-queue.ts + bullmq-consumer.ts).
 */
export interface JobQueue<Data, Result> {
  /**
   * Runs one job and resolves with its result. `jobId` names the work: a second call with the
   * same id while the first is queued or running waits for the same job. Rejects with
   * QueueFullError, JobWaitTimeoutError or JobFailedError (the handler's own error in process).
   */
  run(data: Data, options: { jobId: string }): Promise<Result>;
  /** What the queue holds now and how many jobs failed (GET /api/ready, logs). */
  stats(): Promise<JobStats>;
  close(): Promise<void>;
}

/** Does one job. Throwing makes the job fail (retried, with BullMQ, until its attempts are spent). */
export type JobHandler<Data, Result> = (data: Data) => Promise<Result>;

export type JobStats = {
  runsIn: 'this process' | 'workers';
  waiting: number;
  active: number;
  /** Waiting for their next attempt (backoff). */
  delayed: number;
  /** In this process: jobs that failed since it started. With workers: failed jobs kept in Redis (7 days). */
  failed: number;
  /** With workers: how many worker processes are connected to the queue. */
  workers?: number;
};

/** The queue holds as many jobs as its workers take at once: the caller should come back later. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor(
    readonly retryAfterSeconds: number,
    readonly workers: number,
  ) {
    super(workers === 0 ? 'No worker is running for this queue' : 'The queue is full');
  }
}

/** The job is still queued or running when the caller stops waiting; it goes on, and its result is kept. */
export class JobWaitTimeoutError extends Error {
  override readonly name = 'JobWaitTimeoutError';
  constructor(
    readonly waitedMs: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`The job did not finish within ${waitedMs} ms`);
  }
}

/** The queue cannot be reached (Redis down): nothing was queued. */
export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';
  constructor(cause: unknown) {
    super('The job queue cannot be reached', { cause });
  }
}

/** Every attempt of the job failed (or its worker was lost more often than allowed). */
export class JobFailedError extends Error {
  override readonly name = 'JobFailedError';
}
