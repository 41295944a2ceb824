import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { OrderRole } from '../../shared/constants/orders.ts';
import type { Database, OrderEventsTable, OrdersTable, OrderStatus, UsersTable } from '../db/schema.ts';
import { createAgreementOrdersRepository } from '../deals/agreement-orders.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type { OrderListingRow } from '../listings/listing-stock.repository.ts';
export type { OrderOfferRow } from '../deals/agreement-orders.repository.ts';
/** What orders read of a person: names to show, the address and type; never a phone or postcode. */
export type OrderPartyRow = Pick<
  Selectable<UsersTable>,
  'id' | 'email' | 'first_name' | 'last_name' | 'business_name' | 'account_type' | 'deleted_at'
>;

/** Where a page of due orders ended. */
export interface DueCursor {
  id: number;
  at: string;
}

export interface OrderListFilter {
  userId: number;
  role: OrderRole;
  status?: OrderStatus;
  before?: number;
  limit: number;
}

/** Orders and their events (migration 016). */
export function createOrdersRepository(db: Kysely<Database>) {
  return {
    // The agreement's side of an order (offers, the conversation's event lines): deals owns those tables.
    ...createAgreementOrdersRepository(),

    async create(values: Insertable<OrdersTable>, trx: Db): Promise<OrderRow> {
      return trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
    },

    findById(id: number, trx: Db = db): Promise<OrderRow | undefined> {
      return trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByOffer(offerId: number, trx: Db = db): Promise<OrderRow | undefined> {
      return trx.selectFrom('orders').selectAll().where('offer_id', '=', offerId).executeTakeFirst();
    },

    /** "Bought" or "Sold", newest first, one page. */
    list(filter: OrderListFilter): Promise<OrderRow[]> {
      let query = db
        .selectFrom('orders')
        .selectAll()
        .where(filter.role === 'buyer' ? 'buyer_id' : 'seller_id', '=', filter.userId);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.before) query = query.where('id', '<', filter.before);
      return query.orderBy('id', 'desc').limit(filter.limit).execute();
    },

    /**
     * Moves an order on only if it is still in one of `from` (one conditional UPDATE): of two
     * requests making the same move, or a request and the clock, one changes it and the other
     * finds nothing. `extra` narrows it further (e.g. no return received yet).
     */
    async transition(
      id: number,
      from: readonly OrderStatus[],
      changes: Updateable<OrdersTable>,
      trx: Db,
      extra?: { returnRequested?: boolean; returnReceived?: boolean },
    ): Promise<OrderRow | undefined> {
      let query = trx
        .updateTable('orders')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', [...from]);
      if (extra?.returnRequested !== undefined) query = query.where('return_requested_at', extra.returnRequested ? 'is not' : 'is', null);
      if (extra?.returnReceived !== undefined) query = query.where('return_received_at', extra.returnReceived ? 'is not' : 'is', null);
      return query.returningAll().executeTakeFirst();
    },

    async addEvent(values: Insertable<OrderEventsTable>, trx: Db): Promise<OrderEventRow> {
      return trx.insertInto('order_events').values(values).returningAll().executeTakeFirstOrThrow();
    },

    listEvents(orderId: number, trx: Db = db): Promise<OrderEventRow[]> {
      return trx.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async findParties(ids: readonly number[], trx: Db = db): Promise<Map<number, OrderPartyRow>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'business_name', 'account_type', 'deleted_at'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Orders whose clock ran out, a page at a time, oldest first: handed over (dispatched or ready)
     * before `cutoff` and not received, or received before it and not completed. `after` is the
     * last one of the previous page (orders held by a dispute stay due and are stepped over).
     */
    async findDue(clock: 'receipt' | 'completion', cutoff: string, after: DueCursor | null, limit: number): Promise<DueCursor[]> {
      const column = clock === 'receipt' ? 'handed_over_at' : 'received_at';
      let query = db
        .selectFrom('orders')
        .select(['id', `${column} as at`])
        .where('status', 'in', clock === 'receipt' ? ['dispatched', 'ready_for_collection'] : ['received'])
        .where(column, '<=', cutoff);
      if (after)
        query = query.where((eb) => eb.or([eb(column, '>', after.at), eb.and([eb(column, '=', after.at), eb('id', '>', after.id)])]));
      const rows = await query.orderBy(column).orderBy('id').limit(limit).execute();
      return rows.map((row) => ({ id: row.id, at: row.at ?? '' }));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
