import { parseApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { LazySafetyMenu } from '../../components/safety/lazy-safety-menu.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ListingUnavailable } from './listing-unavailable.tsx';
import { usePublicSeller, useSearchResults } from './marketplace-queries.ts';
import { Pagination } from './pagination.tsx';
import { ResultsGrid, ResultsSkeleton } from './results-grid.tsx';
import { SearchEmpty } from './search-empty.tsx';
import { SearchForm } from './search-form.tsx';
import { resultsStatus, SearchFailed } from './search-status.tsx';
import { effectiveSort, toApiQuery } from './search-state.ts';
import { SellerCard } from './seller-card.tsx';
import { SellerFeedback } from './seller-feedback.tsx';
import { SortSelect } from './sort-select.tsx';
import { useSearchUrl } from './use-search-url.ts';

/** A seller's live listings at /seller/{id}, searchable like the marketplace. */
export function SellerPage({ id }: { id: number }) {
  const { user } = useAuth();
  const sellerQuery = usePublicSeller(id, 1);
  const url = useSearchUrl(`/seller/${id}`);
  const { hrefFor, change } = url;
  // Words only here: a place left in the URL (a link from the marketplace, a hand-edited one) has no
  // box on this page to correct it in, so neither the search nor its form sees it.
  const state = { ...url.state, near: '', radius: null };
  const results = useSearchResults(toApiQuery(state, { seller: String(id) }));
  const seller = sellerQuery.data?.seller;
  useDocumentTitle(seller ? `${seller.displayName} – surplus stock` : null);

  if (sellerQuery.isError && parseApiError(sellerQuery.error).status === 404) return <ListingUnavailable what="seller" />;
  const data = results.data;

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[15rem_1fr]">
        <aside className="min-w-0 space-y-2">
          {seller ? (
            <SellerCard seller={seller} showLink={false} headingLevel="h1" feedback={sellerQuery.data?.feedback} />
          ) : (
            <Skeleton className="h-48 w-full rounded-lg" />
          )}
          {seller && user && user.id !== seller.id ? (
            <div className="flex justify-end">
              <LazySafetyMenu report={{ kind: 'user', id: seller.id, label: 'Report this seller' }} />
            </div>
          ) : null}
        </aside>
        <section aria-labelledby="seller-results-heading" className="min-w-0 space-y-4">
          <SearchForm
            key={state.q}
            state={state}
            scope={seller ? `${seller.displayName}’s listings` : 'this seller’s listings'}
            withPlace={false}
            onSearch={change}
          />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="seller-results-heading" className="text-lg font-semibold text-fg">
                {state.q.trim() ? `Results for “${state.q.trim()}”` : 'Live listings'}
              </h2>
              <p className="text-sm text-fg-muted" aria-live="polite">
                {resultsStatus(data?.total, results.isError)}
              </p>
            </div>
            <SortSelect value={effectiveSort(state)} canSortByDistance={false} onChange={(sort) => change({ sort })} />
          </div>
          {results.isError ? (
            <SearchFailed error={results.error} />
          ) : !data ? (
            <ResultsSkeleton count={4} />
          ) : data.results.length === 0 ? (
            <SearchEmpty state={state} response={data} hrefFor={hrefFor} />
          ) : (
            <ResultsGrid items={data.results} label="Seller’s listings" />
          )}
          {data ? <Pagination page={state.page} pageSize={data.pageSize} total={data.total} hrefFor={(page) => hrefFor({ page })} /> : null}
          <SellerFeedback sellerId={id} />
        </section>
      </div>
    </main>
  );
}
