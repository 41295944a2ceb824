import { listingPath } from './listing-head.ts';
import { sellerPath } from './page-heads.ts';
import type { SeoRepository, SitemapEntry, SitemapKind } from '../listings/seo.repository.ts';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Ids are 32-bit integers on PostgreSQL: a range is never asked past this one. */
const MAX_ID = 2_147_483_647;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

function renderEntries(tag: 'url' | 'sitemap', urls: readonly SitemapUrl[]): string {
  return urls
    .map(({ loc, lastmod }) => `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`)
    .join('\n');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return `${HEAD}<urlset ${NS}>\n${renderEntries('url', urls)}\n</urlset>\n`;
}

export function renderSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${renderEntries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}

/** The public pages that are neither listings nor sellers: the front door (signed-out `/`) and the search. */
export function pageUrls(appUrl: string): SitemapUrl[] {
  return [{ loc: `${appUrl}/` }, { loc: `${appUrl}/search` }];
}

function toUrl(kind: SitemapKind, entry: SitemapEntry, appUrl: string): SitemapUrl {
  const path = kind === 'listings' ? listingPath(entry.id, entry.title ?? '') : sellerPath(entry.id);
  return { loc: `${appUrl}${path}`, lastmod: entry.lastmod };
}

/**
 * One page of a kind's sitemap: the live listings (or sellers) whose ids fall in the page's range
 * of `size` ids, so a page never holds more than `size` URLs and is read by primary key, not OFFSET.
 */
export async function readSitemapPage(
  repo: SeoRepository,
  kind: SitemapKind,
  page: number,
  size: number,
  appUrl: string,
): Promise<SitemapUrl[]> {
  const from = (page - 1) * size + 1;
  if (page < 1 || from > MAX_ID) return [];
  const entries = await repo.listLive(kind, { from, to: Math.min(page * size, MAX_ID) });
  return entries.map((entry) => toUrl(kind, entry, appUrl));
}

async function readAll(repo: SeoRepository, kind: SitemapKind, appUrl: string): Promise<SitemapUrl[]> {
  return (await repo.listLive(kind)).map((entry) => toUrl(kind, entry, appUrl));
}

/**
 * /sitemap.xml: every URL in one file while they fit in `size`; past that, a sitemap index of
 * `/sitemap-pages.xml` and the non-empty `/sitemap-{kind}-{n}.xml` pages.
 */
export async function buildSitemap(repo: SeoRepository, size: number, appUrl: string): Promise<string> {
  const counts = await repo.countLive();
  if (counts.listings + counts.sellers + pageUrls(appUrl).length <= size) {
    const [listings, sellers] = await Promise.all([readAll(repo, 'listings', appUrl), readAll(repo, 'sellers', appUrl)]);
    return renderUrlset([...pageUrls(appUrl), ...listings, ...sellers]);
  }
  const kinds: SitemapKind[] = ['listings', 'sellers'];
  const buckets = await Promise.all(kinds.map((kind) => repo.listBuckets(kind, size)));
  const sitemaps = kinds.flatMap((kind, i) =>
    (buckets[i] ?? []).map((b) => ({ loc: `${appUrl}/sitemap-${kind}-${b.bucket + 1}.xml`, lastmod: b.lastmod })),
  );
  return renderSitemapIndex([{ loc: `${appUrl}/sitemap-pages.xml` }, ...sitemaps]);
}
