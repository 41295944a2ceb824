import { FRONT_DOOR_CLASSES } from '../../shared/front-door-classes.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * What a described page paints before its script has run, in place of index.html's splash: a
 * listing (ListingPaint) or a page of search results (ResultsPaint), laid out as the app lays out
 * that page on a phone. Plain values, escaped here. The app's first render replaces it whole
 * (removed and inserted nodes are not layout shifts), so the page's largest paint, a photo, no
 * longer waits for the scripts; and a visitor or crawler without JavaScript sees what the page is.
 */
export type FirstPaint = ListingPaint | ResultsPaint | FrontDoorPaint;

/** A listing: nav bar, then photo, then heading. */
export interface ListingPaint {
  kind: 'listing';
  heading: string;
  /** Above the heading, small (the item's condition). */
  label?: string;
  /** Under the heading: the first small and muted (the category), the price large. */
  subheading?: string;
  price?: string;
  image?: { src: string; alt: string };
}

/** /search: the heading, the search form's outline, the count and the first result cards. */
export interface ResultsPaint {
  kind: 'results';
  heading: string;
  /** '3 results' */
  summary: string;
  cards: ResultPaintCard[];
}

/** Signed-out `/`: the heading, the search form's outline, the way to sell, the newest listings and the categories. */
export interface FrontDoorPaint {
  kind: 'front-door';
  heading: string;
  intro: string;
  sellPrompt: string;
  sell: { href: string; label: string };
  newestHeading: string;
  seeAll: { href: string; label: string };
  cards: ResultPaintCard[];
  categoriesHeading: string;
  categories: { href: string; name: string; count: string }[];
}

/** A result card's words, as the app's card shows them. */
export interface ResultPaintCard {
  href: string;
  title: string;
  /** '£42.00' */
  price: string;
  /** '+ VAT' */
  vatNote?: string;
  /** 'Qty 3' */
  quantity: string;
  /** '2.3 mi · B9' */
  place?: string;
  image?: string;
}

/** index.html marks its splash with these comments; the page's first paint takes its place. */
const START = '<!-- first-paint -->';
const END = '<!-- /first-paint -->';

function renderListing(paint: ListingPaint): string {
  const image = paint.image
    ? `<div class="overflow-hidden rounded-lg border border-border bg-surface-muted"><img src="${escapeHtml(paint.image.src)}" alt="${escapeHtml(paint.image.alt)}" fetchpriority="high" class="aspect-[4/3] w-full object-contain" /></div>`
    : '';
  const label = paint.label ? `<p class="text-sm text-fg-muted">${escapeHtml(paint.label)}</p>` : '';
  const subheading = paint.subheading ? `<p class="text-sm text-fg-muted">${escapeHtml(paint.subheading)}</p>` : '';
  const price = paint.price
    ? `<p class="rounded-lg border border-border bg-surface p-4 text-3xl font-bold text-fg tabular-nums">${escapeHtml(paint.price)}</p>`
    : '';
  return (
    `<div class="flex min-h-dvh flex-col" aria-busy="true"><div class="h-16 border-b border-border bg-surface"></div>` +
    `<main class="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:py-8"><div class="h-5"></div>` +
    `<div class="grid gap-6 md:grid-cols-[3fr_2fr] md:gap-8">${image}` +
    `<div class="space-y-4"><div class="space-y-2">${label}<h1 class="text-2xl font-bold tracking-tight text-fg">${escapeHtml(paint.heading)}</h1>${subheading}</div>${price}</div>` +
    `</div></main></div>`
  );
}

/** As the app's form lays out its four controls (query, place, radius, button), without them. */
const FORM_OUTLINE =
  `<div aria-hidden="true" class="grid gap-2 sm:grid-cols-[1fr_11.5rem] lg:grid-cols-[1fr_12rem_11.5rem_auto]">` +
  `<div class="h-11 rounded-lg border border-border bg-surface md:h-10"></div>`.repeat(3) +
  `<div class="h-11 rounded-lg bg-accent md:h-10 lg:w-24"></div></div>`;

function renderCard(card: ResultPaintCard, index: number): string {
  // The first row is what a phone shows first: its photos load at once, the first before all else.
  const loading = index === 0 ? ' fetchpriority="high"' : index < 4 ? '' : ' loading="lazy"';
  const image = card.image ? `<img src="${escapeHtml(card.image)}" alt=""${loading} class="h-full w-full object-cover" />` : '';
  const vatNote = card.vatNote ? `<span class="text-xs text-fg-muted">${escapeHtml(card.vatNote)}</span>` : '';
  const place = card.place ? `<p class="text-xs text-fg-muted">${escapeHtml(card.place)}</p>` : '';
  return (
    `<li><article class="relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm">` +
    `<div class="relative aspect-[4/3] overflow-hidden bg-surface-muted">${image}</div>` +
    `<div class="flex flex-1 flex-col gap-2 p-3"><h3 class="line-clamp-2 text-sm leading-snug font-semibold text-fg sm:text-base">` +
    `<a href="${escapeHtml(card.href)}" class="after:absolute after:inset-0">${escapeHtml(card.title)}</a></h3>` +
    `<p class="mt-auto flex flex-wrap items-baseline gap-x-1.5"><span class="text-lg font-bold text-fg tabular-nums">${escapeHtml(card.price)}</span>${vatNote}` +
    `<span class="ml-auto text-xs text-fg-muted tabular-nums">${escapeHtml(card.quantity)}</span></p>${place}</div></article></li>`
  );
}

