import type { FastifyInstance } from 'fastify';
import { CATEGORIES, findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence, toPence } from '../../shared/money.ts';
import { parsePostcode, unknownOutcodeMessage } from '../../shared/postcode.ts';
import {
  makeListingSlug,
  SEARCH_MESSAGES,
  SearchQuerySchema,
  SearchResponseSchema,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '../../shared/schemas/search.ts';
import { badRequest } from '../http/http-errors.ts';
import { documentRoute, INVALID_INPUT } from '../http/route-docs.ts';
import { parseWith } from '../http/validate.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import { boundingBox, milesBetween } from './distance.ts';
import { listOutcodes, lookupOutcode } from './outcodes.ts';
import { parseSearchTerms } from './search-query.ts';
import type { SearchCriteria, SearchRepository, SearchRow } from './search-repository.ts';

/** The outward codes within `radius` miles of `near` (all of them without a radius), with their miles: box first, then great circle. */
function resolveDistances(near: string, radius: number | undefined): { o: string; d: number }[] {
  const parsed = parsePostcode(near);
  if (!parsed.ok) throw badRequest(parsed.message);
  const centre = lookupOutcode(parsed.outcode);
  if (!centre) throw badRequest(unknownOutcodeMessage(parsed.outcode));
  const box = radius === undefined ? undefined : boundingBox(centre, radius);
  const within: { o: string; d: number }[] = [];
  for (const place of listOutcodes()) {
    if (box && (place.lat < box.minLat || place.lat > box.maxLat || place.lon < box.minLon || place.lon > box.maxLon)) continue;
    const miles = milesBetween(centre, place);
    if (radius === undefined || miles <= radius) within.push({ o: place.outcode, d: Math.round(miles * 10) / 10 });
  }
  return within;
}

function toCriteria(query: SearchQuery): SearchCriteria {
  if (query.radius !== undefined && !query.near) throw badRequest(SEARCH_MESSAGES.radiusNeedsNear);
  if (query.sort === 'distance' && !query.near) throw badRequest(SEARCH_MESSAGES.distanceNeedsNear);
  const terms = parseSearchTerms(query.q);
  const hasText = terms.words.length + terms.codes.length > 0;
  return {
    terms,
    categoryId: query.category === undefined ? undefined : CATEGORIES.find((c) => c.name === query.category)?.id,
    brand: query.brand || undefined,
    condition: query.condition,
    minPence: query.minPrice === undefined ? undefined : Math.ceil(toPence(query.minPrice)),
    maxPence: query.maxPrice === undefined ? undefined : Math.floor(toPence(query.maxPrice)),
    delivery: query.delivery === undefined ? undefined : query.delivery === 'true',
    distances: query.near ? resolveDistances(query.near, query.radius) : undefined,
    sort: query.sort ?? (hasText ? 'relevance' : 'newest'),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

function toResult(row: SearchRow): SearchResult {
  return {
    id: row.id,
    slug: makeListingSlug(row.title),
    title: row.title,
    price: formatPence(row.unit_price_pence),
    condition: row.condition,
    quantity: row.quantity,
    category: findCategoryName(row.category_id),
    brand: row.brand_info,
    outcode: row.outcode,
    area: row.outcode ? (lookupOutcode(row.outcode)?.area ?? null) : null,
    distanceMiles: row.miles,
    photo:
      row.photo_id === null || !row.photo_image_key || !row.photo_thumb_key
        ? null
        : { url: publicPhotoUrl(row.photo_id, row.photo_image_key), thumbnailUrl: publicPhotoUrl(row.photo_id, row.photo_thumb_key) },
    vatMode: row.vat_mode,
    handover: row.handover,
    deliveryPrice: row.delivery_price_pence === null ? null : formatPence(row.delivery_price_pence),
    publishedAt: row.published_at,
  };
}

/** GET /api/search: the marketplace, for anyone (issue 13). */
export function registerSearchRoutes(app: FastifyInstance, search: SearchRepository) {
  const docs = documentRoute({
    tag: 'Marketplace',
    summary: 'Search live listings by text, filters and distance',
    description:
      'No sign-in. Words match by prefix and with typos (one from 5 letters, two from 9); a term holding a digit is a part number, matched exactly, ' +
      'by prefix or inside a longer code, ignoring case and `- / . _`; at most 8 terms are used, and a query without letters or digits lists everything. `near` is a UK postcode or outward code; `radius` ' +
      '(5, 10, 25, 50 or 100 miles) needs it, as does `sort=distance`. `price` is the unit price. Facets count with every other filter applied.',
    querystring: SearchQuerySchema,
    responses: { 200: SearchResponseSchema },
    errors: { ...INVALID_INPUT },
  });
  app.get('/api/search', docs, async (request): Promise<SearchResponse> => {
    const query = parseWith(SearchQuerySchema, request.query);
    const { rows, total, facets } = await search.search(toCriteria(query));
    return {
      results: rows.map(toResult),
      total,
      page: query.page,
      pageSize: query.pageSize,
      facets: {
        category: facets.category.map((f) => ({ value: findCategoryName(Number(f.value)) ?? String(f.value), count: f.count })),
        brand: facets.brand.map((f) => ({ value: String(f.value), count: f.count })),
        condition: facets.condition.map((f) => ({ value: String(f.value), count: f.count })),
      },
    };
  });
}
