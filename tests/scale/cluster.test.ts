import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import type { NotificationsResponse } from '../../src/shared/schemas/wanted.ts';
import { createClient } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, createUser, uniqueEmail } from '../api/helpers/factories.ts';
import { createListing, fetchImage, uploadedFiles } from '../api/helpers/listings.ts';
import { keyOfUrl } from '../api/helpers/photos.ts';
import { createWanted, publishListing } from '../api/helpers/wanted.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { LIMITS, startCluster, type Cluster } from './helpers/cluster.ts';
import {
  analyze,
  expectLogCount,
  jobDoneFor,
  ready,
  uploadPhoto,
  VISION_ANSWER,
  VISION_CONTENT,
  waitForWorkers,
} from './helpers/cluster-api.ts';
import { waitFor } from './helpers/wait.ts';

/**
 * Issue 15's proof: two API processes and SpareBot workers against one PostgreSQL, one Redis and
 * one S3 server. Later tests kill processes, so the order matters: the cluster is shared.
 */
let cluster: Cluster;
let a: string;
let b: string;

beforeAll(async () => {
  cluster = await startCluster();
  a = cluster.nodeA.url;
  b = cluster.nodeB.url;
  cluster.vision.reply = VISION_ANSWER;
  await waitForWorkers(a, 1);
}, TIMEOUTS.scaleHook);
afterAll(async () => cluster?.stop(), TIMEOUTS.scaleHook);

