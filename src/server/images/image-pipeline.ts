import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { HttpError } from '../http/http-errors.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './image-limits.ts';

export const MAX_IMAGE_SIDE = 1920;
export const THUMB_SIDE = 480;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export const IMAGE_MESSAGES = {
  notImage: 'Only JPEG, PNG, WebP or HEIC photos can be uploaded',
  tooLarge: 'Each photo must be 10MB or smaller',
  tooManyPixels: 'Photo dimensions are too large (over 50 megapixels)',
  unreadable: 'The photo could not be read. It may be damaged or incomplete.',
} as const;

export interface ProcessedImage {
  imageKey: string;
  thumbKey: string;
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Checks a photo by its content (not its name or declared type) and makes the stored copies:
 * auto-rotated, at most 1920 px, every metadata block (EXIF, GPS, XMP) dropped, plus a thumbnail.
 * `input` is the path of the uploaded file (sharp reads it from disk) or its bytes.
 */
export async function processImage(input: string | Buffer): Promise<ProcessedImage> {
  const bytes = typeof input === 'string' ? (await fsp.stat(input)).size : input.length;
  if (bytes > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.notImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(400, IMAGE_MESSAGES.notImage);
  // 413 like a file over 10 MB (docs/api.md): the photo is too big, not malformed.
  if (width * height > MAX_IMAGE_PIXELS) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels);

  try {
    // Decode once: the stored copy is made from the original, the thumbnail from that copy.
    const { data: image, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', sequentialRead: true })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(image)
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78 })
      .toBuffer();
    const id = randomUUID();
    return { imageKey: `${id}.jpg`, thumbKey: `${id}-thumb.jpg`, image, thumb, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.unreadable);
  }
}