function renderResults(paint: ResultsPaint): string {
  const cards = paint.cards.map(renderCard).join('');
  return (
    `<div class="flex min-h-dvh flex-col" aria-busy="true"><div class="h-16 border-b border-border bg-surface"></div>` +
    `<main class="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:py-8"><div class="space-y-3">` +
    `<h1 class="text-xl font-bold tracking-tight text-fg sm:text-2xl">${escapeHtml(paint.heading)}</h1>${FORM_OUTLINE}</div>` +
    `<div class="grid gap-6 md:grid-cols-[15rem_1fr]"><div aria-hidden="true" class="h-11 rounded-lg border border-border bg-surface md:border-0 md:bg-transparent"></div>` +
    `<section class="min-w-0 space-y-4"><h2 class="text-base font-semibold text-fg">${escapeHtml(paint.summary)}</h2>` +
    `<ul class="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">${cards}</ul></section></div></main></div>`
  );
}

/** As front-door-page.tsx lays it out; its classes are written out the same there. */
function renderFrontDoor(paint: FrontDoorPaint): string {
  const categories = paint.categories
    .map(
      (c) =>
        `<li><a href="${escapeHtml(c.href)}" class="${FRONT_DOOR_CLASSES.category}"><span>${escapeHtml(c.name)}</span>` +
        `<span class="text-fg-muted tabular-nums">${escapeHtml(c.count)}<span class="sr-only"> for sale</span></span></a></li>`,
    )
    .join('');
  return (
    `<div class="flex min-h-dvh flex-col" aria-busy="true"><div class="h-16 border-b border-border bg-surface"></div>` +
    `<main class="${FRONT_DOOR_CLASSES.main}"><section class="space-y-3">` +
    `<h1 class="${FRONT_DOOR_CLASSES.heading}">${escapeHtml(paint.heading)}</h1><p class="text-fg-muted">${escapeHtml(paint.intro)}</p>${FORM_OUTLINE}` +
    `<div class="flex flex-wrap items-center gap-x-3 gap-y-2"><p class="text-sm text-fg-muted">${escapeHtml(paint.sellPrompt)}</p>` +
    `<a href="${escapeHtml(paint.sell.href)}" class="${FRONT_DOOR_CLASSES.sell}">${escapeHtml(paint.sell.label)}</a></div></section>` +
    (paint.cards.length
      ? `<section class="space-y-4"><h2 class="${FRONT_DOOR_CLASSES.subheading}">${escapeHtml(paint.newestHeading)}</h2>` +
        `<ul class="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">${paint.cards.map(renderCard).join('')}</ul>` +
        `<p><a href="${escapeHtml(paint.seeAll.href)}" class="${FRONT_DOOR_CLASSES.seeAll}">${escapeHtml(paint.seeAll.label)}</a></p></section>`
      : '') +
    (categories
      ? `<section class="space-y-4"><h2 class="${FRONT_DOOR_CLASSES.subheading}">${escapeHtml(paint.categoriesHeading)}</h2>` +
        `<ul class="${FRONT_DOOR_CLASSES.categories}">${categories}</ul></section>`
      : '') +
    `</main></div>`
  );
}

const RENDERERS: { [K in FirstPaint['kind']]: (paint: Extract<FirstPaint, { kind: K }>) => string } = {
  listing: renderListing,
  results: renderResults,
  'front-door': renderFrontDoor,
};
const renderFirstPaint = <P extends FirstPaint>(paint: P) => (RENDERERS[paint.kind] as (p: P) => string)(paint);

/**
 * The rest of index.html after its head, split once around the splash: the returned function
 * writes a page's first paint in the splash's place. Without the markers (a test's own
 * index.html), pages keep the file as it is.
 */
export function splitFirstPaint(html: string): (paint: FirstPaint) => string {
  const start = html.indexOf(START);
  const end = html.indexOf(END, start);
  if (start < 0 || end < 0) return () => html;
  const before = html.slice(0, start);
  const after = html.slice(end + END.length);
  return (paint) => `${before}${renderFirstPaint(paint)}${after}`;
}
