import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationDetailSchema, ConversationListSchema, type ConversationList } from '../../src/shared/schemas/deals.ts';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
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

const actor = (overrides = {}) => makeActor(server, overrides);
const inbox = (user: Actor) => user.client.get<ConversationList>('/api/conversations', { token: user.token });

describe('POST /api/conversations', () => {
  it('opens one conversation per listing and buyer, with a snapshot of the listing, and adds later messages to it', async () => {
    const seller = await actor();
    const buyer = await makeIndividual(server, { firstName: 'Priya', lastName: 'Shah' });
    const listing = await makeLiveListing(server, seller, { title: 'Schneider 32A MCB, type C', quantity: 5, price: '40.00' });

    const first = await contactSeller(buyer, { listingId: listing.id, message: '  Hello, is this still available?  ', quantity: 2 });
    expect(first.status).toBe(201);
    expect(ConversationDetailSchema.parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({
      role: 'buyer',
      listing: {
        id: listing.id,
        title: 'Schneider 32A MCB, type C',
        slug: 'schneider-32a-mcb-type-c',
        unitPrice: '40.00',
        available: true,
      },
      otherParty: { id: seller.user.id, displayName: 'Sparks Electrical Ltd' },
      lastMessage: { body: 'Hello, is this still available?', fromMe: true },
      unread: 0,
      agreement: null,
      quantityWanted: 2,
      offers: [],
      quantityAvailable: 5,
      canOffer: true,
      blocked: false,
      handover: { mine: null, theirs: null },
    });
    expect(first.body.listing.thumbnailUrl).toMatch(/^\/media\/\d+\/[^/?]+-thumb\.jpg\?exp=\d+&sig=[\w-]+$/);
    expect(first.body.messages).toEqual([
      {
        id: expect.any(Number),
        kind: 'message',
        body: 'Hello, is this still available?',
        fromMe: true,
        senderRole: 'buyer',
        createdAt: expect.any(String),
        contactWarning: false,
      },
    ]);

    // The snapshot stays as it was when the conversation started.
    const edit = await seller.client.patch(
      `/api/listings/${listing.id}`,
      { title: 'Renamed MCB', originalPrice: 35 },
      { token: seller.token },
    );
    expect(edit.status).toBe(200);

    const again = await contactSeller(buyer, { listingId: listing.id, message: 'Could you do 3?', quantity: 3 });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.listing).toMatchObject({ title: 'Schneider 32A MCB, type C', unitPrice: '40.00', available: true });
    expect(again.body.quantityWanted).toBe(3);
    expect(again.body.messages.map((m) => m.body)).toEqual(['Hello, is this still available?', 'Could you do 3?']);
    const rows = await queryDb(server, 'SELECT id FROM conversations WHERE listing_id = ? AND buyer_id = ?', [listing.id, buyer.user.id]);
    expect(rows).toHaveLength(1);

    // The seller sees the buyer as "First L.", from their side.
    const sellerView = await readThread(seller, first.body.id);
    expect(sellerView.body).toMatchObject({ role: 'seller', otherParty: { id: buyer.user.id, displayName: 'Priya S.' }, canOffer: false });
    expect(sellerView.body.messages.every((m) => !m.fromMe && m.senderRole === 'buyer')).toBe(true);
  });

  it('makes an offer with the first message when offerPrice is given', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id, { quantity: 3, offerPrice: '35.50' });
    expect(detail.offers).toEqual([
      expect.objectContaining({
        madeBy: 'buyer',
        quantity: 3,
        unitPrice: '35.50',
        total: '106.50',
        status: 'open',
        decidedAt: null,
        cancelReason: null,
      }),
    ]);
    const offer = detail.offers[0]!;
    expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(48 * 60 * 60 * 1000);
    expect(detail.messages.map((m) => [m.kind, m.body])).toEqual([
      ['message', 'Hello, is this still available?'],
      ['event', 'Offer: 3 × £35.50'],
    ]);
  });

  it('refuses the seller’s own listing with 403', async () => {
    const seller = await actor();
    const listing = await makeLiveListing(server, seller);
    const res = await contactSeller(seller, { listingId: listing.id, message: 'Hi', quantity: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: DEALS_MESSAGES.ownListing });
  });

  it('answers 404 for a private, sold-out or unknown listing, like the public page', async () => {
    const seller = await actor();
    const buyer = await actor();
    const privateItem = await createListing(server.url, seller.token);
    const soldOut = await makeLiveListing(server, seller);
    await queryDb(server, 'UPDATE listings SET quantity = 0 WHERE id = ?', [soldOut.id]);
    for (const listingId of [privateItem.id, soldOut.id, 999_999]) {
      const res = await contactSeller(buyer, { listingId, message: 'Hi', quantity: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Listing not found' });
    }
  });

  it('checks the body: quantity within what is available, a message of 1 to 2,000 characters, known fields', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 4 });
    const cases: [Record<string, unknown>, string][] = [
      [{ listingId: listing.id, message: 'Hi', quantity: 5 }, 'Only 4 available. Please ask for 4 or fewer.'],
      [{ listingId: listing.id, message: 'Hi', quantity: 0 }, 'Quantity must be at least 1'],
      [{ listingId: listing.id, message: '   ', quantity: 1 }, DEALS_MESSAGES.messageRequired],
      [{ listingId: listing.id, message: 'x'.repeat(2001), quantity: 1 }, DEALS_MESSAGES.messageTooLong],
      [{ listingId: listing.id, message: 'Hi', quantity: 1, offerPrice: 0 }, DEALS_MESSAGES.offerPriceInvalid],
      [{ listingId: 'abc', message: 'Hi', quantity: 1 }, DEALS_MESSAGES.listingIdInvalid],
      [{ listingId: listing.id, message: 'Hi', quantity: 1, price: 3 }, 'Unknown field: price'],
    ];
    for (const [body, message] of cases) {
      const res = await contactSeller(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ message });
    }
    const longest = await contactSeller(buyer, { listingId: listing.id, message: `  ${'x'.repeat(2000)}  `, quantity: 4 });
    expect(longest.status).toBe(201);
    expect(await queryDb(server, 'SELECT id FROM conversations WHERE buyer_id = ?', [buyer.user.id])).toHaveLength(1);
  });

  it('needs a session (401)', async () => {
    const res = await (await actor()).client.post('/api/conversations', { listingId: 1, message: 'Hi', quantity: 1 });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/conversations', () => {
  it('lists both sides’ conversations, newest activity first, with unread counts that reading clears', async () => {
    const seller = await actor();
    const alice = await actor();
    const bob = await actor();
    const mcb = await makeLiveListing(server, seller, { title: 'MCB' });
    const valve = await makeLiveListing(server, seller, { title: 'Gate valve' });
    const withAlice = await openConversation(alice, mcb.id);
    const withBob = await openConversation(bob, valve.id);
    await act(alice, `/api/conversations/${withAlice.id}/messages`, { message: 'And a second question' });

    const list = await inbox(seller);
    expect(list.status).toBe(200);
    expect(ConversationListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.conversations.map((c) => [c.id, c.role, c.listing.title, c.unread])).toEqual([
      [withAlice.id, 'seller', 'MCB', 2],
      [withBob.id, 'seller', 'Gate valve', 1],
    ]);
    expect(list.body.unreadTotal).toBe(3);
    expect(list.body.conversations[0]!.lastMessage).toMatchObject({ body: 'And a second question', fromMe: false });

    // Reading a thread marks the other side's messages read for the reader only.
    expect((await readThread(seller, withAlice.id)).body.unread).toBe(0);
    const after = await inbox(seller);
    expect(after.body.conversations.map((c) => c.unread)).toEqual([0, 1]);
    expect(after.body.unreadTotal).toBe(1);

    // A reply moves the thread up and is unread for the buyer only.
    await act(seller, `/api/conversations/${withBob.id}/messages`, { message: 'Yes, still here' });
    expect((await inbox(seller)).body.conversations.map((c) => [c.id, c.unread])).toEqual([
      [withBob.id, 0],
      [withAlice.id, 0],
    ]);
    const bobs = await inbox(bob);
    expect(bobs.body).toMatchObject({
      unreadTotal: 1,
      conversations: [{ id: withBob.id, role: 'buyer', unread: 1, lastMessage: { body: 'Yes, still here', fromMe: false } }],
    });
    expect((await inbox(alice)).body.conversations.map((c) => c.id)).toEqual([withAlice.id]);
  });
});

