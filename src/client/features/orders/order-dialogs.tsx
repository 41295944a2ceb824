import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { Button, type ButtonVariant } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

/** Runs a move; answers an error message to show, or null when it went through. */
export type RunAction = (path: string, body?: object) => Promise<string | null>;

interface TextActionDialogProps<TValue> {
  /** The button that opens it. */
  label: string;
  variant?: ButtonVariant;
  title: string;
  description: ReactNode;
  fieldLabel: string;
  /**
   * The route's own schema for the one field (`CancelOrderSchema.shape.reason`, a reason needed;
   * `HandOverOrderSchema.shape.note`, a note optional), so its messages are the server's.
   */
  schema: z.ZodType<TValue, string | null | undefined>;
  maxLength: number;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** The button that closes it without acting. */
  dismissLabel?: string;
  onSubmit: (value: TValue) => Promise<string | null>;
}

/** A move with a few words: cancel with a reason, ready with when to collect. */
export function TextActionDialog<TValue>({
  label,
  variant = 'secondary',
  title,
  description,
  fieldLabel,
  schema,
  maxLength,
  submitLabel,
  submitVariant = 'primary',
  dismissLabel = 'Not now',
  onSubmit,
}: TextActionDialogProps<TValue>) {
  const [open, setOpen] = useState(false);
  const formSchema = useMemo(() => z.object({ text: schema }), [schema]);
  const form = useForm<{ text: string | null | undefined }, unknown, { text: TValue }>({
    resolver: zodResolver(formSchema),
    defaultValues: { text: '' },
  });
  // onSubmit answers the refusal in words, or null once the move went through.
  const move = useMutation({
    mutationFn: onSubmit,
    onSuccess: (failure) => {
      if (failure) return form.setError('root', { message: failure });
      setOpen(false);
      form.reset();
    },
  });
  const busy = move.isPending || form.formState.isSubmitting;
  const fieldId = `${label.replace(/\W+/g, '-').toLowerCase()}-text`;
  const { errors } = form.formState;
  const error = errors.text?.message ?? errors.root?.message;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>{label}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={(e) => void form.handleSubmit(({ text }) => move.mutate(text))(e)} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor={fieldId}>{fieldLabel}</Label>
            <Textarea
              id={fieldId}
              rows={3}
              maxLength={maxLength}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              {...form.register('text')}
            />
            <FormError id={`${fieldId}-error`} message={error} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{dismissLabel}</Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} disabled={busy}>
              {busy ? 'Saving...' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface ConfirmActionDialogProps {
  label: string;
  variant?: ButtonVariant;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<string | null>;
}

/** A move that needs only a yes, said once more because it cannot be undone (receipt releases the payment). */
export function ConfirmActionDialog({ label, variant = 'primary', title, description, confirmLabel, onConfirm }: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: onConfirm,
    onSuccess: (failure) => {
      setError(failure);
      if (!failure) setOpen(false);
    },
  });
  const busy = move.isPending;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>{label}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        {error ? (
          <p role="alert" className="mb-4 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Not yet</Button>
          </DialogClose>
          <Button disabled={busy} onClick={() => move.mutate()}>
            {busy ? 'Saving...' : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
