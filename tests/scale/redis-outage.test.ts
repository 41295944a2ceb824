import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../api/helpers/api-client.ts';
import { createUser, uniqueEmail } from '../api/helpers/factories.ts';
import { startVisionStandIn, type VisionStandIn } from '../api/helpers/sparebot.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { analyze, ready, uploadPhoto, VISION_ANSWER, waitForWorkers } from './helpers/cluster-api.ts';
import { startRedis, type RedisService } from './helpers/services.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { waitFor } from './helpers/wait.ts';

/**
 * Redis going away under a running app (one process with REDIS_URL, which also runs its own
 * SpareBot jobs) and coming back empty: what still works, what says it does not, and that
 * everything recovers without a restart (docs/reliability.md 'Redis, job queues and workers').
 */
const PER_ACCOUNT = 3;
let redis: RedisService;
let vision: VisionStandIn;
let server: TestServer;

beforeAll(async () => {
  [redis, vision] = await Promise.all([startRedis(), startVisionStandIn()]);
  vision.reply = VISION_ANSWER;
  server = await startTestServer({
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: 'outage',
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    SPAREBOT_PROVIDER: 'openai',
    SPAREBOT_BASE_URL: vision.baseUrl,
    SPAREBOT_COMBINE_LOCAL: 'false',
    // An analysis whose job is not taken gives up (429, "still working") after 15 s rather than the default 60.
    SPAREBOT_JOB_WAIT_MS: '15000',
  });
  await waitForWorkers(server.url, 1);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([redis?.stop(), vision?.close()]);
});

describe('Redis down, then back', () => {
  it(
    'keeps sign-in limits (counted in this instance), says so in /api/ready, answers analyses 503, and recovers by itself',
    async () => {
      const user = await createUser(createClient(server.url));
      const ref = await uploadPhoto(server.url, user.token);
      await redis.stop();

      const down = await ready(server.url);
      expect(down.status).toBe(503);
      expect(down.body.checks.redis).toMatch(/^error: /);
      expect(down.body.checks.database).toBe('ok');

      const email = uniqueEmail('outage');
      const statuses: number[] = [];
      for (let i = 0; i < PER_ACCOUNT + 1; i++)
        statuses.push((await createClient(server.url).post('/api/login', { email, password: 'Wrong#Password1' })).status);
      expect(statuses).toEqual([...Array<number>(PER_ACCOUNT).fill(401), 429]);

      const refused = await analyze(server.url, user.token, ref.id);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // Everything that does not need Redis goes on.
      expect((await createClient(server.url).get('/api/user', { token: user.token })).status).toBe(200);

      await redis.start();
      await waitFor(async () => (await ready(server.url)).status === 200, '/api/ready to pass again');
      await waitForWorkers(server.url, 1);
      // Analyses are answered again. Once in CI (2026-11-26, not reproduced in 5 local runs, also
      // under load) the first job after the restart was never taken and its request waited out the
      // whole wait; so a refused or timed-out analysis is asked again, and each answer is kept.
      const tries: number[] = [];
      const answered = await waitFor(
        async () => {
          const res = await analyze(server.url, user.token, ref.id);
          tries.push(res.status);
          return res.status === 200 ? res : undefined;
        },
        'an analysis to be answered after Redis came back',
        TIMEOUTS.scaleOutageTest / 2,
      );
      expect(
        tries.every((status) => status === 200 || status === 429 || status === 503),
        `statuses: ${tries.join(', ')}`,
      ).toBe(true);
      expect(answered.body.suggestedTitle).toBe('Hager 32A type B RCBO');
    },
    TIMEOUTS.scaleOutageTest,
  );
});
