import { Readable } from 'node:stream';
import type { Kysely, Selectable } from 'kysely';
import { ORDER_STATUS_LABELS, formatOrderNumber } from '../../shared/constants/orders.ts';
import { orderEventLabel } from '../../shared/messages/orders-messages.ts';
import { formatPence } from '../../shared/money.ts';
import { orderVatNote } from '../../shared/order-totals.ts';
import type { Database, OrderEventsTable, OrdersTable } from '../db/schema.ts';
import { csvField, escapeFormula, type ExportCell } from '../listings/listings.export.ts';
import { sellerDisplayName } from '../search/public-reads.service.ts';
import { withOtherParty, type PartyNames } from './account-data.repository.ts';

/** An order of the user's, either side, with the other side's public name parts. */
export type ExportOrderRow = Selectable<OrdersTable> & { other: PartyNames };
type OrderEventRow = Selectable<OrderEventsTable>;

/** The user's orders for "Download my data", a batch at a time (orders they bought and sold). */
export function createOrderExportReads(db: Kysely<Database>) {
  return {
    async listOrderBatch(userId: number, afterId: number, limit: number): Promise<ExportOrderRow[]> {
      const rows = await db
        .selectFrom('orders as o')
        .innerJoin('users as b', 'b.id', 'o.buyer_id')
        .innerJoin('users as s', 's.id', 'o.seller_id')
        .selectAll('o')
        .select(['b.first_name as b_first', 'b.last_name as b_last', 'b.business_name as b_business', 'b.account_type as b_type'])
        .select(['s.first_name as s_first', 's.last_name as s_last', 's.business_name as s_business', 's.account_type as s_type'])
        .where((eb) => eb.or([eb('o.buyer_id', '=', userId), eb('o.seller_id', '=', userId)]))
        .where('o.id', '>', afterId)
        .orderBy('o.id')
        .limit(limit)
        .execute();
      return rows.map((row) => withOtherParty(row, userId));
    },

    listOrderEvents(orderIds: readonly number[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_events')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('id')
        .execute();
    },
  };
}

const money = (pence: number | null) => (pence === null ? null : formatPence(pence));

function actorOf(row: ExportOrderRow, userId: number, actorId: number | null): 'me' | 'them' | 'system' | 'admin' {
  if (actorId === null) return 'system';
  if (actorId === userId) return 'me';
  return actorId === row.buyer_id || actorId === row.seller_id ? 'them' : 'admin';
}

/** orders.json: one order as its side sees it; the delivery address only when the user gave it (as the buyer). */
export function toExportOrder(row: ExportOrderRow, userId: number, events: OrderEventRow[]) {
  const role = row.buyer_id === userId ? 'buyer' : 'seller';
  return {
    id: row.id,
    number: formatOrderNumber(row.id),
    role,
    status: row.status,
    otherParty: sellerDisplayName(row.other),
    item: { listingId: row.listing_id, title: row.title, condition: row.condition, unitPrice: money(row.unit_price_pence) },
    quantity: row.quantity,
    offerId: row.offer_id,
    handover: row.handover,
    deliveryAddress: role === 'buyer' ? row.delivery_address : null,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    totals: {
      goods: money(row.goods_pence),
      delivery: money(row.delivery_pence),
      vat: money(row.vat_pence),
      total: money(row.total_pence),
      vatMode: row.vat_mode,
      vatNote: orderVatNote(row.vat_mode),
    },
    placedAt: row.created_at,
    paidAt: row.paid_at,
    handedOverAt: row.handed_over_at,
    receivedAt: row.received_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_at === null ? null : actorOf(row, userId, row.cancelled_by),
    cancelReason: row.cancel_reason,
    returnRequestedAt: row.return_requested_at,
    returnReceivedAt: row.return_received_at,
    timeline: events.map((e) => ({
      kind: e.kind,
      label: orderEventLabel(e.kind),
      by: actorOf(row, userId, e.actor_id),
      note: e.note,
      at: e.created_at,
    })),
  };
}

export const ORDER_CSV_COLUMNS = [
  'Order Number',
  'Role',
  'Status',
  'Placed',
  'Item Title',
  'Condition',
  'Quantity',
  'Unit Price',
  'Goods',
  'Delivery',
  'VAT',
  'Total',
  'VAT Treatment',
  'Handover',
  'Other Party',
  'Received',
  'Cancelled',
  'Cancel Reason',
] as const;

/** orders.csv: one row per order; typed text that a spreadsheet would run as a formula is escaped, as in listings.csv. */
export function toOrderCsvRow(row: ExportOrderRow, userId: number): ExportCell[] {
  const pounds = (pence: number | null) => (pence === null ? '' : `£${formatPence(pence)}`);
  const text = (value: string | null) => escapeFormula(value ?? '');
  return [
    formatOrderNumber(row.id),
    row.buyer_id === userId ? 'Bought' : 'Sold',
    ORDER_STATUS_LABELS[row.status],
    row.created_at,
    text(row.title),
    text(row.condition),
    row.quantity,
    pounds(row.unit_price_pence),
    pounds(row.goods_pence),
    row.handover === 'delivery' && row.delivery_pence === null ? 'To agree' : pounds(row.delivery_pence),
    row.vat_mode === 'plus_vat' ? pounds(row.vat_pence) : '',
    pounds(row.total_pence),
    orderVatNote(row.vat_mode) ?? '',
    row.handover === 'delivery' ? 'Delivery' : 'Collection',
    text(sellerDisplayName(row.other)),
    row.received_at ?? '',
    row.cancelled_at ?? '',
    text(row.cancel_reason),
  ];
}

/** orders.csv with a UTF-8 BOM (so Excel shows £), streamed a page at a time. */
export function streamOrdersCsv(pages: AsyncIterable<readonly ExportOrderRow[]>, userId: number): Readable {
  async function* lines() {
    yield `\uFEFF${ORDER_CSV_COLUMNS.map(csvField).join(',')}\r\n`;
    for await (const page of pages) {
      const chunk = page.map((row) => `${toOrderCsvRow(row, userId).map(csvField).join(',')}\r\n`).join('');
      if (chunk) yield chunk;
    }
  }
  return Readable.from(lines());
}
