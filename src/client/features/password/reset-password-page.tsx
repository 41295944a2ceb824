import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { CircleCheck, KeyRound } from 'lucide-react';
import { apiJson } from '../../lib/api.ts';
import type { ResetPasswordBody } from '../../lib/api-bodies.ts';
import { toastApiFailure } from '../../lib/network-toast.ts';
import { loadMessageSchema } from '../../lib/schema-loaders.ts';
import { toast } from '../../lib/toast-store.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { parseResetToken } from './reset-password-rules.ts';

export function ResetPasswordPage() {
  const token = parseResetToken(useSearch());

  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      apiJson('POST', '/api/reset-password', loadMessageSchema, { token: token ?? '', newPassword } satisfies ResetPasswordBody),
    onSuccess: () => {
      toast({
        title: 'Password Reset Successful',
        description: 'Your password has been updated. You can now log in with your new password.',
        variant: 'success',
      });
    },
    onError: (error) => toastApiFailure(error, 'Reset Failed', 'Failed to reset password'),
  });

  if (reset.isSuccess) {
    return (
      <PageShell icon={<CircleCheck className="h-6 w-6 text-success" />} title="Password Reset Complete">
        <p role="status" className="text-center text-sm">
          Your password has been updated. You can now log in with your new password.
        </p>
        <Link href="/auth" className={buttonClasses('primary', 'md', 'w-full')}>
          Continue to Login
        </Link>
      </PageShell>
    );
  }

  return (
    <PageShell icon={<KeyRound className="h-6 w-6" />} title="Reset Password" description="Choose a new password for your account.">
      <ResetPasswordForm tokenValid={token !== null} submitting={reset.isPending} onSubmit={(p) => reset.mutate(p)} />
      <Link href="/auth" className={buttonClasses('link', 'md', 'mx-auto block text-center text-sm')}>
        Back to Login
      </Link>
    </PageShell>
  );
}
