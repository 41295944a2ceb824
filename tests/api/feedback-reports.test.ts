import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../src/shared/constants/orders.ts';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
import { FEEDBACK_MESSAGES } from '../../src/shared/messages/feedback-messages.ts';
import { MODERATION_MESSAGES } from '../../src/shared/messages/moderation-messages.ts';
import { FeedbackPageSchema, type FeedbackPage, type OrderFeedback } from '../../src/shared/schemas/feedback.ts';
import { AdminReportListSchema, AdminReportSchema, type AdminReport } from '../../src/shared/schemas/moderation.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, makeIndividual, type Actor } from './helpers/deals.ts';
import { disputeOk, handedOverOrder } from './helpers/disputes.ts';
import { moveOk, orderMails } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** Reported feedback reaches /admin/reports, and moderation is the one way it leaves the seller page (issue 27, item 1). */
const REPORTS = 3;
let server: TestServer;
let admin: Actor;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: 'help@sparestock.test', REPORTS_PER_DAY: String(REPORTS) });
  admin = await makeIndividual(server, { firstName: 'Ada', lastName: 'Admin' });
  await queryDb(server, 'UPDATE users SET is_admin = 1 WHERE id = ?', [admin.user.id]);
});
afterAll(async () => server.close());

type Sent = { status: number; body: { id: number; message?: string } };
const report = (reporter: Actor, body: Record<string, unknown>): Promise<Sent> =>
  reporter.client.post<{ id: number; message?: string }>('/api/reports', body, { token: reporter.token });

/** A received order with the buyer's feedback about the seller; its id and the order's. */
async function feedbackAboutSeller(rating = 'negative', comment = 'Rude on the phone: ring 07700 900123 to hear it.') {
  const seller = await makeIndividual(server, { firstName: 'Sam', lastName: 'Seller' });
  const buyer = await makeIndividual(server, { firstName: 'Bea', lastName: 'Buyer' });
  const order = await moveOk(buyer, (await handedOverOrder(server, seller, buyer)).id, 'received');
  const left = await buyer.client.post<OrderFeedback>(`/api/orders/${order.id}/feedback`, { rating, comment }, { token: buyer.token });
  expect(left.status, left.text).toBe(201);
  return { seller, buyer, orderId: order.id, feedbackId: left.body.mine!.id };
}

async function sellerFeedback(sellerId: number): Promise<FeedbackPage> {
  const res = await admin.client.get<FeedbackPage>(`/api/public/sellers/${sellerId}/feedback`);
  expect(res.status).toBe(200);
  return FeedbackPageSchema.parse(res.body);
}

async function openFeedbackReport(reportId: number): Promise<AdminReport> {
  const res = await admin.client.get<{ reports: AdminReport[] }>('/api/admin/reports', { token: admin.token });
  expect(res.status, res.text).toBe(200);
  const found = AdminReportListSchema.parse(res.body).reports.find((r) => r.id === reportId);
  expect(found).toBeDefined();
  return found!;
}

const adminPost = (path: string, body: unknown = {}, token = admin.token) =>
  admin.client.post<AdminReport & { message?: string }>(path, body, { token });

