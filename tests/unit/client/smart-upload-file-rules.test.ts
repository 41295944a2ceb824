import { describe, expect, it } from 'vitest';
import {
  base64LengthOf,
  isUsableImageSize,
  selectUploadFiles,
  toJpegName,
  type FileLike,
} from '../../../src/client/features/smart-upload/file-rules.ts';
import { detectIos, getUploadLimits } from '../../../src/client/features/smart-upload/platform.ts';
import { fitWithin } from '../../../src/client/features/smart-upload/image-compress.ts';

const MB = 1024 * 1024;
const photo = (name: string, size = 2 * MB, type = 'image/jpeg'): FileLike => ({ name, type, size });
const photos = (n: number) => Array.from({ length: n }, (_, i) => photo(`p${i + 1}.jpg`));
const titles = (r: { toasts: { title: string }[] }) => r.toasts.map((t) => t.title);

describe('selectUploadFiles', () => {
  it('rejects a file that is not an image with the spec toast', () => {
    const r = selectUploadFiles([photo('notes.txt', 10, 'text/plain'), photo('a.jpg')], { isIos: false, existingCount: 0 });
    expect(r.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(r.toasts[0]).toMatchObject({ title: 'Invalid file type', description: 'notes.txt is not an image file' });
  });

  it('rejects files over 10 MB, and over 5 MB on iOS', () => {
    const big = photo('big.png', 10 * MB + 1, 'image/png');
    const desktop = selectUploadFiles([big, photo('ok.jpg', 6 * MB)], { isIos: false, existingCount: 0 });
    expect(desktop.toasts[0]).toMatchObject({ title: 'File too large', description: 'big.png exceeds 10MB limit for reliable processing' });
    expect(desktop.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    const ios = selectUploadFiles([photo('six.jpg', 6 * MB)], { isIos: true, existingCount: 0 });
    expect(ios.toasts[0]).toMatchObject({ title: 'File too large', description: 'six.jpg exceeds 5MB limit for reliable processing' });
  });

  it('says no valid images when nothing passes, naming the limit', () => {
    const r = selectUploadFiles([photo('a.txt', 5, 'text/plain')], { isIos: true, existingCount: 0 });
    expect(r.accepted).toEqual([]);
    expect(r.toasts.at(-1)).toMatchObject({ title: 'No valid images', description: 'Please select image files under 5MB' });
  });

  it('looks only at the first 10 files picked', () => {
    const files = [...photos(10), photo('eleventh.txt', 1, 'text/plain')];
    const r = selectUploadFiles(files, { isIos: false, existingCount: 0 });
    expect(r.accepted).toHaveLength(10);
    expect(titles(r)).not.toContain('Invalid file type');
  });

  it('keeps only the first photo on iOS with an iOS Limitation toast', () => {
    const r = selectUploadFiles(photos(2), { isIos: true, existingCount: 0 });
    expect(r.accepted.map((f) => f.name)).toEqual(['p1.jpg']);
    expect(titles(r)).toEqual(['iOS Limitation']);
  });

  it('suggests 1-3 items when more than 3 are picked elsewhere, keeping them all', () => {
    expect(titles(selectUploadFiles(photos(3), { isIos: false, existingCount: 0 }))).toEqual([]);
    const r = selectUploadFiles(photos(4), { isIos: false, existingCount: 0 });
    expect(r.accepted).toHaveLength(4);
    expect(titles(r)).toEqual(['Large Upload Tip']);
  });

  it('never lets the list grow past 10 entries', () => {
    const r = selectUploadFiles(photos(3), { isIos: false, existingCount: 8 });
    expect(r.accepted.map((f) => f.name)).toEqual(['p1.jpg', 'p2.jpg']);
    expect(r.skipped.join(' ')).toMatch(/holds 10 items/);
  });
});

describe('image data', () => {
  it('rejects a compressed photo whose base64 would be under 100 characters: 73 bytes and up pass', () => {
    // The threshold follows real base64 (with padding), byte count by byte count.
    for (let bytes = 60; bytes <= 80; bytes++) {
      const base64 = Buffer.alloc(bytes, 0xab).toString('base64');
      expect(base64LengthOf(bytes)).toBe(base64.length);
      expect(isUsableImageSize(bytes)).toBe(base64.length >= 100);
    }
    expect(isUsableImageSize(72)).toBe(false);
    expect(isUsableImageSize(73)).toBe(true);
  });

  it('names the upload as the JPEG it now is', () => {
    expect(toJpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(toJpegName('.png')).toBe('photo.jpg');
  });

  it('fits photos within the max side without enlarging', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000, 1280)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
  });
});

describe('detectIos', () => {
  it('knows iPhone, iPad, iPod and iPadOS posing as a Mac with touch', () => {
    expect(detectIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(detectIos('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5)).toBe(true);
    expect(detectIos('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', 5)).toBe(true);
    expect(detectIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe(true);
    expect(detectIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe(false);
    expect(detectIos('Mozilla/5.0 (Linux; Android 14; Pixel 7)', 5)).toBe(false);
  });

  it('uses 1920 px at 0.9 normally and 1280 px at 0.8 on iOS', () => {
    expect(getUploadLimits(false)).toMatchObject({ maxSide: 1920, jpegQuality: 0.9, maxFileMb: 10 });
    expect(getUploadLimits(true)).toMatchObject({ maxSide: 1280, jpegQuality: 0.8, maxFileMb: 5 });
  });
});
