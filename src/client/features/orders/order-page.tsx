import { useCallback } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import type { Order } from '../../../shared/schemas/orders.ts';
import { getApiErrorMessage, parseApiError } from '../../lib/api-error.ts';
import { formatFullTime } from '../../lib/format-time.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { RunAction } from './order-dialogs.tsx';
import { OrderDisputeBlock } from './order-dispute.tsx';
import { OrderNextStep } from './order-next-step.tsx';
import { OrderPaymentBlock } from './order-payment.tsx';
import { useOrder, useOrderAction } from './order-queries.ts';
import { OrderSection } from './order-section.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderHandover, OrderSummary } from './order-summary.tsx';
import { ordersHref, otherPartyPhrase } from './order-text.ts';
import { OrderFeedbackBlock } from './order-feedback.tsx';
import { OrderTimeline } from './order-timeline.tsx';

/** /orders/{id}: one order for its buyer, its seller, or an admin. */
export function OrderPage({ id }: { id: number }) {
  const query = useOrder(id);
  const action = useOrderAction(id);
  const order = query.data;
  useDocumentTitle(order ? `Order ${order.number}` : 'Order');

  const run = useCallback<RunAction>(
    async (path, body) => {
      try {
        await action.mutateAsync({ path, body });
        return null;
      } catch (error) {
        return getApiErrorMessage(error, 'That did not go through. Please try again.');
      }
    },
    [action],
  );

  if (query.isError) {
    const gone = parseApiError(query.error).status === 404;
    return (
      <main className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">{gone ? 'Order not found' : 'Order'}</h1>
        <Alert tone="danger" role="alert" title={gone ? 'There is no such order among yours' : 'This order could not be loaded'}>
          {gone
            ? 'Check the link, or find it in your orders.'
            : getApiErrorMessage(query.error, 'Check your connection and refresh the page.')}
        </Alert>
        <Link href="/orders" className={buttonClasses('secondary', 'sm')}>
          Your orders
        </Link>
      </main>
    );
  }
  if (!order) {
    return (
      <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 w-full rounded-lg" />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[3fr_2fr]">
          <Skeleton className="h-64 w-full rounded-lg" />
          <Skeleton className="h-40 w-full rounded-lg" />
        </div>
      </main>
    );
  }

  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <Link
        href={ordersHref({ tab: order.role === 'seller' ? 'sold' : 'bought', status: null })}
        className="inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All orders
      </Link>
      <OrderHeader order={order} />
      <PaymentReturn order={order} />
      <OrderNextStep order={order} run={run} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <OrderSummary order={order} />
          <OrderHandover order={order} />
          <OrderTimeline order={order} />
        </div>
        <div className="space-y-6">
          <OrderPaymentBlock order={order} />
          <OrderDisputeBlock order={order} run={run} />
          <OrderFeedbackBlock order={order} />
          <OrderPeople order={order} />
        </div>
      </div>
    </main>
  );
}

/**
 * Back from Stripe's checkout (`?payment=success|cancelled`): the order turns paid on Stripe's own
 * word (the webhook), a moment later, so until then say what is happening.
 */
function PaymentReturn({ order }: { order: Order }) {
  const back = new URLSearchParams(useSearch()).get('payment');
  if (back === 'cancelled' && order.status === 'placed') {
    return (
      <Alert tone="warning" title="Payment not made">
        You left the payment page before paying: nothing was charged. You can pay when you are ready.
      </Alert>
    );
  }
  if (back === 'success' && order.status === 'placed') {
    return <Alert title="Thank you: Stripe is confirming your payment">This page updates by itself in a few seconds.</Alert>;
  }
  return null;
}

function OrderHeader({ order }: { order: Order }) {
  return (
    <header className="space-y-1">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">
          Order <span className="font-mono">{order.number}</span>
        </h1>
        <OrderStatusBadge status={order.status} label={order.statusLabel} returnDue={order.returnDue} />
      </div>
      <p className="text-sm text-fg-muted">
        Placed {formatFullTime(order.placedAt)} ·{' '}
        {order.role === 'admin'
          ? `${order.buyer.displayName} bought from ${order.seller.displayName}`
          : `${order.role === 'buyer' ? 'Bought' : 'Sold'} ${otherPartyPhrase(order.role, order.otherParty.displayName)}`}
      </p>
      {order.status === 'cancelled' && order.cancelReason ? (
        <p className="text-sm">
          <span className="font-medium">Cancelled{order.cancelledAt ? ` ${formatFullTime(order.cancelledAt)}` : ''}:</span>{' '}
          {order.cancelReason}
        </p>
      ) : null}
    </header>
  );
}

/** The other side and the conversation about the listing, where the order's steps are posted too. */
function OrderPeople({ order }: { order: Order }) {
  return (
    <OrderSection title={order.role === 'admin' ? 'People' : order.role === 'buyer' ? 'Seller' : 'Buyer'}>
      {order.role === 'admin' ? (
        <p className="text-sm">
          Buyer: {order.buyer.displayName}
          <br />
          Seller: {order.seller.displayName}
        </p>
      ) : (
        <p className="text-sm">
          {order.otherParty.displayName}
          {order.otherParty.accountType ? (
            <span className="text-fg-muted"> · {order.otherParty.accountType === 'business' ? 'Business' : 'Individual'}</span>
          ) : null}
        </p>
      )}
      {order.conversationId && order.role !== 'admin' ? (
        <Link href={`/messages/${order.conversationId}`} className={buttonClasses('secondary', 'sm')}>
          <MessagesSquare className="h-4 w-4" aria-hidden />
          Open the conversation
        </Link>
      ) : null}
    </OrderSection>
  );
}
