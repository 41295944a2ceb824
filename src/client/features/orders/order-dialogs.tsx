import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, type ButtonVariant } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

/** Runs a move; answers an error message to show, or null when it went through. */
export type RunAction = (path: string, body?: object) => Promise<string | null>;

interface TextActionDialogProps {
  /** The button that opens it. */
  label: string;
  variant?: ButtonVariant;
  title: string;
  description: ReactNode;
  fieldLabel: string;
  /** A reason is needed (cancelling); a note is optional (a tracking number). */
  required?: string;
  maxLength: number;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** The button that closes it without acting. */
  dismissLabel?: string;
  onSubmit: (text: string) => Promise<string | null>;
}

/** A move with a few words: cancel with a reason, dispatch with a tracking number, ready with when to collect. */
export function TextActionDialog({
  label,
  variant = 'secondary',
  title,
  description,
  fieldLabel,
  required,
  maxLength,
  submitLabel,
  submitVariant = 'primary',
  dismissLabel = 'Not now',
  onSubmit,
}: TextActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // onSubmit answers the refusal in words, or null once the move went through.
  const move = useMutation({
    mutationFn: onSubmit,
    onSuccess: (failure) => {
      if (failure) return setError(failure);
      setOpen(false);
      setText('');
      setError(null);
    },
  });
  const busy = move.isPending;
  const fieldId = `${label.replace(/\W+/g, '-').toLowerCase()}-text`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && !text.trim()) return setError(required);
    move.mutate(text.trim());
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>{label}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor={fieldId}>{fieldLabel}</Label>
            <Textarea
              id={fieldId}
              rows={3}
              maxLength={maxLength}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
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
