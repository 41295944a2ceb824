import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CARRIERS, isTrackedCarrier, TRACKING_NUMBER_MAX_LENGTH } from '../../../shared/carriers.ts';
import { HANDOVER_NOTE_MAX_LENGTH } from '../../../shared/constants/orders.ts';
import { DispatchFormSchema, type DispatchOrder, type DispatchOrderInput, type Order } from '../../../shared/schemas/orders.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { useOrderAction } from './order-queries.ts';
import { ORDER_ACTION_LABELS } from './order-text.ts';
import { FormError } from '../../components/ui/form-error.tsx';

/** "Mark dispatched": how it was sent (carrier and tracking number, checked as the server checks them) and a note for the buyer. */
export function DispatchDialog({ order, primary }: { order: Order; primary: boolean }) {
  const [open, setOpen] = useState(false);
  const action = useOrderAction(order.id);
  const form = useForm<DispatchOrderInput, unknown, DispatchOrder>({
    resolver: zodResolver(DispatchFormSchema),
    defaultValues: { carrier: undefined, trackingNumber: '', note: '' },
  });
  const carrier = form.watch('carrier');
  const tracked = carrier !== undefined && isTrackedCarrier(carrier);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await action.mutateAsync({ path: `/api/orders/${order.id}/dispatch`, body: values });
      setOpen(false);
      form.reset();
    } catch (error) {
      form.setError('root', { message: getApiErrorMessage(error, 'That did not go through. Please try again.') });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={primary ? 'primary' : 'secondary'}>{ORDER_ACTION_LABELS.dispatch}</Button>
      </DialogTrigger>
      <DialogContent
        title="Mark the order dispatched"
        description={`${order.buyer.displayName} is told it is on its way, with a link to follow it.`}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <FormField label="Carrier" error={errors.carrier?.message}>
            {({ id, describedBy, invalid }) => (
              <NativeSelect
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...form.register('carrier', { setValueAs: (v: string) => v || undefined })}
              >
                <option value="">Choose a carrier</option>
                {CARRIERS.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <TextField
            label={tracked ? 'Tracking number' : 'Tracking number or reference (optional)'}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            error={errors.trackingNumber?.message}
            {...form.register('trackingNumber')}
          />
          <TextAreaField
            label="Note for the buyer (optional)"
            rows={3}
            maxLength={HANDOVER_NOTE_MAX_LENGTH}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <FormError message={errors.root?.message} />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Not now</Button>
            </DialogClose>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Saving...' : ORDER_ACTION_LABELS.dispatch}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
