import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.tsx';
import { signInPath } from '../../lib/return-path.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { BUY_BOX } from './buy-box.tsx';
import type { ContactSellerProps } from './contact-seller-form.tsx';

// The form (its form library and the contact warning) loads only for a signed-in buyer who may
// write: the listing page is public, and most of its visitors are signed out (docs/client.md).
const ContactSellerForm = lazy(() => import('./contact-seller-form.tsx').then((m) => ({ default: m.ContactSellerForm })));

/** 'Contact seller': a question, the quantity wanted and, if the buyer likes, an offer per unit. */
export function ContactSeller(props: ContactSellerProps) {
  const { sellerId, sellerName } = props;
  const { user } = useAuth();
  const [location] = useLocation();

  if (!user) {
    return (
      <section aria-label="Contact seller" className={BUY_BOX}>
        <p className="text-sm text-fg-muted">Ask {sellerName} a question or make an offer.</p>
        <Link href={signInPath(location)} className={buttonClasses('primary', 'md', 'w-full')}>
          <MessageSquare className="h-4 w-4" aria-hidden />
          Sign in to contact the seller
        </Link>
      </section>
    );
  }
  if (user.id === sellerId) {
    return (
      <section aria-label="Contact seller" className={BUY_BOX}>
        <p className="text-sm text-fg-muted">This is your listing. Buyers’ messages reach you in Messages.</p>
        <Link href="/" className={buttonClasses('secondary', 'sm', 'w-full')}>
          Manage it in your inventory
        </Link>
      </section>
    );
  }
  if (!user.isEmailVerified) {
    return (
      <section aria-label="Contact seller" className={BUY_BOX}>
        <p className="text-sm text-fg-muted">
          Verify your email address to contact sellers: it keeps the marketplace free of throwaway accounts.
        </p>
        <Link href={`/resend-verification?email=${encodeURIComponent(user.email)}`} className={buttonClasses('secondary', 'sm', 'w-full')}>
          Resend Verification Email
        </Link>
      </section>
    );
  }

  return (
    <Suspense fallback={<div className={`${BUY_BOX} min-h-72`} aria-busy="true" />}>
      <ContactSellerForm {...props} />
    </Suspense>
  );
}
