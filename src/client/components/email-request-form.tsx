import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, EmailOnlySchema, type EmailOnlyInput } from '../../shared/schemas/auth.ts';
import { toast } from '../lib/toast-store.ts';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';
import { TextField } from './ui/text-field.tsx';

interface EmailRequestFormProps {
  defaultEmail?: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (email: string) => void;
}

type EmailFormValues = { email: string };

/** The one-field form of the forgot-password and resend-verification screens (spec §5). */
export function EmailRequestForm({ defaultEmail = '', submitLabel, pendingLabel, isPending, onSubmit }: EmailRequestFormProps) {
  const form = useForm<EmailFormValues, unknown, EmailOnlyInput>({
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { email: defaultEmail },
  });

  const onInvalid = (errors: FieldErrors<EmailFormValues>) => {
    const message = errors.email?.message;
    if (!message) return;
    const isMissing = message === AUTH_MESSAGES.emailRequired;
    toast({ title: isMissing ? 'Email Required' : 'Invalid Email', description: message, variant: 'destructive' });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.email), onInvalid)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.co.uk"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Spinner className="h-4 w-4" /> : null}
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
