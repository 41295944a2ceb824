import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createPicker } from './search-random.ts';

/** What each generated photo shows: a nameplate SpareBot can read, one per photo. */
const NAMEPLATES: readonly (readonly string[])[] = [
  ['SIEMENS', '3~ Mot. 1LE1001-1DB23-4AA4', '400 V 50 Hz 5.5 kW', '1455 rpm IP55'],
  ['GRUNDFOS', 'UPS 25-60 180', '230 V 50 Hz 1~', 'P1 max 60 W IP44'],
  ['Schneider Electric', 'LC1D09 contactor', 'AC-3 4 kW 400 V', 'Ith 25 A 690 V'],
  ['ABB', 'M3BP 160MLA 4', '400 V 50 Hz 11 kW', '1470 rpm IP55'],
  ['DANFOSS', 'VLT FC-102 7.5 kW', '3x380-480 V 50/60 Hz', 'IP20 131B4224'],
  ['WILO', 'Stratos 25/1-8', '230 V 50 Hz', 'P1 8-130 W IP X4D'],
  ['LEGRAND', 'DX3 RCBO 32 A', '230 V 30 mA Type A', 'C curve 6 kA'],
  ['EATON', 'DILM32-10 contactor', 'AC-3 15 kW 400 V', 'Ith 45 A'],
  ['HAGER', 'JK140AN switch', '40 A 4 pole', '415 V AC-22A'],
  ['WEG', 'W22 IE3 132S', '400 V 50 Hz 5.5 kW', '2920 rpm IP55'],
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A scene: a dark workshop gradient, a bench, a painted casing and a nameplate riveted to it. */
function sceneSvg(lines: readonly string[], width: number, height: number, hue: number): string {
  const plateW = Math.round(width * 0.5);
  const plateX = Math.round(width * 0.25);
  const plateY = Math.round(height * 0.3);
  let y = plateY + 40;
  const texts = lines
    .map((line, i) => {
      const size = i === 0 ? 150 : 86;
      y += size * 1.45;
      return `<text x="${plateX + 90}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${i === 0 ? 700 : 400}" fill="#161616">${escapeXml(line)}</text>`;
    })
    .join('');
  const plateH = Math.round(y - plateY + 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},12%,22%)"/><stop offset="1" stop-color="hsl(${hue + 30},18%,48%)"/></linearGradient>
      <radialGradient id="casing" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="hsl(${hue + 180},45%,55%)"/><stop offset="1" stop-color="hsl(${hue + 180},40%,22%)"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#wall)"/>
    <rect x="0" y="${Math.round(height * 0.78)}" width="${width}" height="${Math.round(height * 0.22)}" fill="hsl(30,25%,30%)"/>
    <rect x="${Math.round(width * 0.12)}" y="${Math.round(height * 0.12)}" width="${Math.round(width * 0.76)}" height="${Math.round(height * 0.72)}" rx="120" fill="url(#casing)"/>
    <rect x="${plateX}" y="${plateY}" width="${plateW}" height="${plateH}" rx="30" fill="#dfe2e3" stroke="#4a4a4a" stroke-width="12"/>
    ${[0, 1].flatMap((cx) => [0, 1].map((cy) => `<circle cx="${plateX + 45 + cx * (plateW - 90)}" cy="${plateY + 45 + cy * (plateH - 90)}" r="18" fill="#8a8d8f"/>`)).join('')}
    ${texts}
  </svg>`;
}

/**
 * A 4000×3000 photo-like JPEG: the scene above plus sensor-like grain (roughly Gaussian, per
 * channel), which is what makes a real 12 MP phone photo weigh megabytes.
 */
export async function makePhotoLikeJpeg(index: number, width = 4000, height = 3000, grain = 15, quality = 92): Promise<Buffer> {
  const lines = NAMEPLATES[index % NAMEPLATES.length]!;
  const raw = await sharp(Buffer.from(sceneSvg(lines, width, height, (index * 37) % 360)))
    .removeAlpha()
    .raw()
    .toBuffer();
  // A seeded source (mulberry32), so every run gets the very same photos.
  const random = createPicker(1000 + index).next;
  for (let i = 0; i < raw.length; i++) {
    // Sum of three uniforms: close enough to Gaussian grain, σ ≈ grain.
    const noise = (random() + random() + random() - 1.5) * 2 * grain;
    const value = raw[i]! + noise;
    raw[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Writes `count` photos to `dir` (reusing ones already there) and returns their paths. */
export async function writePhotoLikeJpegs(dir: string, count: number): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${String(i + 1).padStart(2, '0')}.jpg`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, await makePhotoLikeJpeg(i));
    files.push(file);
  }
  return files;
}
