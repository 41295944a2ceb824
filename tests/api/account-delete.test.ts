import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/messages/account-messages.ts';
import { ORDERS_MESSAGES } from '../../src/shared/messages/orders-messages.ts';
import type { ConversationDetail, ConversationSummary } from '../../src/shared/schemas/deals.ts';
import { createClient, randomIp } from './helpers/api-client.ts';
import { findUserTraces, listTables, storagePaths } from './helpers/account.ts';
import { seedAccount, type SeededAccount } from './helpers/account-seed.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, readThread, storedQuantity } from './helpers/deals.ts';
import { createUser, registrationBody } from './helpers/factories.ts';
import { makeOrderListing, moveOk, orderNow, readOrder } from './helpers/orders.ts';
import { waitForOutboxIdle } from './helpers/outbox.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function deleteAccount(token: string, body: Record<string, unknown>) {
  return createClient(server.url).post('/api/account/delete', body, { token });
}

describe('POST /api/account/delete', () => {
  let seeded: SeededAccount;
  let photoKeys: string[];
  beforeAll(async () => {
    seeded = await seedAccount(server);
    photoKeys = (
      await queryDb<{ image_key: string; thumb_key: string }>(server, 'SELECT image_key, thumb_key FROM photos WHERE owner_id = ?', [
        seeded.user.user.id,
      ])
    ).flatMap((row) => [row.image_key, row.thumb_key]);
  });

  it('needs the password and DELETE typed, and changes nothing otherwise', async () => {
    const { user } = seeded;
    expect((await deleteAccount(user.token, { password: 'Wrong#Password1', confirm: 'DELETE' })).body).toEqual({
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
    });
    for (const confirm of ['delete', 'DELETE ', '']) {
      const res = await deleteAccount(user.token, { password: user.password, confirm });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.deleteConfirmRequired });
    }
    expect((await deleteAccount(user.token, { password: user.password })).body).toEqual({
      message: ACCOUNT_MESSAGES.deleteConfirmRequired,
    });
    expect((await createClient(server.url).post('/api/account/delete', { password: user.password, confirm: 'DELETE' })).status).toBe(401);
    expect((await createClient(server.url).get('/api/user', { token: user.token })).status).toBe(200);
    expect(photoKeys.length).toBe(8);
  });

  it('(the checks below find the user while the account exists)', async () => {
    const { user, identity } = seeded;
    const traces = await findUserTraces(server, user.user.id, [identity.email, identity.phone, identity.postcode]);
    for (const expected of [
      `users.email holds "${identity.email}"`,
      `conversation_messages.body holds "${identity.phone}"`,
      `photos.image_key holds "users/${user.user.id}/"`,
      `listings.owner_id = ${user.user.id}`,
      `sessions.user_id = ${user.user.id}`,
      `conversations.buyer_id = ${user.user.id}`,
      `reports.reporter_id = ${user.user.id}`,
      `account_events.user_id = ${user.user.id}`,
      `reports.target_id = ${user.user.id} (kind user)`,
      `orders.buyer_id = ${user.user.id}`,
      `orders.seller_id = ${user.user.id}`,
      `order_events.actor_id = ${user.user.id}`,
      `orders.delivery_address holds "${identity.postcode.toLowerCase()}"`,
    ]) {
      expect(traces).toContain(expected);
    }
    expect(storagePaths(server)).toContain(`users/${user.user.id}`);
  });

  it('deletes the account at once: it cannot sign in, its listings leave the marketplace', async () => {
    const { user, identity, live } = seeded;
    const res = await deleteAccount(user.token, { password: user.password, confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });

    expect((await createClient(server.url).get('/api/user', { token: user.token })).status).toBe(401);
    const login = await createClient(server.url, randomIp()).post('/api/login', { email: identity.email, password: user.password });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'Invalid email or password' });
    expect((await createClient(server.url).get(`/api/public/listings/${live.id}`)).status).toBe(404);
    expect((await createClient(server.url).get(`/api/public/sellers/${user.user.id}`)).status).toBe(404);
    const search = await createClient(server.url).get<{ total: number }>('/api/search?q=hager');
    expect(search.body.total).toBe(0);
  });

  it('leaves nothing of the user in any table, nor in the storage folder', async () => {
    const { user, identity } = seeded;
    // The goodbye mail holds the address until it is sent; mails about the user to others hold
    // their name until sent (bodies are blanked once finished).
    await waitForOutboxIdle(server);
    const tables = await listTables(server);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'listings',
        'photos',
        'conversations',
        'email_outbox',
        'account_events',
        'data_exports',
      ]),
    );
    const traces = await findUserTraces(server, user.user.id, [
      identity.email,
      identity.pendingEmail,
      identity.firstName,
      identity.lastName,
      identity.businessName,
      identity.postcode,
      identity.phone,
      identity.phone.replace(/\s/g, ''),
    ]);
    expect(traces).toEqual([]);

    const paths = storagePaths(server);
    expect(paths.filter((p) => p === `users/${user.user.id}` || p.startsWith(`users/${user.user.id}/`))).toEqual([]);
    for (const key of photoKeys) expect(paths).not.toContain(key);
  });

  it('keeps the other side’s conversations: their messages stay, the user reads “Deleted user”, its own messages are gone', async () => {
    const { seller, buyer, asBuyer, asSeller, theirListing, identity } = seeded;

    const sellersView = await readThread(seller, asBuyer.id);
    expect(sellersView.status).toBe(200);
    const thread: ConversationDetail = sellersView.body;
    expect(thread.otherParty.displayName).toBe('Deleted user');
    expect(thread.otherParty.id).not.toBe(seeded.user.user.id);
    const messages = thread.messages.filter((m) => m.kind === 'message');
    expect(messages.map((m) => [m.fromMe, m.body])).toEqual([[true, 'Happy to sell at that price.']]);
    // The open offer ended with the account (withdrawn), its event line stays.
    expect(thread.offers.map((o) => o.status)).toEqual(['withdrawn']);
    expect(thread.messages.some((m) => m.kind === 'event' && m.body.startsWith('Offer:'))).toBe(true);
    expect(JSON.stringify(thread)).not.toContain(identity.phone);
    expect(await storedQuantity(server, theirListing.id)).toBe(5);

    const inbox = await buyer.client.get<{ conversations: ConversationSummary[] }>('/api/conversations', { token: buyer.token });
    const summary = inbox.body.conversations.find((c) => c.id === asSeller.id)!;
    expect(summary.otherParty.displayName).toBe('Deleted user');
    const buyersView = (await readThread(buyer, asSeller.id)).body;
    expect(buyersView.messages.filter((m) => m.kind === 'message').map((m) => m.body)).toEqual(['Is this still available?']);
    expect(buyersView.listing.available).toBe(false);
  });

  it('keeps its orders (7 years) with “Deleted user” in its place: amounts, snapshot and history stay, the delivery address goes', async () => {
    const { seller, customer, bought, sold } = seeded;
    // Nothing of the person is left in them (the check above covers every table); what stays is the record.
    const asSeller = await readOrder(seller, bought.id);
    expect(asSeller.status).toBe(200);
    expect(asSeller.body).toMatchObject({
      status: 'completed',
      buyer: { displayName: 'Deleted user', accountType: null },
      deliveryAddress: null,
      quantity: 1,
      item: { title: 'Honeywell T6 thermostat', unitPrice: '60.00' },
      totals: { goods: '60.00', delivery: '4.50', vat: '12.90', total: '77.40' },
    });
    expect(asSeller.body.buyer.id).not.toBe(seeded.user.user.id);
    expect(asSeller.body.timeline.map((e) => [e.kind, e.actor, e.note])).toEqual([
      ['placed', 'buyer', null],
      ['dispatched', 'seller', 'Parcelforce PF123'],
      ['received', 'buyer', null],
    ]);
    const asCustomer = (await readOrder(customer, sold.id)).body;
    expect(asCustomer).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'buyer',
      seller: { displayName: 'Deleted user' },
      thumbnailUrl: null,
      item: { thumbnailUrl: null },
    });
    const rows = await queryDb<{ n: number }>(server, 'SELECT count(*) AS n FROM orders WHERE id IN (?, ?)', [bought.id, sold.id]);
    expect(Number(rows[0]!.n)).toBe(2);
  });

  it('keeps reports the user made, without the reporter, and reports about the user, without the user', async () => {
    const rows = await queryDb<{ kind: string; note: string; reporter_id: number; target_id: number }>(
      server,
      'SELECT kind, note, reporter_id, target_id FROM reports ORDER BY id',
    );
    expect(rows.map((r) => [r.kind, r.note])).toEqual([
      ['listing', 'Looks like a copy of my photo'],
      ['user', 'Keeps messaging'],
    ]);
    const standIns = await queryDb<{ id: number; first_name: string; email: string; deleted_at: string | null }>(
      server,
      'SELECT id, first_name, email, deleted_at FROM users WHERE deleted_at IS NOT NULL',
    );
    expect(standIns).toHaveLength(1);
    expect(standIns[0]!.first_name).toBe('Deleted user');
    expect(standIns[0]!.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
    expect(Number(rows[0]!.reporter_id)).toBe(Number(standIns[0]!.id));
    expect(Number(rows[1]!.target_id)).toBe(Number(standIns[0]!.id));
  });

  it('lets the address register again', async () => {
    const res = await createClient(server.url).post('/api/register', registrationBody({ email: seeded.identity.email }));
    expect(res.status).toBe(201);
  });
});

