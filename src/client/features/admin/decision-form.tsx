import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  DISPUTE_LABELS,
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  type DisputeOutcome,
} from '../../../shared/constants/disputes.ts';
import type { Dispute, DisputeDecisionInput } from '../../../shared/schemas/disputes.ts';
import { MONEY_INPUT_PROPS } from '../../components/listing/listing-inputs.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { DecisionFormSchema, type DecisionFields } from './decision-form-schema.ts';
import { FormError } from '../../components/ui/form-error.tsx';

const firstError = (errors: FieldErrors<DecisionFields>) =>
  errors.outcome?.message ?? errors.amount?.message ?? errors.note?.message ?? errors.root?.message ?? null;

/** What each outcome does, beside its radio button. */
const OUTCOME_HELP: Record<DisputeOutcome, (total: string) => string> = {
  full_refund: (total) => `Refund what is left of ${total} and close the dispute.`,
  partial_refund: () => 'Refund the amount below and close the dispute.',
  reject: () => 'No refund: the order carries on and the payment can be released.',
  return_first: () => 'The buyer sends the item back first; the dispute stays under review.',
  mediate: () => 'SpareStock mediates between the two; the dispute stays under review.',
};

/** An admin's decision on an escalated dispute: one of the five outcomes, an amount for a partial refund, and a note to both sides. */
export function DecisionForm({
  dispute,
  onDecide,
}: {
  dispute: Dispute;
  onDecide: (body: DisputeDecisionInput) => Promise<string | null>;
}) {
  const form = useForm<DecisionFields, unknown, DisputeDecisionInput>({
    resolver: zodResolver(DecisionFormSchema),
    defaultValues: { note: '' },
  });
  const outcome = form.watch('outcome');
  const error = firstError(form.formState.errors);
  const id = `decision-${dispute.id}`;

  // onDecide answers the server's refusal in words, or null once the decision is saved.
  const decide = useMutation({
    mutationFn: onDecide,
    onSuccess: (failure) => {
      if (failure) form.setError('root', { message: failure });
      else form.reset();
    },
  });
  const busy = decide.isPending || form.formState.isSubmitting;

  return (
    <form
      onSubmit={(e) => void form.handleSubmit((body) => decide.mutate(body))(e)}
      noValidate
      aria-label={`Decision on the dispute about order ${dispute.orderNumber}`}
      className="space-y-3 rounded-md border border-border bg-surface-muted p-3"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Decision</legend>
        {DISPUTE_OUTCOMES.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-start gap-2 text-sm md:min-h-0">
            <input type="radio" value={value} {...form.register('outcome')} className="mt-1 h-4 w-4 accent-[var(--accent)]" />
            <span>
              <span className="font-medium">{DISPUTE_OUTCOME_LABELS[value]}</span>
              <span className="block text-xs text-fg-muted">{OUTCOME_HELP[value](formatListingMoney(dispute.orderTotal))}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {outcome === 'partial_refund' ? (
        <div className="max-w-48 space-y-1.5">
          <Label htmlFor={`${id}-amount`}>Amount to refund, £</Label>
          <Input
            id={`${id}-amount`}
            {...MONEY_INPUT_PROPS}
            max={dispute.orderTotal}
            {...form.register('amount', { shouldUnregister: true })}
          />
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>Note to both sides (why)</Label>
        <Textarea id={`${id}-note`} rows={3} maxLength={DISPUTE_NOTE_MAX_LENGTH} {...form.register('note')} />
      </div>
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : DISPUTE_LABELS.decide}
      </Button>
    </form>
  );
}
