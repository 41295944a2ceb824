/**
 * The marketplace search's fixed choices and the listing URL slug, apart from the zod schemas
 * (schemas/search.ts) so that the marketplace pages can use them without loading zod.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_RADII = [5, 10, 25, 50, 100] as const;

const SLUG_LENGTH = 60;
/** Printable ASCII: nothing to fold, the common case (the search sends 20 slugs a page). */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * The URL slug of a title: lower-case ASCII words joined by hyphens, at most 60 characters ('item'
 * when nothing is left). Accents are folded first (é → e). Written as a scan for a-z0-9 runs: the
 * chain of regular expressions it replaces (tests/unit/shared/listing-slug.test.ts keeps it as the
 * definition) cost 3 µs a title, 4× as much, and a search result page makes 20 slugs.
 */
export function makeListingSlug(title: string): string {
  const text = (PLAIN.test(title) ? title : title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')).toLowerCase();
  let slug = '';
  let i = 0;
  while (i < text.length && slug.length < SLUG_LENGTH - 1) {
    while (i < text.length && !isSlugCharacter(text.charCodeAt(i))) i++;
    const start = i;
    while (i < text.length && isSlugCharacter(text.charCodeAt(i))) i++;
    if (start === i) break;
    const word = text.slice(start, i);
    slug = slug ? `${slug}-${word}` : word;
  }
  return slug.slice(0, SLUG_LENGTH) || 'item';
}

/** a-z and 0-9, the only characters a slug holds. */
const isSlugCharacter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
