import { lazy } from 'react';
import type { RouteMatch } from './route-rules.ts';
import { chunkOfRoute, type PageChunk } from './route-chunks.ts';

/*
 * Every screen is its own chunk, the sign-in screen too: its forms (react-hook-form, ~11 KB gzip)
 * were a tenth of the entry script that every public page (search, listings) ran for nothing. The
 * server preloads it with the HTML of `/auth`, and the front door's with that of `/`
 * (search/seo-pages.ts), so the signed-out visitor's first paint does not wait for the entry script.
 * Any other screen's chunk is asked for as soon as the entry script runs (`preloadPage`), not once
 * GET /api/user has answered and the route renders.
 */
/** Each screen's chunk, by screen: `lazy()` below loads it on first render, `preloadPage` earlier. */
const PAGE_CHUNKS = {
  auth: () => import('../features/auth/auth-page.tsx'),
  onboarding: () => import('../features/onboarding/onboarding-page.tsx'),
  forgotPassword: () => import('../features/password/forgot-password-page.tsx'),
  resetPassword: () => import('../features/password/reset-password-page.tsx'),
  verifyEmail: () => import('../features/verify-email/verify-email-page.tsx'),
  resendVerification: () => import('../features/verify-email/resend-verification-page.tsx'),
  inventory: () => import('../features/inventory/inventory-page.tsx'),
  addItem: () => import('../features/smart-upload/add-item-page.tsx'),
  editItem: () => import('../features/inventory/edit-item-page.tsx'),
  export: () => import('../features/inventory/export-page.tsx'),
  profile: () => import('../features/profile/profile-page.tsx'),
  legal: () => import('../features/legal/legal-page.tsx'),
  frontDoor: () => import('../features/marketplace/front-door-page.tsx'),
  search: () => import('../features/marketplace/search-page.tsx'),
  listing: () => import('../features/marketplace/listing-page.tsx'),
  seller: () => import('../features/marketplace/seller-page.tsx'),
  messages: () => import('../features/messages/messages-page.tsx'),
  watchlist: () => import('../features/watchlist/watchlist-page.tsx'),
  wanted: () => import('../features/wanted/wanted-page.tsx'),
  security: () => import('../features/account/security-page.tsx'),
  yourData: () => import('../features/account/your-data-page.tsx'),
  emailLink: () => import('../features/account/email-link-page.tsx'),
  adminReports: () => import('../features/admin/admin-reports-page.tsx'),
  adminDisputes: () => import('../features/admin/admin-disputes-page.tsx'),
  orders: () => import('../features/orders/orders-page.tsx'),
  order: () => import('../features/orders/order-page.tsx'),
} satisfies Record<PageChunk, () => Promise<unknown>>;

export const AuthPage = lazy(() => PAGE_CHUNKS.auth().then((m) => ({ default: m.AuthPage })));
export const OnboardingPage = lazy(() => PAGE_CHUNKS.onboarding().then((m) => ({ default: m.OnboardingPage })));
export const ForgotPasswordPage = lazy(() => PAGE_CHUNKS.forgotPassword().then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => PAGE_CHUNKS.resetPassword().then((m) => ({ default: m.ResetPasswordPage })));
export const VerifyEmailPage = lazy(() => PAGE_CHUNKS.verifyEmail().then((m) => ({ default: m.VerifyEmailPage })));
export const ResendVerificationPage = lazy(() => PAGE_CHUNKS.resendVerification().then((m) => ({ default: m.ResendVerificationPage })));
export const InventoryPage = lazy(() => PAGE_CHUNKS.inventory().then((m) => ({ default: m.InventoryPage })));
export const AddItemPage = lazy(() => PAGE_CHUNKS.addItem().then((m) => ({ default: m.AddItemPage })));
export const EditItemPage = lazy(() => PAGE_CHUNKS.editItem().then((m) => ({ default: m.EditItemPage })));
export const ExportPage = lazy(() => PAGE_CHUNKS.export().then((m) => ({ default: m.ExportPage })));
export const ProfilePage = lazy(() => PAGE_CHUNKS.profile().then((m) => ({ default: m.ProfilePage })));
export const LegalPage = lazy(() => PAGE_CHUNKS.legal().then((m) => ({ default: m.LegalPage })));
export const FrontDoorPage = lazy(() => PAGE_CHUNKS.frontDoor().then((m) => ({ default: m.FrontDoorPage })));
export const SearchPage = lazy(() => PAGE_CHUNKS.search().then((m) => ({ default: m.SearchPage })));
export const ListingPage = lazy(() => PAGE_CHUNKS.listing().then((m) => ({ default: m.ListingPage })));
export const SellerPage = lazy(() => PAGE_CHUNKS.seller().then((m) => ({ default: m.SellerPage })));
export const MessagesPage = lazy(() => PAGE_CHUNKS.messages().then((m) => ({ default: m.MessagesPage })));
export const WatchlistPage = lazy(() => PAGE_CHUNKS.watchlist().then((m) => ({ default: m.WatchlistPage })));
export const WantedPage = lazy(() => PAGE_CHUNKS.wanted().then((m) => ({ default: m.WantedPage })));
export const SecurityPage = lazy(() => PAGE_CHUNKS.security().then((m) => ({ default: m.SecurityPage })));
export const YourDataPage = lazy(() => PAGE_CHUNKS.yourData().then((m) => ({ default: m.YourDataPage })));
export const EmailLinkPage = lazy(() => PAGE_CHUNKS.emailLink().then((m) => ({ default: m.EmailLinkPage })));
export const AdminReportsPage = lazy(() => PAGE_CHUNKS.adminReports().then((m) => ({ default: m.AdminReportsPage })));
export const AdminDisputesPage = lazy(() => PAGE_CHUNKS.adminDisputes().then((m) => ({ default: m.AdminDisputesPage })));
export const OrdersPage = lazy(() => PAGE_CHUNKS.orders().then((m) => ({ default: m.OrdersPage })));
export const OrderPage = lazy(() => PAGE_CHUNKS.order().then((m) => ({ default: m.OrderPage })));

/** Starts loading the chunk of the screen `match` will draw (see `chunkOfRoute`); a failure is left to the route's own load. */
export function preloadPage(match: RouteMatch, hasSession: boolean): void {
  const chunk = chunkOfRoute(match, hasSession);
  if (chunk) PAGE_CHUNKS[chunk]().catch(() => undefined);
}
