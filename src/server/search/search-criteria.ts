import type { SearchSort } from '../../shared/search-options.ts';
import type { Reach } from './reach.ts';
import type { SearchTerms } from './search-query.ts';

/** A search as the repository runs it: prices in pence, distances already resolved to outcodes. */
export type SearchCriteria = {
  terms: SearchTerms;
  categoryId?: number;
  brand?: string;
  condition?: string;
  minPence?: number;
  maxPence?: number;
  delivery?: boolean;
  /** Only this seller's listings. */
  sellerId?: number;
  /**
   * Outward codes with their miles (rounded to 0.1, as shown): every one within the largest radius
   * offered, or all of them without a radius (sorting by distance reaches everywhere). Undefined = no location given.
   */
  distances?: Reach;
  /** Miles from the searched place; needs `distances`. */
  radius?: number;
  sort: SearchSort;
  limit: number;
  offset: number;
};
