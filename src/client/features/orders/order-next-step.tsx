import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { formatLongDate } from '../../../shared/business-days.ts';
import { CANCEL_ORDER_REASON_MAX_LENGTH, HANDOVER_NOTE_MAX_LENGTH, type OrderAction } from '../../../shared/constants/orders.ts';
import { ORDER_TEXTS } from '../../../shared/messages/orders-messages.ts';
import { CancelOrderSchema, HandOverOrderSchema, type Order } from '../../../shared/schemas/orders.ts';
import { PaymentRedirectSchema } from '../../../shared/schemas/payments.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmActionDialog, TextActionDialog, type RunAction } from './order-dialogs.tsx';
import { DispatchDialog } from './dispatch-dialog.tsx';
import { ORDER_ACTION_LABELS } from './order-text.ts';
import { FormError } from '../../components/ui/form-error.tsx';

const longDate = (iso: string) => formatLongDate(new Date(iso));

/** Pay by card: the API makes a Stripe Checkout Session and the browser goes there; the order turns paid on Stripe's word, not on the way back. */
function PayButton({ orderId }: { orderId: number }) {
  const pay = useMutation({
    mutationFn: () => apiJson('POST', `/api/orders/${orderId}/pay`, PaymentRedirectSchema, {}),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  // Still disabled once it succeeded: the browser is on its way to Stripe.
  const busy = pay.isPending || pay.isSuccess;
  const error = pay.isError ? getApiErrorMessage(pay.error, 'The payment page could not be opened. Please try again.') : null;
  return (
    <div className="space-y-2">
      <Button disabled={busy} onClick={() => pay.mutate()}>
        <CreditCard className="h-4 w-4" aria-hidden />
        {busy ? 'Opening the payment page...' : ORDER_ACTION_LABELS.pay}
      </Button>
      <FormError message={error} />
    </div>
  );
}

/** The button (and its dialog) for one move of the caller's. */
function ActionButton({ action, order, run, primary }: { action: OrderAction; order: Order; run: RunAction; primary: boolean }) {
  const base = `/api/orders/${order.id}`;
  const variant = primary ? 'primary' : 'secondary';
  const other = order.role === 'seller' ? order.buyer.displayName : order.seller.displayName;
  switch (action) {
    case 'pay':
      return <PayButton orderId={order.id} />;
    case 'dispatch':
      return <DispatchDialog order={order} primary={primary} />;
    case 'mark_ready':
      return (
        <TextActionDialog
          label={ORDER_ACTION_LABELS.mark_ready}
          variant={variant}
          title="Ready to collect"
          description={`${other} is told the item can be collected. Say when and where, if you have not already in the conversation.`}
          fieldLabel="Note for the buyer (optional)"
          schema={HandOverOrderSchema.shape.note}
          maxLength={HANDOVER_NOTE_MAX_LENGTH}
          submitLabel={ORDER_ACTION_LABELS.mark_ready}
          onSubmit={(note) => run(`${base}/ready`, { note })}
        />
      );
    case 'confirm_received':
      return (
        <ConfirmActionDialog
          label={ORDER_ACTION_LABELS.confirm_received}
          variant={variant}
          title="Confirm you have the item"
          description={
            order.payment?.method === 'card'
              ? `Confirm only once the item is with you: the payment is then released to ${other}. If something is wrong, report a problem instead.`
              : `Confirm only once the item is with you. If something is wrong, report a problem instead.`
          }
          confirmLabel={ORDER_ACTION_LABELS.confirm_received}
          onConfirm={() => run(`${base}/received`)}
        />
      );
    case 'confirm_return':
      return (
        <ConfirmActionDialog
          label={ORDER_ACTION_LABELS.confirm_return}
          variant={variant}
          title="Confirm the return arrived"
          description={`The quantity goes back on your listing${order.payment?.method === 'card' ? ` and ${other} is refunded through SpareStock` : ''}.`}
          confirmLabel={ORDER_ACTION_LABELS.confirm_return}
          onConfirm={() => run(`${base}/return-received`)}
        />
      );
    case 'cancel':
    case 'cooling_off_cancel': {
      const coolingOff = action === 'cooling_off_cancel';
      return (
        <TextActionDialog
          label={ORDER_ACTION_LABELS[action]}
          variant={coolingOff ? variant : 'ghost'}
          title={coolingOff ? 'Cancel and return the item' : 'Cancel this order'}
          description={
            coolingOff
              ? `${ORDER_TEXTS.coolingOff} ${other} sees your reason; send the item back and the refund follows when it arrives.`
              : `${other} sees your reason. The quantity goes back on the listing${order.payment?.status === 'paid' ? ' and the payment is refunded' : ''}.`
          }
          fieldLabel="Reason"
          schema={CancelOrderSchema.shape.reason}
          maxLength={CANCEL_ORDER_REASON_MAX_LENGTH}
          submitLabel={coolingOff ? 'Cancel and return' : 'Cancel the order'}
          submitVariant="destructive"
          dismissLabel="Keep the order"
          onSubmit={(reason) => run(`${base}/cancel`, { reason })}
        />
      );
    }
    // Shown as words only (the buyer posts the item), or in the dispute box.
    case 'send_return':
    case 'open_dispute':
    case 'escalate_dispute':
      return null;
  }
}

/** What happens next, for whoever must act: the API's sentence, the caller's buttons, and the clocks. */
export function OrderNextStep({ order, run }: { order: Order; run: RunAction }) {
  const buttons = order.allowedActions.filter((a) => a !== 'send_return' && a !== 'open_dispute' && a !== 'escalate_dispute');
  // The move that moves the order on comes first and in the accent colour; cancelling last.
  const ordered = [...buttons].sort(
    (a, b) => Number(b === order.nextAction) - Number(a === order.nextAction) || Number(a === 'cancel') - Number(b === 'cancel'),
  );
  const yours = order.nextAction !== null && order.nextAction !== 'wait';
  const clocks: string[] = [];
  if (order.autoReceiveAt && (order.status === 'dispatched' || order.status === 'ready_for_collection')) {
    clocks.push(`If nobody confirms receipt, the order is marked received on ${longDate(order.autoReceiveAt)}, unless a dispute is open.`);
  }
  if (order.autoCompleteAt && order.status === 'received')
    clocks.push(`The order completes on ${longDate(order.autoCompleteAt)}, unless a dispute is open.`);
  if (order.coolingOffUntil && order.allowedActions.includes('cooling_off_cancel')) {
    clocks.push(`${ORDER_TEXTS.coolingOff} You can cancel until ${longDate(order.coolingOffUntil)}.`);
  }
  if (order.returnDue) clocks.push(ORDER_TEXTS.returnDue);

  if (order.role === 'admin') {
    return (
      <p className="rounded-lg border border-border bg-surface-muted p-4 text-sm text-fg-muted">
        You are reading this order as an admin: only its buyer and seller act on it.
      </p>
    );
  }
  if (!order.nextActionText && ordered.length === 0 && clocks.length === 0) return null;
  return (
    <section
      aria-label="Next step"
      className={cn('space-y-3 rounded-lg border-2 p-4', yours ? 'border-accent bg-info-surface' : 'border-border bg-surface')}
    >
      {order.nextActionText ? <p className={cn('text-base', yours ? 'font-semibold text-fg' : 'text-fg')}>{order.nextActionText}</p> : null}
      {ordered.length > 0 ? (
        <div className="flex flex-wrap items-start gap-2">
          {ordered.map((action) => (
            <ActionButton key={action} action={action} order={order} run={run} primary={action === order.nextAction} />
          ))}
        </div>
      ) : null}
      {clocks.map((text) => (
        <p key={text} className="text-sm text-fg-muted">
          {text}
        </p>
      ))}
    </section>
  );
}
