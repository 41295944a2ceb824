import { useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import type { ConversationDetail } from '../../../shared/schemas/deals.ts';
import { formatCount } from '../../../shared/money.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import type { ThreadAct } from './offer-panel.tsx';
import { findAgreementOrderId } from './agreement-order.ts';
import { AgreementOrder } from './place-order.tsx';

/**
 * An agreed deal: "Agreed: n × £x" for both, what each chose to share for the handover (only now
 * shown to the other), what to share yourself, and cancelling before handover with a reason.
 */
export function AgreementPanel({ detail, act, busy }: { detail: ConversationDetail; act: ThreadAct; busy: boolean }) {
  const agreement = detail.agreement;
  const [details, setDetails] = useState(detail.handover.mine ?? '');
  const [cancelFormOpen, setCancelFormOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!agreement) return null;
  // Once the agreement became an order, the order is what is cancelled (on its page).
  const ordered = findAgreementOrderId(detail) !== null;

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    void act(`/api/conversations/${detail.id}`, { handoverDetails: details.trim() || null }, 'PATCH');
  };
  const cancel = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) void act(`/api/offers/${agreement.offerId}/cancel`, { reason: reason.trim() });
  };

  return (
    <section aria-label="Agreement" className="space-y-3 border-b border-border bg-success-surface p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-fg">
          <CircleCheck className="h-4 w-4 text-success" aria-hidden />
          Agreed: {formatCount(agreement.quantity)} × {formatListingMoney(agreement.unitPrice)}
        </p>
        <AgreementOrder detail={detail} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold text-fg-muted">{detail.otherParty.displayName}’s handover details</p>
          <p className="whitespace-pre-wrap text-fg">{detail.handover.theirs ?? 'Nothing shared yet.'}</p>
        </div>
        <form onSubmit={saveDetails} className="grid gap-1">
          <label htmlFor="handover-details" className="text-xs font-semibold text-fg-muted">
            Your handover details (a collection address, a phone number…)
          </label>
          <Textarea id="handover-details" rows={2} maxLength={500} value={details} onChange={(e) => setDetails(e.target.value)} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy} className="justify-self-start">
            Share with {detail.otherParty.displayName}
          </Button>
        </form>
      </div>
      {ordered ? null : cancelFormOpen ? (
        <form onSubmit={cancel} className="grid gap-1">
          <label htmlFor="cancel-reason" className="text-xs font-semibold text-fg-muted">
            Why are you cancelling? {detail.otherParty.displayName} will see this.
          </label>
          <Textarea id="cancel-reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} required />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" size="sm" disabled={busy || !reason.trim()}>
              Cancel the agreement
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setCancelFormOpen(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setCancelFormOpen(true)}>
          Cancel agreement…
        </Button>
      )}
    </section>
  );
}
