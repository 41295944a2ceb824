import { lazy } from 'react';

/*
 * Every screen is its own chunk, the sign-in screen too: its forms (react-hook-form, ~11 KB gzip)
 * were a tenth of the entry script that every public page (search, listings) ran for nothing. The
 * server preloads it with the HTML of `/auth`, and the front door's with that of `/`
 * (search/seo-pages.ts), so the signed-out visitor's first paint does not wait for the entry script.
 */
export const AuthPage = lazy(() => import('../features/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage })));
export const OnboardingPage = lazy(() => import('../features/onboarding/onboarding-page.tsx').then((m) => ({ default: m.OnboardingPage })));
export const ForgotPasswordPage = lazy(() =>
  import('../features/password/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/password/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('../features/verify-email/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
export const ResendVerificationPage = lazy(() =>
  import('../features/verify-email/resend-verification-page.tsx').then((m) => ({ default: m.ResendVerificationPage })),
);
export const InventoryPage = lazy(() => import('../features/inventory/inventory-page.tsx').then((m) => ({ default: m.InventoryPage })));
export const AddItemPage = lazy(() => import('../features/smart-upload/add-item-page.tsx').then((m) => ({ default: m.AddItemPage })));
export const EditItemPage = lazy(() => import('../features/inventory/edit-item-page.tsx').then((m) => ({ default: m.EditItemPage })));
export const ExportPage = lazy(() => import('../features/inventory/export-page.tsx').then((m) => ({ default: m.ExportPage })));
export const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
export const LegalPage = lazy(() => import('../features/legal/legal-page.tsx').then((m) => ({ default: m.LegalPage })));
export const FrontDoorPage = lazy(() => import('../features/marketplace/front-door-page.tsx').then((m) => ({ default: m.FrontDoorPage })));
export const SearchPage = lazy(() => import('../features/marketplace/search-page.tsx').then((m) => ({ default: m.SearchPage })));
export const ListingPage = lazy(() => import('../features/marketplace/listing-page.tsx').then((m) => ({ default: m.ListingPage })));
export const SellerPage = lazy(() => import('../features/marketplace/seller-page.tsx').then((m) => ({ default: m.SellerPage })));
export const MessagesPage = lazy(() => import('../features/messages/messages-page.tsx').then((m) => ({ default: m.MessagesPage })));
export const WatchlistPage = lazy(() => import('../features/watchlist/watchlist-page.tsx').then((m) => ({ default: m.WatchlistPage })));
export const WantedPage = lazy(() => import('../features/wanted/wanted-page.tsx').then((m) => ({ default: m.WantedPage })));
export const SecurityPage = lazy(() => import('../features/account/security-page.tsx').then((m) => ({ default: m.SecurityPage })));
export const YourDataPage = lazy(() => import('../features/account/your-data-page.tsx').then((m) => ({ default: m.YourDataPage })));
export const EmailLinkPage = lazy(() => import('../features/account/email-link-page.tsx').then((m) => ({ default: m.EmailLinkPage })));
export const AdminReportsPage = lazy(() =>
  import('../features/admin/admin-reports-page.tsx').then((m) => ({ default: m.AdminReportsPage })),
);
export const AdminDisputesPage = lazy(() =>
  import('../features/admin/admin-disputes-page.tsx').then((m) => ({ default: m.AdminDisputesPage })),
);
export const OrdersPage = lazy(() => import('../features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage })));
export const OrderPage = lazy(() => import('../features/orders/order-page.tsx').then((m) => ({ default: m.OrderPage })));
