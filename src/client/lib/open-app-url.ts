/**
 * Opens a link the API handed back (dev-mode verification and reset links). Links into this app
 * stay in the single-page app, so the toast explaining them survives; others load normally.
 */
export function openAppUrl(url: string, navigate: (path: string) => void): void {
  try {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) {
      navigate(`${target.pathname}${target.search}`);
      return;
    }
    window.location.assign(target.href);
  } catch {
    // A malformed link is not worth breaking the screen for; the toast already explained it.
  }
}
