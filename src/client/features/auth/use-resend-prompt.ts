import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Spec §9: after a login blocked by verification, wait this long, then offer to resend. */
export const RESEND_PROMPT_DELAY_MS = 2000;

export function buildResendVerificationPath(email: string): string {
  return `/resend-verification?email=${encodeURIComponent(email)}`;
}

/** Asks once, 2 s after a login is refused for an unverified address, whether to resend the link. */
export function useResendPrompt(email: string | null): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!email) return;
    const timer = window.setTimeout(() => {
      const wantsResend = window.confirm(
        `Your email address ${email} has not been verified yet. Would you like us to resend the verification email?`,
      );
      if (wantsResend) navigate(buildResendVerificationPath(email));
    }, RESEND_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [email, navigate]);
}
