import { useEffect } from 'react';
import { apiJson } from './api.ts';
import { loadInitResponseSchema } from './schema-loaders.ts';

const INIT_FLAG_KEY = 'sparestock_init_done';
const SUPPORT_EMAIL_KEY = 'sparestock_support_email';
/** Fired on window when the support address becomes known. */
export const SUPPORT_EMAIL_EVENT = 'sparestock:support-email';
export const DEFAULT_SUPPORT_EMAIL = 'support@sparestock.co.uk';
let started = false;

/** Where support mail goes, as POST /api/init last said in this browser session. */
export function readSupportEmail(): string {
  try {
    return window.sessionStorage.getItem(SUPPORT_EMAIL_KEY) || DEFAULT_SUPPORT_EMAIL;
  } catch {
    return DEFAULT_SUPPORT_EMAIL;
  }
}

function rememberSupportEmail(email: string): void {
  if (!email.includes('@')) return;
  try {
    window.sessionStorage.setItem(SUPPORT_EMAIL_KEY, email);
    window.dispatchEvent(new Event(SUPPORT_EMAIL_EVENT));
  } catch {
    // The default address is used instead.
  }
}

function alreadyInitialised(): boolean {
  try {
    return window.sessionStorage.getItem(INIT_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

function markInitialised(): void {
  try {
    window.sessionStorage.setItem(INIT_FLAG_KEY, '1');
  } catch {
    // Without session storage the call simply runs once per page load.
  }
}

/** POST /api/init once per browser session (spec §7); its failures do not concern the user. */
export function useAppInit(): void {
  useEffect(() => {
    // A task of its own: the first sessionStorage read opens the storage (a synchronous call to the
    // browser process), which should not lengthen the first render's commit on a slow phone.
    const timer = window.setTimeout(() => {
      if (started || alreadyInitialised()) return;
      started = true;
      apiJson('POST', '/api/init', loadInitResponseSchema)
        .then((body) => {
          rememberSupportEmail(body.supportEmail);
          markInitialised();
        })
        .catch(() => undefined);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
}
