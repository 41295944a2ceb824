import type { Kysely } from 'kysely';
import { isActiveDisputeStatus } from '../../../shared/constants/disputes.ts';
import type { OrderAction } from '../../../shared/constants/orders.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderDisputes } from '../order-ports.ts';
import { disputeWindow } from './dispute-clock.ts';
import { canEscalateNow } from './dispute-rules.ts';
import { createDisputesRepository } from './disputes.repository.ts';

/**
 * The disputes feature as orders and payments see it: an active dispute (open, escalated, awaiting
 * return, in mediation) holds the order (no auto-receive, completion, cancel or release of funds);
 * the order page's dispute block and buttons.
 */
export function createOrderDisputesPort(db: Kysely<Database>, now: () => Date = () => new Date()): OrderDisputes {
  const disputes = createDisputesRepository(db);
  return {
    hasOpenDispute: (orderId, trx) => disputes.hasActive(orderId, trx),

    async summary(order) {
      const dispute = await disputes.findLatestForOrder(order.id);
      if (!dispute) return null;
      return {
        id: dispute.id,
        status: dispute.status,
        openedAt: dispute.opened_at,
        escalateFrom: dispute.status === 'open' ? dispute.escalate_from : null,
        reviewDueAt: dispute.review_due_at,
      };
    },

    async actions(order, role) {
      if (role !== 'buyer') return [];
      const dispute = await disputes.findLatestForOrder(order.id);
      const active = dispute !== undefined && isActiveDisputeStatus(dispute.status);
      const actions: OrderAction[] = [];
      if (!active && disputeWindow(order, now()).open) actions.push('open_dispute');
      if (dispute && canEscalateNow(dispute, now())) actions.push('escalate_dispute');
      return actions;
    },
  };
}
