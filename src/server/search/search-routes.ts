import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATEGORIES, findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence, toPence } from '../../shared/money.ts';
import { parsePostcode, unknownOutcodeMessage } from '../../shared/postcode.ts';
import { makeListingSlug, SEARCH_RADII } from '../../shared/search-options.ts';
import {
  SEARCH_MESSAGES,
  SearchQuerySchema,
  SearchResponseSchema,
  type SearchLocation,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '../../shared/schemas/search.ts';
import type { FeedbackSummary } from '../../shared/schemas/feedback.ts';
import { badRequest } from '../http/http-errors.ts';
import { documentRoute, INVALID_INPUT } from '../http/route-docs.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import { lookupOutcode } from './outcodes.ts';
import { NO_SELLER_FEEDBACK, sellerDisplayName, type SellerFeedback } from './public-reads.service.ts';
import { listOutcodesInReach, type Reach } from './reach.ts';
import { parseSearchTerms } from './search-query.ts';
import type { SearchCriteria, SearchRepository, SearchRow } from './search-repository.ts';

const LARGEST_RADIUS = Math.max(...SEARCH_RADII);

type Place = { location: SearchLocation; distances: Reach };

/**
 * Where `near` is, and the outward codes to join with their miles: within the largest radius
 * offered when a radius is chosen (the distance facet counts every radius), else all of them.
 */
function resolvePlace(near: string, radius: number | undefined): Place {
  const parsed = parsePostcode(near);
  if (!parsed.ok) throw badRequest(parsed.message);
  const centre = lookupOutcode(parsed.outcode);
  if (!centre) throw badRequest(unknownOutcodeMessage(parsed.outcode));
  const distances = listOutcodesInReach(centre, radius === undefined ? undefined : LARGEST_RADIUS);
  return { location: { outcode: centre.outcode, area: centre.area || null }, distances };
}

function toCriteria(query: SearchQuery, place: Place | undefined): SearchCriteria {
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
    sellerId: query.seller,
    distances: place?.distances,
    radius: query.radius,
    sort: query.sort ?? (hasText ? 'relevance' : 'newest'),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

function toResult(row: SearchRow, feedback: ReadonlyMap<number, FeedbackSummary>): SearchResult {
  const summary = feedback.get(row.owner_id);
  const name = {
    first_name: row.seller_first_name,
    last_name: row.seller_last_name,
    business_name: row.seller_business_name,
    account_type: row.seller_account_type,
  };
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
    seller: {
      id: row.owner_id,
      displayName: sellerDisplayName(name),
      feedback: summary && summary.positive + summary.neutral + summary.negative > 0 ? summary : null,
    },
  };
}

/** A search as GET /api/search answers it, from its parsed query string. */
export type AnswerSearch = (query: SearchQuery) => Promise<SearchResponse>;

/**
 * `sellerFeedback` answers the summaries of the page's sellers in one read (a page holds at most
 * 50 rows); no feedback is shown when it is left out.
 */
export function createSearchAnswer(search: SearchRepository, sellerFeedback: SellerFeedback = NO_SELLER_FEEDBACK): AnswerSearch {
  return async (query) => {
    const place = query.near ? resolvePlace(query.near, query.radius) : undefined;
    const { rows, total, facets } = await search.search(toCriteria(query, place));
    const feedback = rows.length ? await sellerFeedback([...new Set(rows.map((row) => row.owner_id))]) : new Map<number, FeedbackSummary>();
    return {
      results: rows.map((row) => toResult(row, feedback)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      location: place?.location ?? null,
      facets: {
        category: facets.category.map((f) => ({ value: findCategoryName(Number(f.value)) ?? String(f.value), count: f.count })),
        brand: facets.brand.map((f) => ({ value: String(f.value), count: f.count })),
        condition: facets.condition.map((f) => ({ value: String(f.value), count: f.count })),
        delivery: facets.delivery.map((f) => ({ value: String(f.value), count: f.count })),
        distance: facets.distance.map((f) => ({ value: String(f.value), count: f.count })),
      },
    };
  };
}

/** GET /api/search: the marketplace, for anyone (issue 13). */
export function registerSearchRoutes(instance: FastifyInstance, answer: AnswerSearch) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const docs = documentRoute({
    tag: 'Marketplace',
    summary: 'Search live listings by text, filters and distance',
    description:
      'No sign-in. Words match by prefix (1-2 characters: whole words) and with typos (one from 5 letters, two from 9; a word the index holds is taken as typed); ' +
      'a term holding a digit is a part number, matched exactly, ' +
      'by prefix or inside a longer code, ignoring case and `- / . _`; at most 8 terms are used, and a query without letters or digits lists everything. `near` is a UK postcode or outward code; `radius` ' +
      '(5, 10, 25, 50 or 100 miles) needs it, as does `sort=distance`; `location` says which outward code and area `near` was read as. `seller` (a user id) keeps ' +
      "that seller's listings only. `price` is the unit price. Facets count with every other filter applied but their own: `delivery` is always one entry " +
      "`{ value: 'true', count }` (results offering delivery: handover delivery or both); `distance` is one entry per radius (5 to 100 miles) " +
      'when `near` is given, else empty.',
    querystring: SearchQuerySchema,
    responses: { 200: SearchResponseSchema },
    errors: { ...INVALID_INPUT },
  });
  app.get('/api/search', docs, (request): Promise<SearchResponse> => answer(request.query));
}
