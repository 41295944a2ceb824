import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DISPUTE_DETAILS_MAX_LENGTH, DISPUTE_LABELS, DISPUTE_REASONS, type DisputeReason } from '../../../shared/constants/disputes.ts';
import { DISPUTE_TEXTS, DISPUTES_MESSAGES } from '../../../shared/messages/disputes-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import type { RunAction } from './order-dialogs.tsx';

/** The buyer reports a problem: what went wrong and the details, which go to the seller first. */
export function OpenDisputeDialog({ orderId, run }: { orderId: number; run: RunAction }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const report = useMutation({
    mutationFn: (body: { reason: DisputeReason; details: string }) => run(`/api/orders/${orderId}/disputes`, body),
    onSuccess: (failure) => {
      if (failure) return setErrors({ form: failure });
      setOpen(false);
    },
  });
  const busy = report.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : DISPUTES_MESSAGES.reasonInvalid,
      details: details.trim() ? undefined : DISPUTES_MESSAGES.detailsRequired,
    };
    if (!reason || found.details) {
      setErrors(found);
      document.getElementById(found.reason ? 'dispute-reason' : 'dispute-details')?.focus();
      return;
    }
    report.mutate({ reason, details: details.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{DISPUTE_LABELS.open}</Button>
      </DialogTrigger>
      <DialogContent title="Report a problem with this order" description={DISPUTE_TEXTS.contactSeller}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="dispute-reason">What went wrong?</Label>
            <NativeSelect
              id="dispute-reason"
              value={reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'dispute-reason-error' : undefined}
              onChange={(e) => setReason(e.target.value as DisputeReason)}
            >
              <option value="">Choose one</option>
              {(Object.keys(DISPUTE_REASONS) as DisputeReason[]).map((key) => (
                <option key={key} value={key}>
                  {DISPUTE_REASONS[key]}
                </option>
              ))}
            </NativeSelect>
            {errors.reason ? (
              <p id="dispute-reason-error" className="text-sm font-medium text-danger">
                {errors.reason}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="dispute-details">Details for the seller</Label>
            <Textarea
              id="dispute-details"
              rows={4}
              maxLength={DISPUTE_DETAILS_MAX_LENGTH}
              value={details}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={errors.details ? 'dispute-details-error' : undefined}
              onChange={(e) => setDetails(e.target.value)}
            />
            {errors.details ? (
              <p id="dispute-details-error" className="text-sm font-medium text-danger">
                {errors.details}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Not now</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : DISPUTE_LABELS.open}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
