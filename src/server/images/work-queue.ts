/** Runs async tasks a few at a time, first come first served. */
export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and tasks waiting, for logs and tests. */
  readonly running: number;
  readonly waiting: number;
}

/** A counting semaphore: at most `concurrency` tasks run at once, the rest wait in arrival order. */
export function createWorkQueue(concurrency: number): WorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive integer, not ${concurrency}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(task) {
      if (running < concurrency) running++;
      // A finishing task hands its slot straight to the next waiter, so `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
