import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { KeyRound, MailCheck } from 'lucide-react';
import { AUTH_MESSAGES } from '../../../shared/messages/auth-messages.ts';
import { apiJson } from '../../lib/api.ts';
import type { EmailOnlyBody } from '../../lib/api-bodies.ts';
import { toastApiFailure } from '../../lib/network-toast.ts';
import { openAppUrl } from '../../lib/open-app-url.ts';
import { loadForgotPasswordResponseSchema } from '../../lib/schema-loaders.ts';
import { toast } from '../../lib/toast-store.ts';
import { EmailRequestForm } from '../../components/email-request-form.tsx';
import { PageShell } from '../../components/page-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';

export function ForgotPasswordPage() {
  const [, navigate] = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = useMutation({
    mutationFn: (email: string) =>
      apiJson('POST', '/api/forgot-password', loadForgotPasswordResponseSchema, { email } satisfies EmailOnlyBody),
    onSuccess: (data, email) => {
      if (data.devMode && data.resetUrl) {
        toast({
          title: 'Reset link ready',
          description: 'The email service is unavailable, so your password reset link is opening directly.',
        });
        openAppUrl(data.resetUrl, navigate);
        return;
      }
      toast({ title: 'Check Your Email', description: data.message || AUTH_MESSAGES.forgotSent, variant: 'success' });
      setSentTo(email);
    },
    onError: (error) => toastApiFailure(error, 'Error', 'Failed to send reset email'),
  });

  if (sentTo) {
    return (
      <PageShell icon={<MailCheck className="h-6 w-6" />} title="Check Your Email">
        <div role="status" className="space-y-2 text-center text-sm">
          <p>{request.data?.message || AUTH_MESSAGES.forgotSent}</p>
          <p className="text-fg-muted">
            Look for it at <strong className="text-fg">{sentTo}</strong>. The link expires in 1 hour; check your spam folder if it has not
            arrived.
          </p>
        </div>
        <div className="grid gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              setSentTo(null);
              request.reset();
            }}
          >
            Try Different Email
          </Button>
          <Link href="/auth" className={buttonClasses('primary', 'md', 'w-full')}>
            Back to Login
          </Link>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell
      icon={<KeyRound className="h-6 w-6" />}
      title="Forgot Password"
      description="Enter your email address and we'll send you a link to reset your password."
    >
      <EmailRequestForm
        submitLabel="Send Reset Link"
        pendingLabel="Sending Reset Link..."
        isPending={request.isPending}
        onSubmit={(email) => request.mutate(email)}
      />
      <Link href="/auth" className={buttonClasses('secondary', 'md', 'w-full')}>
        Back to Login
      </Link>
    </PageShell>
  );
}
