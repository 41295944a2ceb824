import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { categoryLinks, FRONT_DOOR_TEXT, frontDoorApiQuery, SELL_HREF } from '../../../shared/front-door.ts';
import { FRONT_DOOR_CLASSES } from '../../../shared/front-door-classes.ts';
import { formatCount } from '../../../shared/money.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchResults } from './marketplace-queries.ts';
import { ResultsGrid, ResultsSkeleton } from './results-grid.tsx';
import { SearchForm } from './search-form.tsx';
import { EMPTY_SEARCH, updateSearch, writeSearchState } from './search-state.ts';
import { readVisitorPlace, rememberVisitorPlace } from './visitor-place.ts';

/**
 * Signed-out `/` (decisions ruling 13): the marketplace's front door. A search box, a way in for
 * sellers, the newest listings (nearest first once the visitor has given a place this visit) and
 * the categories with their live counts, all from one GET /api/search. The server paints the same
 * page first (server/http/first-paint.ts), with the same classes, so the swap does not move it.
 */
export function FrontDoorPage() {
  const [, navigate] = useLocation();
  const [place, setPlace] = useState(readVisitorPlace);
  const query = useSearchResults(frontDoorApiQuery(place));
  const data = useDeferredValue(query.data);
  useDocumentTitle('Surplus M&E stock from UK contractors');

  // A remembered place the search cannot measure from: the newest from everywhere instead.
  useEffect(() => {
    if (place && query.isError) setPlace(null);
  }, [place, query.isError]);

  const categories = useMemo(() => (data ? categoryLinks(data.facets.category) : []), [data]);

  return (
    <main className={FRONT_DOOR_CLASSES.main}>
      <section className="space-y-3" aria-labelledby="front-door-heading">
        <h1 id="front-door-heading" className={FRONT_DOOR_CLASSES.heading}>
          {FRONT_DOOR_TEXT.heading}
        </h1>
        <p className="text-fg-muted">{FRONT_DOOR_TEXT.intro}</p>
        <SearchForm
          state={EMPTY_SEARCH}
          scope="the marketplace"
          onSearch={(change) => {
            if (change.near) rememberVisitorPlace(change.near);
            navigate(`/search${writeSearchState(updateSearch(EMPTY_SEARCH, change))}`);
          }}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-sm text-fg-muted">{FRONT_DOOR_TEXT.sellPrompt}</p>
          <Link href={SELL_HREF} className={FRONT_DOOR_CLASSES.sell}>
            {FRONT_DOOR_TEXT.sell}
          </Link>
        </div>
      </section>
      <section className="space-y-4" aria-labelledby="newest-heading" aria-busy={query.isFetching}>
        <h2 id="newest-heading" className={FRONT_DOOR_CLASSES.subheading}>
          {place && data?.location ? FRONT_DOOR_TEXT.nearest : FRONT_DOOR_TEXT.newest}
        </h2>
        {!data ? (
          <ResultsSkeleton count={4} />
        ) : data.results.length === 0 ? (
          <p className="text-fg-muted">Nothing is listed yet. Be the first: sell your surplus.</p>
        ) : (
          <ResultsGrid items={data.results} label={FRONT_DOOR_TEXT.newest} />
        )}
        <p>
          <Link href="/search" className={FRONT_DOOR_CLASSES.seeAll}>
            {FRONT_DOOR_TEXT.seeAll}
          </Link>
        </p>
      </section>
      {categories.length ? (
        <section className="space-y-4" aria-labelledby="categories-heading">
          <h2 id="categories-heading" className={FRONT_DOOR_CLASSES.subheading}>
            {FRONT_DOOR_TEXT.categories}
          </h2>
          <ul className={FRONT_DOOR_CLASSES.categories}>
            {categories.map((category) => (
              <li key={category.name}>
                {/* The name read out is the words shown and then "for sale": never a different label. */}
                <Link href={category.href} className={FRONT_DOOR_CLASSES.category}>
                  <span>{category.name}</span>
                  <span className="text-fg-muted tabular-nums">
                    {formatCount(category.count)}
                    <span className="sr-only"> for sale</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
