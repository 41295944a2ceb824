import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PHOTO_MESSAGES, MAX_PHOTOS_PER_LISTING } from '../../shared/schemas/photos.ts';
import { HttpError, badRequest } from '../http/http-errors.ts';
import { IMAGE_MESSAGES } from '../images/image-pipeline.ts';
import { MAX_IMAGE_BYTES } from '../images/image-limits.ts';
import { toStorageHttpError } from '../images/storage-errors.ts';
import type { UploadTempFiles } from './upload-temp-files.ts';

/** What one multipart request may carry: which file fields, how many text fields (by name). */
export interface MultipartRules {
  /** File field names accepted; a file under any other name answers 400. */
  fileFields: readonly string[];
  /** Text fields accepted (at most one part each); none for a photos-only upload. */
  textFields: readonly string[];
  /** Answered with 415 when the request is not multipart/form-data. */
  notMultipartMessage: string;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  /** The received photos' temp files, in the order they were sent. */
  files: string[];
}

/** A multipart text field's most bytes: as much as a whole JSON body (the app's bodyLimit). */
export const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * One rule for what is too long (docs/api.md "Too long"): past the transport's limit (a JSON body
 * over 64 KiB, a multipart text field over 64 KiB) 413, naming the field when there is one; within
 * it, a field over its own limit answers 400 from its schema, naming the field and its limit.
 */
export const fieldTooLarge = (name: string) =>
  new HttpError(413, `The field ${name} is too large: a text field may be at most ${MAX_TEXT_FIELD_BYTES / 1024} KiB`);

/** Limits for @fastify/multipart; each request.parts() call narrows them to its rules. */
export function multipartLimits(textFieldCount: number) {
  return {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_PHOTOS_PER_LISTING,
    fields: textFieldCount,
    fieldSize: MAX_TEXT_FIELD_BYTES,
    parts: textFieldCount + MAX_PHOTOS_PER_LISTING,
  };
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
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, PHOTO_MESSAGES.tooManyPhotos);
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
 * Reads a multipart request: text fields plus up to MAX_PHOTOS_PER_LISTING photos of at most
 * 10 MB. Each photo is streamed to a temp file, never held in memory; the caller removes them
 * (`temp`) whatever happens.
 */
export async function readMultipartUpload(request: FastifyRequest, temp: UploadTempFiles, rules: MultipartRules): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new HttpError(415, rules.notMultipartMessage);
  const fields: Record<string, string> = {};
  const files: string[] = [];
  // One text part more than none, so a stray field answers 400 'Unknown field' rather than 413.
  const limits = multipartLimits(Math.max(1, rules.textFields.length));
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (!rules.fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest(`Unknown file field: ${part.fieldname}`);
        }
        const file = await temp.save(part.file);
        // Past the limit busboy stops passing bytes on and ends the stream, marked truncated.
        if (part.file.truncated) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
        files.push(file);
      } else {
        if (rules.textFields.length === 0) throw badRequest(`Unknown field: ${part.fieldname}`);
        if (part.fieldname in fields) throw badRequest(`Field ${part.fieldname} was sent twice`);
        // busboy cuts a longer value at the limit: refuse it whole rather than read what was left.
        if (part.valueTruncated) throw fieldTooLarge(part.fieldname);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  return { fields, files };
}
