import { describe, it, expect, afterAll } from 'vitest';
import { availableParallelism } from 'node:os';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { loadSparebotConfig } from '../../../src/server/sparebot-config.ts';
import { createSparebot } from '../../../src/server/sparebot/sparebot-service.ts';
import { SparebotInputError } from '../../../src/server/sparebot/sparebot-errors.ts';
import { IMAGE_MESSAGES } from '../../../src/server/images/image-pipeline.ts';
import { renderNameplate } from './render-nameplate.ts';

const sparebot = createSparebot(loadSparebotConfig({ SPAREBOT_PROVIDER: 'local' }));
afterAll(() => sparebot.close());

describe('local provider (real OCR in the worker)', () => {
  it('reads brand and ratings from a rendered, rotated, noisy nameplate', async () => {
    const image = await renderNameplate([
      { text: 'SIEMENS', size: 56, bold: true },
      { text: '3~ Mot. 1LE1001-1DB23-4AA4', size: 30 },
      { text: '400/690 V  50 Hz  IP55', size: 30 },
      { text: '2.2 kW  1445 rpm  IE3', size: 30 },
    ]);
    const r = await sparebot.analyze({ image });
    expect(r.brandInfo).toBe('Siemens');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.technicalSpecs).toMatch(/2\.2 kW/);
    expect(r.technicalSpecs).toMatch(/IP55/);
    expect(r.rawText).toMatch(/SIEMENS/i);
    expect(r.provider).toBe('local');
  }, 60_000);

  it('reads a nameplate photographed upside down', async () => {
    const image = await renderNameplate(
      [
        { text: 'GRUNDFOS', size: 56, bold: true },
        { text: 'CIRCULATOR PUMP', size: 34 },
        { text: '230 V  50 Hz  IP44', size: 34 },
      ],
      181.5,
    );
    const r = await sparebot.analyze({ image });
    expect(r.brandInfo).toBe('Grundfos');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
    expect(r.rawText).toMatch(/CIRCULATOR/i);
  }, 60_000);

  it('says honestly that a photo without text is unidentified', async () => {
    const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a8b99' } })
      .jpeg()
      .toBuffer();
    const r = await sparebot.analyze({ image });
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.needsReview).toBe(true);
    expect(r.suggestedTitle).toMatch(/^Unidentified/);
  }, 60_000);

  it('refuses data that is not an image with 400', async () => {
    const error = await sparebot.analyze({ image: Buffer.from('%PDF-1.7 '.repeat(50)) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotInputError);
    expect((error as SparebotInputError).status).toBe(400);
  });

  // One validator for every photo (the image pipeline's): its formats and its messages.
  it.each(['gif', 'tiff'] as const)('refuses a %s photo with the photo upload message', async (format) => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a8b99' } })
      .toFormat(format)
      .toBuffer();
    const error = await sparebot.analyze({ image }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotInputError);
    expect((error as SparebotInputError).status).toBe(400);
    expect((error as Error).message).toBe(IMAGE_MESSAGES.notImage);
  });

  it('names the offline provider as its identity, with no model', () => {
    expect(sparebot.identity).toEqual({ provider: 'local', model: null, baseUrl: null, combineLocal: null });
  });

  it('reads with two CPU threads by default (one on a one-core machine), or as many as SPAREBOT_OCR_THREADS says', () => {
    expect(loadSparebotConfig({}).ocrThreads).toBe(Math.min(2, availableParallelism()));
    expect(loadSparebotConfig({ SPAREBOT_OCR_THREADS: '4' }).ocrThreads).toBe(4);
    expect(() => loadSparebotConfig({ SPAREBOT_OCR_THREADS: '0' })).toThrow();
  });

  it('refuses more than 10 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024)]);
    const error = await sparebot.analyze({ image: big }).catch((e: unknown) => e);
    expect((error as SparebotInputError).status).toBe(413);
    expect((error as Error).message).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('refuses more than 50 megapixels with 413 before decoding', async () => {
    // A real PNG of 1 × 1 whose header is rewritten to claim 10 000 × 6 000 pixels (a decompression bomb's shape).
    const huge = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(6_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const error = await sparebot.analyze({ image: huge }).catch((e: unknown) => e);
    expect((error as SparebotInputError).status).toBe(413);
    expect((error as Error).message).toBe(IMAGE_MESSAGES.tooManyPixels);
  });
});
