import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ChangeEmailSchema,
  EmailChangeResponseSchema,
  type ChangeEmailInput,
  type EmailChangeResponse,
} from '../../../shared/schemas/account.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Section } from './section.tsx';
import { useAccountAction } from './use-account-action.ts';

/** Change email: the new address is used only once its link is followed; the old one is told. */
export function ChangeEmail({ email }: { email: string }) {
  const form = useForm<z.input<typeof ChangeEmailSchema>, unknown, ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { currentPassword: '', newEmail: '' },
  });
  const [sent, setSent] = useState<EmailChangeResponse | null>(null);
  const action = useAccountAction(EmailChangeResponseSchema);

  const send = async (body: ChangeEmailInput) => {
    const answer = await action.run('POST', '/api/account/email', body);
    if (!answer) return;
    setSent(answer);
    form.setValue('currentPassword', '');
  };
  // One line for the whole form, as the server answers: a blank field first, then the schema's own words.
  const refuse = (errors: FieldErrors<z.input<typeof ChangeEmailSchema>>) => {
    const { currentPassword, newEmail } = form.getValues();
    if (!currentPassword || !newEmail.trim()) return action.setError('Please enter your current password and the new address');
    action.setError(errors.newEmail?.message ?? errors.currentPassword?.message ?? null);
  };

  return (
    <Section
      id="email-heading"
      title="Email address"
      description={<>You sign in with {email}. We send a link to the new address; your old one is told, with a way to undo it.</>}
    >
      {sent ? (
        <Alert tone="success" role="status" title="Check your new inbox">
          <p>{sent.message}</p>
          {sent.devMode && sent.confirmUrl ? (
            <p className="mt-2">
              Email is in development mode:{' '}
              <a href={sent.confirmUrl} className="font-medium underline">
                confirm the new address here
              </a>
              .
            </p>
          ) : null}
        </Alert>
      ) : (
        <form onSubmit={(e) => void form.handleSubmit(send, refuse)(e)} noValidate className="grid max-w-md gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="new-email">New email address</Label>
            <Input id="new-email" type="email" autoComplete="email" {...form.register('newEmail')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="email-current-password">Current password</Label>
            <PasswordInput
              id="email-current-password"
              toggleLabel="current password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </div>
          {action.error ? (
            <Alert tone="danger" role="alert">
              {action.error}
            </Alert>
          ) : null}
          <Button type="submit" disabled={action.pending} className="justify-self-start">
            {action.pending ? 'Sending...' : 'Change email'}
          </Button>
        </form>
      )}
    </Section>
  );
}
