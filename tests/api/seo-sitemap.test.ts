import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makeListingSlug } from '../../src/shared/search-options.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { getPage, makeClientDir } from './helpers/html-page.ts';
import { createListing, photo } from './helpers/listings.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

let client: ReturnType<typeof makeClientDir>;
let jpeg: Buffer;
beforeAll(async () => {
  client = makeClientDir();
  jpeg = await makePhoto('jpeg', 64, 48);
});
afterAll(() => client.remove());

/** A seller (profile postcode B1 1AA) with one listing in each state; returns what is live and what is not. */
async function seedStates(server: TestServer) {
  const api = createClient(server.url);
  const make = async (owner: CreatedUser, title: string, live: boolean): Promise<Listing> => {
    const item = await createListing(server.url, owner.token, { title }, [photo(jpeg)]);
    if (live) expect((await api.post(`/api/listings/${item.id}/publish`, {}, { token: owner.token })).status).toBe(200);
    return item;
  };
  const seller = await createCompleteUser(api);
  const quiet = await createCompleteUser(api);
  const live = [
    await make(seller, 'Danfoss VLT drive 4kW', true),
    await make(seller, 'Belimo actuator LM24A', true),
    await make(seller, 'Crabtree 10-way board', true),
  ];
  const privateItem = await make(seller, 'Private MK sockets', false);
  const withdrawn = await make(seller, 'Withdrawn Hager RCBO', true);
  await api.post(`/api/listings/${withdrawn.id}/withdraw`, undefined, { token: seller.token });
  const soldOut = await make(seller, 'Sold out Wago connectors', true);
  await queryDb(server, 'UPDATE listings SET quantity = 0 WHERE id = ?', [soldOut.id]);
  await make(quiet, 'Quiet seller private item', false);
  return { seller, quiet, live, hidden: [privateItem, withdrawn, soldOut] };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const listingLoc = (item: Pick<Listing, 'id' | 'title'>) => `${TEST_APP_URL}/listing/${item.id}-${makeListingSlug(item.title)}`;

describe('GET /sitemap.xml', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clientDir: client.dir });
  });
  afterAll(async () => server.close());

  it('lists / and /search, every live listing by its canonical URL with lastmod, and sellers with something live; nothing else', async () => {
    const { seller, quiet, live, hidden } = await seedStates(server);
    const res = await getPage(server.url, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.text).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(locs(res.text).sort()).toEqual(
      [`${TEST_APP_URL}/`, `${TEST_APP_URL}/search`, ...live.map(listingLoc), `${TEST_APP_URL}/seller/${seller.user.id}`].sort(),
    );
    for (const item of live)
      expect(res.text).toMatch(new RegExp(`<url><loc>${listingLoc(item)}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`));
    for (const item of hidden) expect(res.text).not.toContain(`/listing/${item.id}-`);
    expect(res.text).not.toContain(`/seller/${quiet.user.id}<`);
  });
});

describe('GET /sitemap.xml past the URLs one file may hold', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clientDir: client.dir, urlsPerSitemap: 2 });
  });
  afterAll(async () => server.close());

  it('becomes a sitemap index of pages by id range, each page within the limit, together the same URLs', async () => {
    const { seller, live, hidden } = await seedStates(server);
    const index = await getPage(server.url, '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const sitemaps = locs(index.text);
    expect(sitemaps[0]).toBe(`${TEST_APP_URL}/sitemap-pages.xml`);
    for (const loc of sitemaps) expect(loc).toMatch(new RegExp(`^${TEST_APP_URL}/sitemap-(pages|listings-\\d+|sellers-\\d+)\\.xml$`));

    const found: string[] = [];
    for (const loc of sitemaps) {
      const page = await getPage(server.url, loc.slice(TEST_APP_URL.length));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(locs(page.text).length).toBeLessThanOrEqual(2);
      found.push(...locs(page.text));
    }
    expect(found.sort()).toEqual(
      [`${TEST_APP_URL}/`, `${TEST_APP_URL}/search`, ...live.map(listingLoc), `${TEST_APP_URL}/seller/${seller.user.id}`].sort(),
    );
    for (const item of hidden) expect(found.join('\n')).not.toContain(`/listing/${item.id}-`);

    // A page with nothing live, or past every id, is not found.
    for (const path of ['/sitemap-listings-999.xml', '/sitemap-sellers-999999999.xml'])
      expect((await getPage(server.url, path)).status).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clientDir: client.dir });
  });
  afterAll(async () => server.close());

  it('allows the public pages and what they load, disallows the API, signed-in screens and link pages, and names the sitemap', async () => {
    const res = await getPage(server.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/add-item',
      '/edit-item',
      '/profile',
      '/export',
      '/onboarding',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/api/public/', '/api/search']) expect(lines).toContain(`Allow: ${path}`);
    expect(lines.some((line) => /^Disallow: \/(listing|seller|search)/.test(line))).toBe(false);
    expect(lines.at(-1)).toBe(`Sitemap: ${TEST_APP_URL}/sitemap.xml`);
  });
});
