import type { Transaction, Updateable } from 'kysely';
import { ORDERS_MESSAGES } from '../../shared/messages/orders-messages.ts';
import type { DispatchOrder, Order } from '../../shared/schemas/orders.ts';
import type { Database, OrdersTable, OrderStatus } from '../db/schema.ts';
import { forbidden } from '../deals/deal-errors.ts';
import { conflict, HttpError, notFound } from '../http/http-errors.ts';
import type { OrderMoneyEvent } from './order-ports.ts';
import type { OrdersContext } from './orders-context.ts';
import type { OrderRow } from './orders.repository.ts';
import { recordOrderChange, type OrderChange } from './order-notifications.ts';
import { canConfirmReceipt, checkCancel, isReturnDue, sideOf, type OrderFacts } from './order-rules.ts';
import { orderFacts, readOrder, type OrderActor } from './orders.service.ts';
import type { OrderRole } from '../../shared/constants/orders.ts';

type Trx = Transaction<Database>;

/** One move of an order: from which statuses, what changes, what the timeline records, what money follows. */
interface Move {
  from: readonly OrderStatus[];
  changes: Updateable<OrdersTable>;
  change: OrderChange;
  /** Narrows the conditional UPDATE (a return asked for / not yet received). */
  extra?: { returnRequested?: boolean; returnReceived?: boolean };
  /** 409 when another request moved it first. */
  stale: string;
  /** Inside the transaction, once the move is made (stock back, the agreement called off). */
  after?: (trx: Trx, moved: OrderRow, now: string) => Promise<void>;
  money?: OrderMoneyEvent;
}

type Plan = (order: OrderRow, role: OrderRole, facts: OrderFacts, now: string) => Move;

/**
 * Money moves after the commit (Stripe is outside the transaction); a failure is logged and left
 * for the payments feature's reconciliation, never answered to the person who clicked.
 */
export async function settleOrderMoney(ctx: OrdersContext, order: OrderRow, event: OrderMoneyEvent): Promise<void> {
  await ctx.ports.payments.settle(order, event).catch((error: unknown) => {
    ctx.log.error(
      { event: 'orders.settle_failed', orderId: order.id, money: event, err: error },
      'an order’s payment step failed; reconciliation will retry it',
    );
  });
}

/**
 * Runs a move in one transaction: 404 for anyone but the two sides, the plan's 403/409 checks,
 * then one conditional UPDATE (of two requests making it, or a request and the clock, one wins and
 * the other answers 409), the event, emails and conversation line; money after the commit.
 */
async function moveOrder(ctx: OrdersContext, actor: OrderActor, orderId: number, plan: Plan): Promise<Order> {
  const done = await ctx.db.transaction().execute(async (trx) => {
    const order = await ctx.orders.findById(orderId, trx);
    const role = order && sideOf(order, actor.id);
    if (!order || !role) throw notFound(ORDERS_MESSAGES.orderNotFound);
    const now = ctx.now().toISOString();
    const move = plan(order, role, await orderFacts(ctx, order, trx), now);
    const moved = await ctx.orders.transition(order.id, move.from, { ...move.changes, updated_at: now }, trx, move.extra);
    if (!moved) throw conflict(move.stale);
    await move.after?.(trx, moved, now);
    await recordOrderChange(ctx, trx, moved, move.change, now);
    if (move.money) await ctx.ports.payments.record(moved, move.money, trx);
    return { moved, money: move.money };
  });
  ctx.mail.wake();
  if (done.money) await settleOrderMoney(ctx, done.moved, done.money);
  return readOrder(ctx, actor, orderId);
}

/** The stock of a cancelled order goes back on the listing once (the move that cancels it happens once); its agreement, if any, is called off with it. */
async function giveBack(ctx: OrdersContext, trx: Trx, order: OrderRow, reason: string, actorId: number | null, now: string): Promise<void> {
  if (order.offer_id !== null) await ctx.orders.cancelAgreement(order.offer_id, actorId, reason, now, trx);
  await ctx.listings.returnQuantity(order.listing_id, order.quantity, now, trx);
}

const HANDOVER_FROM: readonly OrderStatus[] = ['placed', 'paid'];

/** What the timeline (and so the buyer's email and the conversation) says of a dispatch: the carrier and number first, then the seller's note. */
function dispatchNote(input: DispatchOrder): string | null {
  const sent = input.carrier && (input.trackingNumber ? `${input.carrier}, tracking number ${input.trackingNumber}` : input.carrier);
  return [sent, input.note].filter(Boolean).join('. ') || null;
}

/**
 * POST /api/orders/:id/dispatch: the seller sent a delivery order, with a carrier and its tracking
 * number (checked by DispatchOrderSchema before anything is read) and an optional note.
 */
export function dispatchOrder(ctx: OrdersContext, actor: OrderActor, orderId: number, input: DispatchOrder): Promise<Order> {
  return moveOrder(ctx, actor, orderId, (order, role, _facts, now) => {
    if (role !== 'seller') throw forbidden(ORDERS_MESSAGES.onlySeller);
    if (order.handover !== 'delivery') throw conflict(ORDERS_MESSAGES.notDelivery);
    if (!HANDOVER_FROM.includes(order.status)) throw conflict(ORDERS_MESSAGES.cannotDispatch);
    return {
      from: HANDOVER_FROM,
      changes: { status: 'dispatched', handed_over_at: now, carrier: input.carrier, tracking_number: input.trackingNumber },
      change: { kind: 'dispatched', actorId: actor.id, note: dispatchNote(input) },
      stale: ORDERS_MESSAGES.cannotDispatch,
    };
  });
}

