import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../api/helpers/api-client.ts';
import { createUser, uniqueEmail, type CreatedUser } from '../api/helpers/factories.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { median, recordFigures } from './helpers/figures.ts';

/**
 * Fault 10: 1,000 sign-in attempts on one account from 100 addresses (TRUST_PROXY=true, the
 * address from X-Forwarded-For), 10 from each, so no per-address limit is reached: the account's
 * own limit lets at most AUTH_RATE_LIMIT_PER_ACCOUNT through to the password check. And an unknown
 * email takes as long to refuse as a known one with a wrong password (medians within 10 %).
 */
const ATTEMPTS = 1000;
const ADDRESSES = 100;
const AT_ONCE = 50;
const PER_ACCOUNT = 10;
const TIMING_SAMPLES = 201;

let server: TestServer;
let target: CreatedUser;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT), AUTH_RATE_LIMIT_PER_IP: '30', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  target = await createUser(createClient(server.url));
});
afterAll(async () => server?.close());

/** Runs `work` for 0 … count − 1, `limit` at a time. */
async function pooled<T>(count: number, limit: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

describe('distributed password guessing', () => {
  it('lets at most the per-account limit through to the password check', async () => {
    const clients = Array.from({ length: ADDRESSES }, () => createClient(server.url));
    const started = performance.now();
    const statuses = await pooled(ATTEMPTS, AT_ONCE, async (i) => {
      const res = await clients[i % ADDRESSES]!.post('/api/login', { email: target.email, password: `Guess#${i}x` });
      return res.status;
    });
    const seconds = (performance.now() - started) / 1000;
    const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    const checked = logLines.filter((l) => l.event === 'auth.login_failed' && l.userId === target.user.id).length;
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(checked).toBe(counts[401]);
    // The owner, from a new address, with the right password: still limited until the window passes.
    const owner = await createClient(server.url).post('/api/login', { email: target.email, password: target.password });
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get('retry-after'))).toBeGreaterThan(0);
    recordFigures('10-distributed-guessing', {
      attempts: ATTEMPTS,
      addresses: ADDRESSES,
      perAccountLimit: PER_ACCOUNT,
      passwordChecks: checked,
      answers: counts,
      seconds,
    });
  });

  it('takes as long to refuse an unknown email as a known one (pairs sent together differ by under 10 % at the median)', async () => {
    // Limits out of the way: this measures the refusal itself, attempt after attempt. Timed by the
    // server (each answer's responseTime in its log line), so the test process's own jitter stays out.
    const lines: Array<Record<string, unknown>> = [];
    const timing = await startTestServer(
      { AUTH_RATE_LIMIT_PER_ACCOUNT: '100000', AUTH_RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    try {
      const client = createClient(timing.url);
      const known = await createUser(client);
      let n = 0;
      const attempt = async (email: string, kind: 'known' | 'unknown' | 'warm') => {
        const res = await client.post('/api/login', { email, password: 'Wrong#guess1' }, { headers: { 'x-request-id': `${kind}-${n++}` } });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Invalid email or password' });
      };
      // Warm both paths (the dummy hash is made on the first unknown email).
      await attempt(uniqueEmail('nobody'), 'warm');
      await attempt(known.email, 'warm');
      for (let i = 0; i < TIMING_SAMPLES; i++) {
        // In pairs sent together (which goes first alternating), so a slow patch of a busy machine
        // falls on both alike.
        const pair = [() => attempt(known.email, 'known'), () => attempt(uniqueEmail('nobody'), 'unknown')];
        await Promise.all((i % 2 ? pair : pair.reverse()).map((run) => run()));
      }
      // Each kind's times in the order sent, so the i-th of each were sent together.
      const serverMs = (kind: string) =>
        lines
          .filter((l) => l.msg === 'request completed' && String(l.reqId).startsWith(`${kind}-`))
          .map((l) => ({ n: Number(String(l.reqId).split('-')[1]), ms: Number(l.responseTime) }))
          .sort((a, b) => a.n - b.n)
          .map((t) => t.ms);
      const knownMs = serverMs('known');
      const unknownMs = serverMs('unknown');
      expect(knownMs).toHaveLength(TIMING_SAMPLES);
      expect(unknownMs).toHaveLength(TIMING_SAMPLES);
      const k = median(knownMs);
      const u = median(unknownMs);
      // The gap is the median of each pair's difference, against the median time: a slow patch of a busy machine slows
      // both of a pair and cancels out, where two medians taken apart each carry it (CI, 2 December: 11.7 %).
      const gap = Math.abs(median(knownMs.map((ms, i) => ms - (unknownMs[i] ?? ms)))) / median([...knownMs, ...unknownMs]);
      recordFigures('10-login-timing', {
        samples: TIMING_SAMPLES,
        knownMedianMs: +k.toFixed(1),
        unknownMedianMs: +u.toFixed(1),
        gapPercent: +(gap * 100).toFixed(1),
      });
      expect(gap).toBeLessThan(0.1);
    } finally {
      await timing.close();
    }
  });
});
