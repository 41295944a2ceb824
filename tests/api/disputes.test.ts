import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterBusinessDays } from '../../src/shared/business-days.ts';
import { DISPUTE_LABELS } from '../../src/shared/constants/disputes.ts';
import { DISPUTES_MESSAGES, escalateNotYetMessage } from '../../src/shared/messages/disputes-messages.ts';
import { DisputeSchema } from '../../src/shared/schemas/disputes.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, makeIndividual, type Actor } from './helpers/deals.ts';
import {
  disputeOk,
  draftPhotoIds,
  handedOverOrder,
  lastEventLine,
  moveDispute,
  openDispute,
  PROBLEM,
  readDispute,
  setDisputeTimes,
} from './helpers/disputes.ts';
import { daysAgo, makeOrderListing, moveOk, orderMails, orderNow, readOrder, setOrderTimes } from './helpers/orders.ts';
import { photoRows } from './helpers/photos.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** The disputes' clock: the real time unless a test sets a date of its own. */
let clock: Date | undefined;
let server: TestServer;
let admin: Actor;
beforeAll(async () => {
  server = await startTestServer({}, { disputesNow: () => clock ?? new Date() });
  admin = await makeIndividual(server, { firstName: 'Ada', lastName: 'Admin' });
  await queryDb(server, 'UPDATE users SET is_admin = 1 WHERE id = ?', [admin.user.id]);
});
afterAll(async () => server.close());

const actor = () => makeActor(server);
const subjects = async (email: string) => (await orderMails(server, email)).map((m) => m.subject);

