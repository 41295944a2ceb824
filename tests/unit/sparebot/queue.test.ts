import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { loadSparebotConfig } from '../../../src/server/sparebot-config.ts';
import { createSparebot } from '../../../src/server/sparebot/sparebot-service.ts';
import { SparebotBusyError, SparebotProviderError } from '../../../src/server/sparebot/sparebot-errors.ts';
import { OcrClient } from '../../../src/server/sparebot/ocr/ocr-client.ts';

describe('OCR worker queue', () => {
  it('refuses work beyond the queue size with a busy error carrying Retry-After', async () => {
    const sparebot = createSparebot(loadSparebotConfig({ SPAREBOT_QUEUE_SIZE: '1' }));
    const image = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    try {
      const outcomes = await Promise.allSettled([sparebot.analyze({ image }), sparebot.analyze({ image }), sparebot.analyze({ image })]);
      // Which call wins the single slot depends on which finishes its header check first.
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const busy = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason as unknown);
      expect(busy.length).toBe(2);
      for (const e of busy) {
        expect(e).toBeInstanceOf(SparebotBusyError);
        expect((e as SparebotBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await sparebot.close();
    }
  }, 60_000);

  it('starts a fresh worker after close()', async () => {
    const sparebot = createSparebot(loadSparebotConfig({}));
    const image = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await sparebot.analyze({ image });
    await sparebot.close();
    const r = await sparebot.analyze({ image });
    expect(r.provider).toBe('local');
    await sparebot.close();
  }, 60_000);

  it('close() during a reading lets the worker stop by itself (terminating it mid-run aborted the process)', async () => {
    const ocr = new OcrClient({ queueSize: 4, timeoutMs: 60_000 });
    const small = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await ocr.recognise(small); // models loaded: the next photo starts reading as soon as it arrives
    const noise = await sharp(Buffer.from(Array.from({ length: 1600 * 1200 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 1600, height: 1200, channels: 3 },
    })
      .png()
      .toBuffer();
    const reading = ocr.recognise(noise).catch((e: unknown) => e); // posted to the worker now
    expect(await ocr.close()).toBe('stopped');
    const outcome = await reading;
    expect(outcome).toBeInstanceOf(SparebotProviderError);
    expect((outcome as Error).message).toMatch(/shutting down/);
    // This test process is still alive to get here, and a new worker starts after a close.
    expect((await ocr.recognise(small)).lines).toBeInstanceOf(Array);
    expect(await ocr.close()).toBe('stopped');
  }, 60_000);
});