describe('two API nodes on one database, one Redis and one bucket', () => {
  it('GET /api/ready on each node: database, storage, Redis, and the worker on the SpareBot queue', async () => {
    for (const url of [a, b]) {
      const res = await ready(url);
      expect(res.status, res.text).toBe(200);
      expect(res.body.checks).toEqual({ database: 'ok', storage: 'ok', redis: 'ok', sparebot: 'ok' });
      expect(res.body.details?.sparebot).toMatchObject({ runsIn: 'workers', workers: 1, failed: 0 });
    }
  });

  it('a session made on node A works on node B, and signing out on B ends it on A', async () => {
    const user = await createUser(createClient(a));
    expect((await createClient(b).get('/api/user', { token: user.token })).status).toBe(200);
    expect((await createClient(b).post('/api/logout', {}, { token: user.token })).status).toBe(200);
    expect((await createClient(a).get('/api/user', { token: user.token })).status).toBe(401);
  });

  it('a photo uploaded through node A is stored in the bucket (not on A’s disk) and served by node B', async () => {
    const user = await createUser(createClient(a));
    const ref = await uploadPhoto(a, user.token);
    expect(cluster.s3.keys()).toEqual(expect.arrayContaining([keyOfUrl(ref.url), keyOfUrl(ref.thumbnailUrl)]));
    expect(uploadedFiles(cluster.nodeA)).toEqual([]);
    const served = await fetchImage(b, ref.url);
    expect(served.status).toBe(200);
    expect(served.data.equals(cluster.s3.read(keyOfUrl(ref.url))!)).toBe(true);
  });

  it(`a sign-in limit of ${LIMITS.perAccount} per account holds across both nodes`, async () => {
    const email = uniqueEmail('limit');
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.perAccount + 2; i++) {
      // Each attempt from another address, alternately on A and B: only the account's count can stop them.
      statuses.push((await createClient(i % 2 ? b : a).post('/api/login', { email, password: 'Wrong#Password1' })).status);
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.perAccount).fill(401), 429, 429]);
  });

  it(`a limit of ${LIMITS.perIp} requests per address holds across both nodes`, async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.perIp + 1; i++) {
      statuses.push(
        (await createClient(i % 2 ? b : a, ip).post('/api/login', { email: uniqueEmail('ip'), password: 'Wrong#Password1' })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.perIp).fill(401), 429]);
  });

  it('the inventory list cache stays right across nodes: a write on one is seen at once on the other', async () => {
    const user = await createUser(createClient(a));
    const list = async (url: string, etag?: string) =>
      createClient(url).get<Listing[]>('/api/user-listings', { token: user.token, headers: etag ? { 'if-none-match': etag } : {} });
    const titles = async (url: string) => (await list(url)).body.map((l) => l.title);
    const first = await createListing(a, user.token, { title: 'Schneider 32A MCB' });
    const onA = await list(a);
    expect(onA.body.map((l) => l.title)).toEqual(['Schneider 32A MCB']);
    const sameOnB = await list(b, onA.headers.get('etag')!);
    expect(sameOnB.status, sameOnB.text).toBe(304);

    await createListing(b, user.token, { title: 'Hager 20A RCBO' });
    expect(await titles(a)).toEqual(['Hager 20A RCBO', 'Schneider 32A MCB']);
    expect((await list(a, onA.headers.get('etag')!)).status).toBe(200);
    const patched = await createClient(a).patch(`/api/listings/${first.id}`, { title: 'Schneider 40A MCB' }, { token: user.token });
    expect(patched.status, patched.text).toBe(200);
    expect(await titles(b)).toEqual(['Hager 20A RCBO', 'Schneider 40A MCB']);
    expect((await createClient(b).delete(`/api/listings/${first.id}`, { token: user.token })).status).toBe(200);
    expect(await titles(a)).toEqual(['Hager 20A RCBO']);
  });

  it('search on each node follows a publish, a price change and a withdrawal made on the other, at once', async () => {
    const seller = await createCompleteUser(createClient(a));
    const word = `zq${Date.now().toString(36)}`;
    const found = async (url: string, params: Record<string, string> = {}) =>
      (
        await createClient(url).get<{ results: { id: number; price: string }[] }>(
          `/api/search?${new URLSearchParams({ q: word, ...params })}`,
        )
      ).body.results;
    // Both nodes have searched (their facts are in memory) before anything changes.
    expect(await found(a)).toEqual([]);
    expect(await found(b)).toEqual([]);
    const listing = await publishListing(createClient(a), a, seller.token, { title: `Contactor ${word}`, price: '30.00', quantity: 1 });
    expect((await found(b)).map((r) => r.id)).toEqual([listing.id]);
    const edit = await createClient(b).patch(`/api/listings/${listing.id}`, { originalPrice: '45.00' }, { token: seller.token });
    expect(edit.status, edit.text).toBe(200);
    expect(await found(a, { maxPrice: '40' })).toEqual([]);
    expect((await found(a, { minPrice: '40' }))[0]?.price).toBe('45.00');
    expect((await createClient(a).post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token })).status).toBe(200);
    expect(await found(b)).toEqual([]);
    expect(await found(b, { seller: String(seller.user.id) })).toEqual([]);
  });
});

