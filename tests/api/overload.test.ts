import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeClientDir } from './helpers/html-page.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** Blocks this process's event loop (which the in-process server shares) for `ms`. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs meanwhile
  }
}

describe('overload shedding (OVERLOAD_EVENT_LOOP_DELAY_MS)', () => {
  let server: TestServer;
  let client: ReturnType<typeof makeClientDir>;
  const CHUNK = 'export const policy = "Reports are acknowledged within 24 hours.";';
  beforeAll(async () => {
    client = makeClientDir();
    fs.mkdirSync(path.join(client.dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(client.dir, 'assets', 'notice-takedown-test.js'), CHUNK);
    server = await startTestServer({ OVERLOAD_EVENT_LOOP_DELAY_MS: '200' }, { clientDir: client.dir });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  it('answers 503 with Retry-After while the event loop lags past the bound, and serves again once a sample finds it calm', async () => {
    // The delay is sampled about once a second; block until a sample has seen the lag.
    await vi.waitUntil(
      () => {
        blockEventLoop(1_500);
        return server.app.isUnderPressure();
      },
      { timeout: 30_000, interval: 50 },
    );
    const busy = await fetch(`${server.url}/api/search?q=breaker`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect(await busy.json()).toEqual({ message: 'The server is busy. Please try again shortly.' });
    // A page is shed too; a built chunk, which an open page loads as it goes, never is.
    expect((await fetch(`${server.url}/search?q=breaker`)).status).toBe(503);
    const chunk = await fetch(`${server.url}/assets/notice-takedown-test.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe(CHUNK);
    expect(server.app.isUnderPressure()).toBe(true);

    await vi.waitUntil(() => !server.app.isUnderPressure(), { timeout: 30_000, interval: 100 });
    expect((await fetch(`${server.url}/api/search?q=breaker`)).status).toBe(200);
  });
});
