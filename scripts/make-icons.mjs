// Draws SpareStock's icons from one SVG logo with sharp and writes them to src/client/public/icons.
// Run `node scripts/make-icons.mjs` after changing the logo; the PNGs are committed.
// The glyph is lucide's "boxes" icon (ISC licence), the same one the navigation bar shows.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../src/client/public/icons');
const INK = '#1e293b'; // slate-800: the logo tile and the manifest's theme colour
const GLYPH = `
  <path d="M2.97 12.92A2 2 0 0 0 2 14.63v3.24a2 2 0 0 0 .97 1.71l3 1.8a2 2 0 0 0 2.06 0L12 19v-5.5l-5-3-4.03 2.42Z"/>
  <path d="m7 16.5-4.74-2.85"/><path d="m7 16.5 5-3"/><path d="M7 16.5v5.17"/>
  <path d="M12 13.5V19l3.97 2.38a2 2 0 0 0 2.06 0l3-1.8a2 2 0 0 0 .97-1.71v-3.24a2 2 0 0 0-.97-1.71L17 10.5l-5 3Z"/>
  <path d="m17 16.5-5-3"/><path d="m17 16.5 4.74-2.85"/><path d="M17 16.5v5.17"/>
  <path d="M7.97 4.42A2 2 0 0 0 7 6.13v4.37l5 3 5-3V6.13a2 2 0 0 0-.97-1.71l-3-1.8a2 2 0 0 0-2.06 0l-3 1.8Z"/>
  <path d="M12 8 7.26 5.15"/><path d="m12 8 4.74-2.85"/><path d="M12 13.5V8"/>`;

/**
 * The logo on a 512-unit canvas. `glyphScale` is the glyph's share of the canvas (maskable icons
 * keep it inside the 80 % safe circle); `radius` rounds the tile (0 = full bleed, for maskable/Apple).
 */
function logoSvg({ glyphScale, radius }) {
  const size = 512;
  const glyph = size * glyphScale;
  const offset = (size - glyph) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${INK}"/>
  <g transform="translate(${offset} ${offset}) scale(${glyph / 24})" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${GLYPH}</g>
</svg>`;
}

async function png(svg, size, file) {
  const buffer = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(path.join(OUT, file), buffer);
  return buffer;
}

/** An .ico that wraps PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

fs.mkdirSync(OUT, { recursive: true });
const rounded = logoSvg({ glyphScale: 0.66, radius: 96 });
const fullBleed = logoSvg({ glyphScale: 0.66, radius: 0 });
const maskable = logoSvg({ glyphScale: 0.5, radius: 0 });

fs.writeFileSync(path.join(OUT, 'favicon.svg'), `${rounded}\n`);
await png(rounded, 192, 'icon-192.png');
await png(rounded, 512, 'icon-512.png');
await png(maskable, 512, 'icon-maskable-512.png');
await png(fullBleed, 180, 'apple-touch-icon.png');
const favicon16 = await sharp(Buffer.from(rounded)).resize(16, 16).png().toBuffer();
const favicon32 = await png(rounded, 32, 'favicon-32.png');
fs.writeFileSync(
  path.resolve(OUT, '../favicon.ico'),
  ico([
    { size: 16, data: favicon16 },
    { size: 32, data: favicon32 },
  ]),
);
console.log(`icons written to ${path.relative(process.cwd(), OUT)}`);
