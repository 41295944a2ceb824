import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { CircleCheck, CircleX, MailCheck } from 'lucide-react';
import { PageShell } from '../../components/page-shell.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { VERIFY_MESSAGES, verifyEmailToken, type VerifyResult } from './verify-email-request.ts';

function useVerification(token: string): { result: VerifyResult | null } {
  // A token can be used once: the query de-duplicates StrictMode's double mount and is never refetched.
  const query = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmailToken(token),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!token) return { result: { state: 'error', message: VERIFY_MESSAGES.missingToken } };
  return { result: query.data ?? null };
}

export function VerifyEmailPage() {
  const token = (new URLSearchParams(useSearch()).get('token') ?? '').trim();
  const { result } = useVerification(token);

  if (!result) {
    return (
      <PageShell icon={<Spinner className="h-6 w-6" />} title="Verifying your email" description="This takes a moment...">
        <p className="sr-only" role="status">
          Verifying your email...
        </p>
      </PageShell>
    );
  }

  if (result.state === 'success' || result.state === 'already_verified') {
    const verifiedNow = result.state === 'success';
    return (
      <PageShell
        icon={verifiedNow ? <CircleCheck className="h-6 w-6 text-success" /> : <MailCheck className="h-6 w-6" />}
        title={verifiedNow ? 'Email Verified' : 'Already Verified'}
      >
        <p role="status" className="text-center text-sm text-fg">
          {result.message}
        </p>
        <Link href="/auth" className={buttonClasses('primary', 'md', 'w-full')}>
          {verifiedNow ? 'Continue to Login' : 'Go to Login'}
        </Link>
      </PageShell>
    );
  }

  return (
    <PageShell icon={<CircleX className="h-6 w-6 text-danger" />} title="Verification Failed">
      <p role="alert" className="text-center text-sm text-fg">
        {result.message}
      </p>
      <div className="grid gap-3">
        <Link href="/resend-verification" className={buttonClasses('primary', 'md', 'w-full')}>
          Resend Verification Email
        </Link>
        <Link href="/auth" className={buttonClasses('secondary', 'md', 'w-full')}>
          Go to Login
        </Link>
      </div>
    </PageShell>
  );
}
