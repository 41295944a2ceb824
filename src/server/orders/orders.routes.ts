import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CancelOrderSchema,
  DispatchOrderSchema,
  HandOverOrderSchema,
  ListOrdersQuerySchema,
  ORDERS_MESSAGES,
  OrderListSchema,
  OrderSchema,
  PlaceOrderSchema,
  type Order,
  type OrderList,
} from '../../shared/schemas/orders.ts';
import { currentUser } from '../auth/require-user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED, type RouteDocs } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import type { OrdersContext } from './orders-context.ts';
import { listOrders, placeOrder, readOrder } from './orders.service.ts';
import { cancelOrder, confirmOrderReceived, confirmReturnReceived, dispatchOrder, markOrderReady } from './order-moves.service.ts';

const TAG = 'Orders';
const NOT_FOUND = {
  404: 'Order not found: unknown, not a positive integer, or not one of the caller’s (only its buyer and seller act on it)',
};

const OrderIdParams = idParams(ORDERS_MESSAGES.orderNotFound);

const moveDocs = <const E extends Partial<RouteDocs>>(summary: string, extra: E) =>
  documentRoute({ tag: TAG, summary, auth: true, params: OrderIdParams, responses: { 200: OrderSchema }, ...extra });

/** Orders: place one, list "Bought" and "Sold", read one, and each side's moves. */
export function registerOrderRoutes(instance: FastifyInstance, ctx: OrdersContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const placeDocs = documentRoute({
    tag: TAG,
    summary: 'Place an order: "Buy now" at the listed price, or an accepted offer',
    description:
      'One transaction. Buy now: the listing live, not the caller’s, no block either way; `quantity` is taken off the listing by one ' +
      'conditional UPDATE (of two orders for the last unit one answers 201, the other 409 sold out). With `offerId` (the buyer of an ' +
      'accepted offer only): the offer’s price and quantity, already taken off when it was accepted, so not again; one order per agreement. ' +
      '`handover` may be left out when the listing offers one way; delivery needs `deliveryAddress`. The seller is emailed; the ' +
      'conversation about the listing, if any, records it.',
    auth: true,
    body: PlaceOrderSchema,
    responses: { 201: OrderSchema },
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'Email not verified, the caller’s own listing, a block, or the seller of the offer',
      404: 'Listing not found (or not live), or offer not found',
      409: 'Sold out or not enough left; the offer is not an accepted agreement or was ordered already; the listing is gone',
    },
  });
  app.post('/api/orders', { ...auth, ...placeDocs }, async (request, reply): Promise<Order> => {
    const input = request.body;
    const order = await placeOrder(ctx, currentUser(request), input);
    return reply.code(201).send(order);
  });

  const listDocs = documentRoute({
    tag: TAG,
    summary: 'The caller’s orders: "Bought" (role=buyer, the default) or "Sold" (role=seller), newest first',
    description: '`status` filters to one status; `before` (the previous page’s `nextBefore`) gives the next page of 50.',
    auth: true,
    querystring: ListOrdersQuerySchema,
    responses: { 200: OrderListSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
  });
  app.get('/api/orders', { ...auth, ...listDocs }, async (request): Promise<OrderList> => {
    const query = request.query;
    return listOrders(ctx, currentUser(request), query);
  });

  const readDocs = moveDocs('One order: snapshot, totals, timeline, the caller’s next action, payment and dispute', {
    description: 'Its buyer and seller, and admins (role `admin`, no actions); anyone else 404.',
    errors: { ...UNAUTHENTICATED, 404: 'Order not found: unknown, not a positive integer, or neither side’s nor an admin’s' },
  });
  app.get('/api/orders/:id', { ...auth, ...readDocs }, async (request): Promise<Order> =>
    readOrder(ctx, currentUser(request), request.params.id),
  );

  const dispatchDocs = moveDocs('The seller marks a delivery order dispatched, with the carrier and its tracking number', {
    description:
      'From placed or paid. `carrier` is one of Royal Mail, Parcelforce, DPD, Evri, UPS, DHL, Yodel, Own van, Other; for the first seven ' +
      '`trackingNumber` is required and checked against the carrier’s published form (Royal Mail: UPU S10 with its check digit, ending GB), ' +
      'and the order then links to the carrier’s tracking page (`tracking.trackingUrl`). A wrong form answers 400 naming the carrier and changes ' +
      'nothing. Without `carrier` (clients from before carriers) it is dispatched with the note only; a number without a carrier is refused. ' +
      'The optional `note` goes to the buyer. Starts the 7-day auto-receive clock.',
    body: DispatchOrderSchema,
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'Not the seller',
      ...NOT_FOUND,
      409: 'A collection order, or not placed or paid any more',
    },
  });
  app.post('/api/orders/:id/dispatch', { ...auth, ...dispatchDocs }, async (request): Promise<Order> => {
    return dispatchOrder(ctx, currentUser(request), request.params.id, request.body);
  });

  const readyDocs = moveDocs('The seller marks a collection order ready to collect', {
    description: 'From placed or paid. An optional `note` (when and where) goes to the buyer. Starts the 7-day auto-receive clock.',
    body: HandOverOrderSchema,
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'Not the seller',
      ...NOT_FOUND,
      409: 'A delivery order, or not placed or paid any more',
    },
  });
  app.post('/api/orders/:id/ready', { ...auth, ...readyDocs }, async (request): Promise<Order> => {
    const id = request.params.id;
    const { note } = request.body;
    return markOrderReady(ctx, currentUser(request), id, note);
  });

  const receivedDocs = moveDocs('The buyer confirms the item arrived', {
    description:
      'A delivery once dispatched; a collection once ready, or straight from placed or paid (collected in person). ' +
      'When paid online the seller’s money is released (never while a dispute is open). Starts the 7-day completion clock.',
    errors: {
      ...UNAUTHENTICATED,
      403: 'Not the buyer',
      ...NOT_FOUND,
      409: 'Not dispatched (delivery), or already received, completed or cancelled',
    },
  });
  app.post('/api/orders/:id/received', { ...auth, ...receivedDocs }, async (request): Promise<Order> =>
    confirmOrderReceived(ctx, currentUser(request), request.params.id),
  );

  const cancelDocs = moveDocs('Cancel an order, with a reason', {
    description:
      'Before dispatch or ready-to-collect: either side; the quantity goes back on the listing once (an order from an offer calls the ' +
      'agreement off too) and a payment is refunded. After receipt: only a consumer (individual account) who bought from a business, ' +
      'within 14 days of receipt (cooling-off): the order is cancelled with a return due, refunded when the seller confirms the return.',
    body: CancelOrderSchema,
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'The seller, after receipt',
      ...NOT_FOUND,
      409: 'Dispatched or ready to collect; cancelled already; no cooling-off right or its 14 days are over; a dispute is open',
    },
  });
  app.post('/api/orders/:id/cancel', { ...auth, ...cancelDocs }, async (request): Promise<Order> => {
    const id = request.params.id;
    const { reason } = request.body;
    return cancelOrder(ctx, currentUser(request), id, reason);
  });

  const returnDocs = moveDocs('The seller confirms a cooling-off return arrived', {
    description: 'The quantity goes back on the listing and, when paid online, the refund is made.',
    errors: { ...UNAUTHENTICATED, 403: 'Not the seller', ...NOT_FOUND, 409: 'No return is due (none asked for, or confirmed already)' },
  });
  app.post('/api/orders/:id/return-received', { ...auth, ...returnDocs }, async (request): Promise<Order> =>
    confirmReturnReceived(ctx, currentUser(request), request.params.id),
  );
}