describe('POST /api/orders/:id/disputes', () => {
  it('opens in the contact-the-seller stage: posted in the conversation, the seller emailed, the order held', async () => {
    const seller = await actor();
    const buyer = await makeIndividual(server);
    const stranger = await actor();
    const order = await handedOverOrder(server, seller, buyer, { conversation: true });
    expect((await readOrder(buyer, order.id)).body.allowedActions).toContain('open_dispute');

    expect(await openDispute(seller, order.id)).toMatchObject({ status: 403, body: { message: DISPUTES_MESSAGES.onlyBuyerOpens } });
    expect(await openDispute(stranger, order.id)).toMatchObject({ status: 404, body: { message: DISPUTES_MESSAGES.orderNotFound } });
    expect(await openDispute(admin, order.id)).toMatchObject({ status: 404 });
    expect(await openDispute(buyer, 999_999)).toMatchObject({ status: 404 });
    expect(await openDispute(buyer, order.id, { reason: 'meh', details: 'x' })).toMatchObject({
      status: 400,
      body: { message: DISPUTES_MESSAGES.reasonInvalid },
    });
    expect(await openDispute(buyer, order.id, { reason: 'faulty', details: '  ' })).toMatchObject({
      status: 400,
      body: { message: DISPUTES_MESSAGES.detailsRequired },
    });

    const dispute = await disputeOk(buyer, order.id);
    expect(dispute).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      role: 'buyer',
      status: 'open',
      statusLabel: 'Contact the seller',
      reason: 'not_as_described',
      reasonLabel: 'Not as described',
      details: PROBLEM.details,
      escalatedAt: null,
      reviewDueAt: null,
      overdue: false,
      allowedActions: ['resolve', 'withdraw'],
      buyer: { id: buyer.user.id, displayName: 'Dave S.', email: null },
      seller: { id: seller.user.id, email: null },
    });
    expect(dispute.escalateFrom).toBe(afterBusinessDays(dispute.openedAt, 5).toISOString());
    expect(dispute.stageText).toContain('Please contact the seller first');

    const line = await lastEventLine(server, order.conversationId!);
    expect(line).toBe(`Order ${order.number}: Problem reported: contact the seller. Not as described: ${PROBLEM.details}`);
    const subject = `Order ${order.number}: Problem reported: contact the seller`;
    expect(await subjects(seller.email)).toContain(subject);
    expect(await subjects(buyer.email)).not.toContain(subject);

    const asBuyer = (await readOrder(buyer, order.id)).body;
    expect(asBuyer.dispute).toEqual({
      id: dispute.id,
      status: 'open',
      openedAt: dispute.openedAt,
      escalateFrom: dispute.escalateFrom,
      reviewDueAt: null,
    });
    expect(asBuyer.allowedActions).not.toContain('open_dispute');
    expect(asBuyer.timeline.at(-1)).toMatchObject({
      kind: 'dispute_opened',
      label: 'Problem reported: contact the seller',
      actor: 'buyer',
    });

    expect(await openDispute(buyer, order.id)).toMatchObject({ status: 409, body: { message: DISPUTES_MESSAGES.alreadyOpen } });

    // The order is held: 8 days after it was made ready the clock leaves it as it is.
    await setOrderTimes(server, order.id, { handed_over_at: daysAgo(8) });
    await server.app.orderClock.runDue();
    expect((await readOrder(seller, order.id)).body.status).toBe('ready_for_collection');

    // Withdrawn: the clock runs again (receipt, and with it the release of the seller's money).
    const withdrawn = await moveDispute(buyer, dispute.id, 'withdraw', { note: 'Sorted it out on the phone.' });
    expect(withdrawn).toMatchObject({
      status: 200,
      body: { status: 'withdrawn', closedBy: 'buyer', closeNote: 'Sorted it out on the phone.', allowedActions: [] },
    });
    expect(await subjects(seller.email)).toContain(`Order ${order.number}: Dispute withdrawn`);
    await server.app.orderClock.runDue();
    expect((await readOrder(seller, order.id)).body.status).toBe('received');
  });

  it('shows the dispute to its two sides and admins only', async () => {
    const seller = await actor();
    const buyer = await actor();
    const stranger = await actor();
    const dispute = await disputeOk(buyer, (await handedOverOrder(server, seller, buyer)).id);

    const asSeller = await readDispute(seller, dispute.id);
    expect(asSeller).toMatchObject({ status: 200, body: { role: 'seller', allowedActions: ['resolve'] } });
    expect(asSeller.body.stageText).toContain('The buyer has reported a problem');
    expect(DisputeSchema.parse(asSeller.body)).toEqual(asSeller.body);
    expect(await readDispute(stranger, dispute.id)).toMatchObject({ status: 404, body: { message: DISPUTES_MESSAGES.disputeNotFound } });
    expect(await readDispute(stranger, 0)).toMatchObject({ status: 404 });
    const asAdmin = await readDispute(admin, dispute.id);
    expect(asAdmin).toMatchObject({
      status: 200,
      body: { role: 'admin', allowedActions: [], buyer: { email: buyer.email }, seller: { email: seller.email } },
    });
    expect(await moveDispute(stranger, dispute.id, 'resolve')).toMatchObject({ status: 404 });
    expect(await moveDispute(admin, dispute.id, 'withdraw')).toMatchObject({ status: 404 });
  });

  it('can be opened from handover until 7 days after receipt, not before the handover nor on a cancelled order', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeOrderListing(server, seller, { quantity: 9 });
    const placed = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    expect(await openDispute(buyer, placed.id)).toMatchObject({ status: 409, body: { message: DISPUTES_MESSAGES.notHandedOver } });
    await moveOk(buyer, placed.id, 'cancel', { reason: 'Found one nearer' });
    expect(await openDispute(buyer, placed.id)).toMatchObject({ status: 409, body: { message: DISPUTES_MESSAGES.orderCancelled } });

    const recent = await moveOk(buyer, (await handedOverOrder(server, seller, buyer)).id, 'received');
    const late = await moveOk(buyer, (await handedOverOrder(server, seller, buyer)).id, 'received');
    await setOrderTimes(server, recent.id, { received_at: daysAgo(6, 0) });
    await setOrderTimes(server, late.id, { received_at: daysAgo(7) });
    expect((await readOrder(buyer, late.id)).body.allowedActions).not.toContain('open_dispute');
    expect(await openDispute(buyer, late.id)).toMatchObject({ status: 409, body: { message: DISPUTES_MESSAGES.windowClosed } });
    await disputeOk(buyer, recent.id);
  });

  it('refuses "Item not received" once the order was received, and the banner says a dispute holds the order', async () => {
    const seller = await actor();
    const buyer = await actor();
    const handedOver = await handedOverOrder(server, seller, buyer);
    expect((await readOrder(buyer, handedOver.id)).body.status).not.toBe('received');
    const received = await moveOk(buyer, (await handedOverOrder(server, seller, buyer)).id, 'received');
    const notReceived = { reason: 'not_received', details: 'Nothing came.' };
    expect(await openDispute(buyer, received.id, notReceived)).toMatchObject({
      status: 409,
      body: { message: DISPUTES_MESSAGES.receivedNotReceived },
    });
    expect((await readOrder(buyer, received.id)).body.nextActionText).toBe('Nothing to do: the order completes by itself.');
    await disputeOk(buyer, received.id);
    for (const side of [buyer, seller]) {
      expect((await readOrder(side, received.id)).body.nextActionText).toBe(
        'A dispute is open: the order stays on hold until it is settled.',
      );
    }
    // Before receipt it is still the problem to report.
    await disputeOk(buyer, handedOver.id, notReceived);
  });

  it('keeps one active dispute per order, also for two at once; a new one after the last is closed', async () => {
    const seller = await actor();
    const buyer = await actor();
    const order = await handedOverOrder(server, seller, buyer);
    const answers = await Promise.all([openDispute(buyer, order.id), openDispute(buyer, order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const first = answers.find((a) => a.status === 201)!.body;
    const resolved = await moveDispute(seller, first.id, 'resolve');
    expect(resolved).toMatchObject({
      status: 200,
      body: { status: 'resolved', statusLabel: 'Resolved', closedBy: 'seller', stageText: 'You marked this dispute as resolved.' },
    });
    expect(await subjects(buyer.email)).toContain(`Order ${order.number}: Dispute marked as resolved`);
    expect(await moveDispute(buyer, first.id, 'withdraw')).toMatchObject({ status: 409, body: { message: DISPUTES_MESSAGES.closed } });
    expect(await moveDispute(buyer, first.id, 'escalate', { statement: 'x' })).toMatchObject({
      status: 409,
      body: { message: DISPUTES_MESSAGES.closed },
    });
    const second = await disputeOk(buyer, order.id, { reason: 'faulty', details: 'Now it will not start.' });
    expect(second.id).not.toBe(first.id);
    expect((await readOrder(buyer, order.id)).body.dispute).toMatchObject({ id: second.id, status: 'open' });
  });
});

describe(`POST /api/disputes/:id/escalate ('${DISPUTE_LABELS.escalate}')`, () => {
  it('works only after 5 business days, the early May bank holiday not counted, then takes evidence the sweep keeps', async () => {
    const seller = await actor();
    const buyer = await actor();
    const order = await handedOverOrder(server, seller, buyer, { conversation: true });
    // Thursday 1 May 2025, 10:00 in London; Monday 5 May is a bank holiday.
    clock = new Date('2025-05-01T09:00:00Z');
    try {
      const dispute = await disputeOk(buyer, order.id);
      // Fri 2, Tue 6, Wed 7, Thu 8, Fri 9: from 00:00 on Saturday 10 May (BST).
      expect(dispute.escalateFrom).toBe('2025-05-09T23:00:00.000Z');
      const [own, second] = await draftPhotoIds(server, buyer, 2);
      const [sellersPhoto] = await draftPhotoIds(server, seller);
      const evidence = { statement: 'The seller stopped answering. Photos of the leak attached.', photoIds: [own, second] };

      // Friday 9 May, noon: without the bank holiday the 5 days would be over.
      clock = new Date('2025-05-09T11:00:00Z');
      const early = await moveDispute(buyer, dispute.id, 'escalate', evidence);
      expect(early).toMatchObject({ status: 409, body: { message: escalateNotYetMessage(new Date(dispute.escalateFrom)) } });
      expect(early.body.message).toBe(
        'The seller has 5 business days to put things right. You can raise the dispute from Saturday 10 May 2025.',
      );
      expect((await readDispute(buyer, dispute.id)).body.allowedActions).not.toContain('escalate');
      expect(await moveDispute(seller, dispute.id, 'escalate', evidence)).toMatchObject({
        status: 403,
        body: { message: DISPUTES_MESSAGES.onlyBuyerEscalates },
      });

      clock = new Date('2025-05-09T23:00:00Z');
      expect((await readDispute(buyer, dispute.id)).body.allowedActions).toEqual(['escalate', 'resolve', 'withdraw']);
      expect((await readOrder(buyer, order.id)).body.allowedActions).toContain('escalate_dispute');
      expect(await moveDispute(buyer, dispute.id, 'escalate', { ...evidence, photoIds: [own, sellersPhoto] })).toMatchObject({
        status: 400,
        body: { message: DISPUTES_MESSAGES.photoNotYours(sellersPhoto!) },
      });
      expect(await moveDispute(buyer, dispute.id, 'escalate', { photoIds: [own] })).toMatchObject({
        status: 400,
        body: { message: DISPUTES_MESSAGES.statementRequired },
      });
      const escalated = await moveDispute(buyer, dispute.id, 'escalate', evidence);
      expect(escalated.status, escalated.text).toBe(200);
      expect(escalated.body).toMatchObject({
        status: 'escalated',
        statusLabel: 'Under review',
        escalatedAt: '2025-05-09T23:00:00.000Z',
        // 7 business days from Saturday 10 May: Mon 12 … Tue 20 May, to its end in London.
        reviewDueAt: '2025-05-20T22:59:59.999Z',
        allowedActions: ['add_evidence', 'resolve', 'withdraw'],
      });
      expect(escalated.body.evidence).toHaveLength(1);
      expect(escalated.body.evidence[0]).toMatchObject({ by: 'buyer', statement: evidence.statement });
      expect(escalated.body.evidence[0]!.photos.map((p) => p.id)).toEqual([own, second]);
      expect(escalated.body.stageText).toContain('Review due by the end of Tuesday 20 May 2025');
      expect(await subjects(seller.email)).toContain(`Order ${order.number}: Dispute raised with SpareStock`);
      expect(await lastEventLine(server, order.conversationId!)).toBe(`Order ${order.number}: Dispute raised with SpareStock`);
      expect(await moveDispute(buyer, dispute.id, 'escalate', evidence)).toMatchObject({
        status: 409,
        body: { message: DISPUTES_MESSAGES.notOpen },
      });

      // Another's photo is refused (and nothing is kept of the attempt); the seller adds their own.
      expect(await moveDispute(seller, dispute.id, 'evidence', { statement: 'Mine', photoIds: [own] })).toMatchObject({
        status: 400,
        body: { message: DISPUTES_MESSAGES.photoNotYours(own!) },
      });
      const answered = await moveDispute(seller, dispute.id, 'evidence', {
        statement: 'It was tested before it left.',
        photoIds: [sellersPhoto],
      });
      expect(answered.status, answered.text).toBe(200);
      expect(answered.body.evidence.map((e) => [e.by, e.photos.map((p) => p.id)])).toEqual([
        ['buyer', [own, second]],
        ['seller', [sellersPhoto]],
      ]);
      expect(await subjects(buyer.email)).toContain(`Order ${order.number}: Evidence added to the dispute`);

      // Claimed photos are no drafts: a sweep past the draft TTL keeps them, and they can't go on an item.
      const stale = (await draftPhotoIds(server, buyer))[0]!;
      await queryDb(server, 'UPDATE photos SET created_at = ? WHERE id IN (?, ?, ?)', ['2020-01-01T00:00:00.000Z', own!, second!, stale]);
      await server.app.photoSweep.runPass();
      expect((await photoRows(server, 'id IN (?, ?, ?)', [own!, second!, stale])).map((p) => p.id)).toEqual([own, second]);
      expect(await buyer.client.delete(`/api/photos/${own}`, { token: buyer.token })).toMatchObject({ status: 409 });
    } finally {
      clock = undefined;
    }
  });

  it('answers 409 with the date until then, and works from that date (backdated rows)', async () => {
    const seller = await actor();
    const buyer = await actor();
    const dispute = await disputeOk(buyer, (await handedOverOrder(server, seller, buyer)).id);
    const early = await moveDispute(buyer, dispute.id, 'escalate', { statement: 'No answer.' });
    expect(early).toMatchObject({ status: 409, body: { message: escalateNotYetMessage(new Date(dispute.escalateFrom)) } });
    await setDisputeTimes(server, dispute.id, { escalate_from: new Date(Date.now() - 1000).toISOString() });
    const escalated = await moveDispute(buyer, dispute.id, 'escalate', { statement: 'No answer.' });
    expect(escalated).toMatchObject({ status: 200, body: { status: 'escalated', evidence: [{ by: 'buyer', photos: [] }] } });
    expect((await readOrder(seller, dispute.orderId)).body.dispute).toMatchObject({
      status: 'escalated',
      escalateFrom: null,
      reviewDueAt: escalated.body.reviewDueAt,
    });
  });
});
