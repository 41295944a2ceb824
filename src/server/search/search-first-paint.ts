import { formatCount, formatGbp } from '../../shared/money.ts';
import { describePlace, SHORT_VAT_NOTES } from '../../shared/result-card-text.ts';
import type { SearchResponse } from '../../shared/schemas/search.ts';
import { categoryLinks, FRONT_DOOR_TEXT, SELL_HREF } from '../../shared/front-door.ts';
import type { FrontDoorPaint, ResultPaintCard, ResultsPaint } from '../http/first-paint.ts';

/**
 * How many result cards the HTML paints: what a phone shows first (two rows) and a wide screen's
 * first row. The browser lays out the first paint before anything else; Lighthouse, which runs
 * the CPU four times slower, measured 20 cards' layout at 130 ms more before the first paint.
 */
const PAINTED_CARDS = 4;

/**
 * /search's first paint: the page's heading and its first results as the app's cards show them
 * (search-page.tsx, result-card.tsx), from the same answer GET /api/search gives for the URL.
 */
export function buildSearchFirstPaint(q: string, answer: SearchResponse): ResultsPaint {
  const words = q.trim();
  return {
    kind: 'results',
    heading: words ? `Results for “${words}”` : 'Surplus M&E stock',
    summary: `${formatCount(answer.total)} ${answer.total === 1 ? 'result' : 'results'}`,
    cards: paintCards(answer),
  };
}

/** The first results as the app's cards show them (result-card.tsx). */
function paintCards(answer: SearchResponse): ResultPaintCard[] {
  return answer.results.slice(0, PAINTED_CARDS).map((item) => ({
    href: `/listing/${item.id}-${item.slug}`,
    title: item.title,
    price: formatGbp(Number(item.price)),
    vatNote: item.vatMode ? SHORT_VAT_NOTES[item.vatMode] : undefined,
    quantity: `Qty ${formatCount(item.quantity)}`,
    place: describePlace(item.outcode, item.distanceMiles) || undefined,
    image: item.photo?.thumbnailUrl,
  }));
}

/** Signed-out `/` (front-door-page.tsx): the newest listings and the categories' counts of one search. */
export function buildFrontDoorFirstPaint(answer: SearchResponse): FrontDoorPaint {
  return {
    kind: 'front-door',
    heading: FRONT_DOOR_TEXT.heading,
    intro: FRONT_DOOR_TEXT.intro,
    sellPrompt: FRONT_DOOR_TEXT.sellPrompt,
    sell: { href: SELL_HREF, label: FRONT_DOOR_TEXT.sell },
    newestHeading: FRONT_DOOR_TEXT.newest,
    seeAll: { href: '/search', label: FRONT_DOOR_TEXT.seeAll },
    cards: paintCards(answer),
    categoriesHeading: FRONT_DOOR_TEXT.categories,
    categories: categoryLinks(answer.facets.category).map((c) => ({ href: c.href, name: c.name, count: formatCount(c.count) })),
  };
}
