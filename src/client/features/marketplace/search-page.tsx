import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { parsePostcode } from '../../../shared/postcode.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DataAttribution } from './data-attribution.tsx';
import { useSearchResults } from './marketplace-queries.ts';
import { Pagination } from './pagination.tsx';
import { ResultsGrid, ResultsSkeleton } from './results-grid.tsx';
import { SaveSearch } from './save-search.tsx';
import { SearchEmpty } from './search-empty.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchForm } from './search-form.tsx';
import { resultsStatus, SearchFailed } from './search-status.tsx';
import { countFilters, effectiveSort, toApiQuery, withDefaultNear, type SearchState } from './search-state.ts';
import { SortSelect } from './sort-select.tsx';
import { useSearchUrl } from './use-search-url.ts';
import { rememberVisitorPlace } from './visitor-place.ts';

/** Tailwind's md breakpoint, where the filters sit beside the results. */
const WIDE_SCREEN = '(min-width: 768px)';

/** The marketplace at /search: anyone may browse; every state is in the URL. */
export function SearchPage() {
  const { user } = useAuth();
  const ownOutcode = useMemo(() => {
    const parsed = user?.postcode ? parsePostcode(user.postcode) : null;
    return parsed?.ok ? parsed.outcode : null;
  }, [user?.postcode]);
  const fillDefaults = useCallback((s: SearchState) => withDefaultNear(s, ownOutcode), [ownOutcode]);
  const { fromUrl, state, hrefFor, change } = useSearchUrl('/search', fillDefaults);
  // A place the visitor gave (not their own default): the front door lists what is nearest to it this visit.
  useEffect(() => {
    if (fromUrl.near) rememberVisitorPlace(fromUrl.near);
  }, [fromUrl.near]);
  const query = useSearchResults(toApiQuery(state));
  // Results are drawn in the background (in 5 ms slices, as a transition), not in one long task
  // when the answer arrives (a query's answer is a synchronous store update).
  const data = useDeferredValue(query.data);
  useDocumentTitle(state.q.trim() ? `${state.q.trim()} – Marketplace` : 'Marketplace');

  // Beside the results on wider screens; folded away on phones, so the results come first.
  const [filtersOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const activeFilters = countFilters(state);

  const heading = state.q.trim() ? `Results for “${state.q.trim()}”` : 'Surplus M&E stock';
  const place = data?.location ? `${data.location.outcode}${data.location.area ? ` (${data.location.area.split(',')[0]})` : ''}` : null;

  return (
    <main className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      <div className="space-y-3">
        <h1 className="text-xl font-bold tracking-tight text-fg sm:text-2xl">{heading}</h1>
        <SearchForm key={`${state.q}|${state.near}|${state.radius}`} state={state} scope="the marketplace" onSearch={change} />
      </div>
      <div className="grid gap-6 md:grid-cols-[15rem_1fr]">
        <aside aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="sr-only">
            Filters
          </h2>
          <details className="group rounded-lg border border-border bg-surface md:border-0 md:bg-transparent" open={filtersOpen}>
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-semibold md:hidden">
              <SlidersHorizontal className="h-4 w-4" aria-hidden />
              {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
            </summary>
            <div className="border-t border-border p-3 md:border-0 md:p-0">
              <SearchFilters state={state} facets={data?.facets} hrefFor={hrefFor} onChange={change} />
            </div>
          </details>
        </aside>
        <section aria-labelledby="results-heading" aria-busy={query.isFetching} className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="results-heading" className="text-base font-semibold text-fg" aria-live="polite">
                {resultsStatus(data?.total, query.isError)}
              </h2>
              {place ? <p className="text-sm text-fg-muted">Distances from {place}</p> : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <SaveSearch state={state} />
              <SortSelect value={effectiveSort(state)} canSortByDistance={Boolean(state.near)} onChange={(sort) => change({ sort })} />
            </div>
          </div>
          {query.isError ? (
            <SearchFailed error={query.error} />
          ) : !data ? (
            <ResultsSkeleton />
          ) : data.results.length === 0 ? (
            <SearchEmpty state={state} response={data} hrefFor={hrefFor} />
          ) : (
            <ResultsGrid items={data.results} label="Search results" />
          )}
          {data ? <Pagination page={state.page} pageSize={data.pageSize} total={data.total} hrefFor={(page) => hrefFor({ page })} /> : null}
          <DataAttribution />
        </section>
      </div>
    </main>
  );
}
