import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsResponseSchema, type NotificationsResponse, type WantedMatches } from '../../src/shared/schemas/wanted.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { profileBody, registrationBody, tokenFromUrl, type RegisterOverrides } from './helpers/factories.ts';
import { outboxRows, waitForOutboxIdle } from './helpers/outbox.ts';
import { linkFromMail, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';
import { createWanted, publishListing } from './helpers/wanted.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Alerts: a listing published (or cheaper) that matches a wanted item gives its owner one in-app
 * notification and one email (instant) or a place in the day's digest (daily), once, however
 * often the work is done and on however many instances. Two app instances share one database;
 * mail goes through the local SMTP sink.
 */

const FAST_MAIL = { MAIL_OUTBOX_POLL_MS: '200', MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400' };

let sink: SmtpSink;
let first: TestServer;
let second: TestServer;
let client: ApiClient;
let seller: User;

interface User {
  email: string;
  token: string;
  id: number;
}

async function register(overrides: RegisterOverrides = {}): Promise<User> {
  const body = registrationBody(overrides);
  expect((await client.post('/api/register', body)).status).toBe(201);
  const mail = await sink.waitFor(body.email);
  expect((await client.get(`/api/verify-email?token=${tokenFromUrl(linkFromMail(mail, '/verify-email'))}`)).status).toBe(200);
  const { token } = (await client.post<{ token: string }>('/api/login', { email: body.email, password: body.password })).body;
  const profile = await client.post<{ user: { id: number } }>(
    '/api/complete-profile',
    profileBody({ firstName: overrides.firstName ?? 'Bill' }),
    { token },
  );
  expect(profile.status).toBe(200);
  return { email: body.email.toLowerCase(), token, id: profile.body.user.id };
}

/** Runs every waiting match job on both instances and waits until the mail they queued has gone. */
async function settle(): Promise<void> {
  await first.app.wantedAlerts.runPending();
  await second.app.wantedAlerts.runPending();
  await waitFor(async () => (await queryDb(first, 'SELECT id FROM wanted_match_jobs')).length === 0, 'no match job is left');
  await waitForOutboxIdle(first);
}

const notificationsOf = async (user: User) => {
  const res = await client.get<NotificationsResponse>('/api/notifications', { token: user.token });
  expect(res.status).toBe(200);
  expect(NotificationsResponseSchema.parse(res.body)).toEqual(res.body);
  return res.body;
};
const alertMails = async (user: User, kind = 'wanted_alert') => (await outboxRows(first, user.email)).filter((row) => row.kind === kind);
const sell = (title: string, fields: Record<string, string | number> = {}, postcode = 'B2 4QA') =>
  publishListing(client, first.url, seller.token, { title, price: '20.00', quantity: 2, condition: 'Like New', ...fields }, { postcode });

beforeAll(async () => {
  sink = await startSmtpSink();
  first = await startTestServer({ SMTP_URL: sink.url, ...FAST_MAIL });
  second = await startTestServer({ SMTP_URL: sink.url, ...FAST_MAIL }, { shareDatabaseWith: first });
  client = createClient(first.url);
  seller = await register({ firstName: 'Sandra', lastName: 'Sellerton' });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await sink.close();
});

describe('alerts when a matching listing is published', () => {
  it('sends one notification and one email, even when the publish is repeated, a job runs twice and two instances work', async () => {
    const buyer = await register({ firstName: 'Bill' });
    const item = await createWanted(client, buyer.token, { words: 'rcbo', ratings: ['32amp', 'Type B', '≥ 6 kA'], near: 'B1', radius: 10 });
    const listing = await sell('Hager RCBO 32A type B 10kA 30mA', { brandInfo: 'Hager' });
    // The publish again, on the other instance.
    expect((await createClient(second.url).post(`/api/listings/${listing.id}/publish`, {}, { token: seller.token })).status).toBe(200);
    await settle();
    // The same work queued twice more (a retry after a crash would), taken by both instances at once.
    for (let i = 0; i < 2; i++) {
      await queryDb(
        first,
        "INSERT INTO wanted_match_jobs (listing_id, unit_price_pence, reason, attempts, created_at) VALUES (?, 2000, 'published', 0, ?)",
        [listing.id, new Date().toISOString()],
      );
    }
    if (first.dialect === 'postgres') {
      await Promise.all([first.app.wantedAlerts.runPending(), second.app.wantedAlerts.runPending()]);
    } else {
      // Two SQLite connections in ONE process would make one busy-wait on the thread the other
      // needs to commit; instances on one SQLite file are separate processes. One after the other.
      await second.app.wantedAlerts.runPending();
      await first.app.wantedAlerts.runPending();
    }
    await settle();

    const mail = await sink.waitFor(buyer.email);
    await waitForOutboxIdle(first);
    expect(sink.receivedFor(buyer.email)).toHaveLength(0);
    expect(await alertMails(buyer)).toHaveLength(1);
    const path = `/listing/${listing.id}-hager-rcbo-32a-type-b-10ka-30ma`;
    expect(mail.subject).toBe('Wanted match: Hager RCBO 32A type B 10kA 30mA – £20.00');
    expect(mail.text).toContain('Hello Bill,');
    expect(mail.text).toMatch(/Matches “rcbo”: 32 A ✓ · Type B ✓ · ≥ 6 kA ✓ · \d+ mi/);
    expect(mail.text).toContain(`${TEST_APP_URL}${path}`);
    expect(mail.text).toContain(`${TEST_APP_URL}/wanted`);
    expect(mail.text).toContain('£20.00 each · Like New · 2 available · B2');
    // Nothing of the seller but what the listing page shows: no address, no name.
    expect(mail.text).not.toContain(seller.email);
    expect(mail.text).not.toMatch(/Sandra|Sellerton/);
    expect(mail.html).toContain(`href="${TEST_APP_URL}${path}"`);

    const inbox = await notificationsOf(buyer);
    expect(inbox.unread).toBe(1);
    expect(inbox.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'wanted_match',
        title: 'New match: Hager RCBO 32A type B 10kA 30mA – £20.00',
        body: expect.stringMatching(/^32 A ✓ · Type B ✓ · ≥ 6 kA ✓ · \d+ mi$/),
        url: path,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    const matches = await client.get<WantedMatches>(`/api/wanted/${item.id}/matches`, { token: buyer.token });
    expect(matches.body.matches[0]?.matchedAt).toBe(inbox.notifications[0]!.createdAt);

    expect((await client.post('/api/notifications/read', {}, { token: buyer.token })).status).toBe(204);
    const read = await notificationsOf(buyer);
    expect(read.unread).toBe(0);
    expect(read.notifications[0]!.readAt).toEqual(expect.any(String));
  });

  it('alerts again when the price drops, not when it rises or the listing comes back at a price already alerted', async () => {
    const buyer = await register();
    await createWanted(client, buyer.token, { words: 'contactor', brand: 'Schneider' });
    const listing = await sell('Schneider LC1D18 contactor', { brandInfo: 'Schneider', categoryId: 6 });
    await settle();
    expect((await notificationsOf(buyer)).notifications).toHaveLength(1);

    expect((await client.patch(`/api/listings/${listing.id}`, { originalPrice: 15 }, { token: seller.token })).status).toBe(200);
    await settle();
    const dropped = await notificationsOf(buyer);
    expect(dropped.notifications.map((n) => n.title)).toEqual([
      'Price drop: Schneider LC1D18 contactor – £15.00',
      'New match: Schneider LC1D18 contactor – £20.00',
    ]);
    expect(await alertMails(buyer)).toHaveLength(2);
    // Paged newest first.
    const page = await client.get<NotificationsResponse>('/api/notifications?limit=1', { token: buyer.token });
    expect(page.body.notifications.map((n) => n.id)).toEqual([dropped.notifications[0]!.id]);
    const older = await client.get<NotificationsResponse>(`/api/notifications?before=${dropped.notifications[0]!.id}`, {
      token: buyer.token,
    });
    expect(older.body).toMatchObject({ notifications: [{ id: dropped.notifications[1]!.id }], unread: 2 });
    expect((await client.post('/api/notifications/read', { ids: [dropped.notifications[1]!.id] }, { token: buyer.token })).status).toBe(
      204,
    );
    expect((await notificationsOf(buyer)).unread).toBe(1);
    const mails = [await sink.waitFor(buyer.email), await sink.waitFor(buyer.email)];
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Price drop: Schneider LC1D18 contactor – £15.00',
      'Wanted match: Schneider LC1D18 contactor – £20.00',
    ]);

    expect((await client.patch(`/api/listings/${listing.id}`, { originalPrice: 18 }, { token: seller.token })).status).toBe(200);
    await client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token });
    await client.post(`/api/listings/${listing.id}/publish`, {}, { token: seller.token });
    await client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token });
    await client.patch(`/api/listings/${listing.id}`, { originalPrice: 15 }, { token: seller.token });
    await client.post(`/api/listings/${listing.id}/publish`, {}, { token: seller.token });
    await settle();
    expect((await notificationsOf(buyer)).notifications).toHaveLength(2);
    expect(await alertMails(buyer)).toHaveLength(2);
    expect(sink.receivedFor(buyer.email)).toHaveLength(0);
  });

  it('never alerts for a paused item or one with alerts off (which still lists the match), nor for the seller’s own', async () => {
    const pausedBuyer = await register();
    const offBuyer = await register();
    const paused = await createWanted(client, pausedBuyer.token, { words: 'isolator' });
    await client.patch(`/api/wanted/${paused.id}`, { paused: true }, { token: pausedBuyer.token });
    const off = await createWanted(client, offBuyer.token, { words: 'isolator', alertMode: 'off' });
    await createWanted(client, seller.token, { words: 'isolator' });
    const listing = await sell('Rotary isolator 63A 4-pole IP65', { categoryId: 1 });
    await settle();
    for (const user of [pausedBuyer, offBuyer, seller]) {
      expect((await notificationsOf(user)).notifications).toEqual([]);
      expect(await alertMails(user)).toEqual([]);
    }
    const matches = await client.get<WantedMatches>(`/api/wanted/${off.id}/matches`, { token: offBuyer.token });
    expect(matches.body.matches.map((m) => m.listing.id)).toEqual([listing.id]);
  });

  it('matches a job left behind by a crash mid-match on the next pass of any instance', async () => {
    const buyer = await register();
    const listing = await sell('Danfoss VLT drive 5.5kW', { categoryId: 8, brandInfo: 'Danfoss' });
    await settle(); // nobody wanted it yet
    await createWanted(client, buyer.token, { ratings: ['5.5 kW'], categoryId: 8 });
    // A job claimed by an instance that died: its claim has lapsed.
    await queryDb(
      first,
      "INSERT INTO wanted_match_jobs (listing_id, unit_price_pence, reason, attempts, locked_until, created_at) VALUES (?, 2000, 'published', 1, ?, ?)",
      [listing.id, new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() - 180_000).toISOString()],
    );
    await second.app.wantedAlerts.runPending();
    await settle();
    expect((await notificationsOf(buyer)).notifications.map((n) => n.body)).toEqual(['5.5 kW ✓']);
    expect(await alertMails(buyer)).toHaveLength(1);
    await sink.waitFor(buyer.email);
  });
});

