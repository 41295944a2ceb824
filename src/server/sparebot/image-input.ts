import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../images/image-limits.ts';
import { SparebotInputError } from './sparebot-errors.ts';


const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { mime: 'image/tiff', test: (b) => ['II*\u0000', 'MM\u0000*'].includes(b.subarray(0, 4).toString('latin1')) },
  { mime: 'image/avif', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /avif|avis/.test(b.subarray(8, 12).toString('latin1')) },
];

/** The image type by content (magic bytes), or undefined when it is not an image we read. */
export function sniffImageType(image: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(image))?.mime;
}

/** Decodes the request's base64 (no data: prefix) into bytes. */
export function decodeImageBase64(base64: string): Buffer {
  return Buffer.from(base64.replace(/\s+/g, ''), 'base64');
}

/**
 * Checks the photo before any work: an image by content, at most 10 MB, at most ~50 MP.
 * Reads only the header, so a decompression bomb is refused before it is decoded.
 */
export async function validateImage(image: Buffer): Promise<{ mime: string; width: number; height: number }> {
  if (image.length > MAX_IMAGE_BYTES) {
    throw new SparebotInputError(`Image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, 413);
  }
  const mime = sniffImageType(image);
  if (!mime) throw new SparebotInputError('The uploaded data is not a JPEG, PNG, WebP, GIF, TIFF or AVIF image');
  let width = 0, height = 0;
  try {
    const meta = await sharp(image, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new SparebotInputError('The image could not be read; it may be corrupt');
  }
  if (!width || !height) throw new SparebotInputError('The image could not be read; it may be corrupt');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new SparebotInputError(`Image is ${width}×${height} pixels; the limit is ${MAX_IMAGE_PIXELS / 1e6} megapixels`, 413);
  }
  return { mime, width, height };
}
