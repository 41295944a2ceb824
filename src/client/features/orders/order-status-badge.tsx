import type { OrderStatus } from '../../../shared/constants/orders.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

/** Open orders in the warm tone (something is still to happen), finished ones green, cancelled grey. */
const TONES: Record<OrderStatus, BadgeTone> = {
  placed: 'warning',
  paid: 'warning',
  dispatched: 'warning',
  ready_for_collection: 'warning',
  received: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

/** The status in words (the API's label), never colour alone. */
export function OrderStatusBadge({ status, label, returnDue = false }: { status: OrderStatus; label: string; returnDue?: boolean }) {
  return (
    <Badge tone={TONES[status]} className="shrink-0">
      {label}
      {returnDue ? ' · return due' : ''}
    </Badge>
  );
}
