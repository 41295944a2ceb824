// The image worker process (see image-processor.ts): makes the stored copies of uploaded photos.
import { configureSharp, writeImageCopies, type ImageOutputs } from './image-pipeline.ts';
import { HttpError } from '../http/http-errors.ts';

export interface ImageJob {
  id: number;
  input: string;
  outputs: ImageOutputs;
}

export type ImageJobResult =
  { id: number; ok: true; width: number; height: number } | { id: number; ok: false; status?: number; code?: string; message: string };

function toResult(id: number, error: unknown): ImageJobResult {
  if (error instanceof HttpError) return { id, ok: false, status: error.statusCode, message: error.message };
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  return { id, ok: false, code, message: error instanceof Error ? error.message : String(error) };
}

if (process.send) {
  configureSharp();
  process.on('message', (job: ImageJob) => {
    writeImageCopies(job.input, job.outputs).then(
      (size) => process.send?.({ id: job.id, ok: true, ...size } satisfies ImageJobResult),
      (error: unknown) => process.send?.(toResult(job.id, error)),
    );
  });
  // The server is gone (even by kill -9): nothing is left to work for.
  process.on('disconnect', () => process.exit(0));
}
