import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminReportListSchema, AdminReportSchema, type AdminReport } from '../../src/shared/schemas/moderation.ts';
import { PublicUserSchema } from '../../src/shared/schemas/user.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createClient } from './helpers/api-client.ts';
import { runCli } from './helpers/backup.ts';
import { queryDb } from './helpers/db.ts';
import { act, makeActor, makeIndividual, makeLiveListing, openConversation, type Actor } from './helpers/deals.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
const SUSPENDED = 'This account is suspended. Contact help@sparestock.test if you think this is a mistake.';

let server: TestServer;
let admin: Actor;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: 'help@sparestock.test' });
  admin = await makeIndividual(server, { firstName: 'Ada', lastName: 'Admin' });
  await queryDb(server, 'UPDATE users SET is_admin = 1 WHERE id = ?', [admin.user.id]);
});
afterAll(async () => server.close());

async function report(
  reporter: Actor,
  kind: 'listing' | 'user' | 'conversation',
  id: number,
  reason = 'scam',
  note?: string,
): Promise<number> {
  const res = await reporter.client.post<{ id: number }>(
    '/api/reports',
    { kind, id, reason, ...(note && { note }) },
    { token: reporter.token },
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function openReports(status: 'open' | 'closed' = 'open'): Promise<AdminReport[]> {
  const res = await admin.client.get<{ reports: AdminReport[] }>(`/api/admin/reports?status=${status}`, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  expect(AdminReportListSchema.parse(res.body)).toEqual(res.body);
  return res.body.reports;
}

function adminPost(pathName: string, body: unknown = {}) {
  return admin.client.post<AdminReport & { message?: string }>(pathName, body, { token: admin.token });
}

async function searchTitles(q: string): Promise<string[]> {
  const res = await createClient(server.url).get<{ results: Array<{ title: string }> }>(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.results.map((r) => r.title);
}

describe('/api/admin for anyone but an admin', () => {
  it('answers the 404 of an unknown route: signed out, a plain user, a bad token', async () => {
    const user = await makeActor(server);
    const anon = createClient(server.url);
    const unknown = await anon.get('/api/admin/nothing-here');
    for (const [method, url] of [
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/1/dismiss'],
      ['POST', '/api/admin/reports/1/withdraw-listing'],
      ['POST', '/api/admin/reports/1/suspend-user'],
      ['POST', `/api/admin/users/${user.user.id}/unsuspend`],
    ] as const) {
      for (const token of [undefined, user.token, 'x'.repeat(43)]) {
        const res = await anon.request(method, url, method === 'POST' ? {} : undefined, { token });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual({ message: `No route for ${method} ${url}` });
      }
    }
    expect(unknown.body).toEqual({ message: 'No route for GET /api/admin/nothing-here' });
    expect(user.user.isAdmin).toBe(false);
  });

  it('tells an admin so in the user JSON', async () => {
    const me = await admin.client.get('/api/user', { token: admin.token });
    expect(PublicUserSchema.parse(me.body)).toEqual(me.body);
    expect(me.body.isAdmin).toBe(true);
  });
});

describe('GET /api/admin/reports', () => {
  it('lists open reports newest first with what they concern, and closed ones apart', async () => {
    const seller = await makeIndividual(server, { firstName: 'Dodgy', lastName: 'Dealer' });
    const buyer = await makeIndividual(server, { firstName: 'Honest', lastName: 'Buyer' });
    const listing = await makeLiveListing(server, seller, { title: 'Moderation MCB 32A' });
    const thread = await openConversation(buyer, listing.id);
    await act(seller, `/api/conversations/${thread.id}/messages`, { message: 'Pay me by bank transfer first' });
    const onListing = await report(buyer, 'listing', listing.id, 'counterfeit', 'Fake label');
    const onUser = await report(buyer, 'user', seller.user.id, 'abusive');
    const onThread = await report(buyer, 'conversation', thread.id, 'scam');

    const reports = await openReports();
    const mine = reports.filter((r) => [onListing, onUser, onThread].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([onThread, onUser, onListing]);
    const sellerView = { id: seller.user.id, displayName: 'Dodgy D.', email: seller.email, suspended: false };
    const [thr, usr, lst] = mine;
    expect(lst).toMatchObject({
      kind: 'listing',
      reason: 'counterfeit',
      reasonLabel: 'Counterfeit or fake',
      note: 'Fake label',
      status: 'open',
      reporter: { id: buyer.user.id, displayName: 'Honest B.' },
      target: {
        listing: {
          id: listing.id,
          title: 'Moderation MCB 32A',
          slug: 'moderation-mcb-32a',
          status: 'live',
          ownerId: seller.user.id,
          ownerName: 'Dodgy D.',
        },
        user: sellerView,
      },
      actions: [],
    });
    expect(Date.parse(lst!.dueBy) - Date.parse(lst!.createdAt)).toBe(24 * 60 * 60 * 1000);
    expect(usr).toMatchObject({ kind: 'user', reasonLabel: 'Abusive or threatening', note: null, target: { user: sellerView } });
    expect(usr!.target.listing).toBeUndefined();
    expect(thr!.target.conversation).toMatchObject({
      id: thread.id,
      listingTitle: 'Moderation MCB 32A',
      buyerName: 'Honest B.',
      sellerName: 'Dodgy D.',
      messages: [
        { fromRole: 'buyer', kind: 'message', body: 'Hello, is this still available?' },
        { fromRole: 'seller', kind: 'message', body: 'Pay me by bank transfer first' },
      ],
    });
    // The conversation report is against the other side: the seller.
    expect(thr!.target.user).toEqual(sellerView);

    const dismissed = await adminPost(`/api/admin/reports/${onUser}/dismiss`, { note: 'Heated, not abusive' });
    expect(dismissed.status).toBe(200);
    expect(AdminReportSchema.parse(dismissed.body)).toEqual(dismissed.body);
    expect(dismissed.body).toMatchObject({
      status: 'dismissed',
      actions: [{ action: 'dismiss', by: { id: admin.user.id, displayName: 'Ada A.' }, note: 'Heated, not abusive' }],
    });
    expect((await openReports()).map((r) => r.id)).not.toContain(onUser);
    expect((await openReports('closed')).map((r) => r.id)).toContain(onUser);
    expect((await adminPost(`/api/admin/reports/${onUser}/dismiss`)).status).toBe(409);
  });

  it('keeps the last 20 messages of a conversation, oldest first', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeLiveListing(server, seller);
    const thread = await openConversation(buyer, listing.id);
    for (let i = 1; i <= 21; i++)
      await act(i % 2 ? seller : buyer, `/api/conversations/${thread.id}/messages`, { message: `Message ${i}` });
    const id = await report(buyer, 'conversation', thread.id, 'spam');
    const found = (await openReports()).find((r) => r.id === id)!;
    const bodies = found.target.conversation!.messages.map((m) => m.body);
    expect(bodies).toHaveLength(20);
    expect(bodies[0]).toBe('Message 2');
    expect(bodies[19]).toBe('Message 21');
  });

  it('refuses a bad status and answers 404 for an unknown report', async () => {
    expect((await admin.client.get('/api/admin/reports?status=all', { token: admin.token })).status).toBe(400);
    expect(await adminPost('/api/admin/reports/999999/dismiss')).toMatchObject({ status: 404, body: { message: 'Report not found' } });
    expect(await adminPost('/api/admin/reports/abc/dismiss')).toMatchObject({ status: 404 });
    expect(await adminPost('/api/admin/reports/1/dismiss', { note: 'x', extra: 1 })).toMatchObject({
      status: 400,
      body: { message: 'Unknown field: extra' },
    });
  });
});

describe('POST /api/admin/reports/:id/withdraw-listing', () => {
  it('takes the listing out of search and its public page at once, and records who did it', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeLiveListing(server, seller, { title: 'Withdrawme contactor' });
    expect(await searchTitles('Withdrawme')).toEqual(['Withdrawme contactor']);
    const id = await report(buyer, 'listing', listing.id, 'prohibited');

    const res = await adminPost(`/api/admin/reports/${id}/withdraw-listing`, { note: 'Not allowed' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'actioned',
      target: { listing: { id: listing.id, status: 'private' } },
      actions: [{ action: 'withdraw_listing', by: { id: admin.user.id }, note: 'Not allowed' }],
    });
    expect(await searchTitles('Withdrawme')).toEqual([]);
    expect((await createClient(server.url).get(`/api/public/listings/${listing.id}`)).status).toBe(404);
    // The seller still has it, private.
    const own = await seller.client.get<{ status: string }>(`/api/listings/${listing.id}`, { token: seller.token });
    expect(own.body.status).toBe('private');
  });

  it('answers 400 for a report that is not about a listing', async () => {
    const other = await makeActor(server);
    const reporter = await makeActor(server);
    const id = await report(reporter, 'user', other.user.id);
    expect(await adminPost(`/api/admin/reports/${id}/withdraw-listing`)).toMatchObject({
      status: 400,
      body: { message: 'This report is not about a listing' },
    });
  });
});

describe('suspending a user', () => {
  it('stops sign-in and every session, takes their listings off the marketplace, and unsuspending puts them back', async () => {
    const seller = await makeIndividual(server, { firstName: 'Suspendable', lastName: 'Seller' });
    const buyer = await makeActor(server);
    const first = await makeLiveListing(server, seller, { title: 'Suspendo isolator one' });
    const second = await makeLiveListing(server, seller, { title: 'Suspendo isolator two' });
    const third = await makeLiveListing(server, seller, { title: 'Suspendo isolator three' });
    const onListing = await report(buyer, 'listing', third.id, 'counterfeit');
    expect((await adminPost(`/api/admin/reports/${onListing}/withdraw-listing`)).status).toBe(200);
    expect((await searchTitles('Suspendo')).sort()).toEqual(['Suspendo isolator one', 'Suspendo isolator two']);

    const onUser = await report(buyer, 'user', seller.user.id, 'scam');
    const res = await adminPost(`/api/admin/reports/${onUser}/suspend-user`, { note: 'Scam reports' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'actioned',
      target: { user: { id: seller.user.id, suspended: true } },
      actions: [{ action: 'suspend_user', by: { id: admin.user.id }, note: 'Scam reports' }],
    });

    // Their session: 403 with the message, on every signed-in call.
    for (const url of ['/api/user', '/api/user-listings', '/api/conversations']) {
      expect(await seller.client.get(url, { token: seller.token })).toMatchObject({
        status: 403,
        body: { message: SUSPENDED, suspended: true },
      });
    }
    // Sign-in: the right password answers 403 with the message; a wrong one the usual 401.
    expect(await createClient(server.url).post('/api/login', { email: seller.email, password: seller.password })).toMatchObject({
      status: 403,
      body: { message: SUSPENDED, suspended: true },
    });
    expect((await createClient(server.url).post('/api/login', { email: seller.email, password: 'Wrong#2024x' })).status).toBe(401);
    // Off the marketplace: search, public pages, the seller page.
    expect(await searchTitles('Suspendo')).toEqual([]);
    const anon = createClient(server.url);
    expect((await anon.get(`/api/public/listings/${first.id}`)).status).toBe(404);
    expect((await anon.get(`/api/public/sellers/${seller.user.id}`)).status).toBe(404);

    const lifted = await adminPost(`/api/admin/users/${seller.user.id}/unsuspend`, { note: 'Appeal upheld' });
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body).toEqual({ id: seller.user.id, displayName: 'Suspendable S.', email: seller.email, suspended: false });
    // The same session works again; the listings the suspension took are back, the one withdrawn on its own stays private.
    expect((await seller.client.get('/api/user', { token: seller.token })).status).toBe(200);
    expect((await searchTitles('Suspendo')).sort()).toEqual(['Suspendo isolator one', 'Suspendo isolator two']);
    expect((await anon.get(`/api/public/listings/${second.id}`)).status).toBe(200);
    const history = (await openReports('closed')).find((r) => r.id === onUser)!;
    expect(history.actions.map((a) => [a.action, a.note])).toEqual([
      ['suspend_user', 'Scam reports'],
      ['unsuspend_user', 'Appeal upheld'],
    ]);
  });

  it('suspends the other side of a reported conversation, never the admin themself', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeLiveListing(server, seller);
    const thread = await openConversation(buyer, listing.id);
    const id = await report(seller, 'conversation', thread.id, 'abusive');
    const res = await adminPost(`/api/admin/reports/${id}/suspend-user`);
    expect(res.body.target.user).toMatchObject({ id: buyer.user.id, suspended: true });
    expect((await buyer.client.get('/api/user', { token: buyer.token })).status).toBe(403);
    expect((await seller.client.get('/api/user', { token: seller.token })).status).toBe(200);

    const selfReport = await report(seller, 'user', admin.user.id);
    expect(await adminPost(`/api/admin/reports/${selfReport}/suspend-user`)).toMatchObject({
      status: 400,
      body: { message: 'You can’t suspend your own account' },
    });
    expect((await adminPost(`/api/admin/users/999999/unsuspend`)).status).toBe(404);
  });
});

describe('npm run admin', () => {
  it('grants and revokes the role on the configured database', { timeout: TIMEOUTS.apiProcessTest }, async () => {
    const user = await makeActor(server);
    const cli = (...args: string[]) => runCli('admin', args, { DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl });
    expect(await cli('grant', user.email.toUpperCase())).toMatchObject({ code: 0, stdout: expect.stringContaining('is now an admin') });
    expect((await user.client.get('/api/admin/reports', { token: user.token })).status).toBe(200);
    expect(await cli('list')).toMatchObject({ code: 0, stdout: expect.stringContaining(user.email) });
    expect(await cli('revoke', user.email)).toMatchObject({ code: 0, stdout: expect.stringContaining('is no longer an admin') });
    expect((await user.client.get('/api/admin/reports', { token: user.token })).status).toBe(404);
    expect((await cli('grant', 'nobody@example.com')).code).toBe(1);
  });
});
