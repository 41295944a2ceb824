import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import multipart from '@fastify/multipart';
import { CreateListingSchema } from '../../shared/schemas/listings.ts';
import { badRequest } from '../http/http-errors.ts';
import { parseWith } from '../http/validate.ts';
import { currentUser } from '../auth/require-user.ts';
import { discardUnreadBody, readListingUpload, MULTIPART_LIMITS } from './listing-multipart.ts';
import { createListing, type ListingsContext } from './listings.service.ts';
import { createUploadGate, UPLOAD_RETRY_AFTER_SECONDS, UPLOADS_BUSY_MESSAGE } from './upload-gate.ts';
import { createUploadTempFiles } from './upload-temp-files.ts';

export interface UploadSettings {
  /** Folder for photos being received and processed (`*.tmp`, removed when the request ends). */
  tmpDir: string;
  /** Item uploads handled at once; the next answers 503 with Retry-After. */
  queueSize: number;
}

const UPLOAD_CANCELLED_MESSAGE = 'The upload was cancelled before the item was saved';

/** Aborts when the client goes away before its answer was sent (no one is left to answer). */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(badRequest(UPLOAD_CANCELLED_MESSAGE));
  });
  return controller.signal;
}

/** POST /api/listings: multipart fields plus up to 10 photos, streamed to disk (decisions.md). */
export async function registerCreateListingRoute(app: FastifyInstance, ctx: ListingsContext, requireUser: preHandlerHookHandler, uploads: UploadSettings) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  fs.mkdirSync(uploads.tmpDir, { recursive: true });
  const uploadGate = createUploadGate(uploads.queueSize);

  app.post('/api/listings', { preHandler: requireUser }, async (request, reply) => {
    // Refused before the body is read: a saturated server neither buffers nor queues without end.
    const release = uploadGate.tryEnter();
    if (!release) {
      request.log.warn({ event: 'upload.refused', inProgress: uploadGate.inProgress }, 'too many uploads in progress');
      return reply.code(503).header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS)).send({ message: UPLOADS_BUSY_MESSAGE });
    }
    const temp = createUploadTempFiles(uploads.tmpDir);
    const clientGone = clientGoneSignal(reply);
    let listing;
    try {
      const { fields, files } = await readListingUpload(request, temp);
      const input = parseWith(CreateListingSchema, fields);
      listing = await createListing(ctx, currentUser(request).id, input, { files, temp }, clientGone);
    } finally {
      discardUnreadBody(request);
      // Before any answer goes out, so an answered upload has left no temp file behind.
      await temp.removeAll();
      release();
    }
    return reply.code(201).send(listing);
  });
}
