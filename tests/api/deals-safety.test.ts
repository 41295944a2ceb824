import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockListSchema } from '../../src/shared/schemas/deals.ts';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
import { PublicUserSchema } from '../../src/shared/schemas/user.ts';
import { queryDb } from './helpers/db.ts';
import {
  act,
  contactSeller,
  makeActor,
  makeIndividual,
  makeLiveListing,
  openConversation,
  readThread,
  type Actor,
} from './helpers/deals.ts';
import { createListing } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const actor = () => makeActor(server);
const block = (by: Actor, userId: unknown) => by.client.post('/api/blocks', { userId }, { token: by.token });
const report = (by: Actor, body: Record<string, unknown>) =>
  by.client.post<{ id: number; message?: string }>('/api/reports', body, { token: by.token });

describe('blocks', () => {
  it('stop messages and offers either way; threads stay readable and say blocked; unblocking lets them talk again', async () => {
    const seller = await actor();
    const buyer = await makeIndividual(server, { firstName: 'Tom', lastName: 'Baker' });
    const listing = await makeLiveListing(server, seller);
    const other = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id, { quantity: 1, offerPrice: 30 });

    const blocked = await block(seller, buyer.user.id);
    expect(blocked.status).toBe(201);
    expect(blocked.body).toEqual({ userId: buyer.user.id, displayName: 'Tom B.', createdAt: expect.any(String) });
    expect((await block(seller, buyer.user.id)).status).toBe(200);
    const list = await seller.client.get('/api/blocks', { token: seller.token });
    expect(BlockListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body).toEqual({ blocks: [blocked.body] });

    const refused = { status: 403, body: { message: DEALS_MESSAGES.blocked } };
    // The blocked buyer can't write to the seller…
    expect(await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Hello?' })).toMatchObject(refused);
    expect(await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 31 })).toMatchObject(refused);
    expect(await contactSeller(buyer, { listingId: listing.id, message: 'Hi', quantity: 1 })).toMatchObject(refused);
    expect(await contactSeller(buyer, { listingId: other.id, message: 'Hi', quantity: 1 })).toMatchObject(refused);
    // …nor the seller who blocked them to the buyer.
    expect(await act(seller, `/api/conversations/${detail.id}/messages`, { message: 'Hello?' })).toMatchObject(refused);
    expect(await act(seller, `/api/offers/${detail.offers[0]!.id}/accept`)).toMatchObject(refused);
    expect(await act(seller, `/api/offers/${detail.offers[0]!.id}/counter`, { price: 35 })).toMatchObject(refused);

    for (const side of [buyer, seller]) {
      const thread = await readThread(side, detail.id);
      expect(thread.status).toBe(200);
      expect(thread.body).toMatchObject({ blocked: true, canOffer: false });
      expect(thread.body.messages).toHaveLength(2);
    }
    // The buyer's list of blocks is their own: empty.
    expect((await buyer.client.get('/api/blocks', { token: buyer.token })).body).toEqual({ blocks: [] });

    const unblocked = await seller.client.delete(`/api/blocks/${buyer.user.id}`, { token: seller.token });
    expect(unblocked.status).toBe(204);
    expect(unblocked.text).toBe('');
    expect((await seller.client.delete(`/api/blocks/${buyer.user.id}`, { token: seller.token })).status).toBe(204);
    expect((await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Hello again' })).status).toBe(201);
    expect((await readThread(seller, detail.id)).body.blocked).toBe(false);
  });

  it('refuses blocking yourself (400), an unknown user (404) and a malformed id (400)', async () => {
    const user = await actor();
    expect(await block(user, user.user.id)).toMatchObject({ status: 400, body: { message: DEALS_MESSAGES.selfBlock } });
    expect(await block(user, 999_999)).toMatchObject({ status: 404, body: { message: DEALS_MESSAGES.userNotFound } });
    expect(await block(user, 'x')).toMatchObject({ status: 400, body: { message: DEALS_MESSAGES.userIdInvalid } });
    expect((await user.client.delete('/api/blocks/abc', { token: user.token })).status).toBe(404);
    expect((await user.client.get('/api/blocks')).status).toBe(401);
  });
});

