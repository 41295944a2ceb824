import sharp from 'sharp';

/** Runs image work (decode, resize, encode) a few photos at a time, first come first served. */
export interface ImageWorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Photos being worked on and photos waiting, for logs and tests. */
  readonly running: number;
  readonly waiting: number;
}

/**
 * Process-wide sharp settings, set once at start-up. One libvips thread per photo: photos run in
 * parallel through the queue instead (glibc without jemalloc fragments badly with more threads,
 * which is also sharp's own default there). No operation cache: an uploaded photo is read once.
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/** A counting semaphore: at most `concurrency` tasks run at once, the rest wait in arrival order. */
export function createImageWorkQueue(concurrency: number): ImageWorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`image concurrency must be a positive integer, not ${concurrency}`);
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
