import { CATEGORIES } from './constants/categories.ts';

/**
 * The marketplace's front door (signed-out `/`, decisions ruling 13): what it asks GET /api/search
 * for and how it shows the answer. Shared by the server's first paint and the client's page, so
 * both draw the same listings and the same category links. No zod here: the public pages load it.
 */

/** Two rows on a wide screen, four on a phone. */
export const FRONT_DOOR_LISTINGS = 8;

export const FRONT_DOOR_TEXT = {
  heading: 'Surplus M&E stock from UK contractors',
  intro: 'Breakers, cable, valves, motors and fittings, left over from jobs and priced to clear.',
  newest: 'Newest listings',
  nearest: 'Newest listings near you',
  seeAll: 'See everything for sale',
  categories: 'Browse by category',
  sellPrompt: 'Got stock left over from a job?',
  sell: 'Sell your surplus',
} as const;

/** Where "Sell your surplus" goes: the auth screen, on its Register tab. */
export const SELL_HREF = '/auth?tab=register';

/**
 * The query for the newest listings: nearest first when the visitor has given a place this
 * visit (an outward code), newest first otherwise.
 */
export function frontDoorApiQuery(near: string | null): string {
  const params = new URLSearchParams();
  if (near) {
    params.set('near', near);
    params.set('sort', 'distance');
  } else params.set('sort', 'newest');
  params.set('pageSize', String(FRONT_DOOR_LISTINGS));
  return params.toString();
}

export interface CategoryLink {
  name: string;
  count: number;
  href: string;
}

/**
 * The categories that have something live, in the category table's order, each a link to its
 * search. A category with nothing in it is left out: a link to an empty page helps no one.
 */
export function categoryLinks(facet: readonly { value: string; count: number }[]): CategoryLink[] {
  const counts = new Map(facet.map((entry) => [entry.value, entry.count]));
  return CATEGORIES.flatMap(({ name }) => {
    const count = counts.get(name) ?? 0;
    return count > 0 ? [{ name, count, href: `/search?${new URLSearchParams({ category: name }).toString()}` }] : [];
  });
}
