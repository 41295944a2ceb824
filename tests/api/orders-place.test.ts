import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
import { ORDER_TEXTS, ORDERS_MESSAGES } from '../../src/shared/messages/orders-messages.ts';
import { OrderSchema } from '../../src/shared/schemas/orders.ts';
import { queryDb } from './helpers/db.ts';
import { act, makeActor, makeIndividual, openConversation, openOffer, readThread, storedQuantity, type Actor } from './helpers/deals.ts';
import { makeOrderListing, moveOk, moveOrder, orderActions, orderMails, orderNow, placeOrder } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const actor = () => makeActor(server);

describe('POST /api/orders (Buy now)', () => {
  it('places an order at the listed price: number, snapshot, totals, quantity taken, the seller emailed', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeOrderListing(server, seller, { quantity: 5, price: '40.00', vatMode: 'plus_vat' });

    const res = await placeOrder(buyer, { listingId: listing.id, quantity: 2 });
    expect(res.status, res.text).toBe(201);
    const order = res.body;
    // The answer is what the shared schema says, nothing more.
    expect(OrderSchema.strict().safeParse(order).error).toBeUndefined();
    expect(order.number).toMatch(/^SS-\d{6,}$/);
    expect(order.number).toBe(`SS-${String(order.id).padStart(6, '0')}`);
    expect(order).toMatchObject({
      role: 'buyer',
      status: 'placed',
      statusLabel: 'Placed',
      quantity: 2,
      handover: 'collection',
      offerId: null,
      conversationId: null,
      item: { listingId: listing.id, title: listing.title, condition: listing.condition, unitPrice: '40.00', vatMode: 'plus_vat' },
      totals: {
        goods: '80.00',
        delivery: '0.00',
        deliveryToAgree: false,
        vat: '16.00',
        vatNote: ORDER_TEXTS.vatPlus,
        total: '96.00',
        currency: 'GBP',
      },
      total: '96.00',
      buyer: { id: buyer.user.id, displayName: 'Sparks Electrical Ltd', accountType: 'business' },
      seller: { id: seller.user.id, accountType: 'business' },
      nextAction: 'wait',
      payment: null,
      paymentNote: ORDER_TEXTS.paymentBetweenParties,
      dispute: null,
      returnDue: false,
    });
    expect(order.item.thumbnailUrl).toMatch(/^\/media\/\d+\//);
    expect(order.timeline.map((e) => [e.kind, e.actor])).toEqual([['placed', 'buyer']]);
    expect(await storedQuantity(server, listing.id)).toBe(3);

    const asSeller = await seller.client.get<typeof order>(`/api/orders/${order.id}`, { token: seller.token });
    expect(orderActions(order)).toEqual(['confirm_received', 'cancel']);
    expect(asSeller.body).toMatchObject({ role: 'seller', nextAction: 'mark_ready' });
    expect(orderActions(asSeller.body)).toEqual(['mark_ready', 'cancel']);

    const mails = await orderMails(server, seller.email);
    expect(mails.map((m) => m.subject)).toEqual([`Order ${order.number}: Order placed`]);
    expect(await orderMails(server, buyer.email)).toEqual([]);
  });

  it('works out totals in pence for each VAT mode, with delivery and with delivery to agree', async () => {
    const seller = await actor();
    const buyer = await actor();
    const address = { handover: 'delivery', deliveryAddress: '1 High Street, Birmingham B1 1AA' };
    const cases = [
      // 3 × £12.34 = £37.02, + £4.99 delivery = £42.01; 20 % = 840.2p → £8.40 (one rounding, on the line total).
      {
        vatMode: 'plus_vat',
        deliveryPrice: 4.99,
        totals: { goods: '37.02', delivery: '4.99', deliveryToAgree: false, vat: '8.40', vatNote: ORDER_TEXTS.vatPlus, total: '50.41' },
      },
      {
        vatMode: 'not_registered',
        deliveryPrice: 4.99,
        totals: { goods: '37.02', delivery: '4.99', vat: null, vatNote: ORDER_TEXTS.vatNotRegistered, total: '42.01' },
      },
      {
        vatMode: 'margin',
        deliveryPrice: 4.99,
        totals: { goods: '37.02', delivery: '4.99', vat: null, vatNote: ORDER_TEXTS.vatMargin, total: '42.01' },
      },
      // "Ask the seller": the delivery price is to agree and not in the total; VAT on the goods alone (740.4p → £7.40).
      {
        vatMode: 'plus_vat',
        deliveryPrice: null,
        totals: { goods: '37.02', delivery: null, deliveryToAgree: true, vat: '7.40', total: '44.42' },
      },
    ] as const;
    for (const c of cases) {
      const listing = await makeOrderListing(server, seller, {
        price: '12.34',
        handover: 'delivery',
        deliveryPrice: c.deliveryPrice,
        vatMode: c.vatMode,
      });
      const order = await orderNow(buyer, { listingId: listing.id, quantity: 3, ...address });
      expect(order.totals, c.vatMode).toMatchObject(c.totals);
      expect(order.deliveryAddress).toBe(address.deliveryAddress);
    }
    const stored = await queryDb<{ goods_pence: number; delivery_pence: number | null; vat_pence: number; total_pence: number }>(
      server,
      'SELECT goods_pence, delivery_pence, vat_pence, total_pence FROM orders WHERE buyer_id = ? ORDER BY id',
      [buyer.user.id],
    );
    expect(
      stored.map((r) => [
        Number(r.goods_pence),
        r.delivery_pence === null ? null : Number(r.delivery_pence),
        Number(r.vat_pence),
        Number(r.total_pence),
      ]),
    ).toEqual([
      [3702, 499, 840, 5041],
      [3702, 499, 0, 4201],
      [3702, 499, 0, 4201],
      [3702, null, 740, 4442],
    ]);

    // An individual seller states no VAT: none is added or mentioned.
    const individual = await makeIndividual(server);
    const theirs = await makeOrderListing(server, individual, { price: '12.34' });
    const order = await orderNow(buyer, { listingId: theirs.id, quantity: 3 });
    expect(order.totals).toEqual({
      goods: '37.02',
      delivery: '0.00',
      deliveryToAgree: false,
      vat: null,
      vatNote: null,
      total: '37.02',
      currency: 'GBP',
    });
    expect(order.seller).toMatchObject({ displayName: 'Dave S.', accountType: 'individual' });
  });

  it('takes the handover the listing offers, asks when it offers both, and needs an address for delivery', async () => {
    const seller = await actor();
    const buyer = await actor();
    const both = await makeOrderListing(server, seller, { handover: 'both', deliveryPrice: 5 });
    expect(await placeOrder(buyer, { listingId: both.id, quantity: 1 })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.handoverRequired },
    });
    expect(await placeOrder(buyer, { listingId: both.id, quantity: 1, handover: 'delivery' })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.deliveryAddressRequired },
    });
    expect(await placeOrder(buyer, { listingId: both.id, quantity: 1, handover: 'post' })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.handoverInvalid },
    });
    const collected = await orderNow(buyer, { listingId: both.id, quantity: 1, handover: 'collection' });
    expect(collected).toMatchObject({ handover: 'collection', deliveryAddress: null, totals: { delivery: '0.00' } });

    const collectionOnly = await makeOrderListing(server, seller, { handover: 'collection' });
    expect(
      await placeOrder(buyer, { listingId: collectionOnly.id, quantity: 1, handover: 'delivery', deliveryAddress: 'x' }),
    ).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.handoverNotOffered },
    });
    const deliveryOnly = await makeOrderListing(server, seller, { handover: 'delivery', deliveryPrice: 0 });
    const delivered = await orderNow(buyer, { listingId: deliveryOnly.id, quantity: 1, deliveryAddress: '  2 Mill Lane, B2 2BB  ' });
    expect(delivered).toMatchObject({
      handover: 'delivery',
      deliveryAddress: '2 Mill Lane, B2 2BB',
      totals: { delivery: '0.00', deliveryToAgree: false },
    });
  });

  it('refuses bad input (400), strangers (401), own listings, blocks and unverified buyers (403), unlisted items (404), too many (409)', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeOrderListing(server, seller, { quantity: 5 });

    expect((await buyer.client.post('/api/orders', { listingId: listing.id, quantity: 1 })).status).toBe(401);
    expect(await placeOrder(buyer, { listingId: 'x', quantity: 1 })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.listingIdInvalid },
    });
    expect(await placeOrder(buyer, { listingId: listing.id })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.quantityRequired },
    });
    expect(await placeOrder(buyer, { listingId: listing.id, quantity: 0 })).toMatchObject({ status: 400 });
    expect(await placeOrder(buyer, { listingId: listing.id, quantity: 1, price: 1 })).toMatchObject({
      status: 400,
      body: { message: 'Unknown field: price' },
    });

    expect(await placeOrder(seller, { listingId: listing.id, quantity: 1 })).toMatchObject({
      status: 403,
      body: { message: ORDERS_MESSAGES.ownListing },
    });
    expect(await placeOrder(buyer, { listingId: 999_999, quantity: 1 })).toMatchObject({
      status: 404,
      body: { message: ORDERS_MESSAGES.listingNotFound },
    });
    expect(await placeOrder(buyer, { listingId: listing.id, quantity: 6 })).toMatchObject({
      status: 409,
      body: { message: 'Only 5 available. Please order 5 or fewer.' },
    });

    const blocked = await actor();
    expect((await seller.client.post('/api/blocks', { userId: blocked.user.id }, { token: seller.token })).status).toBe(201);
    expect(await placeOrder(blocked, { listingId: listing.id, quantity: 1 })).toMatchObject({
      status: 403,
      body: { message: ORDERS_MESSAGES.blocked },
    });

    const unverified = await actor();
    await queryDb(server, 'UPDATE users SET is_email_verified = 0 WHERE id = ?', [unverified.user.id]);
    expect(await placeOrder(unverified, { listingId: listing.id, quantity: 1 })).toMatchObject({
      status: 403,
      body: { message: ORDERS_MESSAGES.verifiedEmailRequired },
    });

    const withdrawn = await seller.client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token });
    expect(withdrawn.status).toBe(200);
    expect(await placeOrder(buyer, { listingId: listing.id, quantity: 1 })).toMatchObject({
      status: 404,
      body: { message: ORDERS_MESSAGES.listingNotFound },
    });
    expect(await storedQuantity(server, listing.id)).toBe(5);
  });
});

