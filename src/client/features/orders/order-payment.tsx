import type { ReactNode } from 'react';
import { isActiveDisputeStatus } from '../../../shared/constants/disputes.ts';
import { ORDERS_MESSAGES } from '../../../shared/messages/orders-messages.ts';
import { PAYMENT_TEXTS, PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import type { Order, OrderPayment as Payment } from '../../../shared/schemas/orders.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { formatFullTime } from '../../lib/format-time.ts';
import { OrderSection } from './order-section.tsx';

const STATUS_WORDS: Record<Payment['status'], string> = {
  unpaid: 'Not paid yet',
  pending: 'Being confirmed',
  paid: 'Paid',
  released: 'Paid out to the seller',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  failed: 'Payment failed',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The sentence under the payment: what happens to the money now. While a dispute is open it is held
 * for that (whatever the API's general note says); the refunds' own sentence is shown with them.
 */
function paymentLines(payment: Payment, disputeActive: boolean): string[] {
  if (payment.status === 'paid' && disputeActive) return [PAYMENT_TEXTS.heldForDispute];
  const lines: string[] = [];
  if (payment.status === 'pending') lines.push(PAYMENT_TEXTS.pending);
  if (payment.status === 'paid') lines.push(payment.note ?? PAYMENT_TEXTS.heldUntilReceived);
  else if (payment.note && payment.note !== PAYMENTS_MESSAGES.refundsAppear) lines.push(payment.note);
  return [...new Set(lines)];
}

/** How the order is paid: by card through SpareStock (held, released, refunded) or between the two on handover. */
export function OrderPaymentBlock({ order }: { order: Order }) {
  const payment = order.payment;
  if (!payment || payment.method === 'on_collection') {
    return (
      <OrderSection title="Payment">
        <p className="text-sm">{order.paymentNote ?? ORDERS_MESSAGES.payNotOnline}</p>
      </OrderSection>
    );
  }
  const disputeActive = order.dispute !== null && isActiveDisputeStatus(order.dispute.status);
  const refunded = Number(payment.refunded) > 0;
  return (
    <OrderSection title="Payment">
      <dl className="space-y-1.5 text-sm">
        <Row label="Method">Card through SpareStock</Row>
        <Row label="Status">{STATUS_WORDS[payment.status]}</Row>
        <Row label="Amount">{formatListingMoney(payment.amount)}</Row>
        {order.paidAt ? <Row label="Paid on">{formatFullTime(order.paidAt)}</Row> : null}
        {payment.releasedAt ? <Row label="Paid out on">{formatFullTime(payment.releasedAt)}</Row> : null}
        {refunded ? <Row label="Amount refunded">{formatListingMoney(payment.refunded)}</Row> : null}
      </dl>
      {payment.refunds.length > 0 ? (
        <div className="space-y-1 text-sm">
          <p className="font-medium">Refunds</p>
          <ul className="space-y-0.5">
            {payment.refunds.map((refund, i) => (
              <li key={i} className="flex justify-between gap-4">
                <span className="text-fg-muted">{formatFullTime(refund.at)}</span>
                <span className="tabular-nums">{formatListingMoney(refund.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="font-medium">{PAYMENTS_MESSAGES.refundsAppear}</p>
        </div>
      ) : null}
      {paymentLines(payment, disputeActive).map((line) => (
        <p key={line} className="text-sm text-fg-muted">
          {line}
        </p>
      ))}
    </OrderSection>
  );
}
