import { useDeferredValue, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { ChevronRight } from 'lucide-react';
import { makeListingSlug } from '../../../shared/search-options.ts';
import { parseApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { LazySafetyMenu } from '../../components/safety/lazy-safety-menu.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PhotoGallery } from '../../components/listing/photo-gallery.tsx';
import { BuyNow } from './buy-now.tsx';
import { ContactSeller } from './contact-seller.tsx';
import { DataAttribution } from './data-attribution.tsx';
import { ListingFacts } from './listing-facts.tsx';
import { ListingUnavailable } from './listing-unavailable.tsx';
import { usePublicListing } from './marketplace-queries.ts';
import { listingPath } from './result-card.tsx';
import { SellerCard } from './seller-card.tsx';
import { WatchButton } from '../../components/watchlist/watch-button.tsx';
import { SellerMore } from './seller-more.tsx';
import { SpecTable } from './spec-table.tsx';

/** A live listing's public page at /listing/{id}-{slug}: anyone may read it. */
export function ListingPage({ id }: { id: number }) {
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const query = usePublicListing(id);
  // The page drawn from the data is rendered in the background (in 5 ms slices, as a transition):
  // a query's answer arrives as a synchronous store update, which would draw it in one long task.
  const data = useDeferredValue(query.data);
  const listing = data?.listing;
  useDocumentTitle(listing ? listing.title : null);

  // One URL per listing: a stale or missing slug is put right without a new history entry.
  useEffect(() => {
    if (!listing) return;
    const canonical = listingPath({ id: listing.id, slug: makeListingSlug(listing.title) });
    if (location !== canonical) navigate(canonical, { replace: true });
  }, [listing, location, navigate]);

  if (query.isError && parseApiError(query.error).status === 404) return <ListingUnavailable what="listing" />;
  if (query.isError) {
    return (
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Alert tone="danger" role="alert" title="This listing could not be loaded">
          Check your connection and refresh the page.
        </Alert>
      </main>
    );
  }
  if (!data || !listing) {
    // Shaped like the page (breadcrumb, then photo beside the facts), so nothing moves when it loads.
    return (
      <main className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:py-8" aria-busy="true">
        <Skeleton className="h-5 w-48" />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[3fr_2fr] md:gap-8">
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
          <div className="space-y-3">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </main>
    );
  }

  const { seller } = data;
  return (
    <main className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-2">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
            <li>
              <Link href="/search" className="hover:text-fg hover:underline">
                Marketplace
              </Link>
            </li>
            {listing.category ? (
              <li className="flex items-center gap-1">
                <ChevronRight className="h-4 w-4" aria-hidden />
                <Link href={`/search?category=${encodeURIComponent(listing.category)}`} className="hover:text-fg hover:underline">
                  {listing.category}
                </Link>
              </li>
            ) : null}
          </ol>
        </nav>
        {user && user.id !== seller.id ? (
          <LazySafetyMenu report={{ kind: 'listing', id: listing.id, label: 'Report this listing' }} />
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[3fr_2fr] md:gap-8">
        <PhotoGallery photos={listing.photos} title={listing.title} />
        <div className="min-w-0 space-y-4">
          <ListingFacts listing={listing} />
          <BuyNow listing={listing} sellerId={seller.id} payByCard={listing.payByCard} />
          {user && user.id !== seller.id ? <WatchButton listingId={listing.id} /> : null}
          <ContactSeller
            listingId={listing.id}
            sellerId={seller.id}
            sellerName={seller.displayName}
            quantity={listing.quantity}
            unitPrice={listing.unitPrice}
          />
          <SellerCard seller={seller} feedback={data?.feedback} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-8">
          {listing.description ? (
            <section aria-labelledby="description-heading" className="space-y-2">
              <h2 id="description-heading" className="text-lg font-semibold text-fg">
                Description
              </h2>
              <p className="text-sm leading-relaxed whitespace-pre-line text-fg">{listing.description}</p>
            </section>
          ) : null}
          <SpecTable listing={listing} />
        </div>
      </div>
      <SellerMore sellerId={seller.id} sellerName={seller.displayName} exceptId={listing.id} />
      <DataAttribution />
    </main>
  );
}
