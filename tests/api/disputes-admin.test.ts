import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDaysDeadline } from '../../src/shared/business-days.ts';
import { DISPUTES_MESSAGES } from '../../src/shared/messages/disputes-messages.ts';
import { AdminDisputeListSchema, type Dispute } from '../../src/shared/schemas/disputes.ts';
import { AdminReportListSchema, type AdminReport } from '../../src/shared/schemas/moderation.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, makeIndividual, makeLiveListing, type Actor } from './helpers/deals.ts';
import { adminDisputes, decide, disputeOk, handedOverOrder, moveDispute, readDispute, setDisputeTimes } from './helpers/disputes.ts';
import { daysAgo, orderMails, readOrder, setOrderTimes } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

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
const HOUR = 60 * 60 * 1000;

/** A dispute escalated now (its 5 business days moved into the past), with the order it is about. */
async function escalatedDispute(seller?: Actor, buyer?: Actor): Promise<{ dispute: Dispute; seller: Actor; buyer: Actor }> {
  seller ??= await actor();
  buyer ??= await actor();
  const opened = await disputeOk(buyer, (await handedOverOrder(server, seller, buyer)).id);
  await setDisputeTimes(server, opened.id, { escalate_from: new Date(Date.now() - 1000).toISOString() });
  const escalated = await moveDispute(buyer, opened.id, 'escalate', { statement: 'The seller has not answered.' });
  expect(escalated.status, escalated.text).toBe(200);
  return { dispute: escalated.body, seller, buyer };
}

async function queue(query = ''): Promise<Dispute[]> {
  const res = await adminDisputes(admin, query);
  expect(res.status, res.text).toBe(200);
  expect(AdminDisputeListSchema.parse(res.body)).toEqual(res.body);
  return res.body.disputes;
}

describe('/api/admin/disputes for anyone but an admin', () => {
  it('answers the 404 of an unknown route', async () => {
    const user = await actor();
    const anon = createClient(server.url);
    const unknown = await anon.get('/api/admin/nothing-here');
    for (const [method, url] of [
      ['GET', '/api/admin/disputes'],
      ['POST', '/api/admin/disputes/1/decision'],
    ] as const) {
      for (const token of [undefined, user.token, 'x'.repeat(43)]) {
        const res = await anon.request(method, url, method === 'POST' ? { outcome: 'reject', note: 'x' } : undefined, { token });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: `No route for ${method} ${url}` });
        expect(Object.keys(res.body as object)).toEqual(Object.keys(unknown.body as object));
      }
    }
  });
});

