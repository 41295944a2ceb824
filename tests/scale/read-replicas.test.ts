import pgLib from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../api/helpers/api-client.ts';
import { createCompleteUser } from '../api/helpers/factories.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { publishListing } from '../api/helpers/wanted.ts';
import { ready } from './helpers/cluster-api.ts';
import { startPrimaryAndStandby, type PrimaryAndStandby } from './helpers/standby.ts';
import { waitFor } from './helpers/wait.ts';
import { TIMEOUTS } from '../support/timeouts.ts';

/**
 * Issue 28's read replicas: one app on a PostgreSQL 15 primary with a real streaming standby
 * (pg_basebackup -R) as DATABASE_REPLICA_URLS. Pausing the standby's replay shows where each read
 * comes from; stopping it under load shows that reads fall back without failing.
 */
let pg: PrimaryAndStandby;
let server: TestServer;
let client: ApiClient;
let primaryPool: pgLib.Pool | undefined;
/** The app's error lines, so a failed read in the outage test names its cause. */
const errorLines: string[] = [];

beforeAll(async () => {
  pg = await startPrimaryAndStandby();
  // A bound far above the test's pauses: the paused standby must stay in use to be seen lagging.
  server = await startTestServer(
    {
      DATABASE_URL: pg.primaryUrl,
      DATABASE_REPLICA_URLS: pg.standbyUrl,
      REPLICA_MAX_LAG_MS: '60000',
      LOG_LEVEL: 'error',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    },
    { logStream: { write: (line) => void errorLines.push(line) }, onDatabase: (_db, pool) => (primaryPool = pool) },
  );
  client = createClient(server.url);
  await waitFor(async () => (await ready(server.url)).body.checks['replica-1'] === 'ok', 'the standby to be measured ok');
}, TIMEOUTS.scaleHook);
afterAll(async () => {
  await server?.close();
  await pg?.stop();
}, TIMEOUTS.scaleHook);

const searchTotal = async (q: string, token?: string) => {
  const res = await client.get<{ total: number }>(`/api/search?q=${q}`, token ? { token } : undefined);
  expect(res.status, res.text).toBe(200);
  return res.body.total;
};
const listingStatus = async (id: number, token?: string) =>
  (await client.get(`/api/public/listings/${id}`, token ? { token } : undefined)).status;

