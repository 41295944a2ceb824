import sharp from 'sharp';

/** Renders a nameplate photo: text rows on brushed-metal grey, slightly rotated, with sensor noise. */
export async function renderNameplate(rows: { text: string; size: number; bold?: boolean }[], angle = 2.5): Promise<Buffer> {
  const width = 1000;
  let y = 30;
  const texts = rows
    .map((r) => {
      y += r.size * 1.5;
      const text = r.text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return `<text x="50" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${r.size}" font-weight="${r.bold ? 700 : 400}" fill="#1a1a1a">${text}</text>`;
    })
    .join('');
  const height = Math.round(y + 50);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#c9cbcc"/><rect x="20" y="20" width="${width - 40}" height="${height - 40}" rx="12" fill="#dfe1e2" stroke="#555" stroke-width="4"/>${texts}</svg>`;
  const noise = Buffer.alloc(width * height);
  let seed = 42;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = seed % 48;
  }
  const noisy = await sharp(Buffer.from(svg))
    .composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .png()
    .toBuffer();
  return sharp(noisy).rotate(angle, { background: '#9a9c9d' }).jpeg({ quality: 85 }).toBuffer();
}
