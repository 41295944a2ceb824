import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CreateListingSchema } from '../../shared/schemas/listings.ts';
import { HttpError, badRequest } from '../http/http-errors.ts';
import { IMAGE_MESSAGES } from '../images/image-pipeline.ts';
import { MAX_IMAGE_BYTES } from '../images/image-limits.ts';
import { toStorageHttpError } from '../images/storage-errors.ts';
import type { UploadTempFiles } from './upload-temp-files.ts';

export const MAX_IMAGES_PER_LISTING = 10;
/** Every text field a create may carry: one part each, so a form never needs more parts than this. */
const LISTING_FIELD_COUNT = Object.keys(CreateListingSchema.shape).length;
/** Given to the plugin once; @fastify/multipart merges them into every request.parts() call. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_IMAGES_PER_LISTING,
  fields: LISTING_FIELD_COUNT,
  fieldSize: 64 * 1024,
  parts: LISTING_FIELD_COUNT + MAX_IMAGES_PER_LISTING,
} as const;
const TOO_MANY_IMAGES = `An item can have at most ${MAX_IMAGES_PER_LISTING} photos`;

export interface ListingUpload {
  fields: Record<string, string>;
  /** The received photos' temp files, in the order they were sent. */
  files: string[];
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

function toUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const storageError = toStorageHttpError(error);
  if (storageError !== error) return storageError;
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, IMAGE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, TOO_MANY_IMAGES);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, 'Too many form fields');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid form field name');
  return badRequest('The upload could not be read. Please try again.');
}

/**
 * After an early refusal (a file too large, a full disk) the rest of the body is still on its way:
 * read and drop it, so the client receives the answer and the connection stays usable, without
 * keeping any of it (not even a temp file).
 */
export function discardUnreadBody(request: FastifyRequest): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a multipart create request: text fields plus up to 10 photos of at most 10 MB in `images`.
 * Each photo is streamed to a temp file, never held in memory; the caller removes them (`temp`)
 * whatever happens.
 */
export async function readListingUpload(request: FastifyRequest, temp: UploadTempFiles): Promise<ListingUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the item as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images' && part.fieldname !== 'image') {
          part.file.resume();
          throw badRequest(`Unknown file field: ${part.fieldname}`);
        }
        const file = await temp.save(part.file);
        // Past the limit busboy stops passing bytes on and ends the stream, marked truncated.
        if (part.file.truncated) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
        files.push(file);
      } else {
        if (part.fieldname in fields) throw badRequest(`Field ${part.fieldname} was sent twice`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  return { fields, files };
}