/** POST /api/orders/:id/ready: the seller has a collection order ready to collect. */
export function markOrderReady(ctx: OrdersContext, actor: OrderActor, orderId: number, note: string | null): Promise<Order> {
  return moveOrder(ctx, actor, orderId, (order, role, _facts, now) => {
    if (role !== 'seller') throw forbidden(ORDERS_MESSAGES.onlySeller);
    if (order.handover !== 'collection') throw conflict(ORDERS_MESSAGES.notCollection);
    if (!HANDOVER_FROM.includes(order.status)) throw conflict(ORDERS_MESSAGES.cannotMarkReady);
    return {
      from: HANDOVER_FROM,
      changes: { status: 'ready_for_collection', handed_over_at: now },
      change: { kind: 'ready_for_collection', actorId: actor.id, note },
      stale: ORDERS_MESSAGES.cannotMarkReady,
    };
  });
}

/**
 * POST /api/orders/:id/received: the buyer has it. A delivery once dispatched; a collection also
 * straight from placed or paid (collected, perhaps paid in person, before the seller said it was ready).
 * Releases the seller's money when paid online (the payments feature holds it while a dispute is open).
 */
export function confirmOrderReceived(ctx: OrdersContext, actor: OrderActor, orderId: number): Promise<Order> {
  return moveOrder(ctx, actor, orderId, (order, role, _facts, now) => {
    if (role !== 'buyer') throw forbidden(ORDERS_MESSAGES.onlyBuyer);
    if (!canConfirmReceipt(order)) throw conflict(ORDERS_MESSAGES.cannotConfirmReceived);
    return {
      from: order.handover === 'delivery' ? ['dispatched'] : ['placed', 'paid', 'ready_for_collection'],
      changes: { status: 'received', received_at: now, handed_over_at: order.handed_over_at ?? now },
      change: { kind: 'received', actorId: actor.id, note: null },
      stale: ORDERS_MESSAGES.cannotConfirmReceived,
      money: 'received',
    };
  });
}

/**
 * POST /api/orders/:id/cancel { reason }: before the handover either side (the quantity goes back
 * once, any payment is refunded); after receipt a consumer who bought from a business, within 14
 * days (cancelled with a return due; the refund follows when the seller confirms the return).
 */
export function cancelOrder(ctx: OrdersContext, actor: OrderActor, orderId: number, reason: string): Promise<Order> {
  return moveOrder(ctx, actor, orderId, (order, role, facts, now) => {
    const check = checkCancel(order, role, facts);
    if (!check.ok) throw new HttpError(check.status, check.message);
    const cancelled = { status: 'cancelled' as const, cancelled_at: now, cancelled_by: actor.id, cancel_reason: reason };
    if (check.kind === 'return') {
      return {
        from: ['received', 'completed'],
        changes: { ...cancelled, return_requested_at: now },
        extra: { returnRequested: false },
        change: { kind: 'return_requested', actorId: actor.id, note: reason },
        stale: ORDERS_MESSAGES.cannotCancel,
      };
    }
    return {
      from: HANDOVER_FROM,
      changes: cancelled,
      change: { kind: 'cancelled', actorId: actor.id, note: reason },
      stale: ORDERS_MESSAGES.cannotCancel,
      after: (trx, moved, at) => giveBack(ctx, trx, moved, reason, actor.id, at),
      money: 'cancelled',
    };
  });
}

/** POST /api/orders/:id/return-received: the seller has the returned goods back; stock goes back on the listing and the refund follows. */
export function confirmReturnReceived(ctx: OrdersContext, actor: OrderActor, orderId: number): Promise<Order> {
  return moveOrder(ctx, actor, orderId, (order, role) => {
    if (role !== 'seller') throw forbidden(ORDERS_MESSAGES.onlySeller);
    if (!isReturnDue(order)) throw conflict(ORDERS_MESSAGES.noReturnDue);
    return {
      from: ['cancelled'],
      changes: { return_received_at: ctx.now().toISOString() },
      extra: { returnRequested: true, returnReceived: false },
      change: { kind: 'return_received', actorId: actor.id, note: null },
      stale: ORDERS_MESSAGES.noReturnDue,
      after: (trx, moved, at) => giveBack(ctx, trx, moved, moved.cancel_reason ?? '', actor.id, at),
      money: 'return_received',
    };
  });
}

/**
 * For the payments feature: the order is paid (from the webhook or reconciliation, never the
 * browser's redirect), inside its transaction. Only a placed order moves; answers the moved row,
 * or undefined when it was paid already or cancelled (the caller decides about a refund).
 * The caller wakes the mail outbox after its commit.
 */
export async function recordOrderPaid(
  ctx: OrdersContext,
  orderId: number,
  trx: Trx,
  note: string | null = null,
): Promise<OrderRow | undefined> {
  const now = ctx.now().toISOString();
  const moved = await ctx.orders.transition(orderId, ['placed'], { status: 'paid', paid_at: now, updated_at: now }, trx);
  if (moved) await recordOrderChange(ctx, trx, moved, { kind: 'paid', actorId: null, note }, now);
  return moved;
}

/** For the payments and disputes features: a step of their own on the order's timeline (refunded, dispute opened, …), emailed and posted like the rest. */
export async function recordOrderStep(ctx: OrdersContext, trx: Trx, order: OrderRow, change: OrderChange): Promise<void> {
  await recordOrderChange(ctx, trx, order, change, ctx.now().toISOString());
}
