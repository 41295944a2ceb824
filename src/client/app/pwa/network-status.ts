import { useSyncExternalStore } from 'react';
import { queryClient } from '../../lib/query-client.ts';

/** Sent by public/sw.js after each /api request it forwards. */
const SW_NETWORK_MESSAGE = 'sparestock:network';

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let requestFailed = false;
let offline = !browserOnline;
const listeners = new Set<() => void>();

function update(): void {
  const next = !browserOnline || requestFailed;
  if (next === offline) return;
  offline = next;
  for (const listener of listeners) listener();
}

/** fetch() rejects with a TypeError when the request never reached the server. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

function onRequestOutcome(reachedServer: boolean): void {
  requestFailed = !reachedServer;
  update();
}

let started = false;

/** Follows the browser's online flag, the service worker's reports and every query/mutation outcome. */
export function startNetworkStatus(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    browserOnline = true;
    requestFailed = false;
    update();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    update();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; online?: unknown } | null;
    if (data?.type === SW_NETWORK_MESSAGE && typeof data.online === 'boolean') onRequestOutcome(data.online);
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') onRequestOutcome(true);
    else if (event.action.type === 'error') onRequestOutcome(!isNetworkError(event.action.error));
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') onRequestOutcome(true);
    else if (event.action.type === 'error') onRequestOutcome(!isNetworkError(event.action.error));
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the browser is offline or the last request could not reach the server. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offline,
    () => false,
  );
}
