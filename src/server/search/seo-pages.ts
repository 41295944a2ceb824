import { PRODUCT_NAME } from '../../shared/constants/product.ts';
import { SearchQuerySchema, type SearchResponse } from '../../shared/schemas/search.ts';
import type { DescribePage, PageAnswer } from '../http/html-head.ts';
import { parseInput } from '../http/validate.ts';
import { buildListingHead, listingPath } from './listing-head.ts';
import { buildFrontDoorHead, buildSearchHead, buildSellerHead, buildUnavailableHead, sellerPath } from './page-heads.ts';
import type { SeoRepository } from '../listings/seo.repository.ts';
import type { AnswerSearch } from './search-routes.ts';
import { buildFrontDoorFirstPaint, buildSearchFirstPaint } from './search-first-paint.ts';
import { frontDoorApiQuery } from '../../shared/front-door.ts';

/** The id and anything after a hyphen (the slug, checked against the title, never trusted). */
const LISTING_PATH = /^\/listing\/(\d{1,12})(?:-[^/]*)?$/;
const SELLER_PATH = /^\/seller\/(\d{1,12})$/;

/** As the client's router reads a path: lower case, no repeated or trailing slashes. */
function normalisePath(path: string): string {
  const collapsed = path.toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** The client modules that draw these pages (Vite's manifest keys): preloaded with the HTML. */
const CLIENT_MODULES = {
  listing: 'features/marketplace/listing-page.tsx',
  seller: 'features/marketplace/seller-page.tsx',
  search: 'features/marketplace/search-page.tsx',
  signIn: 'features/auth/auth-page.tsx',
  frontDoor: 'features/marketplace/front-door-page.tsx',
} as const;

/** `/auth`: index.html as it is, plus the sign-in screen's chunks. */
const SIGN_IN_PAGE: PageAnswer = { status: 200, head: { title: PRODUCT_NAME, clientModule: CLIENT_MODULES.signIn } };

const unavailable = (what: 'listing' | 'seller'): PageAnswer => ({ status: 404, head: buildUnavailableHead(what) });

/**
 * The pages the server describes: `/listing/{id}-{slug}` and `/seller/{id}` (head tags from one
 * indexed query; 404 when not live; 301 to the one canonical URL when the path differs from it in
 * slug, case or slashes), `/search` (with its first page of results, when `answerSearch` is given),
 * `/` (the front door, with its newest listings) and `/auth` (its script only). Everything else is left to the plain index.html.
 */
/** The first page of a search for the server's first paint; none when the query is not one the API would take. */
async function searchFirstPage(answerSearch: AnswerSearch, params: Record<string, string>): Promise<SearchResponse | undefined> {
  try {
    return await answerSearch(parseInput(SearchQuerySchema, params));
  } catch {
    return undefined;
  }
}

export function createPageDescriber(repo: SeoRepository, appUrl: string, answerSearch?: AnswerSearch): DescribePage {
  async function describeListing(rawPath: string, id: number, query: string): Promise<PageAnswer> {
    const [first, ...rest] = await repo.findListingHead(id);
    if (!first) return unavailable('listing');
    const canonical = listingPath(first.id, first.title);
    if (rawPath !== canonical) return { redirect: canonical + query };
    return { status: 200, head: { ...buildListingHead([first, ...rest], appUrl), clientModule: CLIENT_MODULES.listing } };
  }

  async function describeSeller(rawPath: string, id: number, query: string): Promise<PageAnswer> {
    const row = await repo.findSellerHead(id);
    const live = Number(row?.live_count ?? 0);
    if (!row || live === 0) return unavailable('seller');
    const canonical = sellerPath(row.id);
    if (rawPath !== canonical) return { redirect: canonical + query };
    return { status: 200, head: { ...buildSellerHead(row, live, appUrl), clientModule: CLIENT_MODULES.seller } };
  }

  /**
   * The search the URL names, painted before the scripts run: the results are the page's largest
   * paint. A signed-in visitor who gives no place is searched from their own postcode, which the
   * server cannot know (the session is in the browser's storage): they see these results until the
   * app's first render, a moment once the scripts are cached. A search the API would refuse (a
   * malformed query, an unknown postcode) or that fails gets the page without results; the app says why.
   */
  async function describeSearch(query: string): Promise<PageAnswer> {
    const head = { ...buildSearchHead(query.length > 1, appUrl), clientModule: CLIENT_MODULES.search };
    const params = Object.fromEntries(new URLSearchParams(query));
    const answer = answerSearch && (await searchFirstPage(answerSearch, params));
    if (!answer?.results.length) return { status: 200, head };
    const firstPaint = buildSearchFirstPaint(params.q ?? '', answer);
    return { status: 200, head: { ...head, firstPaint, preloadImage: firstPaint.cards[0]?.image } };
  }

  /**
   * Signed-out `/` (decisions ruling 13), painted with the newest listings and the categories'
   * counts. The server cannot tell a signed-in visitor (the session is in the browser's storage):
   * they see it until the app's first render puts their inventory in its place.
   */
  async function describeFrontDoor(): Promise<PageAnswer> {
    const head = { ...buildFrontDoorHead(appUrl), clientModule: CLIENT_MODULES.frontDoor };
    const answer = answerSearch && (await searchFirstPage(answerSearch, Object.fromEntries(new URLSearchParams(frontDoorApiQuery(null)))));
    if (!answer) return { status: 200, head };
    const firstPaint = buildFrontDoorFirstPaint(answer);
    return { status: 200, head: { ...head, firstPaint, preloadImage: firstPaint.cards[0]?.image } };
  }

  return async (url) => {
    const mark = url.indexOf('?');
    const rawPath = mark < 0 ? url : url.slice(0, mark);
    const query = mark < 0 ? '' : url.slice(mark);
    const path = normalisePath(rawPath);
    if (path === '/') return describeFrontDoor();
    if (path === '/auth') return SIGN_IN_PAGE;
    if (path === '/search') return describeSearch(query);
    if (path.startsWith('/listing/')) {
      const match = LISTING_PATH.exec(path);
      return match ? describeListing(rawPath, Number(match[1]), query) : unavailable('listing');
    }
    if (path.startsWith('/seller/')) {
      const match = SELLER_PATH.exec(path);
      return match ? describeSeller(rawPath, Number(match[1]), query) : unavailable('seller');
    }
    return undefined;
  };
}
