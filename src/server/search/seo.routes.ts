import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SeoRepository } from '../listings/seo.repository.ts';
import { buildSitemap, pageUrls, readSitemapPage, renderUrlset, SITEMAP_MAX_URLS } from './sitemap.ts';

/** Paths no search engine should crawl: the API (but what public pages load), signed-in screens, link pages. */
const DISALLOWED = [
  '/api/',
  '/add-item',
  '/edit-item',
  '/create-listing',
  '/profile',
  '/export',
  '/onboarding',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/resend-verification',
];
/** The API calls the public pages make, allowed so a crawler that runs the app sees what visitors see. */
const ALLOWED_API = ['/api/public/', '/api/search', '/api/categories', '/api/init'];

export function renderRobotsTxt(appUrl: string): string {
  const lines = [
    'User-agent: *',
    ...ALLOWED_API.map((p) => `Allow: ${p}`),
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}

export interface SeoRouteDeps {
  repo: SeoRepository;
  appUrl: string;
  /** URLs per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000; tests lower it). */
  urlsPerSitemap?: number;
}

// Crawlers come back often enough; a withdrawn listing is gone from the sitemap within minutes.
const sendXml = (reply: FastifyReply, xml: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);

/** /robots.txt, /sitemap.xml and, past 50,000 URLs, its pages (`/sitemap-listings-{n}.xml`, …). */
export function registerSeoRoutes(app: FastifyInstance, { repo, appUrl, urlsPerSitemap = SITEMAP_MAX_URLS }: SeoRouteDeps): void {
  const robots = renderRobotsTxt(appUrl);

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await buildSitemap(repo, urlsPerSitemap, appUrl)));
  app.get('/sitemap-pages.xml', (_request, reply) => sendXml(reply, renderUrlset(pageUrls(appUrl))));

  for (const kind of ['listings', 'sellers'] as const) {
    app.get<{ Params: { page: string } }>(`/sitemap-${kind}-:page(^\\d{1,9}).xml`, async (request, reply) => {
      const page = Number(request.params.page);
      const urls = await readSitemapPage(repo, kind, page, urlsPerSitemap, appUrl);
      if (urls.length === 0) return reply.callNotFound();
      return sendXml(reply, renderUrlset(urls));
    });
  }
}
