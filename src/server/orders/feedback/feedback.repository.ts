import { sql, type RawBuilder, type Insertable, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { CompiledReader } from '../../db/compiled-reader.ts';
import type { Database, OrderFeedbackTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type FeedbackRow = Selectable<OrderFeedbackTable>;
/** A row with what it is shown with: the item's title and whether the order still holds it back. */
export type FeedbackListRow = FeedbackRow & { item_title: string; held: number | string | boolean };

const ACTIVE_DISPUTE = ['open', 'escalated', 'awaiting_return', 'in_mediation'] as const;

/**
 * Feedback waits while its order is not settled: a dispute active on it, or a cooling-off return
 * asked for and not yet back with the seller (docs/feedback.md). Worked out when read.
 */
function heldSql(): RawBuilder<SqlBool> {
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM disputes d WHERE d.order_id = f.order_id AND d.status IN (${sql.join([...ACTIVE_DISPUTE])}))
    OR (o.return_requested_at IS NOT NULL AND o.return_received_at IS NULL))`;
}

/**
 * Ids for an IN list, padded by repeating the last to a power of two: the statement's text then
 * comes in a few lengths only, which a prepared reader can keep (a search page names 1–20 sellers).
 */
function paddedIds(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  let size = 1;
  while (size < unique.length) size *= 2;
  return unique.concat(Array<number>(size - unique.length).fill(unique[unique.length - 1]!));
}

/**
 * The feedback table (migration 028); the orders feature owns it. `reader` (PostgreSQL's prepared
 * reader) runs the seller summaries that every search page reads: prepared, PostgreSQL plans that
 * statement once per connection, not on every search (docs/search.md, "Search speed").
 */
export function createFeedbackRepository(db: Kysely<Database>, reader?: CompiledReader) {
  const withOrder = (trx: Db = db) =>
    trx
      .selectFrom('order_feedback as f')
      .innerJoin('orders as o', 'o.id', 'f.order_id')
      .selectAll('f')
      .select('o.title as item_title')
      .select(heldSql().as('held'));

  return {
    /** Inserts one; undefined when the author already left feedback for the order (the unique key). */
    async create(values: Insertable<OrderFeedbackTable>, trx: Db): Promise<FeedbackRow | undefined> {
      return trx
        .insertInto('order_feedback')
        .values(values)
        .onConflict((oc) => oc.columns(['order_id', 'author_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** The order's feedback, removed included: a moderator's removal does not give its author a second go. */
    listForOrder(orderId: number, trx: Db = db): Promise<FeedbackListRow[]> {
      return withOrder(trx).where('f.order_id', '=', orderId).execute();
    },

    findById(id: number, trx: Db = db): Promise<FeedbackListRow | undefined> {
      return withOrder(trx).where('f.id', '=', id).where('f.removed_at', 'is', null).executeTakeFirst();
    },

    /** The one reply, by a conditional UPDATE: of two at once one wins. True when it was written. */
    async reply(id: number, subjectId: number, reply: string, now: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('order_feedback')
        .set({ reply, replied_at: now })
        .where('id', '=', id)
        .where('subject_id', '=', subjectId)
        .where('reply', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The author's change of rating and comment while it is not final (left after `leftAfter`); true when written. */
    async edit(
      id: number,
      authorId: number,
      values: { rating: FeedbackRow['rating']; comment: string },
      leftAfter: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('order_feedback')
        .set(values)
        .where('id', '=', id)
        .where('author_id', '=', authorId)
        .where('removed_at', 'is', null)
        .where('created_at', '>', leftAfter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Shown feedback about someone in one role, newest first, a page at a time. */
    async listAbout(
      subjectId: number,
      authorRole: 'buyer' | 'seller',
      limit: number,
      offset: number,
    ): Promise<{ rows: FeedbackListRow[]; total: number }> {
      const shown = () =>
        withOrder()
          .where('f.subject_id', '=', subjectId)
          .where('f.author_role', '=', authorRole)
          .where('f.removed_at', 'is', null)
          .where((eb) => eb.not(heldSql()));
      const [rows, count] = await Promise.all([
        shown().orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(limit).offset(offset).execute(),
        shown()
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Shown feedback counts by rating about some people in one role since a time (the summary). */
    async countAbout(subjectIds: readonly number[], authorRole: 'buyer' | 'seller', since: string) {
      if (subjectIds.length === 0) return [];
      const query = db
        .selectFrom('order_feedback as f')
        .innerJoin('orders as o', 'o.id', 'f.order_id')
        .select(['f.subject_id', 'f.rating'])
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('f.subject_id', 'in', paddedIds(subjectIds))
        .where('f.author_role', '=', authorRole)
        .where('f.removed_at', 'is', null)
        .where('f.created_at', '>=', since)
        .where((eb) => eb.not(heldSql()))
        .groupBy(['f.subject_id', 'f.rating']);
      return reader ? reader.read(query.compile()) : query.execute();
    },

    /** What a person left and what was left about them (the data export), removed or not. */
    listForUser(userId: number): Promise<FeedbackListRow[]> {
      return withOrder()
        .where((eb) => eb.or([eb('f.author_id', '=', userId), eb('f.subject_id', '=', userId)]))
        .orderBy('f.id')
        .execute();
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
