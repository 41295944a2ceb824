import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '../../src/shared/messages/feedback-messages.ts';
import { OrderFeedbackSchema, type OrderFeedback } from '../../src/shared/schemas/feedback.ts';
import { handedOverOrder } from './helpers/disputes.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, type Actor } from './helpers/deals.ts';
import { daysAgo, moveOk } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type Answer = { status: number; body: OrderFeedback & { message?: string } };
const edit = (actor: Actor, orderId: number, body: unknown): Promise<Answer> =>
  actor.client.patch<OrderFeedback & { message?: string }>(`/api/orders/${orderId}/feedback`, body, { token: actor.token });

async function feedbackLeft(): Promise<{ seller: Actor; buyer: Actor; orderId: number }> {
  const seller = await makeActor(server);
  const buyer = await makeActor(server);
  const order = await moveOk(buyer, (await handedOverOrder(server, seller, buyer)).id, 'received');
  const left = await buyer.client.post(
    `/api/orders/${order.id}/feedback`,
    { rating: 'neutral', comment: 'Slow replies.' },
    { token: buyer.token },
  );
  expect(left.status, left.text).toBe(201);
  return { seller, buyer, orderId: order.id };
}

describe('PATCH /api/orders/{id}/feedback', () => {
  it('lets the author change rating and comment within 7 days; others get 404; a bad body 400 and nothing changes', async () => {
    const { seller, buyer, orderId } = await feedbackLeft();
    const changed = await edit(buyer, orderId, { rating: 'positive', comment: 'Sorted it out in the end: thanks.' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(OrderFeedbackSchema.parse(changed.body).mine).toMatchObject({
      rating: 'positive',
      comment: 'Sorted it out in the end: thanks.',
    });

    // The seller has left none on this order; a stranger's order is no order.
    expect(await edit(seller, orderId, { rating: 'positive', comment: 'x' })).toMatchObject({
      status: 404,
      body: { message: FEEDBACK_MESSAGES.feedbackNotFound },
    });
    expect(await edit(await makeActor(server), orderId, { rating: 'positive', comment: 'x' })).toMatchObject({
      status: 404,
      body: { message: FEEDBACK_MESSAGES.orderNotFound },
    });
    const cases: [unknown, string][] = [
      [{ rating: 'great', comment: 'x' }, FEEDBACK_MESSAGES.ratingInvalid],
      [{ rating: 'negative' }, FEEDBACK_MESSAGES.commentRequired],
      [{ rating: 'negative', comment: ' ' }, FEEDBACK_MESSAGES.commentRequired],
      [{ rating: 'negative', comment: 'x'.repeat(501) }, FEEDBACK_MESSAGES.commentTooLong],
      [{ rating: 'negative', comment: 'x', stars: 1 }, 'Unknown field: stars'],
    ];
    for (const [body, message] of cases)
      expect(await edit(buyer, orderId, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    const read = await buyer.client.get<OrderFeedback>(`/api/orders/${orderId}/feedback`, { token: buyer.token });
    expect(read.body.mine).toMatchObject({ rating: 'positive', comment: 'Sorted it out in the end: thanks.' });
    expect((await buyer.client.patch(`/api/orders/${orderId}/feedback`, { rating: 'positive', comment: 'x' })).status).toBe(401);
  });

  it('answers 409 once the feedback is final, 7 days after it was left, and keeps it as it was', async () => {
    const { buyer, orderId } = await feedbackLeft();
    await queryDb(server, 'UPDATE order_feedback SET created_at = ? WHERE order_id = ?', [daysAgo(7), orderId]);
    expect(await edit(buyer, orderId, { rating: 'positive', comment: 'All good now.' })).toMatchObject({
      status: 409,
      body: { message: FEEDBACK_MESSAGES.finalNow },
    });
    const read = await buyer.client.get<OrderFeedback>(`/api/orders/${orderId}/feedback`, { token: buyer.token });
    expect(read.body.mine).toMatchObject({ rating: 'neutral', comment: 'Slow replies.' });
  });
});
