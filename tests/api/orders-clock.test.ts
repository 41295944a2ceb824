import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_RECEIVE_MS } from '../../src/shared/constants/orders.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, type Actor } from './helpers/deals.ts';
import { daysAgo, makeOrderListing, moveOk, orderMails, orderNow, readOrder, setOrderTimes } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const actor = () => makeActor(server);

async function dispatchedOrder(seller: Actor, buyer: Actor) {
  const listing = await makeOrderListing(server, seller, { handover: 'delivery', deliveryPrice: 3 });
  const order = await orderNow(buyer, { listingId: listing.id, quantity: 1, deliveryAddress: '3 Canal Street, B3 3CC' });
  return moveOk(seller, order.id, 'dispatch');
}

async function eventKinds(orderId: number): Promise<string[]> {
  const rows = await queryDb<{ kind: string }>(server, 'SELECT kind FROM order_events WHERE order_id = ? ORDER BY id', [orderId]);
  return rows.map((row) => row.kind);
}

describe('the order clock', () => {
  it('marks an order received 7 days after dispatch (the system, both sides emailed), and completes it 7 days after receipt', async () => {
    const seller = await actor();
    const buyer = await actor();
    const due = await dispatchedOrder(seller, buyer);
    const notYet = await dispatchedOrder(seller, buyer);
    await setOrderTimes(server, due.id, { handed_over_at: daysAgo(7) });
    await setOrderTimes(server, notYet.id, { handed_over_at: daysAgo(6) });

    const pass = await server.app.orderClock.runDue();
    expect(pass.received).toBeGreaterThanOrEqual(1);
    const received = (await readOrder(buyer, due.id)).body;
    expect(received).toMatchObject({ status: 'received', nextAction: 'wait' });
    expect(received.timeline.at(-1)).toMatchObject({ kind: 'auto_received', actor: 'system', label: 'Marked received automatically' });
    expect((await readOrder(buyer, notYet.id)).body.status).toBe('dispatched');
    const subject = `Order ${due.number}: Marked received automatically`;
    expect((await orderMails(server, buyer.email)).map((m) => m.subject)).toContain(subject);
    expect((await orderMails(server, seller.email)).map((m) => m.subject)).toContain(subject);

    // Nothing more to do for this one until 7 days after receipt.
    await server.app.orderClock.runDue();
    expect(await eventKinds(due.id)).toEqual(['placed', 'dispatched', 'auto_received']);
    await setOrderTimes(server, due.id, { received_at: daysAgo(7) });
    await server.app.orderClock.runDue();
    const completed = (await readOrder(seller, due.id)).body;
    expect(completed).toMatchObject({ status: 'completed', nextAction: null, autoCompleteAt: null });
    expect(completed.timeline.at(-1)).toMatchObject({ kind: 'completed', actor: 'system' });
    expect((await orderMails(server, buyer.email)).map((m) => m.subject)).toContain(`Order ${due.number}: Completed`);
  });

  it('runs on a clock of the caller’s: a pass “8 days from now” receives what was dispatched today', async () => {
    const seller = await actor();
    const buyer = await actor();
    const order = await dispatchedOrder(seller, buyer);
    await server.app.orderClock.runDue(new Date(Date.now() + AUTO_RECEIVE_MS - 60_000));
    expect((await readOrder(buyer, order.id)).body.status).toBe('dispatched');
    await server.app.orderClock.runDue(new Date(Date.now() + AUTO_RECEIVE_MS + 24 * 60 * 60 * 1000));
    expect((await readOrder(buyer, order.id)).body.status).toBe('received');
  });

  it('a buyer who confirms first wins; the clock does not move the order again', async () => {
    const seller = await actor();
    const buyer = await actor();
    const order = await dispatchedOrder(seller, buyer);
    await setOrderTimes(server, order.id, { handed_over_at: daysAgo(8) });
    await moveOk(buyer, order.id, 'received');
    await server.app.orderClock.runDue();
    expect(await eventKinds(order.id)).toEqual(['placed', 'dispatched', 'received']);
  });

  it('two instances running the clock at once move each order once', async () => {
    const second = await startTestServer({}, { shareDatabaseWith: server });
    try {
      const seller = await actor();
      const buyer = await actor();
      const orders = [];
      for (let i = 0; i < 4; i++) orders.push(await dispatchedOrder(seller, buyer));
      for (const order of orders) await setOrderTimes(server, order.id, { handed_over_at: daysAgo(9) });
      await Promise.all([server.app.orderClock.runDue(), second.app.orderClock.runDue(), server.app.orderClock.runDue()]);
      for (const order of orders) expect(await eventKinds(order.id)).toEqual(['placed', 'dispatched', 'auto_received']);
      const mails = (await orderMails(server, buyer.email)).filter((m) => m.subject.endsWith('Marked received automatically'));
      expect(mails).toHaveLength(4);
    } finally {
      await second.close();
    }
  });
});
