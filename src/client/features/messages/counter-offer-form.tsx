import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CounterOfferSchema, type CounterOfferInput } from '../../../shared/schemas/deals.ts';
import { MONEY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

type CounterValues = z.input<typeof CounterOfferSchema>;

/** A counter-offer: the caller's price per unit for the same quantity, checked with the route's own schema. */
export function CounterOfferForm({ busy, onCounter }: { busy: boolean; onCounter: (input: CounterOfferInput) => Promise<boolean> }) {
  const form = useForm<CounterValues, unknown, CounterOfferInput>({
    resolver: zodResolver(CounterOfferSchema),
    defaultValues: { price: '' },
  });
  const submit = form.handleSubmit(async (input) => {
    if (await onCounter(input)) form.reset();
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <div className="w-36">
        <TextField label="£ per unit" {...MONEY_INPUT_PROPS} error={form.formState.errors.price?.message} {...form.register('price')} />
      </div>
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        Send counter-offer
      </Button>
    </form>
  );
}
