import type { OrderActor } from '../../../shared/constants/orders.ts';
import type { Order } from '../../../shared/schemas/orders.ts';
import { formatFullTime } from '../../lib/format-time.ts';
import { OrderSection } from './order-section.tsx';

function actorName(actor: OrderActor, order: Order): string {
  switch (actor) {
    case 'buyer':
      return order.role === 'buyer' ? 'You' : order.buyer.displayName;
    case 'seller':
      return order.role === 'seller' ? 'You' : order.seller.displayName;
    case 'admin':
      return 'SpareStock';
    case 'system':
      return 'Automatic';
  }
}

/** Every step of the order, oldest first, with who made it and any note or reason. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <OrderSection title="Timeline">
      <ol className="relative space-y-4 border-l-2 border-border pl-4">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.kind}-${entry.at}-${index}`} className="relative">
            <span className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full border-2 border-surface bg-accent" aria-hidden />
            <p className="text-sm font-medium text-fg">{entry.label}</p>
            <p className="text-xs text-fg-muted">
              <time dateTime={entry.at}>{formatFullTime(entry.at)}</time> · {actorName(entry.actor, order)}
            </p>
            {entry.note ? <p className="mt-1 text-sm whitespace-pre-line text-fg">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </OrderSection>
  );
}
