import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Nameplate photos for the Smart Upload tests, rendered from SVG with sharp (no downloaded photos). */
export const NAMEPLATES = {
  siemensMotor: ['SIEMENS', '3~ Mot. 1LE1001-1DB23-4AA4', '400 V 50 Hz 5.5 kW', '1455 rpm IP55'],
  grundfosPump: ['GRUNDFOS', 'UPS 25-60 180', '230 V 50 Hz 1~', 'P1 max 60 W IP44'],
  schneiderContactor: ['Schneider Electric', 'LC1D09 contactor', 'AC-3 4 kW 400 V', 'Ith 25 A 690 V'],
} as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A metal-grey nameplate: the first line large and bold (the brand), then the ratings. */
export async function renderNameplateJpeg(lines: readonly string[]): Promise<Buffer> {
  const width = 1000;
  let y = 40;
  const texts = lines
    .map((line, i) => {
      const size = i === 0 ? 60 : 34;
      y += size * 1.5;
      return `<text x="60" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${i === 0 ? 700 : 400}" fill="#151515">${escapeXml(line)}</text>`;
    })
    .join('');
  const height = Math.round(y + 60);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c4c7c9"/><rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="14" fill="#e2e4e5" stroke="#4a4a4a" stroke-width="5"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A plain photo with no text on it (SpareBot cannot identify it, so it is flagged as unsure). */
export async function renderPlainJpeg(colour = '#6f8193'): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A temp folder the test writes its files to; `write` returns the file's path. */
export function createPhotoDir(): { dir: string; write: (name: string, data: Buffer | string) => string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-e2e-photos-'));
  return {
    dir,
    write(name, data) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, data);
      return file;
    },
  };
}

/** A real JPEG padded past `bytes` (decoders ignore data after the end marker). */
export async function makeOversizeJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await renderPlainJpeg('#884422');
  return Buffer.concat([jpeg, Buffer.alloc(Math.max(0, bytes - jpeg.length) + 1024, 0)]);
}
