import { ORDERS_MESSAGES } from '../../../shared/messages/orders-messages.ts';
import { PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import { HttpError, notFound } from '../../http/http-errors.ts';
import type { PaymentsCaller } from './payments-provider.ts';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository.ts';

/**
 * The order a caller asks to pay: 404 (as every order route answers) to anyone but its two sides
 * and admins, 403 to all but its buyer.
 */
export async function findOrderToPay(repo: PaymentsRepository, orderId: number, caller: PaymentsCaller): Promise<PaymentOrderRow> {
  const order = await repo.findOrder(orderId);
  const visible = order && (order.buyer_id === caller.id || order.seller_id === caller.id || caller.isAdmin);
  if (!order || !visible) throw notFound(ORDERS_MESSAGES.orderNotFound);
  if (order.buyer_id !== caller.id) throw new HttpError(403, PAYMENTS_MESSAGES.onlyBuyerPays);
  return order;
}

/** 409 unless the order is placed (a paid one says so). */
export function assertPayable(order: PaymentOrderRow): void {
  if (order.status === 'placed') return;
  throw new HttpError(
    409,
    order.status === 'cancelled' || order.paid_at === null ? PAYMENTS_MESSAGES.notPayable : PAYMENTS_MESSAGES.alreadyPaid,
  );
}
