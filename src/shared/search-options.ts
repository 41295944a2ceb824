/**
 * The marketplace search's fixed choices and the listing URL slug, apart from the zod schemas
 * (schemas/search.ts) so that the marketplace pages can use them without loading zod.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_RADII = [5, 10, 25, 50, 100] as const;

/** The URL slug of a title: lower-case ASCII words joined by hyphens ('item' when nothing is left). */
export function makeListingSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'item';
}