describe('a conversation is only its two sides’ business', () => {
  it('answers 404 to anyone else on every call, and never lists it for them', async () => {
    const seller = await actor();
    const buyer = await actor();
    const stranger = await actor();
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id, { offerPrice: '30' });
    const offerId = detail.offers[0]!.id;
    const notFound = { message: DEALS_MESSAGES.conversationNotFound };
    const offerNotFound = { message: DEALS_MESSAGES.offerNotFound };
    const token = { token: stranger.token };

    expect(await stranger.client.get(`/api/conversations/${detail.id}`, token)).toMatchObject({ status: 404, body: notFound });
    expect(await stranger.client.post(`/api/conversations/${detail.id}/messages`, { message: 'Hi' }, token)).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(await stranger.client.patch(`/api/conversations/${detail.id}`, { handoverDetails: 'x' }, token)).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(await stranger.client.post(`/api/conversations/${detail.id}/offers`, { quantity: 1, price: 10 }, token)).toMatchObject({
      status: 404,
      body: notFound,
    });
    for (const action of ['accept', 'decline']) {
      expect(await stranger.client.post(`/api/offers/${offerId}/${action}`, undefined, token)).toMatchObject({
        status: 404,
        body: offerNotFound,
      });
    }
    expect(await stranger.client.post(`/api/offers/${offerId}/counter`, { price: 35 }, token)).toMatchObject({
      status: 404,
      body: offerNotFound,
    });
    expect(await stranger.client.post(`/api/offers/${offerId}/cancel`, { reason: 'x' }, token)).toMatchObject({
      status: 404,
      body: offerNotFound,
    });
    expect(await stranger.client.post('/api/reports', { kind: 'conversation', id: detail.id, reason: 'spam' }, token)).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect((await inbox(stranger)).body).toEqual({ conversations: [], unreadTotal: 0 });
    for (const id of ['abc', '0', '999999999']) {
      expect((await stranger.client.get(`/api/conversations/${id}`, token)).status).toBe(404);
    }
    // Nothing of theirs changed it.
    expect((await readThread(buyer, detail.id)).body.messages).toHaveLength(2);
  });
});

