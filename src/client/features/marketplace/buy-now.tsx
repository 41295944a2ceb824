import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { ShoppingCart } from 'lucide-react';
import type { PublicListingDetail } from '../../../shared/schemas/public-listing.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { signInPath } from '../../lib/return-path.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { BUY_BOX, PaymentLine } from './buy-box.tsx';

// The form (its form library, the order sums and the orders' messages) loads only for a signed-in
// buyer: the listing page is public, and most of its visitors are signed out (docs/client.md).
const BuyNowPanel = lazy(() => import('./buy-now-form.tsx').then((m) => ({ default: m.BuyNowPanel })));

/** "Buy now" at the listed price: how many, delivery or collection, what it comes to; placing it opens the order. */
export function BuyNow({ listing, sellerId, payByCard }: { listing: PublicListingDetail; sellerId: number; payByCard: boolean }) {
  const { user } = useAuth();
  const [location] = useLocation();

  if (listing.quantity < 1 || user?.id === sellerId) return null;
  if (!user) {
    return (
      <section aria-label="Buy now" className={BUY_BOX}>
        <PaymentLine byCard={payByCard} />
        <Link href={signInPath(location)} className={buttonClasses('primary', 'md', 'w-full')}>
          <ShoppingCart className="h-4 w-4" aria-hidden />
          Sign in to buy
        </Link>
      </section>
    );
  }
  return (
    <Suspense fallback={<div className={`${BUY_BOX} min-h-64`} aria-busy="true" />}>
      <BuyNowPanel listing={listing} payByCard={payByCard} emailVerified={user.isEmailVerified} />
    </Suspense>
  );
}