describe('POST /api/reports', () => {
  interface StoredReport {
    reporter_id: number;
    kind: string;
    target_id: number;
    reason: string;
    note: string | null;
    status: string;
  }
  const stored = async (id: number) =>
    (await queryDb<StoredReport>(server, 'SELECT reporter_id, kind, target_id, reason, note, status FROM reports WHERE id = ?', [id])).map(
      (r) => ({
        ...r,
        reporter_id: Number(r.reporter_id),
        target_id: Number(r.target_id),
      }),
    )[0];

  it('stores a report of a listing, a user or a conversation for review', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id);

    const ofListing = await report(buyer, { kind: 'listing', id: listing.id, reason: 'counterfeit', note: '  The labels look fake  ' });
    expect(ofListing.status).toBe(201);
    expect(ofListing.body).toEqual({ id: expect.any(Number) });
    expect(await stored(ofListing.body.id)).toEqual({
      reporter_id: buyer.user.id,
      kind: 'listing',
      target_id: listing.id,
      reason: 'counterfeit',
      note: 'The labels look fake',
      status: 'open',
    });

    const ofUser = await report(seller, { kind: 'user', id: buyer.user.id, reason: 'abusive', note: '' });
    expect(ofUser.status).toBe(201);
    expect(await stored(ofUser.body.id)).toMatchObject({ kind: 'user', target_id: buyer.user.id, reason: 'abusive', note: null });

    const ofConversation = await report(seller, {
      kind: 'conversation',
      id: detail.id,
      reason: 'scam',
      note: 'Asked me to pay by bank transfer first',
    });
    expect(ofConversation.status).toBe(201);
    expect(await stored(ofConversation.body.id)).toMatchObject({
      reporter_id: seller.user.id,
      kind: 'conversation',
      target_id: detail.id,
      reason: 'scam',
    });

    // A withdrawn listing can still be reported by someone who has a conversation about it, not by others.
    await seller.client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token });
    expect((await report(buyer, { kind: 'listing', id: listing.id, reason: 'misleading' })).status).toBe(201);
    expect(await report(await actor(), { kind: 'listing', id: listing.id, reason: 'misleading' })).toMatchObject({
      status: 404,
      body: { message: 'Listing not found' },
    });
  });

  it('refuses what the caller can’t report, and bad input', async () => {
    const seller = await actor();
    const stranger = await actor();
    const privateItem = await createListing(server.url, seller.token);
    const cases: [Actor, Record<string, unknown>, number, string][] = [
      [stranger, { kind: 'listing', id: privateItem.id, reason: 'spam' }, 404, 'Listing not found'],
      [stranger, { kind: 'listing', id: 999_999, reason: 'spam' }, 404, 'Listing not found'],
      [stranger, { kind: 'user', id: 999_999, reason: 'spam' }, 404, DEALS_MESSAGES.userNotFound],
      [stranger, { kind: 'conversation', id: 999_999, reason: 'spam' }, 404, DEALS_MESSAGES.conversationNotFound],
      [stranger, { kind: 'user', id: stranger.user.id, reason: 'spam' }, 400, DEALS_MESSAGES.selfReport],
      [seller, { kind: 'listing', id: privateItem.id, reason: 'spam' }, 400, DEALS_MESSAGES.selfReport],
      [stranger, { kind: 'photo', id: 1, reason: 'spam' }, 400, DEALS_MESSAGES.reportKindInvalid],
      [stranger, { kind: 'user', id: seller.user.id, reason: 'rude' }, 400, DEALS_MESSAGES.reportReasonInvalid],
      [stranger, { kind: 'user', id: seller.user.id, reason: 'spam', note: 'x'.repeat(1001) }, 400, DEALS_MESSAGES.reportNoteTooLong],
      [stranger, { kind: 'user', id: seller.user.id, reason: 'other' }, 400, DEALS_MESSAGES.reportNoteRequired],
      [stranger, { kind: 'user', id: 0, reason: 'spam' }, 400, DEALS_MESSAGES.reportIdInvalid],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await report(who, body);
      expect([res.status, res.body], JSON.stringify(body)).toEqual([status, { message }]);
    }
    expect(await queryDb(server, 'SELECT id FROM reports WHERE reporter_id IN (?, ?)', [seller.user.id, stranger.user.id])).toEqual([]);
    expect((await report(stranger, { kind: 'user', id: seller.user.id, reason: 'other', note: 'Sells stolen stock' })).status).toBe(201);
  });
});

describe('messageEmails on the profile', () => {
  it('is on for a new account, and PATCH /api/profile turns it off and on', async () => {
    const user = await actor();
    expect(user.user.messageEmails).toBe(true);
    const me = await user.client.get('/api/user', { token: user.token });
    expect(PublicUserSchema.parse(me.body)).toEqual(me.body);
    expect(me.body.messageEmails).toBe(true);

    const off = await user.client.patch('/api/profile', { messageEmails: false }, { token: user.token });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...user.user, messageEmails: false });
    expect((await user.client.get('/api/user', { token: user.token })).body.messageEmails).toBe(false);
    expect(await user.client.patch('/api/profile', { messageEmails: 'no' }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'messageEmails must be true or false' },
    });
    const on = await user.client.patch('/api/profile', { messageEmails: true, firstName: 'Sam' }, { token: user.token });
    expect(on.body).toMatchObject({ messageEmails: true, firstName: 'Sam' });
  });
});
