import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makeListingSlug } from '../../src/shared/search-options.ts';
import { createClient } from './helpers/api-client.ts';
import { createUser, profileBody } from './helpers/factories.ts';
import { getPage, makeClientDir, readHead } from './helpers/html-page.ts';
import { createListing, photo } from './helpers/listings.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

/** Signed-out `/` (decisions ruling 13): the marketplace's front door, painted by the server. */
let server: TestServer;
let client: ReturnType<typeof makeClientDir>;
beforeAll(async () => {
  client = makeClientDir();
  server = await startTestServer({}, { clientDir: client.dir });
});
afterAll(async () => {
  await server.close();
  client.remove();
});

/** The HTML inside `#root`: the first paint the app replaces. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('GET /', () => {
  it('paints the front door with the newest listings and the categories with their live counts, under its canonical URL', async () => {
    // Before anything is live: the search box and the way to sell, no listings, no categories.
    const empty = await getPage(server.url, '/');
    expect(empty.status).toBe(200);
    expect(rootOf(empty.text)).toContain('Surplus M&amp;E stock from UK contractors</h1>');
    expect(rootOf(empty.text)).toContain('<a href="/auth?tab=register"');
    expect(rootOf(empty.text)).not.toContain('Browse by category');

    const api = createClient(server.url);
    const seller = await createUser(api, { businessName: '' });
    expect((await api.post('/api/complete-profile', profileBody(), { token: seller.token })).status).toBe(200);
    const jpeg = await makePhoto('jpeg', 160, 120);
    const publish = async (fields: Record<string, string | number>) => {
      const item = await createListing(server.url, seller.token, fields, [photo(jpeg)]);
      const res = await api.post<Listing>(`/api/listings/${item.id}/publish`, { postcode: 'B2 4QA' }, { token: seller.token });
      expect(res.status).toBe(200);
      return res.body;
    };
    const older = await publish({ title: 'Hager 32A MCB type B', categoryId: 1 });
    const cable = await publish({ title: 'Prysmian 6242Y twin and earth 2.5mm', categoryId: 9 });
    const newest = await publish({ title: 'Grundfos UPS2 circulator pump', categoryId: 1 });
    // Kept back in the inventory: on no public page.
    await createListing(server.url, seller.token, { title: 'Unlisted Wago connectors', categoryId: 1 });

    const page = await getPage(server.url, '/');
    expect(page.status).toBe(200);
    expect(readHead(page.text)).toMatchObject({
      titles: ['SpareStock: surplus M&E stock from UK contractors'],
      canonicals: [`${TEST_APP_URL}/`],
      robots: undefined,
      modulePreloads: ['/assets/front-door-page-test.js'],
      preloadImages: [expect.stringMatching(/^\/media\/\d+\/[\w-]+-thumb\.jpg$/)],
    });
    const root = rootOf(page.text);
    // The newest listing's photo is fetched with the HTML and painted first.
    expect(root).toContain(`<img src="${readHead(page.text).preloadImages[0]}" alt="" fetchpriority="high"`);
    // Newest first, each a link to its listing's page.
    const hrefs = [...root.matchAll(/<a href="(\/listing\/[^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([newest, cable, older].map((item) => `/listing/${item.id}-${makeListingSlug(item.title)}`));
    expect(root).not.toContain('Unlisted Wago');
    expect(root).toContain('Newest listings</h2>');
    // Only categories with something live, in the table's order, with their counts.
    const categories = [
      ...root.matchAll(
        /<a href="\/search\?category=([^"]+)"[^>]*><span>([^<]+)<\/span><span[^>]*>(\d+)<span class="sr-only"> for sale<\/span><\/span>/g,
      ),
    ];
    expect(categories.map((m) => [decodeURIComponent(m[1]!.replace(/\+/g, ' ')), m[2]!.replace('&amp;', '&'), m[3]])).toEqual([
      ['Electrical Components', 'Electrical Components', '2'],
      ['Cables & Wiring', 'Cables & Wiring', '1'],
    ]);
    // /auth keeps the sign-in screen's own head.
    expect(readHead((await getPage(server.url, '/auth')).text).modulePreloads).toEqual(['/assets/auth-page-test.js']);
  });

  it('is in the sitemap', async () => {
    const sitemap = await getPage(server.url, '/sitemap.xml');
    expect(sitemap.text).toContain(`<url><loc>${TEST_APP_URL}/</loc></url>`);
  });
});
