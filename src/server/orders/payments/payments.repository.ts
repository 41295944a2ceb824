import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, OrdersTable, PaymentsTable, RefundsTable } from '../../db/schema.ts';
import { createPaymentAccountsRepository } from './payment-accounts.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type PaymentOrderRow = Selectable<OrdersTable>;

export type { AccountFlags, PaymentAccountRow } from './payment-accounts.repository.ts';

/** Seller accounts, payments, refunds and processed Stripe events (migration 017). */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    db,
    ...createPaymentAccountsRepository(db),

    findOrder(id: number, trx: Db = db): Promise<PaymentOrderRow | undefined> {
      return trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findBuyerEmail(userId: number): Promise<string | undefined> {
      return db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
        .then((row) => row?.email);
    },

    // Payments

    findPaymentByOrder(orderId: number, trx: Db = db): Promise<PaymentRow | undefined> {
      return trx.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    findPaymentById(id: number, trx: Db = db): Promise<PaymentRow | undefined> {
      return trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findPaymentBySession(sessionId: string, trx: Db = db): Promise<PaymentRow | undefined> {
      return trx.selectFrom('payments').selectAll().where('checkout_session_id', '=', sessionId).executeTakeFirst();
    },

    /** A new payment row for an order (false when another request made it first). */
    async insertPayment(values: Insertable<PaymentsTable>): Promise<boolean> {
      const result = await db
        .insertInto('payments')
        .values(values)
        .onConflict((oc) => oc.column('order_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Starts a new checkout attempt on a payment whose last one lapsed: only if `session_created_at`
     * is still what the caller read (compare and set), so of two requests one starts it.
     */
    async restartCheckout(id: number, seenStamp: string | null, changes: Updateable<PaymentsTable>): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set(changes)
        .where('id', '=', id)
        .where('status', '!=', 'paid')
        .where((eb) => (seenStamp === null ? eb('session_created_at', 'is', null) : eb('session_created_at', '=', seenStamp)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setCheckoutSession(id: number, stamp: string, sessionId: string, now: string): Promise<void> {
      await db
        .updateTable('payments')
        .set({ checkout_session_id: sessionId, updated_at: now })
        .where('id', '=', id)
        .where('session_created_at', '=', stamp)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Paid, once: answers the row when this call made it paid, undefined when it already was. */
    async markPaid(
      id: number,
      found: { sessionId: string | null; intentId: string | null; chargeId: string | null },
      now: string,
      trx: Db,
    ): Promise<PaymentRow | undefined> {
      return trx
        .updateTable('payments')
        .set((eb) => ({
          status: 'paid',
          paid_at: now,
          checkout_session_id: found.sessionId === null ? eb.ref('checkout_session_id') : found.sessionId,
          payment_intent_id: found.intentId === null ? eb.ref('payment_intent_id') : found.intentId,
          charge_id: found.chargeId === null ? eb.ref('charge_id') : found.chargeId,
          check_after: null,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', '!=', 'paid')
        .returningAll()
        .executeTakeFirst();
    },

    /** Fills in ids a later event tells (the PaymentIntent after the session, the charge), never overwriting one. */
    async fillPaidIds(id: number, found: { intentId: string | null; chargeId: string | null }, now: string, trx: Db): Promise<void> {
      if (found.intentId) {
        await trx
          .updateTable('payments')
          .set({ payment_intent_id: found.intentId, updated_at: now })
          .where('id', '=', id)
          .where('payment_intent_id', 'is', null)
          .execute();
      }
      if (found.chargeId) {
        await trx
          .updateTable('payments')
          .set({ charge_id: found.chargeId, updated_at: now })
          .where('id', '=', id)
          .where('charge_id', 'is', null)
          .execute();
      }
    },

    async markExpired(id: number, sessionId: string, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('payments')
        .set({ status: 'expired', check_after: null, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('checkout_session_id', '=', sessionId)
        .execute();
    },

    async updatePayment(id: number, changes: Updateable<PaymentsTable>, trx: Db = db): Promise<void> {
      await trx.updateTable('payments').set(changes).where('id', '=', id).execute();
    },

    /** The release is asked for once (receipt, by the buyer or the clock): answers whether this call asked. */
    async requestRelease(orderId: number, now: string, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('payments')
        .set({ release_requested_at: now, check_after: now, updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', '=', 'paid')
        .where('release_requested_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Claims the transfer: fixes its amount the first time (retries send the same), only while no transfer is made. */
    async claimTransfer(id: number, amount: number, lease: string, now: string): Promise<PaymentRow | undefined> {
      return db
        .updateTable('payments')
        .set((eb) => ({
          transfer_status: 'requested',
          transfer_pence: eb.fn.coalesce('transfer_pence', eb.val(amount)),
          check_after: lease,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where((eb) => eb.or([eb('transfer_status', 'is', null), eb('transfer_status', '=', 'requested')]))
        .returningAll()
        .executeTakeFirst();
    },

    /** The transfer is made, once: answers whether this call recorded it (so the timeline gets one step). */
    async markTransferMade(id: number, transferId: string | null, now: string, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('payments')
        .set({ transfer_status: 'made', transfer_id: transferId, released_at: now, check_after: null, updated_at: now })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('transfer_status', 'is', null), eb('transfer_status', '=', 'requested')]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // Refunds

    listRefunds(paymentId: number, trx: Db = db): Promise<RefundRow[]> {
      return trx.selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute();
    },

    findRefund(id: number, trx: Db = db): Promise<RefundRow | undefined> {
      return trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insertRefund(values: Insertable<RefundsTable>, trx: Db): Promise<RefundRow> {
      return trx.insertInto('refunds').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async updateRefund(id: number, changes: Updateable<RefundsTable>, trx: Db = db): Promise<void> {
      await trx.updateTable('refunds').set(changes).where('id', '=', id).execute();
    },

    /** Confirmed once: answers whether this call confirmed it (and so adds it to the payment's refunded sum). */
    async markRefundSucceeded(id: number, stripeRefundId: string, now: string, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('refunds')
        .set({ status: 'succeeded', stripe_refund_id: stripeRefundId, check_after: null, failure: null, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async addRefunded(paymentId: number, refunded: number, now: string, trx: Db): Promise<void> {
      await trx
        .updateTable('payments')
        .set((eb) => ({ refunded_pence: eb('refunded_pence', '+', refunded), updated_at: now }))
        .where('id', '=', paymentId)
        .execute();
    },

    /** A reversal of the transfer was made for a refund: recorded on both rows at once. */
    async recordReversal(refundId: number, paymentId: number, reversalId: string, amount: number, now: string, trx: Db): Promise<void> {
      await trx
        .updateTable('refunds')
        .set({ reversal_id: reversalId, reversal_pence: amount, updated_at: now })
        .where('id', '=', refundId)
        .execute();
      await trx
        .updateTable('payments')
        .set((eb) => ({ transfer_reversed_pence: eb('transfer_reversed_pence', '+', amount), updated_at: now }))
        .where('id', '=', paymentId)
        .execute();
    },

    /** The refunds of an order still to be asked of Stripe. */
    listOpenRefunds(orderId: number): Promise<RefundRow[]> {
      return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).where('status', '=', 'requested').orderBy('id').execute();
    },

    // Reconciliation: rows due to be asked about, claimed one by one by moving check_after on (compare and set).

    async listDue(table: 'payments' | 'refunds', now: string, limit: number): Promise<Array<{ id: number; check_after: string }>> {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'check_after'])
        .where('check_after', '<=', now)
        .orderBy('check_after')
        .limit(limit)
        .execute();
      return rows.filter((r): r is { id: number; check_after: string } => r.check_after !== null);
    },

    async claim(table: 'payments' | 'refunds', id: number, seen: string, lease: string): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ check_after: lease })
        .where('id', '=', id)
        .where('check_after', '=', seen)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setCheckAfter(table: 'payments' | 'refunds', id: number, at: string | null, trx: Db = db): Promise<void> {
      await trx.updateTable(table).set({ check_after: at }).where('id', '=', id).execute();
    },

    // Webhook events

    /** Records an event as processed, in the transaction of its effect: false when it already was. */
    async recordEvent(id: string, type: string, objectId: string | null, now: string, trx: Db): Promise<boolean> {
      const result = await trx
        .insertInto('stripe_events')
        .values({ id, type, object_id: objectId, processed_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
