import type { ModulePreloads } from './client-manifest.ts';
import { escapeHtml } from './escape-html.ts';
import { splitFirstPaint, type FirstPaint } from './first-paint.ts';

/**
 * The head tags a page of the SPA is served with (listing and seller pages, for sharing and search
 * engines): written into the built index.html by the server. Every value is plain text here and is
 * escaped when rendered, so a feature never writes HTML.
 */
export interface PageHead {
  title: string;
  /** Replaces index.html's own description; left out, index.html's stays. */
  description?: string;
  /** Absolute URL. */
  canonical?: string;
  /** e.g. `noindex` */
  robots?: string;
  /** Open Graph (`og:…`, `product:…`: a `property`) and Twitter (`twitter:…`: a `name`) tags, in order. */
  meta?: readonly { property: string; content: string }[];
  /** schema.org objects, each in its own `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /**
   * The page's largest image, as the app will ask for it (same path): fetched with the HTML
   * instead of after the scripts have run, which is most of a listing page's LCP on a phone.
   */
  preloadImage?: string;
  /**
   * The client module that draws the page, as Vite's manifest keys it (`features/…/x-page.tsx`):
   * its chunks are preloaded with the HTML instead of after the entry script has run.
   */
  clientModule?: string;
  /** What the page paints inside `#root` before its script has run, instead of index.html's splash. */
  firstPaint?: FirstPaint;
}

/** What the server answers for a page path: its head and status, or a permanent redirect to its canonical path. */
export type PageAnswer = { status: 200 | 404; head: PageHead } | { redirect: string };

/** Decides a page's answer from its path (query string included), or leaves the path to the plain SPA (undefined). */
export type DescribePage = (url: string) => Promise<PageAnswer | undefined>;

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` become `\u003c`…, so a value holding
 * `</script>` or `<!--` can never end or change the element; U+2028/2029 are escaped for old parsers.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function renderHeadTags(head: PageHead, fallbackDescription: string, separator: string, modulePreloads: ModulePreloads): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  tags.push(head.description === undefined ? fallbackDescription : `<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const { property, content } of head.meta ?? []) {
    const key = property.startsWith('twitter:') ? 'name' : 'property';
    tags.push(`<meta ${key}="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${toScriptJson(data)}</script>`);
  if (head.preloadImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`);
  // crossorigin as Vite writes its own modulepreload links: a module script is fetched in CORS mode.
  for (const url of head.clientModule ? modulePreloads(head.clientModule) : [])
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`);
  return tags.filter(Boolean).join(separator);
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * index.html split once around its `<title>` (and without its description meta), so that a page's
 * head costs two string joins. Only the head is searched (an SVG's `<title>` in the body is not the
 * page's). Throws when the file has no `</head>`: the build is broken.
 */
export function createHtmlShell(indexHtml: string, modulePreloads: ModulePreloads = () => []): { render(head: PageHead): string } {
  const headEnd = indexHtml.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  let headHtml = indexHtml.slice(0, headEnd);
  const body = indexHtml.slice(headEnd);
  const description = DESCRIPTION.exec(headHtml);
  if (description) headHtml = headHtml.replace(DESCRIPTION, '');
  const fallbackDescription = description ? description[0].trim() : '';
  const title = TITLE.exec(headHtml);
  const before = title ? headHtml.slice(0, title.index) : headHtml;
  const after = (title ? headHtml.slice(title.index + title[0].length) : '') + body;
  const withFirstPaint = splitFirstPaint(after);
  // The tags take the title's place and its indentation.
  const indent = /\n([ \t]*)$/.exec(before)?.[1] ?? '';
  return {
    render: (head) =>
      `${before}${renderHeadTags(head, fallbackDescription, `\n${indent}`, modulePreloads)}\n${indent}${head.firstPaint ? withFirstPaint(head.firstPaint) : after}`,
  };
}
