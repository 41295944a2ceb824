import { Link } from 'wouter';
import { BadgeCheck, Building2, User } from 'lucide-react';
import type { PublicSeller } from '../../../shared/schemas/public-listing.ts';
import { formatCount } from '../../../shared/money.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatMemberSince } from './listing-text.ts';
import { FeedbackBadge } from '../../components/feedback/feedback-entry.tsx';
import type { FeedbackSummary } from '../../../shared/schemas/feedback.ts';

interface SellerCardProps {
  seller: PublicSeller;
  /** A link to the seller's page (not on the seller's page itself). */
  showLink?: boolean;
  headingLevel?: 'h1' | 'h2';
  /** What buyers left in the last 12 months: "98% positive (123)" once there is any. */
  feedback?: FeedbackSummary;
}

/** Who sells: name, kind, how long with us, what they have live, and a verified email. */
export function SellerCard({ seller, showLink = true, headingLevel = 'h2', feedback }: SellerCardProps) {
  const Heading = headingLevel;
  const Kind = seller.accountType === 'business' ? Building2 : User;
  return (
    <section aria-label="Seller" className="space-y-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg" aria-hidden>
          <Kind className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <Heading className="text-base font-semibold break-words text-fg">{seller.displayName}</Heading>
          <p className="text-sm text-fg-muted">{seller.accountType === 'business' ? 'Business seller' : 'Individual seller'}</p>
          <FeedbackBadge summary={feedback} className="block" />
        </div>
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Member since</dt>
          <dd>{formatMemberSince(seller.memberSince)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Live listings</dt>
          <dd className="tabular-nums">{formatCount(seller.liveListings)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">Email</dt>
          <dd className="flex items-center gap-1">
            {seller.emailVerified ? <BadgeCheck className="h-4 w-4 text-success" aria-hidden /> : null}
            {seller.emailVerified ? 'Verified' : 'Not verified'}
          </dd>
        </div>
      </dl>
      {showLink ? (
        <Link href={`/seller/${seller.id}`} className={buttonClasses('secondary', 'sm', 'w-full')}>
          See all from this seller
        </Link>
      ) : null}
    </section>
  );
}
