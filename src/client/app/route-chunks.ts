import type { RouteMatch } from './route-rules.ts';

/** The screens' chunks by name (`lazy-pages.ts` holds one loader for each). */
export type PageChunk =
  | 'auth'
  | 'onboarding'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'resendVerification'
  | 'inventory'
  | 'addItem'
  | 'editItem'
  | 'export'
  | 'profile'
  | 'legal'
  | 'frontDoor'
  | 'search'
  | 'listing'
  | 'seller'
  | 'messages'
  | 'watchlist'
  | 'wanted'
  | 'security'
  | 'yourData'
  | 'emailLink'
  | 'adminReports'
  | 'adminDisputes'
  | 'orders'
  | 'order';

/**
 * The chunk each route draws, as app-routes.tsx chooses it: `/` is the inventory with a stored
 * session and the front door without; `/auth` redirects a session away; `/create-listing`
 * redirects to `/add-item`. A signed-out visitor to a signed-in screen is redirected or shown
 * not-found instead, so a guess there costs one unused chunk, never a wrong screen: the route
 * still decides what renders.
 */
const CHUNK_OF_ROUTE: Record<RouteMatch['name'], PageChunk | ((hasSession: boolean) => PageChunk | undefined) | undefined> = {
  home: (hasSession) => (hasSession ? 'inventory' : 'frontDoor'),
  auth: (hasSession) => (hasSession ? undefined : 'auth'),
  onboarding: 'onboarding',
  'forgot-password': 'forgotPassword',
  'reset-password': 'resetPassword',
  'verify-email': 'verifyEmail',
  'resend-verification': 'resendVerification',
  legal: 'legal',
  'add-item': 'addItem',
  'edit-item': 'editItem',
  profile: 'profile',
  'create-listing': 'addItem',
  export: 'export',
  search: 'search',
  listing: 'listing',
  seller: 'seller',
  messages: 'messages',
  wanted: 'wanted',
  watchlist: 'watchlist',
  security: 'security',
  'your-data': 'yourData',
  'email-link': 'emailLink',
  'admin-reports': 'adminReports',
  'admin-disputes': 'adminDisputes',
  orders: 'orders',
  order: 'order',
  'not-found': undefined,
};

/** The chunk the route `match` will most likely draw, or none. */
export function chunkOfRoute(match: RouteMatch, hasSession: boolean): PageChunk | undefined {
  const chunk = CHUNK_OF_ROUTE[match.name];
  return typeof chunk === 'function' ? chunk(hasSession) : chunk;
}