describe('SpareBot analyses as jobs', () => {
  it('an analysis asked of node A is run by the worker, stored, and node B answers it again from the store', async () => {
    const user = await createUser(createClient(a));
    const ref = await uploadPhoto(a, user.token);
    const asked = cluster.vision.requests.length;
    const res = await analyze(a, user.token, ref.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ photoId: ref.id, suggestedTitle: 'Hager 32A type B RCBO', brandInfo: 'Hager' });
    await cluster.workers[0]!.waitForLog(jobDoneFor(ref.id), 'the job done');
    expectLogCount([...cluster.nodeA.logs, ...cluster.nodeB.logs], (l) => l.event === 'job.done', 0, 'no API node runs jobs');
    expect(cluster.vision.requests.length).toBe(asked + 1);

    const again = await analyze(b, user.token, ref.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(cluster.vision.requests.length).toBe(asked + 1);
  });

  it('one wanted-list alert and one email per match, with two workers matching and sending', async () => {
    await cluster.startWorker();
    await waitForWorkers(a, 2);
    const seller = await createCompleteUser(createClient(a));
    const buyer = await createCompleteUser(createClient(b));
    await createWanted(createClient(b), buyer.token, { words: 'rcbo', near: 'B1', radius: 10 });
    const listing = await publishListing(createClient(a), a, seller.token, {
      title: 'Hager RCBO 32A type B',
      price: '20.00',
      quantity: 1,
      condition: 'Like New',
    });
    const alertRows = () =>
      queryDb<{ id: number; status: string }>(
        cluster.db,
        "SELECT id, status FROM email_outbox WHERE to_address = ? AND kind = 'wanted_alert'",
        [buyer.email],
      );
    await waitFor(async () => (await alertRows()).some((row) => row.status === 'sent'), 'the alert email to be sent');

    // The same match queued twice more (as a retry after a crash would), both workers woken at once.
    for (let i = 0; i < 2; i++) {
      await queryDb(
        cluster.db,
        "INSERT INTO wanted_match_jobs (listing_id, unit_price_pence, reason, attempts, created_at) VALUES (?, 2000, 'published', 0, ?)",
        [listing.id, new Date().toISOString()],
      );
    }
    const redis = new Redis(cluster.redis.url);
    await redis.publish('scale:wake:wanted', '1');
    redis.disconnect();
    await waitFor(async () => (await queryDb(cluster.db, 'SELECT id FROM wanted_match_jobs')).length === 0, 'every match job to be done');
    await waitFor(
      async () => (await queryDb(cluster.db, "SELECT id FROM email_outbox WHERE status = 'pending'")).length === 0,
      'the outbox to be idle',
    );

    const rows = await alertRows();
    expect(rows).toEqual([{ id: rows[0]!.id, status: 'sent' }]);
    expectLogCount(
      cluster.allLogs(),
      (l) => l.event === 'mail.sent' && Number(l.outboxId) === Number(rows[0]!.id),
      1,
      'the alert sent once',
    );
    const inbox = await createClient(a).get<NotificationsResponse>('/api/notifications', { token: buyer.token });
    expect(inbox.body.notifications.filter((n) => n.kind === 'wanted_match')).toHaveLength(1);
  });

  it('a worker stopped with SIGTERM leaves cleanly; one killed mid-job loses nothing: a new worker runs the job and the request answers', async () => {
    const second = cluster.workers[1]!;
    expect(await second.kill('SIGTERM')).toBe(0);
    await waitForWorkers(a, 1);

    const user = await createUser(createClient(a));
    const ref = await uploadPhoto(a, user.token);
    const asked = cluster.vision.requests.length;
    let release = () => undefined as void;
    cluster.vision.reply = { kind: 'held', content: VISION_CONTENT, release: new Promise<void>((resolve) => (release = resolve)) };
    const answer = analyze(a, user.token, ref.id);
    await waitFor(() => cluster.vision.requests.length > asked, 'the worker to be mid-job (asking the vision model)');
    await cluster.workers[0]!.kill('SIGKILL');
    cluster.vision.reply = VISION_ANSWER;
    release();

    const fresh = await cluster.startWorker();
    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ photoId: ref.id, suggestedTitle: 'Hager 32A type B RCBO' });
    await fresh.waitForLog(jobDoneFor(ref.id), 'the job done by the new worker');
    await fresh.waitForLog((l) => l.event === 'job.stalled' && String(l.jobId).startsWith(`photo-${ref.id}-`), 'the lost job taken back');
  });
});

describe('node A killed', () => {
  it('node B keeps serving: sessions made on A, sign-ins, uploads and analyses', async () => {
    const made = await createUser(createClient(a));
    await cluster.nodeA.kill('SIGKILL');
    expect((await createClient(b).get('/api/user', { token: made.token })).status).toBe(200);
    const login = await createClient(b).post<{ token: string }>('/api/login', { email: made.email, password: made.password });
    expect(login.status).toBe(200);
    const ref = await uploadPhoto(b, login.body.token);
    expect((await analyze(b, login.body.token, ref.id)).status).toBe(200);
    expect((await ready(b)).status).toBe(200);
  });
});
