import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '../../src/shared/messages/feedback-messages.ts';
import { FeedbackPageSchema, OrderFeedbackSchema, type FeedbackPage, type OrderFeedback } from '../../src/shared/schemas/feedback.ts';
import { PublicSellerPageSchema, type PublicSellerPage } from '../../src/shared/schemas/public-listing.ts';
import { disputeOk, handedOverOrder, moveDispute } from './helpers/disputes.ts';
import { makeActor, type Actor } from './helpers/deals.ts';
import { daysAgo, moveOk, orderMails, setOrderTimes } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type Answer = { status: number; body: OrderFeedback & { message?: string } };
const leave = (actor: Actor, orderId: number, body: unknown): Promise<Answer> =>
  actor.client.post<OrderFeedback & { message?: string }>(`/api/orders/${orderId}/feedback`, body, { token: actor.token });
const good = { rating: 'positive', comment: 'Quick to collect, exactly as described.' };

async function receivedOrder(seller: Actor, buyer: Actor) {
  const order = await handedOverOrder(server, seller, buyer);
  return moveOk(buyer, order.id, 'received');
}

async function sellerPage(sellerId: number, query = ''): Promise<FeedbackPage> {
  const res = await (await makeActor(server)).client.get<FeedbackPage>(`/api/public/sellers/${sellerId}/feedback${query}`);
  expect(res.status).toBe(200);
  return FeedbackPageSchema.parse(res.body);
}

describe('POST /api/orders/{id}/feedback', () => {
  it('both sides leave it once each after receipt; a stranger gets 404; the summary and pages show it; each is mailed', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const order = await handedOverOrder(server, seller, buyer);

    expect(await leave(buyer, order.id, good)).toMatchObject({ status: 409, body: { message: FEEDBACK_MESSAGES.notCompleted } });
    await moveOk(buyer, order.id, 'received');

    const stranger = await makeActor(server);
    expect(await leave(stranger, order.id, good)).toMatchObject({ status: 404, body: { message: FEEDBACK_MESSAGES.orderNotFound } });

    const left = await leave(buyer, order.id, good);
    expect(left.status).toBe(201);
    expect(OrderFeedbackSchema.parse(left.body)).toMatchObject({
      canLeave: false,
      mine: { rating: 'positive', authorRole: 'buyer', held: false },
    });
    expect(await leave(buyer, order.id, { rating: 'negative', comment: 'Changed my mind' })).toMatchObject({
      status: 409,
      body: { message: FEEDBACK_MESSAGES.alreadyLeft },
    });
    const back = await leave(seller, order.id, { rating: 'neutral', comment: 'Came an hour late.' });
    expect(back.status).toBe(201);
    expect(back.body.theirs).toMatchObject({ rating: 'positive', comment: good.comment });

    // The public seller summary counts what buyers left; what the seller left about the buyer shows on the buyer's page, apart.
    const publicSeller = await stranger.client.get<PublicSellerPage>(`/api/public/sellers/${seller.user.id}`);
    expect(PublicSellerPageSchema.parse(publicSeller.body).feedback).toEqual({
      positive: 1,
      neutral: 0,
      negative: 0,
      percentPositive: 100,
    });
    expect((await sellerPage(seller.user.id)).entries.map((e) => e.comment)).toEqual([good.comment]);
    const asBuyer = await sellerPage(buyer.user.id, '?as=buyer');
    expect(asBuyer).toMatchObject({ summary: { neutral: 1, percentPositive: null }, total: 1 });
    expect((await sellerPage(buyer.user.id)).total).toBe(0);

    expect((await orderMails(server, seller.email)).some((m) => m.subject.startsWith('New feedback on order'))).toBe(true);
    expect((await orderMails(server, buyer.email)).some((m) => m.subject.startsWith('New feedback on order'))).toBe(true);
  });

  it('refuses a bad rating or comment with a message, leaving nothing', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const order = await receivedOrder(seller, buyer);
    const cases: [unknown, string][] = [
      [{ rating: 'great', comment: 'x' }, FEEDBACK_MESSAGES.ratingInvalid],
      [{ comment: 'x' }, FEEDBACK_MESSAGES.ratingInvalid],
      [{ rating: 'positive' }, FEEDBACK_MESSAGES.commentRequired],
      [{ rating: 'positive', comment: '   ' }, FEEDBACK_MESSAGES.commentRequired],
      [{ rating: 'positive', comment: 'x'.repeat(501) }, FEEDBACK_MESSAGES.commentTooLong],
      [{ rating: 'positive', comment: 5 }, FEEDBACK_MESSAGES.commentRequired],
      [{ ...good, stars: 5 }, 'Unknown field: stars'],
    ];
    for (const [body, message] of cases)
      expect(await leave(buyer, order.id, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    expect((await leave(buyer, order.id, { rating: 'negative', comment: 'x'.repeat(500) })).status).toBe(201);
  });

  it('closes 60 days after receipt', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const order = await receivedOrder(seller, buyer);
    await setOrderTimes(server, order.id, { received_at: daysAgo(60) });
    expect(await leave(seller, order.id, good)).toMatchObject({ status: 409, body: { message: FEEDBACK_MESSAGES.windowOver } });
  });

  it('holds feedback left while a dispute is open, and shows it once the dispute closes; negative counts like any', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const order = await receivedOrder(seller, buyer);
    const dispute = await disputeOk(buyer, order.id);
    const left = await leave(buyer, order.id, { rating: 'negative', comment: 'Leaked at the flange.' });
    expect(left).toMatchObject({ status: 201, body: { mine: { held: true } } });
    expect((await sellerPage(seller.user.id)).total).toBe(0);
    expect((await moveDispute(buyer, dispute.id, 'withdraw', {})).status).toBe(200);
    const shown = await sellerPage(seller.user.id);
    expect(shown).toMatchObject({ total: 1, summary: { negative: 1, percentPositive: 0 } });
  });
});

