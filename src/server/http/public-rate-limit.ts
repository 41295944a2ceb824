import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CrawlerAllowlist, LimitsConfig } from '../limits-config.ts';
import { assertUnderLimit, type HitCounter } from './flood-limits.ts';

const MINUTE_MS = 60_000;
/** Public routes other than the app's pages, as registered (the router's pattern, not the URL as sent). */
const PUBLIC_ROUTES = new Set(['/api/search', '/media/:photoId/:file', '/robots.txt', '/sitemap.xml', '/sitemap-pages.xml']);

/**
 * Anonymous search and the public pages: GET /api/search, /api/public/…, /media/… (photos of live
 * listings), robots and sitemaps, and every page the SPA serves (its catch-all route; built files
 * have routes of their own). Decided by the route the router matched, so a URL it reads the same
 * way (`/api/search/`, `/api/%73earch`, `/%6Dedia/…`) counts the same.
 */
export function isPublicRead(method: string, route: string | undefined, url: string): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || route === undefined) return false;
  if (PUBLIC_ROUTES.has(route) || route.startsWith('/api/public/')) return true;
  // The catch-all answers an unknown /api path with a JSON 404: not a page.
  return route === '/*' && !/^\/api(\/|\?|$)/.test(url);
}

/** A crawler we let through unlimited: a listed user agent from a listed address range (both). */
export function isExemptCrawler(allow: CrawlerAllowlist, ip: string, userAgent: string | undefined): boolean {
  if (!allow.agents.length || !allow.rangeText.length || !userAgent) return false;
  const agent = userAgent.toLowerCase();
  if (!allow.agents.some((name) => agent.includes(name))) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  return allow.ranges.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

type RequireUser = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * PUBLIC_RATE_LIMIT_PER_MINUTE per address on the public reads (0: off), in the shared rate-limit
 * store; a signed-in user (a valid bearer token) is counted per account with the multiplier's
 * allowance instead. 429 with the other limits' message and Retry-After.
 */
export function registerPublicRateLimit(
  app: FastifyInstance,
  config: LimitsConfig['publicReads'],
  deps: { hits: HitCounter; requireUser: RequireUser },
): void {
  if (config.perMinute === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicRead(request.method, request.routeOptions.url, request.url)) return;
    if (isExemptCrawler(config.exempt, request.ip, request.headers['user-agent'])) return;
    if (request.headers.authorization) await deps.requireUser(request, reply).catch(() => undefined);
    const user = request.user;
    if (user) {
      await assertUnderLimit(deps.hits, `public:user:${user.id}`, config.perMinute * config.signedInMultiplier, MINUTE_MS);
    } else {
      await assertUnderLimit(deps.hits, `public:ip:${request.ip}`, config.perMinute, MINUTE_MS);
    }
  });
}