describe('public reads from a streaming standby', () => {
  it('GET /api/ready names the replica and its state', async () => {
    const res = await ready(server.url);
    expect(res.status).toBe(200);
    expect(res.body.checks).toMatchObject({ database: 'ok', 'replica-1': 'ok' });
    expect(res.body.details?.['replica-1' as 'sparebot']).toMatchObject({ state: 'ok' });
  });

  it('with replay paused, anonymous reads do not see a new publish and its writer does; after resume everyone does', async () => {
    const seller = await createCompleteUser(client);
    await pg.onStandby('SELECT pg_wal_replay_pause()');
    let listing;
    try {
      listing = await publishListing(client, server.url, seller.token, { title: 'Zephyrion valve actuator' });
      expect(await searchTotal('zephyrion')).toBe(0);
      expect(await listingStatus(listing.id)).toBe(404);
      // The writer reads their own write: from the primary, search included.
      expect(await searchTotal('zephyrion', seller.token)).toBe(1);
      expect(await listingStatus(listing.id, seller.token)).toBe(200);
      // Still paused: the anonymous view has not moved on by itself.
      expect(await searchTotal('zephyrion')).toBe(0);
    } finally {
      await pg.onStandby('SELECT pg_wal_replay_resume()');
    }
    await waitFor(async () => (await searchTotal('zephyrion')) === 1, 'the standby to show the publish');
    expect(await listingStatus(listing.id)).toBe(200);
  });

  it(`a standby further behind than REPLICA_MAX_LAG_MS is skipped, and used again once it catches up`, async () => {
    // A second app on the same databases with a short bound (the first one's is a minute).
    const strict = await startTestServer(
      { DATABASE_URL: pg.primaryUrl, DATABASE_REPLICA_URLS: pg.standbyUrl, REPLICA_MAX_LAG_MS: '300' },
      { shareDatabaseWith: server },
    );
    try {
      const strictClient = createClient(strict.url);
      await waitFor(async () => (await ready(strict.url)).body.checks['replica-1'] === 'ok', 'the standby to be measured ok');
      const seller = await createCompleteUser(strictClient);
      await pg.onStandby('SELECT pg_wal_replay_pause()');
      try {
        await publishListing(strictClient, strict.url, seller.token, { title: 'Vornhelm damper blade' });
        const answer = await waitFor(async () => {
          const res = await ready(strict.url);
          return res.body.checks['replica-1'] === 'error: lagging' ? res : undefined;
        }, 'the paused standby to be seen lagging');
        expect(answer.status).toBe(200);
        // Skipped: anonymous searches read the primary, which has the publish.
        const res = await strictClient.get<{ total: number }>('/api/search?q=vornhelm');
        expect(res.body.total).toBe(1);
      } finally {
        await pg.onStandby('SELECT pg_wal_replay_resume()');
      }
      await waitFor(async () => (await ready(strict.url)).body.checks['replica-1'] === 'ok', 'the standby to be used again');
    } finally {
      await strict.close();
    }
  });

  it('the standby stopped and started again under load: no request fails', async () => {
    const seller = await createCompleteUser(client);
    const listing = await publishListing(client, server.url, seller.token, { title: 'Quillord pump seal kit' });
    await waitFor(async () => (await searchTotal('quillord')) === 1, 'the standby to show the publish');
    const statuses: number[] = [];
    // The answer of each failed search, so a failure names its error.
    const failures: string[] = [];
    let running = true;
    const load = async () => {
      while (running) {
        const res = await client.get<{ total: number }>('/api/search?q=quillord');
        statuses.push(res.status === 200 && res.body.total === 1 ? 200 : res.status);
        if (res.status !== 200) failures.push(`${res.status} ${res.text}`);
        statuses.push(await listingStatus(listing.id));
      }
    };
    const loops = [load(), load(), load()];
    try {
      await waitFor(() => statuses.length > 20, 'some reads before the stop');
      pg.stopStandby();
      const down = await waitFor(async () => {
        const res = await ready(server.url);
        return res.body.checks['replica-1'] === 'error: down' ? res : undefined;
      }, 'the replica to be seen down');
      // Advisory: the node stays ready, serving from the primary.
      expect([down.status, down.body.ok]).toEqual([200, true]);
      const duringOutage = statuses.length;
      await waitFor(() => statuses.length > duringOutage + 20, 'reads while the standby is down');
      pg.startStandby();
      await waitFor(async () => (await ready(server.url)).body.checks['replica-1'] === 'ok', 'the replica to be back');
      const afterBack = statuses.length;
      await waitFor(() => statuses.length > afterBack + 20, 'reads after it came back');
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(failures, errorLines.join('\n')).toEqual([]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('connections the databases end, checked out or idle, do not take the process down', async () => {
    // node-postgres emits 'error' on a connection its server ends while no query runs on it; with no
    // listener Node ends the process. A connection checked out and between queries has none of the
    // pool's; this one is held as the app's own code holds one, between its checkout and first query.
    const held = await primaryPool!.connect();
    const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => held.once('end', resolve));
    const admin = new pgLib.Client({ connectionString: pg.primaryUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await ended;
      held.release(true);
      // Now every other connection of the app's, idle in its pools: on the primary, then the standby.
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'sparestock' AND pid <> pg_backend_pid()`);
    } finally {
      await admin.end();
    }
    await pg.onStandby(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'sparestock' AND pid <> pg_backend_pid()`);
    // Still serving, on fresh connections: reads, and a write.
    await waitFor(async () => (await ready(server.url)).body.checks['replica-1'] === 'ok', 'the standby to be measured ok again');
    const seller = await createCompleteUser(client);
    await publishListing(client, server.url, seller.token, { title: 'Brannock flow switch' });
    expect(await searchTotal('brannock', seller.token)).toBe(1);
  });
});