describe('POST /api/reports with kind feedback', () => {
  it('takes a report of shown feedback from anyone signed in but its author; 404 for unknown, removed or held feedback', async () => {
    const { seller, buyer, feedbackId } = await feedbackAboutSeller();
    const stranger = await makeActor(server);
    expect(await report(stranger, { kind: 'feedback', id: feedbackId, reason: 'personal_data' })).toMatchObject({ status: 201 });
    expect(await report(seller, { kind: 'feedback', id: feedbackId, reason: 'fake', note: 'I never spoke to them.' })).toMatchObject({
      status: 201,
    });
    expect(await report(buyer, { kind: 'feedback', id: feedbackId, reason: 'abusive' })).toMatchObject({
      status: 400,
      body: { message: DEALS_MESSAGES.ownFeedbackReport },
    });
    const missing = { status: 404, body: { message: FEEDBACK_MESSAGES.feedbackNotFound } };
    expect(await report(stranger, { kind: 'feedback', id: 987_654, reason: 'abusive' })).toMatchObject(missing);

    // Removed: gone from every reader, so nothing to report.
    const removed = await feedbackAboutSeller('positive', 'Fine.');
    await queryDb(server, 'UPDATE order_feedback SET removed_at = ?, removed_reason = ? WHERE id = ?', [
      new Date().toISOString(),
      'fake',
      removed.feedbackId,
    ]);
    expect(await report(stranger, { kind: 'feedback', id: removed.feedbackId, reason: 'spam' })).toMatchObject(missing);

    // Held while a dispute is open: only its author sees it yet.
    const seller2 = await makeActor(server);
    const buyer2 = await makeActor(server);
    const order2 = await moveOk(buyer2, (await handedOverOrder(server, seller2, buyer2)).id, 'received');
    await disputeOk(buyer2, order2.id);
    const held = await buyer2.client.post<OrderFeedback>(
      `/api/orders/${order2.id}/feedback`,
      { rating: 'negative', comment: 'Leaked.' },
      { token: buyer2.token },
    );
    expect(held.body.mine?.held).toBe(true);
    expect(await report(seller2, { kind: 'feedback', id: held.body.mine!.id, reason: 'fake' })).toMatchObject(missing);
  });

  it('refuses a bad kind, a reason that is not for feedback, and a feedback reason on other kinds, with messages', async () => {
    const { feedbackId, seller } = await feedbackAboutSeller();
    const reporter = await makeActor(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'review', id: feedbackId, reason: 'abusive' }, DEALS_MESSAGES.reportKindInvalid],
      [{ kind: 'feedback', id: feedbackId, reason: 'counterfeit' }, DEALS_MESSAGES.reportReasonInvalid],
      [{ kind: 'feedback', id: 'x', reason: 'abusive' }, DEALS_MESSAGES.reportIdInvalid],
      [{ kind: 'feedback', id: feedbackId, reason: 'other' }, DEALS_MESSAGES.reportNoteRequired],
      [{ kind: 'user', id: seller.user.id, reason: 'fake' }, DEALS_MESSAGES.reportReasonInvalid],
    ];
    for (const [body, message] of cases) expect(await report(reporter, body)).toMatchObject({ status: 400, body: { message } });
    const stored = await queryDb<{ n: number | string }>(server, 'SELECT COUNT(*) AS n FROM reports WHERE reporter_id = ?', [
      reporter.user.id,
    ]);
    expect(Number(stored[0]!.n)).toBe(0);
  });

  it(`counts feedback reports in the same ${REPORTS} a day as every other report`, async () => {
    const { seller, feedbackId } = await feedbackAboutSeller();
    const reporter = await makeActor(server);
    const statuses: number[] = [];
    statuses.push((await report(reporter, { kind: 'user', id: seller.user.id, reason: 'scam' })).status);
    for (let i = 0; i < REPORTS; i += 1)
      statuses.push((await report(reporter, { kind: 'feedback', id: feedbackId, reason: 'abusive' })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('/admin/reports for reported feedback', () => {
  it('shows the feedback; removal takes it off the page and the summary, records it and mails both sides; restore puts it back', async () => {
    const { seller, buyer, orderId, feedbackId } = await feedbackAboutSeller();
    const reporter = await makeActor(server);
    const { body } = await report(seller, { kind: 'feedback', id: feedbackId, reason: 'personal_data' });
    const queued = await openFeedbackReport(body.id);
    expect(queued).toMatchObject({
      kind: 'feedback',
      reasonLabel: 'Shares personal details',
      target: {
        user: { id: buyer.user.id, displayName: 'Bea B.' },
        feedback: {
          id: feedbackId,
          orderId,
          rating: 'negative',
          comment: 'Rude on the phone: ring 07700 900123 to hear it.',
          authorRole: 'buyer',
          authorName: 'Bea B.',
          subjectName: 'Sam S.',
          removedAt: null,
        },
      },
    });
    expect((await sellerFeedback(seller.user.id)).summary).toMatchObject({ negative: 1 });

    // Not an admin: the 404 of an unknown route, and nothing changes.
    const refused = await adminPost(`/api/admin/reports/${body.id}/remove-feedback`, { ground: 'personal_data' }, reporter.token);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`No route for POST /api/admin/reports/${body.id}/remove-feedback`);
    expect(await adminPost(`/api/admin/reports/${body.id}/remove-feedback`, { ground: 'negative' })).toMatchObject({
      status: 400,
      body: { message: MODERATION_MESSAGES.groundInvalid },
    });
    const userReport = await report(reporter, { kind: 'user', id: buyer.user.id, reason: 'scam' });
    expect(await adminPost(`/api/admin/reports/${userReport.body.id}/remove-feedback`, { ground: 'abuse' })).toMatchObject({
      status: 400,
      body: { message: MODERATION_MESSAGES.notAboutFeedback },
    });
    expect((await sellerFeedback(seller.user.id)).total).toBe(1);

    const removed = await adminPost(`/api/admin/reports/${body.id}/remove-feedback`, { ground: 'personal_data', note: 'Phone number.' });
    expect(removed.status, removed.text).toBe(200);
    expect(AdminReportSchema.parse(removed.body)).toMatchObject({
      status: 'actioned',
      target: { feedback: { removedReason: 'personal_data' } },
      actions: [{ action: 'remove_feedback', by: { id: admin.user.id }, note: 'Phone number.' }],
    });
    expect(removed.body.target.feedback?.removedAt).toEqual(expect.any(String));
    // The feedback policy's 30 days to appeal, not a takedown's 3 business days.
    const appealDays = (Date.parse(removed.body.clocks.appealBy!.dueAt) - Date.parse(removed.body.actions[0]!.at)) / 86_400_000;
    expect(appealDays).toBe(30);
    const after = await sellerFeedback(seller.user.id);
    expect(after).toMatchObject({ total: 0, entries: [], summary: { positive: 0, neutral: 0, negative: 0, percentPositive: null } });
    // Once per order still: the author gets no second go after a removal.
    const onOrder = await buyer.client.get<OrderFeedback>(`/api/orders/${orderId}/feedback`, { token: buyer.token });
    expect(onOrder.body).toMatchObject({ canLeave: false, reason: FEEDBACK_MESSAGES.alreadyLeft, mine: null });
    const again = await buyer.client.post<{ message: string }>(
      `/api/orders/${orderId}/feedback`,
      { rating: 'positive', comment: 'Great.' },
      { token: buyer.token },
    );
    expect(again).toMatchObject({ status: 409, body: { message: FEEDBACK_MESSAGES.alreadyLeft } });
    expect(await adminPost(`/api/admin/reports/${body.id}/remove-feedback`, { ground: 'abuse' })).toMatchObject({
      status: 409,
      body: { message: MODERATION_MESSAGES.feedbackAlreadyRemoved },
    });

    const order = formatOrderNumber(orderId);
    const [toAuthor] = (await orderMails(server, buyer.email)).filter((m) => m.subject === `Your feedback on order ${order} was removed`);
    const [toSubject] = (await orderMails(server, seller.email)).filter(
      (m) => m.subject === `Feedback about you on order ${order} was removed`,
    );
    expect(toAuthor).toBeDefined();
    expect(toSubject).toBeDefined();
    // The outbox blanks a body once sent: read it only while the row holds it.
    if (toAuthor!.text_body) expect(toAuthor!.text_body).toContain('email help@sparestock.test within 30 days');
    if (toSubject!.text_body) expect(toSubject!.text_body).not.toContain('appeal');

    const restored = await adminPost(`/api/admin/reports/${body.id}/restore-feedback`, { note: 'Appeal upheld.' });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.actions.map((a) => a.action)).toEqual(['remove_feedback', 'restore_feedback']);
    expect((await sellerFeedback(seller.user.id)).summary).toMatchObject({ negative: 1, percentPositive: 0 });
    expect(await adminPost(`/api/admin/reports/${body.id}/restore-feedback`, {})).toMatchObject({
      status: 409,
      body: { message: MODERATION_MESSAGES.feedbackNotRemoved },
    });
  });

  it('dismissing a feedback report leaves the feedback shown: negative feedback goes only by removal', async () => {
    const { seller, feedbackId } = await feedbackAboutSeller('negative', 'Slow to reply.');
    const { body } = await report(seller, { kind: 'feedback', id: feedbackId, reason: 'fake' });
    const dismissed = await adminPost(`/api/admin/reports/${body.id}/dismiss`, { note: 'An honest opinion.' });
    expect(dismissed).toMatchObject({ status: 200, body: { status: 'dismissed', target: { feedback: { removedAt: null } } } });
    expect((await sellerFeedback(seller.user.id)).entries.map((e) => e.comment)).toEqual(['Slow to reply.']);
  });
});
