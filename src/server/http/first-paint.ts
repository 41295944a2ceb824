import { escapeHtml } from './escape-html.ts';

/**
 * What a described page paints before its script has run: the heading, a few short lines and its
 * first photo, laid out as the app lays out that page on a phone (nav bar, then photo, then
 * heading). Plain values, escaped here. The app's first render replaces it whole (removed and
 * inserted nodes are not layout shifts), so the photo, the page's largest paint, no longer waits
 * for the scripts; and a visitor or crawler without JavaScript sees what the page is.
 */
export interface FirstPaint {
  heading: string;
  /** Above the heading, small (the item's condition). */
  label?: string;
  /** Under the heading: the first small and muted (the category), the price large. */
  subheading?: string;
  price?: string;
  image?: { src: string; alt: string };
}

/** index.html marks its splash with these comments; the page's first paint takes its place. */
const START = '<!-- first-paint -->';
const END = '<!-- /first-paint -->';

function renderFirstPaint(paint: FirstPaint): string {
  const image = paint.image
    ? `<div class="overflow-hidden rounded-lg border border-border bg-surface-muted"><img src="${escapeHtml(paint.image.src)}" alt="${escapeHtml(paint.image.alt)}" fetchpriority="high" class="aspect-[4/3] w-full object-contain" /></div>`
    : '';
  const label = paint.label ? `<p class="text-sm text-fg-muted">${escapeHtml(paint.label)}</p>` : '';
  const subheading = paint.subheading ? `<p class="text-sm text-fg-muted">${escapeHtml(paint.subheading)}</p>` : '';
  const price = paint.price ? `<p class="rounded-lg border border-border bg-surface p-4 text-3xl font-bold text-fg tabular-nums">${escapeHtml(paint.price)}</p>` : '';
  return (
    `<div class="flex min-h-dvh flex-col" aria-busy="true"><div class="h-16 border-b border-border bg-surface"></div>` +
    `<main class="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:py-8"><div class="h-5"></div>` +
    `<div class="grid gap-6 md:grid-cols-[3fr_2fr] md:gap-8">${image}` +
    `<div class="space-y-4"><div class="space-y-2">${label}<h1 class="text-2xl font-bold tracking-tight text-fg">${escapeHtml(paint.heading)}</h1>${subheading}</div>${price}</div>` +
    `</div></main></div>`
  );
}

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
