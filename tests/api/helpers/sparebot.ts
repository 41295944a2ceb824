import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A nameplate photo made in memory: dark DejaVu Sans text on a light grey plate (sharp renders
 * the SVG with librsvg). The first row is bold and larger, like a maker's name.
 */
export async function renderNameplate(rows: string[], options: { width?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 900;
  const height = 80 + rows.length * 70;
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const texts = rows
    .map(
      (row, i) =>
        `<text x="50" y="${90 + i * 70}" font-family="DejaVu Sans" font-size="${i === 0 ? 52 : 40}" ` +
        `font-weight="${i === 0 ? 700 : 400}" fill="#1b1b1b">${escape(row)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9dbdc"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A plain single-colour photo (nothing legible on it). */
export function blankImage(width = 800, height = 600, background = '#9a9a9a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export type StandInReply =
  | { kind: 'json'; content: unknown }
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  /** Sends 200 and the start of a body, then nothing more. */
  | { kind: 'stall' }
  /** Answers like 'json', once `release` resolves (a test does something while the request is in flight). */
  | { kind: 'held'; content: unknown; release: Promise<void> };

export interface StandInRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model?: string;
    response_format?: { type?: string };
    messages?: Array<{ role: string; content: unknown }>;
  };
}

export interface VisionStandIn {
  /** Base URL to give the app as SPAREBOT_BASE_URL (ends in /v1). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: StandInRequest[];
  /** What the next requests are answered with (until changed). */
  reply: StandInReply;
  close(): Promise<void>;
}

/** The photo a request to the stand-in carried (its `image_url` data URL), with its declared type. */
export function sentPhoto(request: StandInRequest): { mime: string; bytes: Buffer } {
  const found = /"url":"data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)"/.exec(JSON.stringify(request.body.messages));
  if (!found) throw new Error('the request carried no image data URL');
  return { mime: found[1]!, bytes: Buffer.from(found[2]!, 'base64') };
}

/**
 * A JPEG as a phone takes it, bigger than SpareStock keeps: EXIF with the camera's make and a
 * GPS position, and an ICC profile.
 */
export function phonePhoto(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a6b8a' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    })
    .withIccProfile('srgb')
    .toBuffer();
}

/** The body of an OpenAI chat.completion whose first choice's message content is `content`. */
export function chatCompletion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: 0,
    model: 'stand-in-vision',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for an OpenAI-compatible vision endpoint (POST /v1/chat/completions) on
 * 127.0.0.1, answering as `reply` says: a chat completion carrying JSON, an error status, or
 * nothing at all, or headers and then silence (the connection is held open until close()).
 */
export async function startVisionStandIn(): Promise<VisionStandIn> {
  const requests: StandInRequest[] = [];
  const state: { reply: StandInReply } = { reply: { kind: 'json', content: {} } };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      let body: StandInRequest['body'] = {};
      try {
        body = JSON.parse(text) as StandInRequest['body'];
      } catch {
        body = {};
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const reply = state.reply;
      if (reply.kind === 'hang') return; // never answers
      if (reply.kind === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":"chatcmpl-standin","choices":[');
        return;
      }
      if (reply.kind === 'held') {
        await reply.release;
        res.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(JSON.stringify(reply.content)));
        return;
      }
      if (reply.kind === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(JSON.stringify(reply.content)));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get reply() {
      return state.reply;
    },
    set reply(value: StandInReply) {
      state.reply = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
