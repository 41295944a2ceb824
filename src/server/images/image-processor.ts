import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HttpError } from '../http/http-errors.ts';
import type { ImageOutputs } from './image-pipeline.ts';
import type { ImageJob, ImageJobResult } from './image-worker.ts';
import { createWorkQueue } from './work-queue.ts';

export interface ImageProcessor {
  /**
   * Checks an uploaded photo file and writes its stored copy and thumbnail (writeImageCopies),
   * at most `concurrency` photos at once server-wide, the rest waiting their turn. A photo whose
   * turn comes after `signal` aborted is not started (it rejects with the signal's reason).
   */
  writeCopies(input: string, outputs: ImageOutputs, signal?: AbortSignal): Promise<{ width: number; height: number }>;
  readonly running: number;
  readonly waiting: number;
  close(): Promise<void>;
}

/**
 * Compiled, the worker is image-worker.js; from source (tsx, vitest) it is .ts, run through tsx.
 * `workerFile` names a compiled worker to run instead (buildApp's test seam: the API tests' servers
 * run from source but fork the build's worker, tsx's loader costing each start 0.4 s of CPU).
 */
function forkWorker(concurrency: number, workerFile: string | undefined): ChildProcess {
  const options: ForkOptions = {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // sharp runs on libuv's pool: one thread for each photo allowed at once, four at least.
    env: { ...process.env, UV_THREADPOOL_SIZE: String(Math.max(4, concurrency)) },
  };
  const js = workerFile ?? fileURLToPath(new URL('./image-worker.js', import.meta.url));
  if (existsSync(js)) return fork(js, [], { ...options, execArgv: [] });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return fork(fileURLToPath(new URL('./image-worker.ts', import.meta.url)), [], { ...options, execArgv: ['--import', tsx] });
}

function toError(result: Extract<ImageJobResult, { ok: false }>): Error {
  if (result.status) return new HttpError(result.status, result.message);
  return Object.assign(new Error(result.message), result.code ? { code: result.code } : {});
}

/**
 * Image work runs in a child process, started on first use and stopped after `idleMs` without
 * work (IMAGE_WORKER_IDLE_MS). Decoding and resizing large photos leaves the C heap fragmented (glibc keeps
 * freed memory), so a long-lived server would stay tens of MB bigger after every burst of
 * uploads; a worker that exits gives all of it back. It also keeps a crash in a codec away from
 * the server: the photos in hand fail, the next photo starts a new worker.
 */
export function createImageProcessor(options: { concurrency: number; idleMs: number; workerFile?: string }): ImageProcessor {
  const queue = createWorkQueue(options.concurrency);
  const pending = new Map<
    number,
    { resolve: (size: { width: number; height: number }) => void; reject: (error: Error) => void; worker: ChildProcess }
  >();
  let worker: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  const stopWorker = () => {
    const stopping = worker;
    worker = undefined;
    if (stopping?.connected) stopping.disconnect();
  };
  const scheduleIdleStop = () => {
    clearTimeout(idleTimer);
    if (pending.size === 0) idleTimer = setTimeout(stopWorker, options.idleMs).unref();
  };
  const startWorker = (): ChildProcess => {
    const started = forkWorker(options.concurrency, options.workerFile);
    started.on('message', (result: ImageJobResult) => {
      const job = pending.get(result.id);
      if (!job) return;
      pending.delete(result.id);
      if (result.ok) job.resolve({ width: result.width, height: result.height });
      else job.reject(toError(result));
      scheduleIdleStop();
    });
    started.on('error', () => undefined); // a failed send or spawn: 'exit' follows and says it
    started.once('exit', (code, signal) => {
      if (worker === started) worker = undefined;
      // Jobs it had in hand fail (later ones go to a new worker).
      for (const [id, job] of pending) {
        if (job.worker !== started) continue;
        pending.delete(id);
        job.reject(new Error(`image worker stopped (${signal ?? code}) during a photo`));
      }
    });
    return started;
  };

  return {
    writeCopies(input, outputs, signal) {
      return queue.run(
        () =>
          new Promise((resolve, reject) => {
            if (signal?.aborted) return reject(signal.reason as Error);
            clearTimeout(idleTimer);
            const current = (worker ??= startWorker());
            const id = nextId++;
            pending.set(id, { resolve, reject, worker: current });
            const job: ImageJob = { id, input, outputs };
            current.send(job, (error) => {
              if (!error || !pending.delete(id)) return;
              reject(error);
              scheduleIdleStop();
            });
          }),
      );
    },
    get running() {
      return queue.running;
    },
    get waiting() {
      return queue.waiting;
    },
    async close() {
      clearTimeout(idleTimer);
      const closing = worker;
      if (!closing || closing.exitCode !== null || closing.signalCode !== null) return;
      const exited = new Promise((resolve) => closing.once('exit', resolve));
      stopWorker();
      await exited;
    },
  };
}
