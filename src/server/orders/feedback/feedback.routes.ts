import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FEEDBACK_MESSAGES,
  FeedbackListQuerySchema,
  FeedbackPageSchema,
  LeaveFeedbackSchema,
  OrderFeedbackSchema,
  ReplyFeedbackSchema,
} from '../../../shared/schemas/feedback.ts';
import { currentUser } from '../../auth/require-user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../../http/route-docs.ts';
import { idParams } from '../../http/path-params.ts';
import { editFeedback } from './feedback-edit.ts';
import { leaveFeedback, readFeedbackPage, readOrderFeedback, replyToFeedback, type FeedbackContext } from './feedback.service.ts';

const TAG = 'Feedback';
const OrderIdParams = idParams(FEEDBACK_MESSAGES.orderNotFound);
const FeedbackIdParams = idParams(FEEDBACK_MESSAGES.feedbackNotFound);
const SellerIdParams = idParams(FEEDBACK_MESSAGES.sellerNotFound);
const ORDER_NOT_FOUND = { 404: 'Order not found: unknown, not a positive integer, or not one of the caller’s' };

/** Feedback after an order: leave it, read it on the order, reply to it, and a person's public feedback page. */
export function registerFeedbackRoutes(instance: FastifyInstance, ctx: FeedbackContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const readDocs = documentRoute({
    tag: TAG,
    summary: 'An order’s feedback for one of its sides: theirs, what was left about them, and whether they may leave it',
    auth: true,
    params: OrderIdParams,
    responses: { 200: OrderFeedbackSchema },
    errors: { ...UNAUTHENTICATED, ...ORDER_NOT_FOUND },
  });
  app.get('/api/orders/:id/feedback', { ...auth, ...readDocs }, async (request) =>
    readOrderFeedback(ctx, currentUser(request), request.params.id),
  );

  const leaveDocs = documentRoute({
    tag: TAG,
    summary: 'Leave feedback about the other side of an order',
    description:
      'Buyer and seller, once each, from receipt (confirmed or by the clock) for 60 days: `rating` positive, neutral or negative and a ' +
      '`comment` of 1–500 characters. Final after 7 days. The person it is about is emailed. While a dispute is active on the order or a ' +
      'cooling-off return is due it is kept but not shown (`held`), and shows once that closes.',
    auth: true,
    params: OrderIdParams,
    body: LeaveFeedbackSchema,
    responses: { 201: OrderFeedbackSchema },
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      ...ORDER_NOT_FOUND,
      409: 'Left already, the item not received yet, or more than 60 days since receipt',
    },
  });
  app.post('/api/orders/:id/feedback', { ...auth, ...leaveDocs }, async (request, reply) => {
    return reply.code(201).send(await leaveFeedback(ctx, currentUser(request), request.params.id, request.body));
  });

  const editDocs = documentRoute({
    tag: TAG,
    summary: 'Change the rating and comment of the feedback you left, until it is final',
    description: 'The author only, within 7 days of leaving it (`finalAt`); the same body as leaving it. After that it is final: 409.',
    auth: true,
    params: OrderIdParams,
    body: LeaveFeedbackSchema,
    responses: { 200: OrderFeedbackSchema },
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      404: 'Order not found (not the caller’s), or no feedback of the caller’s on it',
      409: 'Final: more than 7 days since it was left',
    },
  });
  app.patch('/api/orders/:id/feedback', { ...auth, ...editDocs }, async (request) =>
    editFeedback(ctx, currentUser(request), request.params.id, request.body),
  );

  const replyDocs = documentRoute({
    tag: TAG,
    summary: 'Reply once, in public, to feedback about you',
    auth: true,
    params: FeedbackIdParams,
    body: ReplyFeedbackSchema,
    responses: { 200: OrderFeedbackSchema },
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'The author of the feedback (only the person it is about replies)',
      404: 'Feedback not found: unknown, removed, or on an order not the caller’s',
      409: 'Replied already',
    },
  });
  app.post('/api/feedback/:id/reply', { ...auth, ...replyDocs }, async (request) => {
    return replyToFeedback(ctx, currentUser(request), request.params.id, request.body.reply);
  });

  const pageDocs = documentRoute({
    tag: TAG,
    summary: 'Feedback about a person, newest first: as a seller (left by buyers, the default) or as a buyer',
    description:
      'No sign-in needed. `summary` counts the last 12 months; `entries` pages through all shown feedback (`page` from 1, `pageSize` ' +
      'at most 50, 20 by default). Negative feedback is listed like any other; held and removed feedback is not.',
    params: SellerIdParams,
    querystring: FeedbackListQuerySchema,
    responses: { 200: FeedbackPageSchema },
    errors: { ...INVALID_INPUT, 404: 'Seller not found' },
  });
  app.get('/api/public/sellers/:id/feedback', pageDocs, async (request) => {
    return readFeedbackPage(ctx, request.params.id, request.query);
  });
}
