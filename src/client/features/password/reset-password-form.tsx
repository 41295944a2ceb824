import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast-store.ts';
import { PasswordRulesList } from '../../components/password-rules-list.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { canSubmitReset, findResetProblem } from './reset-password-rules.ts';
import type { ResetPasswordFormSchema } from './reset-password-resolver.ts';

type ResetFields = z.input<typeof ResetPasswordFormSchema>;
const validation = lazyResolver(() => import('./reset-password-resolver.ts').then((m) => m.resetPasswordResolver));

interface ResetPasswordFormProps {
  tokenValid: boolean;
  submitting: boolean;
  onSubmit: (newPassword: string) => void;
}

export function ResetPasswordForm({ tokenValid, submitting, onSubmit }: ResetPasswordFormProps) {
  const form = useForm<ResetFields>({ resolver: validation.resolver, defaultValues: { newPassword: '', confirmPassword: '' } });
  const newPassword = form.watch('newPassword');
  const confirmPassword = form.watch('confirmPassword');
  const id = useId();
  const mismatch = confirmPassword.length > 0 && newPassword !== confirmPassword;
  const canSubmit = canSubmitReset({ tokenValid, submitting: submitting || form.formState.isSubmitting, newPassword, confirmPassword });

  // The button stays disabled until every rule holds, so a refusal here is rare (Enter in a field):
  // it is the toast it always was.
  const showProblem = () => {
    const problem = findResetProblem({ tokenValid, newPassword, confirmPassword });
    if (problem) toast({ ...problem, variant: 'destructive' });
  };
  const submit = form.handleSubmit((values) => (tokenValid ? onSubmit(values.newPassword) : showProblem()), showProblem);

  return (
    <form noValidate onFocus={validation.preload} onSubmit={(e) => void submit(e)} className="space-y-4">
      {!tokenValid ? (
        <Alert tone="danger" role="alert">
          <p>Invalid or missing reset token. Please request a new password reset link.</p>
          <Link href="/forgot-password" className="mt-1 inline-block font-medium underline underline-offset-4">
            Request a new link
          </Link>
        </Alert>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-new`}>New Password</Label>
        <PasswordInput
          id={`${id}-new`}
          toggleLabel="new password"
          autoComplete="new-password"
          {...form.register('newPassword')}
          disabled={!tokenValid}
          aria-describedby={`${id}-rules`}
        />
        <PasswordRulesList id={`${id}-rules`} password={newPassword} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-confirm`}>Confirm New Password</Label>
        <PasswordInput
          id={`${id}-confirm`}
          toggleLabel="confirm password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          disabled={!tokenValid}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${id}-mismatch` : undefined}
        />
        {mismatch ? (
          <p id={`${id}-mismatch`} className="text-sm font-medium text-danger">
            Passwords do not match
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={!canSubmit}>
        {submitting ? <Spinner className="h-4 w-4" /> : null}
        {submitting ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}
