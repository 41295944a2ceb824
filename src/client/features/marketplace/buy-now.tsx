import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { ShoppingCart } from 'lucide-react';
import { ORDERS_MESSAGES } from '../../../shared/messages/orders-messages.ts';
import type { PublicListingDetail } from '../../../shared/schemas/public-listing.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { signInPath } from '../../lib/return-path.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { BUY_BOX, PaymentLine } from './buy-box.tsx';

// The form (and its form library) loads only for a signed-in buyer: the listing page is public, and
// most of its visitors are signed out (first-load budget, docs/client.md).
const BuyNowForm = lazy(() => import('./buy-now-form.tsx').then((m) => ({ default: m.BuyNowForm })));

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
  if (!user.isEmailVerified) {
    return (
      <section aria-label="Buy now" className={BUY_BOX}>
        <p className="text-sm text-fg-muted">{ORDERS_MESSAGES.verifiedEmailRequired}</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<div className={`${BUY_BOX} min-h-64`} aria-busy="true" />}>
      <BuyNowForm listing={listing} payByCard={payByCard} />
    </Suspense>
  );
}