describe('an account with an order in progress', () => {
  it('is not deleted until its orders are done, on either side (409)', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeOrderListing(server, seller, { quantity: 3 });
    const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    for (const who of [buyer, seller]) {
      const res = await deleteAccount(who.token, { password: who.password, confirm: 'DELETE' });
      expect(res).toMatchObject({ status: 409, body: { message: ORDERS_MESSAGES.openOrders } });
    }
    await moveOk(seller, order.id, 'ready');
    await moveOk(buyer, order.id, 'received');
    expect((await deleteAccount(buyer.token, { password: buyer.password, confirm: 'DELETE' })).status).toBe(409);
    await queryDb(server, "UPDATE orders SET status = 'completed', completed_at = ? WHERE id = ?", [new Date().toISOString(), order.id]);
    expect((await deleteAccount(buyer.token, { password: buyer.password, confirm: 'DELETE' })).status).toBe(200);
    expect((await readOrder(seller, order.id)).body).toMatchObject({ status: 'completed', buyer: { displayName: 'Deleted user' } });
    expect((await deleteAccount(seller.token, { password: seller.password, confirm: 'DELETE' })).status).toBe(200);
    expect(await queryDb(server, 'SELECT id FROM orders WHERE id = ?', [order.id])).toHaveLength(1);
  });
});

describe('deleting an account that nobody else has dealt with', () => {
  it('leaves no stand-in behind', async () => {
    const before = await queryDb<{ n: number }>(server, 'SELECT count(*) AS n FROM users WHERE deleted_at IS NOT NULL');
    const user = await createUser(createClient(server.url));
    expect((await deleteAccount(user.token, { password: user.password, confirm: 'DELETE' })).status).toBe(200);
    const after = await queryDb<{ n: number }>(server, 'SELECT count(*) AS n FROM users WHERE deleted_at IS NOT NULL');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    expect(await findUserTraces(server, user.user.id, [user.email])).toEqual([]);
  });
});

describe('a suspended account', () => {
  it('cannot sign in, use its sessions or delete itself', async () => {
    const user = await createUser(createClient(server.url));
    await queryDb(server, 'UPDATE users SET suspended_at = ? WHERE id = ?', [new Date().toISOString(), user.user.id]);
    const login = await createClient(server.url, randomIp()).post('/api/login', { email: user.email, password: user.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ suspended: true });
    expect((await createClient(server.url).get('/api/account/sessions', { token: user.token })).status).toBe(403);
    expect((await deleteAccount(user.token, { password: user.password, confirm: 'DELETE' })).status).toBe(403);
  });
});
