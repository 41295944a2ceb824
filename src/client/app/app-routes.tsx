import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAuth } from '../lib/auth-context.tsx';
import { readReturnPath, signInPath } from '../lib/return-path.ts';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { isProtectedRoute, isPublicPath, matchRoute, needsSignIn, type RouteMatch } from './route-rules.ts';
import { NotFoundPage } from './not-found-page.tsx';
import * as Pages from './lazy-pages.ts';

/** /onboarding itself: signed-out visitors sign in first; a finished profile has nothing to do here. */
function OnboardingRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  if (user.isProfileComplete) return <Redirect to="/" replace />;
  return <Pages.OnboardingPage />;
}

function renderRoute(match: RouteMatch, signedIn: boolean, location: string, isAdmin: boolean) {
  if (isProtectedRoute(match) && !signedIn) return <NotFoundPage />;
  if (needsSignIn(match) && !signedIn) return <Redirect to={signInPath(location)} replace />;
  switch (match.name) {
    case 'home':
      // Decisions ruling 13: signed out, `/` is the marketplace's front door.
      return signedIn ? <Pages.InventoryPage /> : <Pages.FrontDoorPage />;
    case 'auth':
      return signedIn ? <Redirect to={readReturnPath(window.location.search)} replace /> : <Pages.AuthPage />;
    case 'onboarding':
      return <OnboardingRoute />;
    case 'forgot-password':
      return <Pages.ForgotPasswordPage />;
    case 'reset-password':
      return <Pages.ResetPasswordPage />;
    case 'verify-email':
      return <Pages.VerifyEmailPage />;
    case 'resend-verification':
      return <Pages.ResendVerificationPage />;
    case 'legal':
      return <Pages.LegalPage slug={match.slug} />;
    case 'add-item':
      return <Pages.AddItemPage />;
    case 'edit-item':
      return <Pages.EditItemPage id={match.id} />;
    case 'profile':
      return <Pages.ProfilePage />;
    case 'create-listing':
      return <Redirect to="/add-item" replace />;
    case 'export':
      // Decisions §8: downloads the CSV, then returns to /. Signed out, there is nothing to export.
      return signedIn ? <Pages.ExportPage /> : <Redirect to="/auth" replace />;
    case 'search':
      return <Pages.SearchPage />;
    case 'listing':
      return <Pages.ListingPage key={match.id} id={match.id} />;
    case 'seller':
      return <Pages.SellerPage key={match.id} id={match.id} />;
    case 'messages':
      return <Pages.MessagesPage conversationId={match.id} />;
    case 'wanted':
      return <Pages.WantedPage />;
    case 'watchlist':
      return <Pages.WatchlistPage />;
    case 'security':
      return <Pages.SecurityPage />;
    case 'your-data':
      return <Pages.YourDataPage />;
    case 'email-link':
      return <Pages.EmailLinkPage action={match.action} />;
    case 'admin-reports':
      // Not an admin (or signed out): the page does not exist for them, as the API says (404).
      return isAdmin ? <Pages.AdminReportsPage /> : <NotFoundPage />;
    case 'admin-disputes':
      return isAdmin ? <Pages.AdminDisputesPage /> : <NotFoundPage />;
    case 'orders':
      return <Pages.OrdersPage />;
    case 'order':
      return <Pages.OrderPage key={match.id} id={match.id} />;
    case 'not-found':
      return <NotFoundPage />;
    default: {
      const unreachable: never = match;
      return unreachable;
    }
  }
}

/** The routing rules of spec §2, applied in order. */
export function AppRoutes() {
  const [location] = useLocation();
  const { user, isLoading } = useAuth();
  const isPublic = isPublicPath(location);

  let content;
  if (!isPublic && isLoading) content = <FullPageSpinner />;
  else if (!isPublic && user && user.isProfileComplete === false) content = <Pages.OnboardingPage />;
  else content = renderRoute(matchRoute(location), user !== null, location, user?.isAdmin === true);

  return <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>;
}