describe('the last unit', () => {
  it('of two orders at once for the last unit one is placed (201) and the other told it sold out (409); quantity taken once', async () => {
    const seller = await actor();
    for (let round = 0; round < 3; round++) {
      const listing = await makeOrderListing(server, seller, { quantity: 1 });
      const [first, second] = [await actor(), await actor()];
      const answers = await Promise.all([
        placeOrder(first, { listingId: listing.id, quantity: 1 }),
        placeOrder(second, { listingId: listing.id, quantity: 1 }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const lost = answers.find((a) => a.status === 409)!;
      expect([ORDERS_MESSAGES.soldOut, ORDERS_MESSAGES.listingUnavailable]).toContain(lost.body.message);
      expect(await storedQuantity(server, listing.id)).toBe(0);
      const orders = await queryDb<{ n: number }>(server, 'SELECT count(*) AS n FROM orders WHERE listing_id = ?', [listing.id]);
      expect(Number(orders[0]!.n)).toBe(1);
      // Sold out now: a third order is told so.
      expect(await placeOrder(await actor(), { listingId: listing.id, quantity: 1 })).toMatchObject({
        status: 409,
        body: { message: ORDERS_MESSAGES.soldOut },
      });
    }
  });

  it('cancelling gives the quantity back once', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeOrderListing(server, seller, { quantity: 3 });
    const order = await orderNow(buyer, { listingId: listing.id, quantity: 2 });
    expect(await storedQuantity(server, listing.id)).toBe(1);
    const [a, b] = await Promise.all([
      moveOrder(buyer, order.id, 'cancel', { reason: 'Found one closer' }),
      moveOrder(seller, order.id, 'cancel', { reason: 'Damaged in storage' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await storedQuantity(server, listing.id)).toBe(3);
    expect(await moveOrder(buyer, order.id, 'cancel', { reason: 'again' })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.cannotCancel },
    });
    expect(await storedQuantity(server, listing.id)).toBe(3);
  });
});

describe('POST /api/orders from an accepted offer', () => {
  async function agreed(seller: Actor, buyer: Actor, quantity = 3) {
    const listing = await makeOrderListing(server, seller, { quantity: 5, price: '45.00', vatMode: 'not_registered' });
    const thread = await openConversation(buyer, listing.id, { quantity, offerPrice: 35 });
    const offer = openOffer(thread);
    expect((await act(seller, `/api/offers/${offer.id}/accept`)).status).toBe(200);
    return { listing, thread, offer };
  }

  it('uses the offer’s price and quantity, takes nothing more off the listing, and posts to the conversation', async () => {
    const seller = await actor();
    const buyer = await actor();
    const { listing, thread, offer } = await agreed(seller, buyer);
    expect(await storedQuantity(server, listing.id)).toBe(2);

    const order = await orderNow(buyer, { listingId: listing.id, offerId: offer.id });
    expect(order).toMatchObject({
      offerId: offer.id,
      conversationId: thread.id,
      quantity: 3,
      item: { unitPrice: '35.00' },
      totals: { goods: '105.00', total: '105.00' },
    });
    expect(await storedQuantity(server, listing.id)).toBe(2);
    const events = (await readThread(seller, thread.id)).body.messages.filter((m) => m.kind === 'event').map((m) => m.body);
    expect(events).toContain(`Order ${order.number}: Order placed`);

    // One order per agreement; and while it stands, the agreement is cancelled through the order.
    expect(await placeOrder(buyer, { listingId: listing.id, offerId: offer.id })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.offerAlreadyOrdered },
    });
    expect(await act(buyer, `/api/offers/${offer.id}/cancel`, { reason: 'Changed my mind' })).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.agreementOrdered },
    });
    expect(await storedQuantity(server, listing.id)).toBe(2);

    const cancelled = await moveOk(seller, order.id, 'cancel', { reason: 'Sold elsewhere by mistake' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'seller', cancelReason: 'Sold elsewhere by mistake' });
    expect(await storedQuantity(server, listing.id)).toBe(5);
    const offers = (await readThread(buyer, thread.id)).body.offers;
    expect(offers.find((o) => o.id === offer.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Sold elsewhere by mistake' });
    expect(await act(buyer, `/api/offers/${offer.id}/cancel`, { reason: 'again' })).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.notAccepted },
    });
    expect(await storedQuantity(server, listing.id)).toBe(5);
  });

  it('is for the buyer of an accepted offer only, at the agreed quantity', async () => {
    const seller = await actor();
    const buyer = await actor();
    const { listing, offer } = await agreed(seller, buyer);
    expect(await placeOrder(seller, { listingId: listing.id, offerId: offer.id })).toMatchObject({
      status: 403,
      body: { message: ORDERS_MESSAGES.offerNotYours },
    });
    expect(await placeOrder(await actor(), { listingId: listing.id, offerId: offer.id })).toMatchObject({
      status: 404,
      body: { message: ORDERS_MESSAGES.offerNotFound },
    });
    expect(await placeOrder(buyer, { listingId: listing.id, offerId: offer.id, quantity: 2 })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.offerQuantityDiffers },
    });
    const other = await makeOrderListing(server, seller);
    expect(await placeOrder(buyer, { listingId: other.id, offerId: offer.id })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.offerOtherListing },
    });

    const open = await makeOrderListing(server, seller);
    const thread = await openConversation(buyer, open.id, { quantity: 1, offerPrice: 30 });
    expect(await placeOrder(buyer, { listingId: open.id, offerId: openOffer(thread).id })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.offerNotAccepted },
    });

    // Two orders of the same agreement at once: one is placed.
    const answers = await Promise.all([
      placeOrder(buyer, { listingId: listing.id, offerId: offer.id, quantity: 3 }),
      placeOrder(buyer, { listingId: listing.id, offerId: offer.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('a Buy now order of a buyer who has a conversation about the listing is posted there too', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeOrderListing(server, seller);
    const thread = await openConversation(buyer, listing.id);
    const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    expect(order.conversationId).toBe(thread.id);
    await moveOk(seller, order.id, 'ready', { note: 'Unit 4, from 9am' });
    const events = (await readThread(buyer, thread.id)).body.messages.filter((m) => m.kind === 'event').map((m) => m.body);
    expect(events).toEqual([`Order ${order.number}: Order placed`, `Order ${order.number}: Ready to collect. Note: Unit 4, from 9am`]);
  });
});
