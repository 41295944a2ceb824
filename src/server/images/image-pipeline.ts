import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http/http-errors.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './image-limits.ts';

export const MAX_IMAGE_SIDE = 1920;
export const THUMB_SIDE = 480;
/** JPEG quality of the stored copy (see storedCopy). */
export const STORED_JPEG_QUALITY = 92;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export const IMAGE_MESSAGES = {
  notImage: 'Only JPEG, PNG, WebP or HEIC photos can be uploaded',
  tooLarge: 'Each photo must be 10MB or smaller',
  tooManyPixels: 'Photo dimensions are too large (over 50 megapixels)',
  unreadable: 'The photo could not be read. It may be damaged or incomplete.',
} as const;

/** The two JPEG files writeImageCopies writes. */
export interface ImageOutputs {
  image: string;
  thumb: string;
}

/** What inspectPhoto found: sharp's format name (jpeg, png, webp, heif) and the pixel size. */
export interface PhotoInfo {
  format: string;
  width: number;
  height: number;
}

/**
 * The one photo check, for every photo the server accepts (item photos and SpareBot's input):
 * by content, not name or declared type, at most 10 MB (else 413), JPEG/PNG/WebP/HEIC (else 400),
 * at most 50 MP (else 413). Reads only the header, so a decompression bomb is refused before it
 * is decoded. Throws HttpError with IMAGE_MESSAGES.
 */
export async function inspectPhoto(input: string | Buffer): Promise<PhotoInfo> {
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
  return { format, width, height };
}

/**
 * Process-wide sharp settings. One libvips thread per photo: photos run in parallel through the
 * work queue instead (glibc without jemalloc fragments badly with more threads, which is also
 * sharp's own default there). No operation cache: an uploaded photo is read once.
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/** The stored copy: auto-rotated, at most 1920 px, every metadata block (EXIF, GPS, XMP) dropped. */
const storedCopy = (input: string | Buffer) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', sequentialRead: true })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    // 92, not 85: SpareBot reads this copy (photos are uploaded once), and at 85 small nameplate
    // text lost detail (eval spec tokens 32/47 on originals, 25/47 at 85, 30/47 at 92; docs/sparebot.md).
    .jpeg({ quality: STORED_JPEG_QUALITY });

/** The thumbnail, made from the stored copy (decoding the original once). */
const thumbnailOf = (storedCopy: string | Buffer) =>
  sharp(storedCopy).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 78 });

/** sharp reports a failed write in its message only (libvips adds the system's error text). */
function outOfSpaceError(error: unknown): Error | null {
  const message = error instanceof Error ? error.message : '';
  if (!/No space left on device|Disk quota exceeded/i.test(message)) return null;
  return Object.assign(new Error(message), { code: 'ENOSPC' });
}

/**
 * Whether the file just written is shorter than sharp says it wrote. libvips does not always report
 * a write cut short by a full disk: the copy can be left truncated without an error. Comparing
 * sizes tells a storage fault from a damaged photo whatever the disk holds a moment later (the
 * free space itself changes as other uploads finish or are cleared away).
 */
async function writtenShort(file: string, expectedBytes: number): Promise<boolean> {
  try {
    return (await fsp.stat(file)).size < expectedBytes;
  } catch {
    return true;
  }
}

/** Whether the folder of the copies has (next to) no room left: a write that failed there failed for that. */
async function diskFull(file: string): Promise<boolean> {
  try {
    const disk = await fsp.statfs(path.dirname(file));
    return disk.bavail * disk.bsize < 64 * 1024;
  } catch {
    return false;
  }
}

/** Whether the photo decodes and encodes whole in memory (read only on a failed write). */
async function decodesWhole(input: string): Promise<boolean> {
  try {
    await storedCopy(input).toBuffer();
    return true;
  } catch {
    return false;
  }
}

const outOfSpaceAfter = (error: unknown) => Object.assign(new Error(`No space left on device (${String(error)})`), { code: 'ENOSPC' });

/**
 * Checks a photo held in memory and returns its stored copy (JPEG, at most 1920 px, no metadata):
 * what SpareBot may send to an outside vision service.
 */
export async function encodeStoredCopy(input: Buffer): Promise<Buffer> {
  await inspectPhoto(input);
  try {
    return await storedCopy(input).toBuffer();
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.unreadable);
  }
}

/**
 * Checks an uploaded photo file and writes its copies to `outputs`, file to file, so neither the
 * photo nor its copies pass through JavaScript memory (where they would stay until a GC).
 * A full disk throws an error with code ENOSPC.
 */
export async function writeImageCopies(input: string, outputs: ImageOutputs): Promise<{ width: number; height: number }> {
  await inspectPhoto(input);
  let info: sharp.OutputInfo;
  try {
    info = await storedCopy(input).toFile(outputs.image);
  } catch (error) {
    const outOfSpace = outOfSpaceError(error);
    if (outOfSpace) throw outOfSpace;
    // The disk full now, or the photo whole when read again in memory: the write failed, not the photo
    // (space freed by other uploads a moment later can hide a full disk from the first check).
    if ((await diskFull(outputs.image)) || (await decodesWhole(input))) throw outOfSpaceAfter(error);
    throw new HttpError(400, IMAGE_MESSAGES.unreadable);
  }
  // The original decoded whole: from here on, a failure is the disk's, not the photo's.
  try {
    if (await writtenShort(outputs.image, info.size)) throw new Error('the stored copy was cut short');
    const thumb = await thumbnailOf(outputs.image).toFile(outputs.thumb);
    if (await writtenShort(outputs.thumb, thumb.size)) throw new Error('the thumbnail was cut short');
    return { width: info.width, height: info.height };
  } catch (error) {
    throw outOfSpaceError(error) ?? outOfSpaceAfter(error);
  }
}