describe('GET /api/admin/disputes', () => {
  it('lists the escalated disputes by deadline with reviewDueAt and overdue; those with the seller are not in it', async () => {
    const seller = await actor();
    const buyer = await actor();
    // Opened Thursday 1 May 2025, escalated Monday 12 May: review due by the end of Wednesday 21 May.
    clock = new Date('2025-05-01T09:00:00Z');
    let late: Dispute;
    try {
      const opened = await disputeOk(buyer, (await handedOverOrder(server, seller, buyer)).id);
      clock = new Date('2025-05-12T08:00:00Z');
      late = (await moveDispute(buyer, opened.id, 'escalate', { statement: 'No reply at all.' })).body;
    } finally {
      clock = undefined;
    }
    expect(late).toMatchObject({ status: 'escalated', reviewDueAt: '2025-05-21T22:59:59.999Z' });
    const { dispute: fresh } = await escalatedDispute();
    const withSeller = await disputeOk(buyer, (await handedOverOrder(server, seller, buyer)).id);

    const listed = await queue();
    const ids = listed.map((d) => d.id);
    expect(ids).toContain(late.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(withSeller.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(listed.find((d) => d.id === late.id)).toMatchObject({
      role: 'admin',
      overdue: true,
      allowedActions: ['decide'],
      buyer: { email: buyer.email },
    });
    const freshListed = listed.find((d) => d.id === fresh.id)!;
    expect(freshListed.overdue).toBe(false);
    expect(freshListed.reviewDueAt).toBe(businessDaysDeadline(freshListed.escalatedAt!, 7).toISOString());
    expect(await adminDisputes(admin, '?status=everything')).toMatchObject({
      status: 400,
      body: { message: DISPUTES_MESSAGES.statusInvalid },
    });
  });
});

describe('POST /api/admin/disputes/:id/decision', () => {
  it('records a partial refund with who and when, emails both sides, closes the dispute and lets the order move again', async () => {
    const { dispute, seller, buyer } = await escalatedDispute();
    const bad = [
      [{ outcome: 'partial_refund', note: 'Half the cost of the seal.' }, DISPUTES_MESSAGES.amountRequired],
      [{ outcome: 'reject', amount: '5.00', note: 'No.' }, DISPUTES_MESSAGES.amountOnlyPartial],
      [{ outcome: 'refund_all', note: 'x' }, DISPUTES_MESSAGES.outcomeInvalid],
      [{ outcome: 'reject' }, DISPUTES_MESSAGES.noteRequired],
      [{ outcome: 'partial_refund', amount: '1.005', note: 'x' }, DISPUTES_MESSAGES.amountInvalid],
    ] as const;
    for (const [body, message] of bad) expect(await decide(admin, dispute.id, body)).toMatchObject({ status: 400, body: { message } });
    expect(await decide(admin, dispute.id, { outcome: 'partial_refund', amount: '40.01', note: 'More than was paid' })).toMatchObject({
      status: 409,
      body: { message: DISPUTES_MESSAGES.amountTooHigh },
    });
    expect(await decide(admin, 999_999, { outcome: 'reject', note: 'x' })).toMatchObject({ status: 404 });

    // The order is held under review: its clock leaves it be.
    await setOrderTimes(server, dispute.orderId, { handed_over_at: daysAgo(8) });
    await server.app.orderClock.runDue();
    expect((await readOrder(seller, dispute.orderId)).body.status).toBe('ready_for_collection');

    const decided = await decide(admin, dispute.id, { outcome: 'partial_refund', amount: '12.50', note: 'Half the cost of the seal.' });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'decided',
      closedBy: 'admin',
      closeNote: 'Half the cost of the seal.',
      allowedActions: [],
    });
    expect(decided.body.decisions).toEqual([
      {
        id: expect.any(Number),
        outcome: 'partial_refund',
        outcomeLabel: 'Partial refund',
        amount: '12.50',
        note: 'Half the cost of the seal.',
        by: { id: admin.user.id, displayName: 'Ada A.' },
        at: decided.body.closedAt,
        refund: 'between_parties',
      },
    ]);
    const rows = await queryDb<{ admin_id: number; amount_pence: number; outcome: string; created_at: string }>(
      server,
      'SELECT admin_id, amount_pence, outcome, created_at FROM dispute_decisions WHERE dispute_id = ?',
      [dispute.id],
    );
    expect(rows.map((r) => [Number(r.admin_id), Number(r.amount_pence), r.outcome])).toEqual([[admin.user.id, 1250, 'partial_refund']]);
    const subject = `Order ${dispute.orderNumber}: SpareStock decided the dispute`;
    expect((await orderMails(server, buyer.email)).map((m) => m.subject)).toContain(subject);
    expect((await orderMails(server, seller.email)).map((m) => m.subject)).toContain(subject);
    const asBuyer = (await readDispute(buyer, dispute.id)).body;
    expect(asBuyer.decisions[0]).toMatchObject({ amount: '12.50', by: null });
    expect(asBuyer.stageText).toBe('SpareStock decided this dispute: Partial refund.');
    expect(await decide(admin, dispute.id, { outcome: 'reject', note: 'Again' })).toMatchObject({
      status: 409,
      body: { message: DISPUTES_MESSAGES.notForDecision },
    });
    expect((await queue()).map((d) => d.id)).not.toContain(dispute.id);
    expect((await queue('?status=closed')).map((d) => d.id)).toContain(dispute.id);

    await server.app.orderClock.runDue();
    expect((await readOrder(seller, dispute.orderId)).body.status).toBe('received');
  });

  it('keeps return first and mediate under review (the order still held), then a full refund of what is left closes it', async () => {
    const { dispute, buyer } = await escalatedDispute();
    const returnFirst = await decide(admin, dispute.id, { outcome: 'return_first', note: 'Please send the pump back, tracked.' });
    expect(returnFirst).toMatchObject({
      status: 200,
      body: { status: 'awaiting_return', statusLabel: 'Return first', overdue: false, closedAt: null },
    });
    expect((await queue()).find((d) => d.id === dispute.id)).toMatchObject({ status: 'awaiting_return', allowedActions: ['decide'] });
    expect((await readDispute(buyer, dispute.id)).body.allowedActions).toEqual(['add_evidence', 'resolve', 'withdraw']);
    const mediate = await decide(admin, dispute.id, { outcome: 'mediate', note: 'Let us talk it through.' });
    expect(mediate).toMatchObject({ status: 200, body: { status: 'in_mediation' } });

    await setOrderTimes(server, dispute.orderId, { handed_over_at: daysAgo(8) });
    await server.app.orderClock.runDue();
    expect((await readOrder(buyer, dispute.orderId)).body.status).toBe('ready_for_collection');

    const full = await decide(admin, dispute.id, { outcome: 'full_refund', note: 'The pump came back damaged in transit.' });
    expect(full.status, full.text).toBe(200);
    expect(full.body.decisions.map((d) => [d.outcome, d.amount, d.refund])).toEqual([
      ['return_first', null, 'none'],
      ['mediate', null, 'none'],
      ['full_refund', '40.00', 'between_parties'],
    ]);
    expect(full.body.status).toBe('decided');
    // The order ends with it: cancelled by the system, nothing left to confirm.
    const order = (await readOrder(buyer, dispute.orderId)).body;
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: DISPUTES_MESSAGES.refundedInFull, nextAction: null });
    expect(order.allowedActions).not.toContain('confirm_received');
  });

  it('refuses a decision while the dispute is still with the seller', async () => {
    const seller = await actor();
    const buyer = await actor();
    const open = await disputeOk(buyer, (await handedOverOrder(server, seller, buyer)).id);
    expect(await decide(admin, open.id, { outcome: 'reject', note: 'Too early' })).toMatchObject({
      status: 409,
      body: { message: DISPUTES_MESSAGES.notForDecision },
    });
  });
});

