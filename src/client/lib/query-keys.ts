import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../shared/constants/categories.ts';

/** GET /api/user-listings: the inventory dashboard reads it; saving an upload refreshes it. */
export const USER_LISTINGS_QUERY_KEY = ['/api/user-listings'] as const;
/** GET /api/categories: both edit forms offer its list. */
export const CATEGORIES_QUERY_KEY = ['/api/categories'] as const;

/** The category list; it does not change while the app runs. */
export function useCategories() {
  return useQuery<Category[]>({ queryKey: CATEGORIES_QUERY_KEY, staleTime: Infinity });
}
