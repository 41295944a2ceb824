import { readToken } from '../lib/token-storage.ts';
import { loadNavBar } from './layout.tsx';
import { preloadPage } from './lazy-pages.ts';
import { matchRoute } from './route-rules.ts';

/**
 * Asks for the chunks of the screen being opened as soon as the entry script runs: its page and,
 * with a stored session, the navigation bar. Otherwise they wait for GET /api/user to answer and
 * the route to render, a round of requests that starts only after another (about a third of a
 * second on a phone-class CPU). What renders is still decided by the routes; this only fetches.
 */
export function preloadScreen(pathname: string): void {
  const hasSession = readToken() !== null;
  preloadPage(matchRoute(pathname), hasSession);
  if (hasSession) loadNavBar().catch(() => undefined);
}
