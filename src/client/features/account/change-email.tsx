import { useState, type FormEvent } from 'react';
import { EmailChangeResponseSchema, type EmailChangeResponse } from '../../../shared/schemas/account.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Section } from './section.tsx';
import { useAccountAction } from './use-account-action.ts';

/** Change email: the new address is used only once its link is followed; the old one is told. */
export function ChangeEmail({ email }: { email: string }) {
  const [password, setPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [sent, setSent] = useState<EmailChangeResponse | null>(null);
  const action = useAccountAction(EmailChangeResponseSchema);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !newEmail.trim()) return action.setError('Please enter your current password and the new address');
    const answer = await action.run('POST', '/api/account/email', { currentPassword: password, newEmail: newEmail.trim() });
    if (!answer) return;
    setSent(answer);
    setPassword('');
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
        <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-md gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="new-email">New email address</Label>
            <Input id="new-email" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="email-current-password">Current password</Label>
            <PasswordInput
              id="email-current-password"
              toggleLabel="current password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
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
