import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { ACTIVE_DISPUTE_STATUSES, REVIEW_DISPUTE_STATUSES } from '../../../shared/constants/disputes.ts';
import type { Database, DisputeDecisionsTable, DisputeEvidenceTable, DisputesTable, DisputeStatus, OrdersTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type DisputeRow = Selectable<DisputesTable>;
export type EvidenceRow = Selectable<DisputeEvidenceTable>;
export type DecisionRow = Selectable<DisputeDecisionsTable>;

/** An active dispute already stands on the order: the partial unique index of migration 018 refused a second. */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ''}` : '';
  return /UNIQUE|unique|23505/.test(text);
}

/** Disputes, their evidence and the admins' decisions (migration 018). */
export function createDisputesRepository(db: Kysely<Database>) {
  return {
    create(values: Insertable<DisputesTable>, trx: Db): Promise<DisputeRow> {
      return trx.insertInto('disputes').values(values).returningAll().executeTakeFirstOrThrow();
    },

    findById(id: number, trx: Db = db): Promise<DisputeRow | undefined> {
      return trx.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The order's newest dispute, active or not. */
    findLatestForOrder(orderId: number, trx: Db = db): Promise<DisputeRow | undefined> {
      return trx.selectFrom('disputes').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    async hasActive(orderId: number, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('disputes')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', 'in', [...ACTIVE_DISPUTE_STATUSES])
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Moves a dispute on only if it is still in one of `from` (one conditional UPDATE): of two
     * requests making the same move, one changes it and the other finds nothing.
     */
    transition(id: number, from: readonly DisputeStatus[], changes: Updateable<DisputesTable>, trx: Db): Promise<DisputeRow | undefined> {
      return trx
        .updateTable('disputes')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returningAll()
        .executeTakeFirst();
    },

    /** Under review, the nearest deadline first (the queue is short: a page of `limit`). */
    listUnderReview(limit: number): Promise<DisputeRow[]> {
      return db
        .selectFrom('disputes')
        .selectAll()
        .where('status', 'in', [...REVIEW_DISPUTE_STATUSES])
        .orderBy('review_due_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Closed after escalation (decided, or resolved or withdrawn while under review), newest first. */
    listClosedAfterReview(limit: number, beforeId?: number): Promise<DisputeRow[]> {
      let query = db
        .selectFrom('disputes')
        .selectAll()
        .where('status', 'in', ['resolved', 'withdrawn', 'decided'])
        .where('escalated_at', 'is not', null);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** The orders of a page of disputes. */
    listOrders(ids: number[]): Promise<Selectable<OrdersTable>[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('orders')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    addEvidence(values: Insertable<DisputeEvidenceTable>, trx: Db): Promise<EvidenceRow> {
      return trx.insertInto('dispute_evidence').values(values).returningAll().executeTakeFirstOrThrow();
    },

    listEvidence(disputeIds: number[]): Promise<EvidenceRow[]> {
      if (disputeIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('dispute_evidence').selectAll().where('dispute_id', 'in', disputeIds).orderBy('id').execute();
    },

    addDecision(values: Insertable<DisputeDecisionsTable>, trx: Db): Promise<DecisionRow> {
      return trx.insertInto('dispute_decisions').values(values).returningAll().executeTakeFirstOrThrow();
    },

    listDecisions(disputeIds: number[]): Promise<DecisionRow[]> {
      if (disputeIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('dispute_decisions').selectAll().where('dispute_id', 'in', disputeIds).orderBy('id').execute();
    },

    /** Refunds decided on the order's disputes so far (pence), to cap the next one when it is paid between the parties. */
    async sumDecidedRefunds(orderId: number, trx: Db): Promise<number> {
      const row = await trx
        .selectFrom('dispute_decisions as d')
        .innerJoin('disputes as s', 's.id', 'd.dispute_id')
        .select((eb) => eb.fn.sum<number | string | null>('d.amount_pence').as('total'))
        .where('s.order_id', '=', orderId)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
