import { SEARCH_RADII } from '../../shared/search-options.ts';
import type { SearchCriteria } from './search-criteria.ts';

/**
 * One row of the grouped search: how many matching listings share these facet values. `bucket` is
 * the smallest radius (5 … 100 miles) the listing lies within; null beyond 100 miles or without a place.
 */
export type FacetGroup = {
  category: number | null;
  brand: string | null;
  /** lower(brand) as the database folds it, what the brand filter compares. */
  brandKey: string | null;
  condition: string;
  handover: string | null;
  bucket: number | null;
  count: number;
};

/** The filters the facets are about; every other condition of a search is already applied to the groups. */
export type FacetFilters = {
  categoryId?: number;
  /** Already lower-cased. */
  brandKey?: string;
  condition?: string;
  delivery?: boolean;
  radius?: number;
  /** Whether a place was given (the distance facet exists only then). */
  near: boolean;
};

/** A search's facet filters, from its criteria: the one mapping the pass and the kept counts share. */
export function facetFiltersOf(c: SearchCriteria): FacetFilters {
  return {
    categoryId: c.categoryId,
    brandKey: c.brand?.toLowerCase(),
    condition: c.condition,
    delivery: c.delivery,
    radius: c.distances ? c.radius : undefined,
    near: c.distances !== undefined,
  };
}

export type FacetCount = { value: string | number; count: number };
export type SearchFacets = Record<'category' | 'brand' | 'condition' | 'delivery' | 'distance', FacetCount[]>;
type FilterName = 'category' | 'brand' | 'condition' | 'delivery' | 'radius';

const FACET_LIMIT = 30;
const offersDelivery = (handover: string | null) => handover === 'delivery' || handover === 'both';
const delivers = (g: FacetGroup) => offersDelivery(g.handover);
/** What the delivery filter keeps: with delivery (`true`), or collection only (`false`). */
export const meetsDelivery = (handover: string | null, delivery: boolean) =>
  delivery ? offersDelivery(handover) : handover === 'collection';

function passes(g: FacetGroup, f: FacetFilters, except?: FilterName): boolean {
  if (f.categoryId !== undefined && except !== 'category' && g.category !== f.categoryId) return false;
  if (f.brandKey !== undefined && except !== 'brand' && g.brandKey !== f.brandKey) return false;
  if (f.condition !== undefined && except !== 'condition' && g.condition !== f.condition) return false;
  if (f.delivery !== undefined && except !== 'delivery' && !meetsDelivery(g.handover, f.delivery)) return false;
  if (f.radius !== undefined && except !== 'radius' && (g.bucket === null || g.bucket > f.radius)) return false;
  return true;
}

/** Counts per value (nulls left out), most first, then by value; at most FACET_LIMIT. */
function countBy(groups: FacetGroup[], value: (g: FacetGroup) => string | number | null): FacetCount[] {
  const counts = new Map<string | number, number>();
  for (const g of groups) {
    const v = value(g);
    if (v !== null) counts.set(v, (counts.get(v) ?? 0) + g.count);
  }
  return [...counts]
    .map(([v, count]) => ({ value: v, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, FACET_LIMIT);
}

const sum = (groups: FacetGroup[]) => groups.reduce((n, g) => n + g.count, 0);

/**
 * The total and every facet from one grouped pass: each facet counts with all the other filters
 * applied but its own. `delivery` is always one entry; `distance` one per radius when a place was given.
 */
export function countFacets(groups: FacetGroup[], f: FacetFilters): { total: number; facets: SearchFacets } {
  const except = (name: FilterName) => groups.filter((g) => passes(g, f, name));
  const inRadius = except('radius');
  return {
    total: sum(groups.filter((g) => passes(g, f))),
    facets: {
      category: countBy(except('category'), (g) => g.category),
      brand: countBy(except('brand'), (g) => g.brand),
      condition: countBy(except('condition'), (g) => g.condition),
      delivery: [{ value: 'true', count: sum(except('delivery').filter(delivers)) }],
      distance: f.near
        ? SEARCH_RADII.map((r) => ({ value: String(r), count: sum(inRadius.filter((g) => g.bucket !== null && g.bucket <= r)) }))
        : [],
    },
  };
}
