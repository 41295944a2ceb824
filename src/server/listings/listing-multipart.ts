import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/http-errors.ts';
import { IMAGE_MESSAGES } from '../images/image-pipeline.ts';
import { MAX_IMAGE_BYTES } from '../images/image-limits.ts';

export const MAX_IMAGES_PER_LISTING = 10;
/** Given to the plugin once; @fastify/multipart merges them into every request.parts() call. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_IMAGES_PER_LISTING,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 45,
} as const;
const TOO_MANY_IMAGES = `An item can have at most ${MAX_IMAGES_PER_LISTING} photos`;

export interface ParsedListingUpload {
  fields: Record<string, string>;
  files: Buffer[];
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** Reads a multipart create request: text fields plus up to 10 photos of at most 10 MB in `images`. */
export async function readListingUpload(request: FastifyRequest): Promise<ParsedListingUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the item as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images' && part.fieldname !== 'image') {
          part.file.resume();
          throw badRequest(`Unknown file field: ${part.fieldname}`);
        }
        files.push(await part.toBuffer());
      } else {
        if (part.fieldname in fields) throw badRequest(`Field ${part.fieldname} was sent twice`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, TOO_MANY_IMAGES);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, 'Too many form fields');
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('Invalid form field name');
    throw badRequest('The upload could not be read. Please try again.');
  }
  return { fields, files };
}
