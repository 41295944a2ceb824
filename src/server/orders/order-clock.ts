import type { FastifyInstance } from 'fastify';
import { AUTO_COMPLETE_MS, AUTO_RECEIVE_MS } from '../../shared/constants/orders.ts';
import type { OrdersContext } from './orders-context.ts';
import type { DueCursor, OrderRow } from './orders.repository.ts';
import { recordOrderChange } from './order-notifications.ts';
import { settleOrderMoney } from './order-moves.service.ts';

/** How often the clock looks for orders due (and once at start-up). */
export const ORDER_CLOCK_INTERVAL_MS = 60_000;
const PAGE = 100;

export interface OrderClockResult {
  received: number;
  completed: number;
}

export interface OrderClock {
  /** One full pass at `now` (default the real time); resolves with what it moved (tests drive it with a clock of their own). */
  runDue(now?: Date): Promise<OrderClockResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's order clock (auto-receive and completion); absent where the background work does not run. */
    orderClock: OrderClock;
  }
}

/** Rolls a clock move back when the order turns out to be under dispute. */
class DisputeOpened extends Error {}

/**
 * Moves one due order, in its own transaction: skipped while a dispute is open; the conditional
 * UPDATE is the claim (of several processes, or the clock and the buyer, one moves it).
 */
async function moveDue(ctx: OrdersContext, clock: 'receipt' | 'completion', id: number, now: string): Promise<OrderRow | undefined> {
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      // The row first (the UPDATE locks it), then the dispute check: a dispute that committed while
      // this pass was choosing its orders is seen here, and the move is rolled back.
      const moved =
        clock === 'receipt'
          ? await ctx.orders.transition(
              id,
              ['dispatched', 'ready_for_collection'],
              { status: 'received', received_at: now, updated_at: now },
              trx,
            )
          : await ctx.orders.transition(id, ['received'], { status: 'completed', completed_at: now, updated_at: now }, trx);
      if (!moved) return undefined;
      if (await ctx.ports.disputes.hasOpenDispute(id, trx)) throw new DisputeOpened();
      await recordOrderChange(
        ctx,
        trx,
        moved,
        { kind: clock === 'receipt' ? 'auto_received' : 'completed', actorId: null, note: null },
        now,
      );
      if (clock === 'receipt') await ctx.ports.payments.record(moved, 'received', trx);
      return moved;
    })
    .catch((error: unknown) => {
      if (error instanceof DisputeOpened) return undefined;
      throw error;
    });
}

/**
 * 7 days after dispatch or ready-to-collect with no dispute open, the order is received (the
 * system's act; the seller's money is released); 7 days after receipt with no dispute open, it
 * completes. Pages through what is due, oldest first.
 */
export async function runOrderClock(ctx: OrdersContext, at: Date = ctx.now()): Promise<OrderClockResult> {
  const result: OrderClockResult = { received: 0, completed: 0 };
  const now = at.toISOString();
  for (const clock of ['receipt', 'completion'] as const) {
    const cutoff = new Date(at.getTime() - (clock === 'receipt' ? AUTO_RECEIVE_MS : AUTO_COMPLETE_MS)).toISOString();
    let after: DueCursor | null = null;
    for (;;) {
      const due = await ctx.orders.findDue(clock, cutoff, after, PAGE);
      for (const order of due) {
        const moved = await moveDue(ctx, clock, order.id, now);
        if (!moved) continue;
        if (clock === 'receipt') {
          result.received++;
          await settleOrderMoney(ctx, moved, 'received');
        } else {
          result.completed++;
        }
      }
      if (due.length < PAGE) break;
      after = due[due.length - 1]!;
    }
  }
  if (result.received || result.completed) ctx.mail.wake();
  return result;
}

/**
 * The order clock in this process: at start-up and every minute. Any number of processes may run
 * it (each move is one conditional UPDATE). A pass already running is joined, not doubled.
 */
export function scheduleOrderClock(app: FastifyInstance, ctx: OrdersContext): OrderClock {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<OrderClockResult> | undefined;
  let closed = true;

  function runDue(now?: Date): Promise<OrderClockResult> {
    if (closed) return Promise.resolve({ received: 0, completed: 0 });
    const previous = running ?? Promise.resolve({ received: 0, completed: 0 });
    const run = previous.then(() =>
      runOrderClock(ctx, now ?? ctx.now()).catch((error: unknown) => {
        app.log.error({ event: 'orders.clock_failed', err: error }, 'the order clock pass failed; the next one retries');
        return { received: 0, completed: 0 };
      }),
    );
    running = run;
    void run.finally(() => {
      if (running === run) running = undefined;
    });
    return run;
  }

  const clock: OrderClock = { runDue };
  app.decorate('orderClock', clock);
  app.addHook('onReady', async () => {
    closed = false;
    void runDue();
    timer = setInterval(() => void runDue(), ORDER_CLOCK_INTERVAL_MS).unref();
  });
  // Registered after the mail outbox and the database: stops before them (onClose runs last-registered first).
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return clock;
}
