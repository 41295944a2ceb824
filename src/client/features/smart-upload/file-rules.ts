import type { ToastInput } from '../../lib/toast-store.ts';
import { MIN_IMAGE_BASE64_LENGTH } from '../../../shared/constants/product.ts';
import { getUploadLimits, MAX_UPLOAD_ITEMS } from './platform.ts';

/** The parts of a File the rules read, so they run without a browser. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface SelectionResult<F extends FileLike> {
  /** Files to compress and add, in the order picked. */
  accepted: F[];
  /** Toasts in the order they are raised (only the last stays on screen: one at a time). */
  toasts: ToastInput[];
  /** One line per skipped file, kept on the page because toasts replace each other. */
  skipped: string[];
}

const MB = 1024 * 1024;

export function isImageFile(file: FileLike): boolean {
  return file.type.startsWith('image/');
}

/**
 * Spec §5 Smart upload files: only the first 10 picked files are looked at; each must be an
 * image under the size limit; iOS takes one item at a time; the list never exceeds 10 entries.
 */
export function selectUploadFiles<F extends FileLike>(
  files: readonly F[],
  options: { isIos: boolean; existingCount: number },
): SelectionResult<F> {
  const { maxFileMb } = getUploadLimits(options.isIos);
  const toasts: ToastInput[] = [];
  const skipped: string[] = [];
  const valid: F[] = [];

  for (const file of files.slice(0, MAX_UPLOAD_ITEMS)) {
    if (!isImageFile(file)) {
      const description = `${file.name} is not an image file`;
      toasts.push({ title: 'Invalid file type', description, variant: 'destructive' });
      skipped.push(description);
    } else if (file.size > maxFileMb * MB) {
      const description = `${file.name} exceeds ${maxFileMb}MB limit for reliable processing`;
      toasts.push({ title: 'File too large', description, variant: 'destructive' });
      skipped.push(description);
    } else {
      valid.push(file);
    }
  }
  if (files.length > MAX_UPLOAD_ITEMS) {
    skipped.push(`Only the first ${MAX_UPLOAD_ITEMS} photos were used; ${files.length - MAX_UPLOAD_ITEMS} more were left out.`);
  }

  if (valid.length === 0) {
    toasts.push({ title: 'No valid images', description: `Please select image files under ${maxFileMb}MB`, variant: 'destructive' });
    return { accepted: [], toasts, skipped };
  }

  let accepted = valid;
  if (options.isIos && valid.length > 1) {
    accepted = valid.slice(0, 1);
    toasts.push({
      title: 'iOS Limitation',
      description: 'On iPhone and iPad SpareBot takes one item at a time. The first photo was added; add the others one by one.',
    });
  } else if (!options.isIos && valid.length > 3) {
    toasts.push({
      title: 'Large Upload Tip',
      description: 'For the quickest, most reliable results, try 1-3 items at a time.',
    });
  }

  const room = Math.max(0, MAX_UPLOAD_ITEMS - options.existingCount);
  if (accepted.length > room) {
    const description = `The list holds ${MAX_UPLOAD_ITEMS} items; ${accepted.length - room} photo(s) were not added.`;
    toasts.push({ title: 'Upload limit reached', description });
    skipped.push(description);
    accepted = accepted.slice(0, room);
  }
  return { accepted, toasts, skipped };
}

/** The length of the base64 text (with its `=` padding) that `bytes` bytes encode to. */
export function base64LengthOf(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

/**
 * Spec §5 rejects image data under 100 base64 characters after compression. The photo now
 * travels as bytes, so the same threshold is applied to the byte count: a photo passes exactly
 * when its base64 would have passed (73 bytes and up).
 */
export function isUsableImageSize(bytes: number): boolean {
  return base64LengthOf(bytes) >= MIN_IMAGE_BASE64_LENGTH;
}

/** The upload's file name: the picked name with the .jpg the compressed copy now is. */
export function toJpegName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '') || 'photo';
  return `${base}.jpg`;
}
