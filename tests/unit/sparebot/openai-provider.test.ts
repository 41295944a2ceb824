import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import sharp from 'sharp';
import { loadSparebotConfig } from '../../../src/server/sparebot-config.ts';
import { createSparebot, type Sparebot } from '../../../src/server/sparebot/sparebot-service.ts';
import { SparebotProviderError, SparebotQuotaError } from '../../../src/server/sparebot/sparebot-errors.ts';
import {
  chatCompletion,
  phonePhoto,
  sentPhoto,
  startVisionStandIn,
  type StandInReply,
  type VisionStandIn,
} from '../../api/helpers/sparebot.ts';
import { renderNameplate } from './render-nameplate.ts';

const VISION_OK = {
  title: 'Danfoss VLT FC-302 drive 7.5 kW',
  category: 'Motors & Drives',
  confidence: 0.9,
  brand: 'Danfoss',
  technicalSpecs: 'Power: 7.5 kW; Voltage: 380-500 V',
  condition: 'Like New',
  retailPriceGbp: 1200,
};

const REPLIES = {
  ok: { kind: 'json', content: VISION_OK },
  partial: { kind: 'json', content: { title: 'Some item', category: 'Lighting' } },
  // A completion whose message content is not JSON at all.
  malformed: { kind: 'status', status: 200, body: JSON.parse(chatCompletion('Sorry, I cannot help with that {')) as unknown },
  quota: { kind: 'status', status: 429, body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota' } } },
  error: { kind: 'status', status: 500, body: { error: { message: 'internal' } } },
  hang: { kind: 'hang' },
} satisfies Record<string, StandInReply>;

let standIn: VisionStandIn;
const calls = () => standIn.requests.length;
const lastRequest = () => standIn.requests.at(-1);

beforeAll(async () => {
  standIn = await startVisionStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

let image: Buffer;
beforeAll(async () => {
  image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
});

function bot(extra: Record<string, string> = {}): Sparebot {
  return createSparebot(
    loadSparebotConfig({
      SPAREBOT_PROVIDER: 'openai',
      SPAREBOT_BASE_URL: standIn.baseUrl,
      SPAREBOT_API_KEY: 'sk-test',
      SPAREBOT_MODEL: 'test-vision',
      SPAREBOT_TIMEOUT_MS: '10000',
      SPAREBOT_MAX_RETRIES: '1',
      SPAREBOT_COMBINE_LOCAL: 'false',
      ...extra,
    }),
  );
}

describe('openai provider against a local /v1/chat/completions server', () => {
  it('sends the photo and maps a valid answer, pricing from its retail estimate', async () => {
    standIn.reply = REPLIES.ok;
    const r = await bot().analyze({ image });
    expect(lastRequest()?.authorization).toBe('Bearer sk-test');
    expect(lastRequest()?.body.model).toBe('test-vision');
    expect(JSON.stringify(lastRequest()?.body.messages)).toContain('data:image/jpeg;base64,');
    expect(r.suggestedTitle).toBe(VISION_OK.title);
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.brandInfo).toBe('Danfoss');
    expect(r.condition).toBe('Like New');
    expect(r.estimatedPrice.marketPrice).toBe(1200);
    expect(r.estimatedPrice.surplusPrice).toBe(864);
    expect(r.provider).toBe('openai');
  });

  it('fills omitted fields with the spec defaults', async () => {
    standIn.reply = REPLIES.partial;
    const r = await bot().analyze({ image });
    expect(r).toMatchObject({ confidence: 0.7, quantity: 1, brandInfo: 'Unbranded', material: 'Unknown', size: 'N/A', needsReview: true });
    expect(r.estimatedPrice).toMatchObject({ min: 5, max: 15, average: 10, marketPrice: 12.5, currency: 'GBP' });
  });

  it('lets userSpecs win over the model and reprices from them', async () => {
    standIn.reply = REPLIES.ok;
    const r = await bot().analyze({ image, userSpecs: { condition: 'Poor', title: 'My drive' } });
    expect(r.suggestedTitle).toBe('My drive');
    expect(r.condition).toBe('Poor');
    expect(r.estimatedPrice.surplusPrice).toBe(216);
  });

  it('retries a malformed answer, then fails with a provider error', async () => {
    standIn.reply = REPLIES.malformed;
    const error = await bot()
      .analyze({ image })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotProviderError);
    expect(calls()).toBe(2);
  });

  it('maps 429 to a quota error without retrying', async () => {
    standIn.reply = REPLIES.quota;
    const error = await bot()
      .analyze({ image })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotQuotaError);
    expect((error as Error).message).toMatch(/quota/i);
    expect(calls()).toBe(1);
  });

  it('retries a 500 and then fails with a provider error (502)', async () => {
    standIn.reply = REPLIES.error;
    const error = await bot()
      .analyze({ image })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotProviderError);
    expect((error as SparebotProviderError).status).toBe(502);
    expect(calls()).toBe(2);
  });

  it('gives up after the timeout', async () => {
    standIn.reply = REPLIES.hang;
    const started = Date.now();
    const error = await bot({ SPAREBOT_TIMEOUT_MS: '300' })
      .analyze({ image })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotProviderError);
    expect((error as Error).message).toMatch(/300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('spends one timeout on the whole call: no retry starts after the budget is gone', async () => {
    standIn.reply = REPLIES.hang;
    const started = performance.now();
    const error = await bot({ SPAREBOT_TIMEOUT_MS: '1000', SPAREBOT_MAX_RETRIES: '3' })
      .analyze({ image })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotProviderError);
    expect(calls()).toBe(1);
    // Per-attempt timeouts would have taken 4 × 1000 ms plus the waits between them.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('retries within the budget, then answers from the retry', async () => {
    standIn.reply = REPLIES.error;
    const sparebot = bot({ SPAREBOT_MAX_RETRIES: '2' });
    const first = sparebot.analyze({ image }).catch((e: unknown) => e);
    await expect.poll(() => calls()).toBe(1);
    standIn.reply = REPLIES.ok;
    const r = await first;
    expect(calls()).toBe(2);
    expect((r as { suggestedTitle: string }).suggestedTitle).toBe(VISION_OK.title);
  });

  it('sends a re-encoded JPEG without the original’s metadata', async () => {
    standIn.reply = REPLIES.ok;
    const original = await phonePhoto(640, 480);
    await bot().analyze({ image: original });
    const { mime, bytes } = sentPhoto(lastRequest()!);
    expect(mime).toBe('image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(bytes.equals(original)).toBe(false);
  });

  it('sends a stored copy as it is, without checking or re-encoding it again, and times the call', async () => {
    standIn.reply = REPLIES.ok;
    const storedCopy = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a6b8a' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const { result, timings } = await bot().analyzeTimed({ image: storedCopy, storedCopy: true });
    expect(result.suggestedTitle).toBe(VISION_OK.title);
    expect(sentPhoto(lastRequest()!).bytes.equals(storedCopy)).toBe(true);
    expect(timings.visionMs).toBeGreaterThanOrEqual(0);
    expect(timings.ocrMs).toBeNull();
    expect(timings.durationMs).toBeGreaterThanOrEqual(timings.visionMs!);
  });

  it('names its provider, endpoint and model as its identity', () => {
    expect(bot().identity).toEqual({ provider: 'openai', model: 'test-vision', baseUrl: standIn.baseUrl, combineLocal: false });
  });

  it('combines the vision answer with the local OCR reading', async () => {
    standIn.reply = REPLIES.partial;
    const plate = await renderNameplate(
      [
        { text: 'GRUNDFOS', size: 56, bold: true },
        { text: 'UPS 25-60  230 V  50 Hz', size: 30 },
      ],
      0,
    );
    const sparebot = bot({ SPAREBOT_COMBINE_LOCAL: 'true' });
    try {
      const r = await sparebot.analyze({ image: plate });
      expect(r.provider).toBe('openai+local');
      expect(r.brandInfo).toBe('Grundfos');
      expect(r.rawText).toMatch(/GRUNDFOS/i);
      expect(r.extracted.voltage?.value).toBe('230 V');
      const { timings } = await sparebot.analyzeTimed({ image: plate });
      expect(timings.ocrMs).toBeGreaterThan(0);
      expect(timings.visionMs).toBeGreaterThanOrEqual(0);
    } finally {
      await sparebot.close();
    }
  }, 60_000);
});
