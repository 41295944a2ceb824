import { CATEGORIES } from '../../../shared/constants/categories.ts';
import type { SearchState } from './search-state.ts';

/** The wanted item a search stands for: its words, category, brand, top price and place. */
export function toWantedBody(state: SearchState) {
  const price = Number.parseFloat(state.maxPrice);
  return {
    words: state.q.trim(),
    categoryId: CATEGORIES.find((c) => c.name === state.category)?.id ?? null,
    brand: state.brand || null,
    ratings: [],
    maxPrice: Number.isFinite(price) && price > 0 ? price : null,
    near: state.near.trim() || null,
    radius: state.near.trim() ? state.radius : null,
    alertMode: 'instant' as const,
  };
}
