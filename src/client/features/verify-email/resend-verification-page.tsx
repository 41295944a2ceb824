import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { MailWarning } from 'lucide-react';
import { apiJson } from '../../lib/api.ts';
import type { EmailOnlyBody } from '../../lib/api-bodies.ts';
import { toastApiFailure } from '../../lib/network-toast.ts';
import { openAppUrl } from '../../lib/open-app-url.ts';
import { loadResendVerificationResponseSchema } from '../../lib/schema-loaders.ts';
import { toast } from '../../lib/toast-store.ts';
import { EmailRequestForm } from '../../components/email-request-form.tsx';
import { PageShell } from '../../components/page-shell.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

const TIPS = [
  'Check your spam or junk folder: the email sometimes lands there.',
  'Verification links expire in 24 hours, so use the newest one.',
  'Make sure you enter the email address you registered with.',
];

export function ResendVerificationPage() {
  const [, navigate] = useLocation();
  const prefill = new URLSearchParams(useSearch()).get('email') ?? '';

  const resend = useMutation({
    mutationFn: (email: string) =>
      apiJson('POST', '/api/resend-verification', loadResendVerificationResponseSchema, { email } satisfies EmailOnlyBody),
    onSuccess: (data) => {
      if (data.devMode && data.verificationUrl) {
        toast({
          title: 'Verification Email Sent',
          description: 'The email service is unavailable, so your verification link is opening directly.',
        });
        openAppUrl(data.verificationUrl, navigate);
        return;
      }
      toast({ title: 'Verification Email Sent', description: data.message, variant: 'success' });
    },
    onError: (error) => toastApiFailure(error, 'Error', 'Failed to send verification email'),
  });

  return (
    <PageShell
      icon={<MailWarning className="h-6 w-6" />}
      title="Resend Verification Email"
      description="Enter your email address and we'll send you a new verification link."
    >
      {resend.isSuccess && !resend.data.verificationUrl ? (
        <Alert tone="success" title="Verification Email Sent">
          {resend.data.message}
        </Alert>
      ) : null}
      <EmailRequestForm
        defaultEmail={prefill}
        submitLabel="Send Verification Email"
        pendingLabel="Sending..."
        isPending={resend.isPending}
        onSubmit={(email) => resend.mutate(email)}
      />
      <div className="rounded-md border border-border bg-surface-muted p-4">
        <h2 className="text-sm font-semibold">Not getting the email?</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-fg-muted">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <Link href="/auth" className={buttonClasses('secondary', 'md', 'w-full')}>
        Back to Login
      </Link>
    </PageShell>
  );
}
