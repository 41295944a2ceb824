// A local stand-in for an OpenAI-compatible vision API (the outside world SpareBot may call):
// POST /v1/chat/completions answers per the current mode — 'fail' (HTTP 500, the default),
// 'quota' (HTTP 429) or 'ok' (a real chat-completion body). POST /control {"mode": …} switches it.
import http from 'node:http';

type Mode = 'fail' | 'quota' | 'ok';
const PORT = Number(process.env.VISION_STAND_IN_PORT ?? 4178);
let mode: Mode = 'fail';
let calls = 0;

const OK_ANSWER = {
  title: 'Grundfos circulator pump',
  category: 'Plumbing Supplies',
  confidence: 0.9,
  brand: 'Grundfos',
  condition: 'Good',
  retailPriceGbp: 180,
};

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void readBody(req).then((text) => {
      if (url.pathname === '/health') return send(res, 200, { ok: true, mode, calls });
      if (url.pathname === '/control' && req.method === 'POST') {
        const next = (JSON.parse(text || '{}') as { mode?: Mode }).mode;
        if (next === 'fail' || next === 'quota' || next === 'ok') mode = next;
        return send(res, 200, { mode });
      }
      if (url.pathname === '/v1/chat/completions' && req.method === 'POST') {
        calls += 1;
        if (mode === 'fail') return send(res, 500, { error: { message: 'stand-in: upstream failure' } });
        if (mode === 'quota') return send(res, 429, { error: { message: 'You exceeded your current quota' } });
        return send(res, 200, {
          id: `chatcmpl-${calls}`,
          object: 'chat.completion',
          model: 'stand-in',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(OK_ANSWER) } }],
        });
      }
      return send(res, 404, { error: { message: 'not found' } });
    });
  })
  .listen(PORT, '127.0.0.1');