describe('daily digest', () => {
  it('collects a day’s matches of daily items into one email per user, sent once by whichever instance runs first', async () => {
    const buyer = await register({ firstName: 'Dora' });
    await createWanted(client, buyer.token, { words: 'luminaire', alertMode: 'daily' });
    await createWanted(client, buyer.token, { words: 'emergency', alertMode: 'daily' });
    const one = await sell('Thorn LED luminaire 39W', { categoryId: 7, brandInfo: 'Thorn' });
    const two = await sell('Emergency bulkhead 3h', { categoryId: 7 });
    await settle();
    // In the app at once; no email yet.
    expect((await notificationsOf(buyer)).notifications).toHaveLength(2);
    expect(await outboxRows(first, buyer.email)).toHaveLength(1); // the verification mail only

    const tomorrow = new Date(Date.now() + 36 * 3_600_000);
    const queued =
      first.dialect === 'postgres'
        ? await Promise.all([first.app.wantedAlerts.runDigest(tomorrow), second.app.wantedAlerts.runDigest(tomorrow)])
        : [await second.app.wantedAlerts.runDigest(tomorrow), await first.app.wantedAlerts.runDigest(tomorrow)]; // one process: see above
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await first.app.wantedAlerts.runDigest(tomorrow)).toBe(0);
    await waitForOutboxIdle(first);
    const digest = await sink.waitFor(buyer.email);
    expect(digest.subject).toBe('Your wanted list: 2 new matches');
    expect(digest.text).toContain('Hello Dora,');
    expect(digest.text).toContain(`${TEST_APP_URL}/listing/${one.id}-thorn-led-luminaire-39w`);
    expect(digest.text).toContain(`${TEST_APP_URL}/listing/${two.id}-emergency-bulkhead-3h`);
    expect(digest.text).toContain('Matches “luminaire”');
    expect(digest.text).toContain(`${TEST_APP_URL}/wanted`);
    expect(await alertMails(buyer, 'wanted_digest')).toHaveLength(1);
    expect(await alertMails(buyer)).toHaveLength(0);
    expect(sink.receivedFor(buyer.email)).toHaveLength(0);
  });
});
