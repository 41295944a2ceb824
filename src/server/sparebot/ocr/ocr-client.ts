import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { settleWithin } from '../../lib/settle-within.ts';
import { SparebotBusyError, SparebotProviderError } from '../sparebot-errors.ts';
import type { OcrResult } from './ocr-types.ts';
import type { OcrRequest, OcrResponse, OcrStop } from './ocr-worker.ts';

export interface OcrClientOptions {
  /** Photos allowed at once (running + waiting); beyond it `recognise` throws SparebotBusyError. */
  queueSize: number;
  timeoutMs: number;
  modelsDir?: string;
  /** CPU threads for the models (default 1). */
  threads?: number;
}

interface Pending {
  resolve: (r: OcrResult) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Compiled (dist/node) the worker is a .js file. From source (tsx, vitest) it is .ts: a small
 * bootstrap registers tsx's loader inside the worker first (an `--import tsx` in execArgv is not
 * applied to a worker's entry module on Node 20).
 */
export function createOcrWorker(workerData: unknown): Worker {
  const js = new URL('./ocr-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData });
  const tsxApiCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsxApi = pathToFileURL(tsxApiCjs.replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./ocr-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Runs OCR in one worker thread, started on first use, with a bounded queue. */
export class OcrClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Rolling average of a photo's OCR time, for Retry-After. */
  private averageMs = 1500;

  constructor(private readonly options: OcrClientOptions) {}

  recognise(image: Buffer): Promise<OcrResult> {
    if (this.pending.size >= this.options.queueSize) {
      throw new SparebotBusyError(Math.max(1, Math.ceil((this.pending.size * this.averageMs) / 1000)));
    }
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const started = Date.now();
    return new Promise<OcrResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new SparebotProviderError(`Local OCR timed out after ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      this.pending.set(id, {
        resolve: (r) => {
          this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - started);
          resolve(r);
        },
        reject,
        timer,
      });
      const request: OcrRequest = { id, image: new Uint8Array(image.buffer, image.byteOffset, image.byteLength) };
      worker.postMessage(request);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = createOcrWorker({ modelsDir: this.options.modelsDir, threads: this.options.threads });
    worker.unref();
    worker.on('message', (response: OcrResponse) => {
      const job = this.pending.get(response.id);
      if (!job) return;
      this.pending.delete(response.id);
      clearTimeout(job.timer);
      if (response.ok) job.resolve(response.result);
      else job.reject(new SparebotProviderError(`Local OCR failed: ${response.message}`));
    });
    const fail = (error: Error) => {
      for (const [id, job] of this.pending) {
        clearTimeout(job.timer);
        job.reject(new SparebotProviderError(`Local OCR worker stopped: ${error.message}`, { cause: error }));
        this.pending.delete(id);
      }
      this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`exit code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  /**
   * Stops the worker without killing it mid-photo (that aborts the process): it finishes the photo
   * in hand, refuses the waiting ones and exits by itself. Only if it has not gone within the OCR
   * timeout is it terminated. Says which of the two happened.
   */
  async close(): Promise<'stopped' | 'terminated' | 'idle'> {
    const worker = this.worker;
    this.worker = undefined;
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(new SparebotProviderError('SpareBot is shutting down'));
      this.pending.delete(id);
    }
    if (!worker) return 'idle';
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ stop: true } satisfies OcrStop);
    const outcome = await settleWithin(exited, performance.now() + this.options.timeoutMs);
    if (outcome !== 'late') return 'stopped';
    await worker.terminate();
    return 'terminated';
  }
}
