import { useQuery } from '@tanstack/react-query';
import { CategoriesResponseSchema } from '../../shared/schemas/listings.ts';
import { apiJson } from './api.ts';

/** GET /api/user-listings: the inventory dashboard reads it; saving an upload refreshes it. */
export const USER_LISTINGS_QUERY_KEY = ['/api/user-listings'] as const;
/** GET /api/categories: both edit forms offer its list. */
export const CATEGORIES_QUERY_KEY = ['/api/categories'] as const;

/** The category list; it does not change while the app runs. */
export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_QUERY_KEY,
    queryFn: () => apiJson('GET', '/api/categories', CategoriesResponseSchema),
    staleTime: Infinity,
  });
}
