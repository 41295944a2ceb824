import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loadSparebotConfig } from '../../../src/server/sparebot/sparebot-config.ts';
import { createSparebot, type Sparebot } from '../../../src/server/sparebot/sparebot-service.ts';
import { SparebotProviderError, SparebotQuotaError } from '../../../src/server/sparebot/sparebot-errors.ts';
import { renderNameplate } from './render-nameplate.ts';

type Mode = 'ok' | 'partial' | 'malformed' | 'quota' | 'error' | 'hang';
let mode: Mode = 'ok';
let calls = 0;
let lastBody: { model?: string; messages?: { content: unknown }[] } = {};
let lastAuth: string | undefined;
let server: Server;
let baseUrl = '';

const VISION_OK = {
  title: 'Danfoss VLT FC-302 drive 7.5 kW',
  category: 'Motors & Drives',
  confidence: 0.9,
  brand: 'Danfoss',
  technicalSpecs: 'Power: 7.5 kW; Voltage: 380-500 V',
  condition: 'Like New',
  retailPriceGbp: 1200,
};

function completion(content: string) {
  return JSON.stringify({
    id: 'chatcmpl-test', object: 'chat.completion', created: 0, model: 'test-vision',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    calls++;
    lastAuth = req.headers.authorization;
    lastBody = JSON.parse(await readBody(req)) as typeof lastBody;
    if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (mode) {
      case 'ok': return json(200, completion(JSON.stringify(VISION_OK)));
      case 'partial': return json(200, completion(JSON.stringify({ title: 'Some item', category: 'Lighting' })));
      case 'malformed': return json(200, completion('Sorry, I cannot help with that {'));
      case 'quota': return json(429, JSON.stringify({ error: { message: 'You exceeded your current quota', type: 'insufficient_quota' } }));
      case 'error': return json(500, JSON.stringify({ error: { message: 'internal' } }));
      case 'hang': return; // never answers
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  calls = 0;
});

let image: Buffer;
beforeAll(async () => {
  image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080' } }).jpeg().toBuffer();
});

function bot(extra: Record<string, string> = {}): Sparebot {
  return createSparebot(loadSparebotConfig({
    SPAREBOT_PROVIDER: 'openai', SPAREBOT_BASE_URL: baseUrl, SPAREBOT_API_KEY: 'sk-test', SPAREBOT_MODEL: 'test-vision',
    SPAREBOT_TIMEOUT_MS: '300', SPAREBOT_MAX_RETRIES: '1', SPAREBOT_COMBINE_LOCAL: 'false', ...extra,
  }));
}

describe('openai provider against a local /v1/chat/completions server', () => {
  it('sends the photo and maps a valid answer, pricing from its retail estimate', async () => {
    mode = 'ok';
    const r = await bot().analyze({ image });
    expect(lastAuth).toBe('Bearer sk-test');
    expect(lastBody.model).toBe('test-vision');
    expect(JSON.stringify(lastBody.messages)).toContain('data:image/jpeg;base64,');
    expect(r.suggestedTitle).toBe(VISION_OK.title);
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.brandInfo).toBe('Danfoss');
    expect(r.condition).toBe('Like New');
    expect(r.estimatedPrice.marketPrice).toBe(1200);
    expect(r.estimatedPrice.surplusPrice).toBe(864);
    expect(r.provider).toBe('openai');
  });

  it('fills omitted fields with the spec defaults', async () => {
    mode = 'partial';
    const r = await bot().analyze({ image });
    expect(r).toMatchObject({ confidence: 0.7, quantity: 1, brandInfo: 'Unbranded', material: 'Unknown', size: 'N/A', needsReview: true });
    expect(r.estimatedPrice).toMatchObject({ min: 5, max: 15, average: 10, marketPrice: 12.5, currency: 'GBP' });
  });

  it('lets userSpecs win over the model and reprices from them', async () => {
    mode = 'ok';
    const r = await bot().analyze({ image, userSpecs: { condition: 'Poor', title: 'My drive' } });
    expect(r.suggestedTitle).toBe('My drive');
    expect(r.condition).toBe('Poor');
    expect(r.estimatedPrice.surplusPrice).toBe(216);
  });

  it('retries a malformed answer, then fails with a provider error', async () => {
    mode = 'malformed';
    const error = await bot().analyze({ image }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotProviderError);
    expect(calls).toBe(2);
  });

  it('maps 429 to a quota error without retrying', async () => {
    mode = 'quota';
    const error = await bot().analyze({ image }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotQuotaError);
    expect((error as Error).message).toMatch(/quota/i);
    expect(calls).toBe(1);
  });

  it('retries a 500 and then fails with a provider error (502)', async () => {
    mode = 'error';
    const error = await bot().analyze({ image }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotProviderError);
    expect((error as SparebotProviderError).status).toBe(502);
    expect(calls).toBe(2);
  });

  it('gives up after the timeout', async () => {
    mode = 'hang';
    const started = Date.now();
    const error = await bot().analyze({ image }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SparebotProviderError);
    expect((error as Error).message).toMatch(/300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('combines the vision answer with the local OCR reading', async () => {
    mode = 'partial';
    const plate = await renderNameplate([{ text: 'GRUNDFOS', size: 56, bold: true }, { text: 'UPS 25-60  230 V  50 Hz', size: 30 }], 0);
    const sparebot = bot({ SPAREBOT_COMBINE_LOCAL: 'true' });
    try {
      const r = await sparebot.analyze({ image: plate });
      expect(r.provider).toBe('openai+local');
      expect(r.brandInfo).toBe('Grundfos');
      expect(r.rawText).toMatch(/GRUNDFOS/i);
      expect(r.extracted.voltage?.value).toBe('230 V');
    } finally {
      await sparebot.close();
    }
  }, 60_000);
});