describe('GET /api/admin/reports: policy clocks', () => {
  async function reportListing(reason: string): Promise<number> {
    const seller = await actor();
    const reporter = await actor();
    const listing = await makeLiveListing(server, seller);
    const res = await reporter.client.post<{ id: number }>(
      '/api/reports',
      { kind: 'listing', id: listing.id, reason },
      { token: reporter.token },
    );
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  }

  async function reportById(id: number, status: 'open' | 'closed' = 'open'): Promise<AdminReport> {
    const res = await admin.client.get<{ reports: AdminReport[] }>(`/api/admin/reports?status=${status}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(AdminReportListSchema.parse(res.body)).toEqual(res.body);
    return res.body.reports.find((r) => r.id === id)!;
  }

  it('gives an unsafe-product report 24 hours to acknowledge and suspend and 7 business days for an outcome, overdue once past', async () => {
    const id = await reportListing('unsafe');
    const fresh = await reportById(id);
    const created = Date.parse(fresh.createdAt);
    expect(fresh.clocks).toEqual({
      acknowledgeBy: { dueAt: new Date(created + 24 * HOUR).toISOString(), metAt: null, overdue: false },
      outcomeBy: { dueAt: businessDaysDeadline(fresh.createdAt, 7).toISOString(), metAt: null, overdue: false },
      appealBy: null,
      suspendBy: { dueAt: new Date(created + 24 * HOUR).toISOString(), metAt: null, overdue: false },
    });
    expect(fresh.overdue).toBe(false);

    await queryDb(server, 'UPDATE reports SET created_at = ? WHERE id = ?', [new Date(Date.now() - 25 * HOUR).toISOString(), id]);
    const late = await reportById(id);
    expect(late.clocks.acknowledgeBy.overdue).toBe(true);
    expect(late.clocks.suspendBy!.overdue).toBe(true);
    expect(late.overdue).toBe(true);

    const acted = await admin.client.post<AdminReport>(`/api/admin/reports/${id}/withdraw-listing`, {}, { token: admin.token });
    expect(acted.status, acted.text).toBe(200);
    const at = acted.body.actions[0]!.at;
    expect(acted.body.clocks).toEqual({
      acknowledgeBy: { dueAt: late.clocks.acknowledgeBy.dueAt, metAt: at, overdue: false },
      outcomeBy: { dueAt: late.clocks.outcomeBy.dueAt, metAt: at, overdue: false },
      appealBy: { dueAt: businessDaysDeadline(at, 3).toISOString(), open: true },
      suspendBy: { dueAt: late.clocks.suspendBy!.dueAt, metAt: at, overdue: false },
    });
    expect(acted.body.overdue).toBe(false);
  });

  it('marks an outcome overdue after 7 business days; other reasons have no suspension clock', async () => {
    const id = await reportListing('scam');
    await queryDb(server, 'UPDATE reports SET created_at = ? WHERE id = ?', [new Date(Date.now() - 12 * 24 * HOUR).toISOString(), id]);
    const report = await reportById(id);
    expect(report.clocks.suspendBy).toBeNull();
    expect(report.clocks.outcomeBy.overdue).toBe(true);
    expect(report.overdue).toBe(true);
    const dismissed = await admin.client.post<AdminReport>(
      `/api/admin/reports/${id}/dismiss`,
      { note: 'Not a scam' },
      { token: admin.token },
    );
    expect(dismissed.body.clocks.outcomeBy).toMatchObject({ overdue: false, metAt: dismissed.body.actions[0]!.at });
    expect(dismissed.body.clocks.appealBy?.open).toBe(true);
  });
});
