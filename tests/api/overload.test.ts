import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  beforeAll(async () => {
    server = await startTestServer({ OVERLOAD_EVENT_LOOP_DELAY_MS: '200' });
  });
  afterAll(async () => server.close());

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

    await vi.waitUntil(() => !server.app.isUnderPressure(), { timeout: 30_000, interval: 100 });
    expect((await fetch(`${server.url}/api/search?q=breaker`)).status).toBe(200);
  });
});
