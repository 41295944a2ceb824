import type { FastifyInstance } from 'fastify';
import type { PaymentsProvider, ReconcileSummary } from './payments-provider.ts';

export interface PaymentsReconciliation {
  /** One pass now (at `now`, default the real time); resolves with what it looked at. Tests call this. */
  runOnce(now?: Date): Promise<ReconcileSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's payments reconciliation; absent where the background work does not run. */
    paymentsReconciliation: PaymentsReconciliation;
  }
}

/**
 * The reconciliation job in the background work: a pass at start-up, then every
 * PAYMENTS_RECONCILE_EVERY_MS. Passes never overlap in one process; across processes each row is
 * claimed by one conditional UPDATE (reconciliation.ts). Nothing runs when payments are off.
 */
export function schedulePaymentsReconciliation(app: FastifyInstance, payments: PaymentsProvider, everyMs: number): PaymentsReconciliation {
  let running: Promise<ReconcileSummary> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = true;

  function runOnce(now?: Date): Promise<ReconcileSummary> {
    const previous = running ?? Promise.resolve({ payments: 0, refunds: 0 });
    const next = previous.then(async () => {
      if (closed || payments.mode === 'off') return { payments: 0, refunds: 0 };
      try {
        const summary = await payments.reconcile(now);
        if (summary.payments || summary.refunds)
          app.log.info({ event: 'payments.reconciled', ...summary }, 'payments reconciled with Stripe');
        return summary;
      } catch (error) {
        app.log.error({ event: 'payments.reconcile_error', err: error }, 'payments reconciliation pass failed');
        return { payments: 0, refunds: 0 };
      }
    });
    running = next;
    return next;
  }

  const job: PaymentsReconciliation = { runOnce };
  app.decorate('paymentsReconciliation', job);
  if (payments.mode === 'off') return job;
  app.addHook('onReady', async () => {
    closed = false;
    void runOnce();
    timer = setInterval(() => void runOnce(), everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return job;
}
