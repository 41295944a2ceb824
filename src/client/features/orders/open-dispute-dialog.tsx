import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { DISPUTE_DETAILS_MAX_LENGTH, DISPUTE_LABELS, DISPUTE_REASONS, disputeReasonsFor } from '../../../shared/constants/disputes.ts';
import { DISPUTE_TEXTS } from '../../../shared/messages/disputes-messages.ts';
import { OpenDisputeSchema, type OpenDisputeInput } from '../../../shared/schemas/disputes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import type { RunAction } from './order-dialogs.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

/** The buyer reports a problem: what went wrong and the details, which go to the seller first. */
export function OpenDisputeDialog({ orderId, status, run }: { orderId: number; status: string; run: RunAction }) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof OpenDisputeSchema>, unknown, OpenDisputeInput>({
    resolver: zodResolver(OpenDisputeSchema),
    defaultValues: { details: '' },
  });
  const report = useMutation({
    mutationFn: (body: OpenDisputeInput) => run(`/api/orders/${orderId}/disputes`, body),
    onSuccess: (failure) => {
      if (failure) return form.setError('root', { message: failure });
      setOpen(false);
    },
  });
  const busy = report.isPending;
  const { errors: fieldErrors } = form.formState;
  const errors = { reason: fieldErrors.reason?.message, details: fieldErrors.details?.message, form: fieldErrors.root?.message };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{DISPUTE_LABELS.open}</Button>
      </DialogTrigger>
      <DialogContent title="Report a problem with this order" description={DISPUTE_TEXTS.contactSeller}>
        <form onSubmit={(e) => void form.handleSubmit((body) => report.mutate(body))(e)} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="dispute-reason">What went wrong?</Label>
            <NativeSelect
              id="dispute-reason"
              {...form.register('reason')}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'dispute-reason-error' : undefined}
            >
              <option value="">Choose one</option>
              {disputeReasonsFor(status).map((key) => (
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
              {...form.register('details')}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={errors.details ? 'dispute-details-error' : undefined}
            />
            {errors.details ? (
              <p id="dispute-details-error" className="text-sm font-medium text-danger">
                {errors.details}
              </p>
            ) : null}
          </div>
          <FormError message={errors.form} />
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
