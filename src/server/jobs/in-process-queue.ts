import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobQueue, JobStats } from './job-queue.ts';

/**
 * Jobs run by the caller's own process, at once (no Redis: `npm start` as one process). The
 * handler bounds its own work (SpareBot's OCR line answers busy when full); a job is not retried,
 * as before the queues existed. Two calls with the same id share one run. Failures are counted
 * and logged with the count.
 */
export function createInProcessQueue<Data, Result>(
  name: string,
  handler: JobHandler<Data, Result>,
  log: FastifyBaseLogger,
): JobQueue<Data, Result> {
  const running = new Map<string, Promise<Result>>();
  let failed = 0;

  return {
    run(data, { jobId }) {
      const joined = running.get(jobId);
      if (joined) return joined;
      const run = handler(data)
        .catch((error: unknown) => {
          failed++;
          log.warn({ event: 'job.failed', queue: name, jobId, failedCount: failed, err: error }, 'job failed');
          throw error;
        })
        .finally(() => running.delete(jobId));
      running.set(jobId, run);
      return run;
    },
    async stats(): Promise<JobStats> {
      return { runsIn: 'this process', waiting: 0, active: running.size, delayed: 0, failed };
    },
    async close() {
      await Promise.allSettled(running.values());
    },
  };
}
