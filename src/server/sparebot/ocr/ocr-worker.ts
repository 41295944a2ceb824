import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { runOcr } from './ocr-engine.ts';
import { loadOcrModels } from './ocr-models.ts';
import type { OcrResult } from './ocr-types.ts';

export interface OcrRequest {
  id: number;
  image: Uint8Array;
}

/** Finish the photo in hand, skip the waiting ones, release the models and end the thread. */
export interface OcrStop {
  stop: true;
}

export type OcrResponse = { id: number; ok: true; result: OcrResult } | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('ocr-worker must run in a worker thread');
const options = (workerData ?? {}) as { modelsDir?: string; threads?: number };
// libvips' operation cache (process-wide) only holds on to big decoded photos here: peak memory matters more.
sharp.cache(false);
const models = loadOcrModels(options.modelsDir, options.threads);
// Models are loaded once; photos are read one at a time so memory stays bounded.
let chain: Promise<void> = Promise.resolve();

let stopping = false;

port.on('message', (message: OcrRequest | OcrStop) => {
  if ('stop' in message) {
    // Ending the thread from outside (terminate) while onnxruntime is mid-run aborts the whole
    // process; so the worker stops itself, between photos, and lets its event loop run dry.
    stopping = true;
    chain = chain.then(async () => {
      const { detector, recogniser } = await models;
      await Promise.all([detector.release(), recogniser.release()]);
      port.close();
    });
    return;
  }
  const request = message;
  chain = chain.then(async () => {
    if (stopping) {
      port.postMessage({ id: request.id, ok: false, message: 'SpareBot is shutting down' } satisfies OcrResponse);
      return;
    }
    let response: OcrResponse;
    try {
      const image = Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength);
      response = { id: request.id, ok: true, result: await runOcr(await models, image) };
    } catch (error) {
      response = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(response);
  });
});
