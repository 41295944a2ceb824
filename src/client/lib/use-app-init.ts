import { useEffect } from 'react';
import { apiRequest } from './api.ts';

const INIT_FLAG_KEY = 'sparestock_init_done';
let started = false;

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
    if (started || alreadyInitialised()) return;
    started = true;
    apiRequest('POST', '/api/init')
      .then(markInitialised)
      .catch(() => undefined);
  }, []);
}
