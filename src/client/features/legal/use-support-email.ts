import { useSyncExternalStore } from 'react';
import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_EVENT, readSupportEmail } from '../../lib/use-app-init.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SUPPORT_EMAIL_EVENT, onChange);
  return () => window.removeEventListener(SUPPORT_EMAIL_EVENT, onChange);
}

/** The support address from POST /api/init, or the default until (or unless) it answers. */
export function useSupportEmail(): string {
  return useSyncExternalStore(subscribe, readSupportEmail, () => DEFAULT_SUPPORT_EMAIL);
}

export function buildMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`SpareStock: ${subject}`)}`;
}
