import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import type { z } from 'zod';
import {
  CancelOfferSchema,
  UpdateConversationSchema,
  type CancelOfferInput,
  type ConversationDetail,
  type UpdateConversationInput,
} from '../../../shared/schemas/deals.ts';
import { formatCount } from '../../../shared/money.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import type { ThreadAct } from './offer-panel.tsx';
import { findAgreementOrderId } from './agreement-order.ts';
import { AgreementOrder } from './place-order.tsx';

function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-xs text-danger">
      {message}
    </p>
  ) : null;
}

/**
 * An agreed deal: "Agreed: n × £x" for both, what each chose to share for the handover (only now
 * shown to the other), what to share yourself, and cancelling before handover with a reason.
 */
export function AgreementPanel({ detail, act, busy }: { detail: ConversationDetail; act: ThreadAct; busy: boolean }) {
  const agreement = detail.agreement;
  const detailsForm = useForm<z.input<typeof UpdateConversationSchema>, unknown, UpdateConversationInput>({
    resolver: zodResolver(UpdateConversationSchema),
    defaultValues: { handoverDetails: detail.handover.mine ?? '' },
  });
  const cancelForm = useForm<z.input<typeof CancelOfferSchema>, unknown, CancelOfferInput>({
    resolver: zodResolver(CancelOfferSchema),
    defaultValues: { reason: '' },
  });
  const [cancelFormOpen, setCancelFormOpen] = useState(false);
  const reason = cancelForm.watch('reason');
  if (!agreement) return null;
  // Once the agreement became an order, the order is what is cancelled (on its page).
  const ordered = findAgreementOrderId(detail) !== null;

  // `act` is the thread's one mutation: its isPending (`busy`) disables these buttons.
  const saveDetails = detailsForm.handleSubmit((body) => void act(`/api/conversations/${detail.id}`, body, 'PATCH'));
  const cancel = cancelForm.handleSubmit((body) => void act(`/api/offers/${agreement.offerId}/cancel`, body));

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
        <form onSubmit={(e) => void saveDetails(e)} className="grid gap-1">
          <label htmlFor="handover-details" className="text-xs font-semibold text-fg-muted">
            Your handover details (a collection address, a phone number…)
          </label>
          <Textarea id="handover-details" rows={2} maxLength={500} {...detailsForm.register('handoverDetails')} />
          <FieldError message={detailsForm.formState.errors.handoverDetails?.message} />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={busy || detailsForm.formState.isSubmitting}
            className="justify-self-start"
          >
            Share with {detail.otherParty.displayName}
          </Button>
        </form>
      </div>
      {ordered ? null : cancelFormOpen ? (
        <form onSubmit={(e) => void cancel(e)} className="grid gap-1">
          <label htmlFor="cancel-reason" className="text-xs font-semibold text-fg-muted">
            Why are you cancelling? {detail.otherParty.displayName} will see this.
          </label>
          <Textarea id="cancel-reason" rows={2} maxLength={500} {...cancelForm.register('reason')} required />
          <FieldError message={cancelForm.formState.errors.reason?.message} />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" size="sm" disabled={busy || cancelForm.formState.isSubmitting || !reason.trim()}>
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
