import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import type { OrderSummary } from '../../../shared/schemas/orders.ts';
import { formatCount } from '../../../shared/money.ts';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { cn } from '../../components/ui/cn.ts';
import { formatWhen } from '../../lib/format-time.ts';
import { describeNextAction, otherPartyPhrase } from './order-text.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** One line of "Bought" or "Sold": the whole card opens the order. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const next = describeNextAction(order.nextAction, order.otherParty.displayName);
  return (
    <article aria-label={`Order ${order.number}: ${order.title}`}>
      <Link
        href={`/orders/${order.id}`}
        className={cn(
          'flex gap-3 rounded-lg border bg-surface p-3 transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring sm:gap-4',
          next?.yours ? 'border-accent' : 'border-border',
        )}
      >
        <div className="w-20 shrink-0 sm:w-28">
          <ItemImage src={order.thumbnailUrl ?? undefined} className="rounded" />
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex items-start justify-between gap-2">
            <p className="text-xs text-fg-muted">
              <span className="font-mono">{order.number}</span> · {formatWhen(order.placedAt)}
            </p>
            <OrderStatusBadge status={order.status} label={order.statusLabel} returnDue={order.returnDue} />
          </div>
          <h3 className="truncate text-base font-semibold text-fg">{order.title}</h3>
          <p className="text-sm text-fg-muted">
            <span className="tabular-nums">{formatCount(order.quantity)}</span> × ·{' '}
            <span className="font-semibold text-fg tabular-nums">{formatListingMoney(order.total)}</span> ·{' '}
            {otherPartyPhrase(order.role, order.otherParty.displayName)}
          </p>
          {next ? (
            <p className={cn('flex items-center gap-1 text-sm', next.yours ? 'font-semibold text-accent' : 'text-fg-muted')}>
              {next.yours ? <ArrowRight className="h-4 w-4" aria-hidden /> : null}
              {next.text}
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
