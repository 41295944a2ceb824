import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { runOcr } from './ocr-engine.ts';
import { loadOcrModels } from './ocr-models.ts';
import type { OcrResult } from './ocr-types.ts';

export interface OcrRequest {
  id: number;
  image: Uint8Array;
}

export type OcrResponse = { id: number; ok: true; result: OcrResult } | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('ocr-worker must run in a worker thread');
const options = (workerData ?? {}) as { modelsDir?: string };
// libvips' operation cache (process-wide) only holds on to big decoded photos here: peak memory matters more.
sharp.cache(false);
const models = loadOcrModels(options.modelsDir);
// Models are loaded once; photos are read one at a time so memory stays bounded.
let chain: Promise<void> = Promise.resolve();

port.on('message', (request: OcrRequest) => {
  chain = chain.then(async () => {
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