describe('POST /api/feedback/{id}/reply', () => {
  it('lets the person it is about reply once, in public; the author gets 403, a stranger 404, bad input 400', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const order = await receivedOrder(seller, buyer);
    const id = (await leave(buyer, order.id, { rating: 'neutral', comment: 'Fine, slow replies.' })).body.mine!.id;
    const reply = (actor: Actor, body: unknown) =>
      actor.client.post<OrderFeedback & { message?: string }>(`/api/feedback/${id}/reply`, body, { token: actor.token });

    expect(await reply(buyer, { reply: 'Me again' })).toMatchObject({
      status: 403,
      body: { message: FEEDBACK_MESSAGES.onlySubjectReplies },
    });
    expect(await reply(await makeActor(server), { reply: 'Hi' })).toMatchObject({
      status: 404,
      body: { message: FEEDBACK_MESSAGES.feedbackNotFound },
    });
    expect(await reply(seller, { reply: '' })).toMatchObject({ status: 400, body: { message: FEEDBACK_MESSAGES.replyRequired } });
    expect(await reply(seller, { reply: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { message: FEEDBACK_MESSAGES.replyTooLong },
    });
    expect(await reply(seller, { reply: 'Sorry: we were on site all week.' })).toMatchObject({
      status: 200,
      body: { theirs: { reply: 'Sorry: we were on site all week.' } },
    });
    expect(await reply(seller, { reply: 'And again' })).toMatchObject({ status: 409, body: { message: FEEDBACK_MESSAGES.alreadyReplied } });
    expect((await sellerPage(seller.user.id)).entries[0]).toMatchObject({ reply: 'Sorry: we were on site all week.', authorRole: 'buyer' });
  });
});

describe('feedback of a deleted account', () => {
  it('stays on the seller’s page and in the summary, by "Deleted user"', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const order = await receivedOrder(seller, buyer);
    expect((await leave(buyer, order.id, good)).status).toBe(201);
    await setOrderTimes(server, order.id, { status: 'completed', completed_at: new Date().toISOString() });
    const deleted = await buyer.client.post('/api/account/delete', { password: buyer.password, confirm: 'DELETE' }, { token: buyer.token });
    expect(deleted.status, deleted.text).toBe(200);
    const page = await sellerPage(seller.user.id);
    expect(page).toMatchObject({ total: 1, summary: { positive: 1, percentPositive: 100 } });
    expect(page.entries[0]).toMatchObject({ authorName: 'Deleted user', comment: good.comment });
  });
});
