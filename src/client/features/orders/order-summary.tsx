import { Link } from 'wouter';
import { ORDER_TEXTS } from '../../../shared/messages/orders-messages.ts';
import type { Order } from '../../../shared/schemas/orders.ts';
import { formatCount } from '../../../shared/money.ts';
import { ConditionBadge } from '../../components/listing/condition-badge.tsx';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { OrderSection } from './order-section.tsx';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold' : 'flex justify-between gap-4'}
    >
      <dt className={strong ? 'text-fg' : 'text-fg-muted'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** The item as it was when ordered, and the money: goods, delivery, VAT as the seller's VAT mode says, total. */
export function OrderSummary({ order }: { order: Order }) {
  const { item, totals } = order;
  const exVat = item.vatMode === 'plus_vat';
  return (
    <OrderSection title="Item">
      <div className="flex gap-4">
        <div className="w-28 shrink-0 sm:w-36">
          <ItemImage src={item.thumbnailUrl ?? undefined} className="rounded" eager />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-fg">
            <Link href={`/listing/${item.listingId}`} className="underline-offset-2 hover:underline">
              {item.title}
            </Link>
          </p>
          <ConditionBadge condition={item.condition} />
          <p className="text-sm text-fg-muted">
            <span className="tabular-nums">{formatCount(order.quantity)}</span> × {formatListingMoney(item.unitPrice)}
            {exVat ? ' (ex VAT)' : ''}
          </p>
        </div>
      </div>
      <dl className="space-y-1.5 text-sm" aria-label="Totals">
        <Row label="Goods" value={formatListingMoney(totals.goods)} />
        {order.handover === 'collection' ? (
          <Row label="Delivery" value="Collection" />
        ) : totals.deliveryToAgree ? (
          <Row label="Delivery" value="To agree" />
        ) : (
          <Row label="Delivery" value={formatListingMoney(totals.delivery)} />
        )}
        {totals.vat !== null ? <Row label={totals.vatNote ?? ORDER_TEXTS.vatPlus} value={formatListingMoney(totals.vat)} /> : null}
        <Row label="Total" value={formatListingMoney(totals.total)} strong />
      </dl>
      {totals.vat === null && totals.vatNote ? <p className="text-xs text-fg-muted">{totals.vatNote}</p> : null}
      {totals.deliveryToAgree ? <p className="text-xs text-fg-muted">{ORDER_TEXTS.deliveryToAgree}</p> : null}
    </OrderSection>
  );
}

/** Delivery or collection, where to, and the note the seller left when handing over. */
export function OrderHandover({ order }: { order: Order }) {
  const note = [...order.timeline]
    .reverse()
    .find((entry) => (entry.kind === 'dispatched' || entry.kind === 'ready_for_collection') && entry.note)?.note;
  return (
    <OrderSection title="Handover">
      <p className="text-sm font-medium">{order.handover === 'delivery' ? 'Delivery' : 'Collection from the seller'}</p>
      {order.handover === 'delivery' && order.deliveryAddress ? (
        <div className="text-sm">
          <p className="text-fg-muted">Deliver to</p>
          <p className="whitespace-pre-line">{order.deliveryAddress}</p>
        </div>
      ) : null}
      {order.handover === 'collection' ? (
        <p className="text-sm text-fg-muted">
          Arrange the time and place in the conversation with the {order.role === 'seller' ? 'buyer' : 'seller'}.
        </p>
      ) : null}
      {order.tracking ? (
        <div className="text-sm">
          <p className="text-fg-muted">Sent with {order.tracking.carrier}</p>
          {order.tracking.trackingUrl ? (
            <a
              className="font-medium text-fg underline underline-offset-4 hover:text-fg-muted"
              href={order.tracking.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Track {order.tracking.trackingNumber} on the {order.tracking.carrier} website
            </a>
          ) : order.tracking.trackingNumber ? (
            <p>Reference {order.tracking.trackingNumber}</p>
          ) : null}
        </div>
      ) : null}
      {note ? (
        <div className="text-sm">
          <p className="text-fg-muted">{order.handover === 'delivery' ? 'Seller’s dispatch note' : 'Seller’s collection note'}</p>
          <p className="whitespace-pre-line">{note}</p>
        </div>
      ) : null}
    </OrderSection>
  );
}
