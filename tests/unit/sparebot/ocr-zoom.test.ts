import { describe, it, expect, afterAll } from 'vitest';
import sharp from 'sharp';
import { loadSparebotConfig } from '../../../src/server/sparebot-config.ts';
import { createSparebot } from '../../../src/server/sparebot/sparebot-service.ts';
import { cropImage, mergeBoxes, planZoom, textRegion } from '../../../src/server/sparebot/ocr/zoom-pass.ts';
import type { OrientedBox } from '../../../src/server/sparebot/ocr/ocr-types.ts';
import { renderNameplate } from './render-nameplate.ts';

const line = (cx: number, cy: number, length: number, thickness: number): OrientedBox => ({ cx, cy, length, thickness, angle: 0 });
// A 1,920 × 1,440 working copy seen by the detector at 1,280 px: a scale of 2/3.
const FIRST = 1280 / 1920;

describe('a closer look where the text is small (zoom-pass.ts)', () => {
  it('looks again, up to twice as close, at a small plate whose lines are thin', () => {
    const boxes = [line(900, 700, 300, 22), line(900, 740, 200, 18), line(880, 770, 150, 16)];
    const plan = planZoom(boxes, 1920, 1440, FIRST, 1280);
    expect(plan).toBeDefined();
    const { region, scale } = plan!;
    // The lines and a margin around them (6 % of the longer side), inside the photo.
    expect(region.x).toBeLessThan(750 - 100);
    expect(region.x + region.width).toBeGreaterThan(1050 + 100);
    expect(region.y).toBeGreaterThan(400);
    expect(region.y + region.height).toBeLessThan(1000);
    expect(scale).toBe(2);
  });

  it('does not look again when the text is already large, or spread over the whole photo', () => {
    const large = [line(900, 700, 600, 60), line(900, 800, 500, 50), line(900, 900, 400, 40)];
    expect(planZoom(large, 1920, 1440, FIRST, 1280)).toBeUndefined();
    const spread = [line(100, 100, 120, 16), line(1800, 1300, 120, 16), line(960, 720, 120, 16)];
    expect(planZoom(spread, 1920, 1440, FIRST, 1280)).toBeUndefined();
    expect(planZoom([], 1920, 1440, FIRST, 1280)).toBeUndefined();
  });

  it('plans by the lines alone: marks as thick as they are long (screw heads, lone digits) neither hide small print nor spread the region', () => {
    const label = [line(1450, 840, 66, 11), line(1380, 850, 46, 14)];
    const screws = [line(1145, 500, 35, 30), line(800, 505, 35, 31)];
    const plan = planZoom([...screws, ...label], 1920, 1440, FIRST, 1280);
    expect(plan).toBeDefined();
    expect(plan!.region.x).toBeGreaterThan(1145);
    expect(plan!.region.y).toBeGreaterThan(505);
    expect(planZoom(screws, 1920, 1440, FIRST, 1280)).toBeUndefined();
  });

  it('keeps the region inside the photo at its edges', () => {
    const r = textRegion([line(20, 15, 60, 12)], 1920, 1440);
    expect(r).toMatchObject({ x: 0, y: 0 });
    expect(r.width).toBeGreaterThan(50);
    expect(r.height).toBeGreaterThan(15);
  });

  it('crops the region pixel for pixel', () => {
    const data = new Uint8Array(4 * 3 * 3).map((_, i) => i);
    const crop = cropImage({ data, width: 4, height: 3 }, { x: 1, y: 1, width: 2, height: 2 });
    expect(crop).toMatchObject({ width: 2, height: 2 });
    // Row 1 from column 1 (pixels 5 and 6), then row 2 (pixels 9 and 10), three channels each.
    expect([...crop.data]).toEqual([15, 16, 17, 18, 19, 20, 27, 28, 29, 30, 31, 32]);
  });

  it('lets the closer look replace the lines it overlaps and keeps the rest', () => {
    const maker = line(900, 600, 300, 40);
    const blurred = line(900, 700, 200, 14);
    const elsewhere = line(200, 200, 100, 14);
    const read = [line(860, 700, 110, 12), line(960, 700, 80, 12), line(900, 730, 180, 12)];
    expect(mergeBoxes([maker, blurred, elsewhere], read)).toEqual([maker, elsewhere, ...read]);
  });
});

describe('reading a small nameplate in a large photo (real OCR)', () => {
  const sparebot = createSparebot(loadSparebotConfig({ SPAREBOT_PROVIDER: 'local' }));
  afterAll(() => sparebot.close());

  it('reads the small rating lines that the first look at the whole photo misses', async () => {
    const plate = await renderNameplate(
      [
        { text: 'DANFOSS', size: 56, bold: true },
        { text: 'VLT FC-302', size: 32 },
        { text: 'DANFOSS DRIVES A/S', size: 32 },
        { text: '7.5 kW  400 V', size: 18 },
        { text: 'IP55  50 Hz  16 A', size: 18 },
      ],
      0,
    );
    const { width = 0 } = await sharp(plate).metadata();
    const small = await sharp(plate)
      .resize(Math.round(width * 0.4))
      .toBuffer();
    const image = await sharp({ create: { width: 1920, height: 1440, channels: 3, background: '#6f7a72' } })
      .composite([{ input: small, left: 700, top: 600 }])
      .jpeg({ quality: 88 })
      .toBuffer();
    const r = await sparebot.analyze({ image });
    expect(r.brandInfo).toBe('Danfoss');
    expect(r.technicalSpecs).toMatch(/7\.5 kW/);
    expect(r.technicalSpecs).toMatch(/IP55/);
  }, 60_000);
});
