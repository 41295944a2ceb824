import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { loadSparebotConfig } from '../../../src/server/sparebot/sparebot-config.ts';
import { createSparebot } from '../../../src/server/sparebot/sparebot-service.ts';
import { SparebotBusyError } from '../../../src/server/sparebot/sparebot-errors.ts';

describe('OCR worker queue', () => {
  it('refuses work beyond the queue size with a busy error carrying Retry-After', async () => {
    const sparebot = createSparebot(loadSparebotConfig({ SPAREBOT_QUEUE_SIZE: '1' }));
    const image = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ffffff' } }).png().toBuffer();
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
    const image = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ffffff' } }).png().toBuffer();
    await sparebot.analyze({ image });
    await sparebot.close();
    const r = await sparebot.analyze({ image });
    expect(r.provider).toBe('local');
    await sparebot.close();
  }, 60_000);
});
