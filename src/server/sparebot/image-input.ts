import { HttpError } from '../http/http-errors.ts';
import { inspectPhoto } from '../images/image-pipeline.ts';
import { SparebotInputError } from './sparebot-errors.ts';

/** Decodes the spec's base64 `image` (no data: prefix; MIME line breaks allowed) into bytes. */
export function decodeImageBase64(base64: string): Buffer {
  return Buffer.from(base64.replace(/\s+/g, ''), 'base64');
}

/**
 * Checks raw photo bytes handed to SpareBot directly (the evaluation script, tests) with the one
 * validator of the image pipeline: the same formats, limits and messages as every upload.
 * Its 400/413 becomes a SparebotInputError, so direct callers see SpareBot's own error types.
 */
export async function checkRawPhoto(image: Buffer): Promise<void> {
  try {
    await inspectPhoto(image);
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 400 || error.statusCode === 413)) {
      throw new SparebotInputError(error.message, error.statusCode);
    }
    throw error;
  }
}
