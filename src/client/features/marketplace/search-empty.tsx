import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import type { SearchResponse } from '../../../shared/schemas/search.ts';
import { formatCount } from '../../../shared/money.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { hasFilters, type SearchState } from './search-state.ts';

interface SearchEmptyProps {
  state: SearchState;
  response: SearchResponse;
  hrefFor: (change: Partial<SearchState>) => string;
}

const results = (count: number) => `${formatCount(count)} ${count === 1 ? 'result' : 'results'}`;

/** Nothing found: say why in the visitor's terms, and offer the nearest way to something. */
export function SearchEmpty({ state, response, hrefFor }: SearchEmptyProps) {
  const place = response.location?.outcode ?? state.near.toUpperCase();
  const wider = state.radius === null ? undefined : response.facets.distance.find((f) => Number(f.value) > state.radius! && f.count > 0);

  let title = 'Nothing is listed yet';
  let hint = 'Sellers’ surplus stock appears here as soon as they list it. Check back soon.';
  let action: { href: string; label: string } | null = null;
  if (state.radius !== null && wider) {
    title = `Nothing within ${state.radius} miles of ${place} — ${results(wider.count)} within ${wider.value} miles`;
    hint = 'Widen the distance to see them.';
    action = { href: hrefFor({ radius: Number(wider.value) }), label: `Show results within ${wider.value} miles` };
  } else if (hasFilters(state)) {
    title = state.radius !== null ? `Nothing within ${state.radius} miles of ${place}` : 'No listings match these filters';
    hint = 'Try removing a filter or widening the price range.';
    action = {
      href: hrefFor({ category: '', brand: '', condition: '', minPrice: '', maxPrice: '', delivery: false, radius: null }),
      label: 'Clear all filters',
    };
  } else if (state.q.trim()) {
    title = `No listings match “${state.q.trim()}”`;
    hint = 'Check the spelling, use fewer words, or type the start of a part number (100-C09 finds 100-C09D10).';
  }

  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border-strong bg-surface px-6 py-12 text-center"
    >
      <SearchX className="h-10 w-10 text-fg-muted" strokeWidth={1.5} aria-hidden />
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      <p className="max-w-md text-sm text-fg-muted">{hint}</p>
      {action ? (
        <Link href={action.href} className={buttonClasses('primary', 'sm', 'mt-2')}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
