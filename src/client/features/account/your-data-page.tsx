import { useState } from 'react';
import { useLocation } from 'wouter';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  AccountExportResponseSchema,
  DELETE_CONFIRMATION_WORD,
  DeleteAccountSchema,
  type AccountExportResponse,
  type DeleteAccountInput,
} from '../../../shared/schemas/account.ts';
import { MessageSchema } from '../../../shared/schemas/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatFullTime } from '../../lib/format-time.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { AccountTabs } from '../../components/account-tabs.tsx';
import { Section } from './section.tsx';
import { useAccountAction } from './use-account-action.ts';

function DownloadData() {
  const action = useAccountAction(AccountExportResponseSchema);
  const [ready, setReady] = useState<AccountExportResponse | null>(null);
  return (
    <Section
      id="download-heading"
      title="Download my data"
      description="A zip of your profile, every listing with its photos, your conversations, offers, wanted items and account activity, as JSON and CSV."
    >
      {ready ? (
        <div className="space-y-2">
          <a href={ready.url} download className={buttonClasses('primary')}>
            <Download className="h-4 w-4" aria-hidden />
            Download the zip
          </a>
          <p className="text-sm text-fg-muted">
            This link works until {formatFullTime(ready.expiresAt)}. Anyone with it can download your data: don’t share it.
          </p>
        </div>
      ) : (
        <Button
          onClick={() => void action.run('POST', '/api/account/export').then((answer) => answer && setReady(answer))}
          disabled={action.pending}
        >
          {action.pending ? 'Preparing...' : 'Prepare my download'}
        </Button>
      )}
      {action.error ? (
        <Alert tone="danger" role="alert">
          {action.error}
        </Alert>
      ) : null}
    </Section>
  );
}

/** The route's body schema; the form starts with the confirmation blank, so it is a string until it reads the word. */
const DeleteAccountFormSchema = DeleteAccountSchema.extend({
  confirm: z.string().pipe(DeleteAccountSchema.shape.confirm),
});

function DeleteAccount() {
  const { forgetSession } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<z.input<typeof DeleteAccountFormSchema>, unknown, DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const [password, confirm] = form.watch(['password', 'confirm']);
  const action = useAccountAction(MessageSchema);

  const submit = async (body: DeleteAccountInput) => {
    const answer = await action.run('POST', '/api/account/delete', body);
    if (!answer) return;
    forgetSession();
    toast({ title: 'Account deleted', description: answer.message });
    navigate('/auth', { replace: true });
  };

  return (
    <Section
      id="delete-heading"
      title="Delete my account"
      description="Your listings leave the marketplace at once; your photos, listings, wanted items and sessions are deleted. People you talked to keep their own messages, with you shown as “Deleted user”. This cannot be undone."
    >
      <form
        onSubmit={(e) => void form.handleSubmit(submit, () => action.setError(`Type ${DELETE_CONFIRMATION_WORD} to confirm`))(e)}
        noValidate
        className="grid max-w-md gap-4"
      >
        <div className="space-y-1.5">
          <Label htmlFor="delete-password">Your password</Label>
          <PasswordInput id="delete-password" toggleLabel="password" autoComplete="current-password" {...form.register('password')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="delete-confirm">Type {DELETE_CONFIRMATION_WORD} to confirm</Label>
          <Input id="delete-confirm" autoComplete="off" {...form.register('confirm')} />
        </div>
        {action.error ? (
          <Alert tone="danger" role="alert">
            {action.error}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="destructive"
          disabled={action.pending || !password || confirm !== DELETE_CONFIRMATION_WORD}
          className="justify-self-start"
        >
          {action.pending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </Section>
  );
}

/** /profile/data: take your data away, or delete the account (UK GDPR). */
export function YourDataPage() {
  useDocumentTitle('Your data');
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Your data</h1>
      <AccountTabs />
      <DownloadData />
      <DeleteAccount />
    </main>
  );
}
