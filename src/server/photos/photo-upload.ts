import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/http-errors.ts';
import { discardUnreadBody, readMultipartUpload, type MultipartRules, type MultipartUpload } from './photo-multipart.ts';
import { UPLOAD_RETRY_AFTER_SECONDS, UPLOADS_BUSY_MESSAGE, type UploadGate } from './upload-gate.ts';
import { createUploadTempFiles, type UploadTempFiles } from './upload-temp-files.ts';

const UPLOAD_CANCELLED_MESSAGE = 'The upload was cancelled before it was saved';

/** One multipart upload in progress: its place at the gate, its temp files, its client. */
export interface PhotoUpload {
  temp: UploadTempFiles;
  /** Aborts when the client goes away before its answer was sent (no one is left to answer). */
  signal: AbortSignal;
  /** Reads the body: text fields and photos (each to a temp file). */
  read(rules: MultipartRules): Promise<MultipartUpload>;
  /**
   * Drops what is left of the body, removes the temp files and frees the place. Call it in a
   * `finally` before answering, so an answered upload has left no temp file behind.
   */
  close(): Promise<void>;
}

function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(badRequest(UPLOAD_CANCELLED_MESSAGE));
  });
  return controller.signal;
}

/**
 * Starts an upload, or answers 503 + Retry-After (and returns null) when UPLOAD_QUEUE_SIZE
 * uploads are already in progress: refused before the body is read, so a saturated server
 * neither buffers nor queues without end.
 */
export function openUpload(gate: UploadGate, tmpDir: string, request: FastifyRequest, reply: FastifyReply): PhotoUpload | null {
  const release = gate.tryEnter();
  if (!release) {
    request.log.warn({ event: 'upload.refused', inProgress: gate.inProgress }, 'too many uploads in progress');
    void reply.code(503).header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS)).send({ message: UPLOADS_BUSY_MESSAGE });
    return null;
  }
  const temp = createUploadTempFiles(tmpDir, (file, error) =>
    request.log.warn({ event: 'upload.temp_delete_failed', file, err: error }, 'a temp file could not be removed; the sweep will'),
  );
  return {
    temp,
    signal: clientGoneSignal(reply),
    read: (rules) => readMultipartUpload(request, temp, rules),
    async close() {
      discardUnreadBody(request);
      try {
        await temp.removeAll();
      } finally {
        release();
      }
    },
  };
}
