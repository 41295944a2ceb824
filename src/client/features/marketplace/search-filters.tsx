import type { SearchResponse } from '../../../shared/schemas/search.ts';
import { formatCount } from '../../../shared/money.ts';
import { FacetGroup, type FacetOption } from './facet-group.tsx';
import { PriceFilter } from './price-filter.tsx';
import type { SearchState } from './search-state.ts';

interface SearchFiltersProps {
  state: SearchState;
  facets: SearchResponse['facets'] | undefined;
  /** The URL of the search with this change. */
  hrefFor: (change: Partial<SearchState>) => string;
  onChange: (change: Partial<SearchState>) => void;
}

const toOptions = (facet: readonly { value: string; count: number }[] | undefined): FacetOption[] =>
  (facet ?? []).map((f) => ({ value: f.value, label: f.value, count: f.count }));

/** The filters beside the results, each with live counts (every other filter applied). */
export function SearchFilters({ state, facets, hrefFor, onChange }: SearchFiltersProps) {
  const deliveryCount = facets?.delivery.find((f) => f.value === 'true')?.count;
  const radiusOptions: FacetOption[] = (facets?.distance ?? []).map((f) => ({
    value: f.value,
    label: `Within ${f.value} miles`,
    count: f.count,
  }));
  return (
    <div className="space-y-6">
      <FacetGroup
        title="Category"
        anyLabel="All categories"
        options={toOptions(facets?.category)}
        selected={state.category}
        hrefFor={(category) => hrefFor({ category })}
      />
      {state.near ? (
        <FacetGroup
          title={`Distance from ${state.near.toUpperCase()}`}
          anyLabel="Any distance"
          options={radiusOptions}
          selected={state.radius === null ? '' : String(state.radius)}
          hrefFor={(radius) => hrefFor({ radius: radius ? Number(radius) : null })}
        />
      ) : null}
      <FacetGroup
        title="Condition"
        anyLabel="Any condition"
        options={toOptions(facets?.condition)}
        selected={state.condition}
        hrefFor={(condition) => hrefFor({ condition })}
      />
      <section aria-label="Delivery">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-fg hover:bg-surface-muted md:min-h-8">
          <input
            type="checkbox"
            checked={state.delivery}
            onChange={(e) => onChange({ delivery: e.target.checked })}
            className="h-5 w-5 accent-accent"
          />
          <span className="flex-1">Delivery available</span>
          {deliveryCount !== undefined ? <span className="text-xs text-fg-muted tabular-nums">{formatCount(deliveryCount)}</span> : null}
        </label>
      </section>
      <PriceFilter
        key={`${state.minPrice}-${state.maxPrice}`}
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <FacetGroup
        title="Brand"
        anyLabel="All brands"
        options={toOptions(facets?.brand)}
        selected={state.brand}
        hrefFor={(brand) => hrefFor({ brand })}
      />
    </div>
  );
}
