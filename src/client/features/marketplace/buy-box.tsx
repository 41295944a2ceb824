import { CreditCard } from 'lucide-react';

/** The box Buy now and Contact seller are drawn in. */
export const BUY_BOX = 'space-y-3 rounded-lg border border-border bg-surface p-4';

/** How a buyer pays on this listing: by card through SpareStock, or to the seller. */
export function PaymentLine({ byCard }: { byCard: boolean }) {
  return (
    <p className="flex items-start gap-2 text-sm text-fg-muted">
      <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {byCard
        ? 'Pay by card through SpareStock: the seller is paid once you confirm the item arrived.'
        : 'Pay the seller on collection or delivery: this seller does not take card payments through SpareStock.'}
    </p>
  );
}