describe('PATCH /api/conversations/:id', () => {
  it('keeps each side’s handover details, hidden from the other side while no agreement stands', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id);
    const res = await seller.client.patch<typeof detail>(
      `/api/conversations/${detail.id}`,
      { handoverDetails: '  Unit 4, Digbeth, B5 6DY. 07123 456789 ' },
      { token: seller.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.handover).toEqual({ mine: 'Unit 4, Digbeth, B5 6DY. 07123 456789', theirs: null });
    expect((await readThread(buyer, detail.id)).body.handover).toEqual({ mine: null, theirs: null });

    const tooLong = await seller.client.patch(
      `/api/conversations/${detail.id}`,
      { handoverDetails: 'x'.repeat(501) },
      { token: seller.token },
    );
    expect(tooLong).toMatchObject({ status: 400, body: { message: DEALS_MESSAGES.handoverTooLong } });
    const cleared = await seller.client.patch<typeof detail>(
      `/api/conversations/${detail.id}`,
      { handoverDetails: '' },
      { token: seller.token },
    );
    expect(cleared.body.handover.mine).toBeNull();
  });
});

describe('contact details in messages', () => {
  it('flags a message holding a phone number, email address or link, for both sides', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id, { message: 'Is the 230/400 V rating right? Part 100-C09D10, £40.00 each?' });
    expect(detail.messages[0]!.contactWarning).toBe(false);
    for (const text of ['Call me on 07123 456789', 'Email dave@example.co.uk', 'Cheaper at www.example.com']) {
      const res = await act(seller, `/api/conversations/${detail.id}/messages`, { message: text });
      expect(res.status).toBe(201);
      expect(res.body.messages.at(-1)).toMatchObject({ body: text, contactWarning: true, fromMe: true, senderRole: 'seller' });
    }
    const buyerView = await readThread(buyer, detail.id);
    expect(buyerView.body.messages.map((m) => m.contactWarning)).toEqual([false, true, true, true]);
  });
});
