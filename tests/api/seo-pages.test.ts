import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import type { PublicListingPage } from '../../src/shared/schemas/public-listing.ts';
import { makeListingSlug } from '../../src/shared/search-options.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createUser, profileBody, type CreatedUser } from './helpers/factories.ts';
import { getPage, makeClientDir, readHead } from './helpers/html-page.ts';
import { createListing, fetchImage, photo } from './helpers/listings.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

let server: TestServer;
let client: ReturnType<typeof makeClientDir>;
let jpeg: Buffer;
beforeAll(async () => {
  client = makeClientDir();
  server = await startTestServer({}, { clientDir: client.dir });
  jpeg = await makePhoto('jpeg', 160, 120);
});
afterAll(async () => {
  await server.close();
  client.remove();
});

interface Actor extends CreatedUser {
  client: ApiClient;
}

async function seller(
  profile: Record<string, unknown> = { accountType: 'individual', businessName: undefined, firstName: 'Priya', lastName: 'Zanzibarova' },
): Promise<Actor> {
  const api = createClient(server.url);
  const created = await createUser(api, { businessName: '' });
  expect((await api.post('/api/complete-profile', profileBody(profile), { token: created.token })).status).toBe(200);
  return { ...created, client: api };
}

/** A live item with two photos at B2 4QA (Birmingham). */
async function liveItem(
  actor: Actor,
  fields: Record<string, string | number> = {},
  publish: Record<string, unknown> = {},
): Promise<Listing> {
  const item = await createListing(server.url, actor.token, { brand: 'Schneider', ...fields }, [photo(jpeg), photo(jpeg)]);
  const res = await actor.client.post<Listing>(
    `/api/listings/${item.id}/publish`,
    { postcode: 'B2 4QA', ...publish },
    { token: actor.token },
  );
  expect(res.status).toBe(200);
  return res.body;
}

const pathOf = (item: Pick<Listing, 'id' | 'title'>) => `/listing/${item.id}-${makeListingSlug(item.title)}`;
const viewsOf = async (id: number) =>
  Number((await queryDb<{ views: number }>(server, 'SELECT views FROM listings WHERE id = ?', [id]))[0]?.views);

describe('GET /listing/{id}-{slug}', () => {
  it('puts the title, description, canonical URL, Open Graph, Twitter and Product JSON-LD into the page', async () => {
    const priya = await seller();
    const item = await liveItem(priya, {
      title: 'Schneider 32A MCB, type C',
      description: 'Boxed, never installed.\nFrom a Digbeth fit-out.',
    });
    const page = await getPage(server.url, pathOf(item), { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // Built from index.html in memory, never its pre-compressed copies; still the app's page.
    expect(page.text).not.toContain('STALE');
    expect(page.text).toContain('<div id="root">');

    const head = readHead(page.text);
    const url = `${TEST_APP_URL}${pathOf(item)}`;
    expect(head.titles).toEqual(['Schneider 32A MCB, type C – £12.50 | SpareStock']);
    expect(head.descriptions).toHaveLength(1);
    const description = head.descriptions[0]!;
    expect(description).toMatch(/^New condition · 4 available · £12\.50 · .+ \(B2\)\. Boxed, never installed\. From a Digbeth fit-out\.$/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head.canonicals).toEqual([url]);
    expect(head.robots).toBeUndefined();

    const { listing, seller: summary } = (await priya.client.get<PublicListingPage>(`/api/public/listings/${item.id}`)).body;
    const images = listing.photos.map((p) => `${TEST_APP_URL}${p.url}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:site_name')).toBe('SpareStock');
    expect(head.meta('og:title')).toBe('Schneider 32A MCB, type C – £12.50');
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:image')).toBe(images[0]);
    // The first photo's small copy (painted first) is fetched with the HTML, by the very path the page's <img> asks for.
    expect(head.preloadImages).toEqual([listing.photos[0]!.thumbnailUrl]);
    // So is the script that draws the page (from the build's manifest), instead of after the entry script has run.
    expect(head.modulePreloads).toEqual(['/assets/listing-page-test.js']);
    // Before any script runs, the page paints the listing itself (escaped) in the splash's place.
    const root = page.text.slice(page.text.indexOf('<div id="root">'), page.text.indexOf('</body>'));
    expect(root).not.toContain('Loading…');
    expect(root).toContain('<h1 class="text-2xl font-bold tracking-tight text-fg">Schneider 32A MCB, type C</h1>');
    expect(root).toContain(`<img src="${listing.photos[0]!.thumbnailUrl}" alt="Photo 1 of Schneider 32A MCB, type C" fetchpriority="high"`);
    expect(root).toContain('>£12.50<');
    expect(root).toContain(`>${listing.category}<`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(images[0]);
    expect(head.meta('product:price:amount')).toBe('12.50');
    // The image URL is a real, public photo.
    expect((await fetchImage(server.url, images[0]!.slice(TEST_APP_URL.length))).status).toBe(200);

    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Schneider 32A MCB, type C',
        description: 'Boxed, never installed. From a Digbeth fit-out.',
        url,
        image: images,
        brand: { '@type': 'Brand', name: 'Schneider' },
        category: listing.category,
        itemCondition: 'https://schema.org/NewCondition',
        offers: {
          '@type': 'Offer',
          url,
          price: '12.50',
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          inventoryLevel: { '@type': 'QuantitativeValue', value: 4 },
          availableAtOrFrom: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', postalCode: 'B2', addressLocality: listing.area, addressCountry: 'GB' },
          },
          seller: { '@type': 'Person', name: summary.displayName },
        },
      },
    ]);
  });

  it('escapes what the seller wrote: no markup or script gets out of a tag or the JSON-LD', async () => {
    const business = await seller({ accountType: 'business', businessName: 'Volt & "Co" <Ltd>' });
    const title = `Cable "Pro" 2.5mm </script><script>alert(1)</script> & 'more'`;
    const item = await liveItem(
      business,
      { title, condition: 'Poor', description: '<!-- x --><img src=x onerror=alert(2)>' },
      { vatMode: 'plus_vat' },
    );
    const page = await getPage(server.url, pathOf(item));
    expect(page.status).toBe(200);
    // The entry script and the one JSON-LD block: nothing else became a script.
    const head = readHead(page.text);
    expect(head.scriptTags).toBe(2);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).not.toContain('<!-- x -->');
    expect(head.titles).toEqual([`${title} – £12.50 | SpareStock`]);
    expect(head.meta('og:title')).toBe(`${title} – £12.50`);
    expect(head.descriptions[0]).toMatch(/^Poor condition · 4 available · £12\.50 \+ VAT · /);
    const [product] = head.jsonLd as [{ name: string; description: string; itemCondition: string; offers: Record<string, unknown> }];
    expect(product.name).toBe(title);
    expect(product.description).toBe('<!-- x --><img src=x onerror=alert(2)>');
    expect(product.itemCondition).toBe('https://schema.org/UsedCondition');
    expect(product.offers.seller).toEqual({ '@type': 'Organization', name: 'Volt & "Co" <Ltd>' });
    expect(product.offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: '12.50',
      priceCurrency: 'GBP',
      valueAddedTaxIncluded: false,
    });
  });

  it('sends a missing or stale slug, upper case or a trailing slash to the one canonical URL (301), query kept', async () => {
    const priya = await seller();
    const item = await liveItem(priya, { title: 'ABB ACS580 drive 7.5kW' });
    const canonical = pathOf(item);
    expect(canonical).toBe(`/listing/${item.id}-abb-acs580-drive-7-5kw`);
    for (const path of [
      `/listing/${item.id}`,
      `/listing/${item.id}-old-title`,
      `/LISTING/${item.id}-ABB-ACS580-DRIVE-7-5KW`,
      `${canonical}/`,
      `/listing/00${item.id}-x`,
    ]) {
      const res = await getPage(server.url, `${path}?utm_source=share`);
      expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({
        path,
        status: 301,
        location: `${canonical}?utm_source=share`,
      });
    }
  });

  it('answers 404 with noindex for private, withdrawn, sold-out, deleted, unknown and malformed listings', async () => {
    const priya = await seller();
    const draft = await createListing(server.url, priya.token, {}, [photo(jpeg)]);
    const withdrawn = await liveItem(priya);
    await priya.client.post(`/api/listings/${withdrawn.id}/withdraw`, undefined, { token: priya.token });
    const soldOut = await liveItem(priya);
    await queryDb(server, 'UPDATE listings SET quantity = 0 WHERE id = ?', [soldOut.id]);
    const deleted = await liveItem(priya);
    expect((await priya.client.delete(`/api/listings/${deleted.id}`, { token: priya.token })).status).toBe(200);

    const paths = [pathOf(draft), pathOf(withdrawn), `/listing/${soldOut.id}`, pathOf(deleted), '/listing/999999999-x', '/listing/0'];
    paths.push('/listing/abc', '/listing/-1', `/listing/${withdrawn.id}/more`, '/listing/9999999999999', '/listing/1e3');
    for (const path of paths) {
      const res = await getPage(server.url, path, { authorization: `Bearer ${priya.token}` });
      const head = readHead(res.text);
      expect({ path, status: res.status, type: res.headers.get('content-type'), robots: head.robots, titles: head.titles }).toEqual({
        path,
        status: 404,
        type: 'text/html; charset=utf-8',
        robots: 'noindex',
        titles: ['Listing not available | SpareStock'],
      });
      expect(head.canonicals).toEqual([]);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('counts no view: the app’s own read of the listing does', async () => {
    const priya = await seller();
    const item = await liveItem(priya);
    await getPage(server.url, pathOf(item));
    expect(await viewsOf(item.id)).toBe(0);
  });
});

describe('GET /seller/{id}', () => {
  it('describes a seller with something live, and 404s (noindex) one with nothing live, unknown or malformed', async () => {
    const priya = await seller();
    await liveItem(priya);
    await liveItem(priya);
    const page = await getPage(server.url, `/seller/${priya.user.id}`);
    expect(page.status).toBe(200);
    const head = readHead(page.text);
    const url = `${TEST_APP_URL}/seller/${priya.user.id}`;
    expect(head.titles).toEqual(['Priya Z. – surplus M&E stock | SpareStock']);
    expect(head.descriptions[0]).toMatch(
      /^Priya Z\.: 2 live listings of surplus mechanical and electrical stock on SpareStock\. Individual seller, member since \w+ \d{4}\.$/,
    );
    expect(head.canonicals).toEqual([url]);
    expect(head.meta('og:type')).toBe('profile');
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${TEST_APP_URL}/media/\\d+/[a-f0-9-]{36}\\.jpg$`));
    expect(head.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'ProfilePage', url, mainEntity: { '@type': 'Person', name: 'Priya Z.', url } },
    ]);
    expect(page.text).not.toContain('Zanzibarova');
    expect(head.modulePreloads).toEqual(['/assets/seller-page-test.js']);

    const trailing = await getPage(server.url, `/seller/${priya.user.id}/`);
    expect({ status: trailing.status, location: trailing.headers.get('location') }).toEqual({
      status: 301,
      location: `/seller/${priya.user.id}`,
    });

    const quiet = await seller();
    await createListing(server.url, quiet.token, {}, [photo(jpeg)]);
    for (const path of [`/seller/${quiet.user.id}`, '/seller/999999999', '/seller/abc', `/seller/${priya.user.id}-x`]) {
      const res = await getPage(server.url, path);
      expect({ path, status: res.status, robots: readHead(res.text).robots, titles: readHead(res.text).titles }).toEqual({
        path,
        status: 404,
        robots: 'noindex',
        titles: ['Seller not available | SpareStock'],
      });
    }
  });
});

describe('GET /search', () => {
  it('paints the first page of results the API gives for the URL, escaped, and preloads the first photo', async () => {
    const priya = await seller({ accountType: 'business', businessName: 'Quokka Electrical Ltd' });
    const live = await liveItem(priya, { title: 'Quokkatron <b>isolator</b> 63A', price: '1234.50' }, { vatMode: 'plus_vat' });
    const hidden = await createListing(server.url, priya.token, { title: 'Quokkatron private isolator' }, [photo(jpeg)]);
    const api = await priya.client.get<{ results: { id: number; photo: { thumbnailUrl: string } | null }[] }>(
      '/api/search?q=quokkatron&near=B1',
    );
    expect(api.body.results.map((r) => r.id)).toEqual([live.id]);

    const page = await getPage(server.url, '/search?q=quokkatron&near=B1');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<p>Loading…</p>');
    expect(page.text).toContain('>Results for “quokkatron”</h1>');
    expect(page.text).toContain('>1 result</h2>');
    expect(page.text.match(/<li><article/g)).toHaveLength(1);
    expect(page.text).toContain(
      `<a href="${pathOf(live)}" class="after:absolute after:inset-0">Quokkatron &lt;b&gt;isolator&lt;/b&gt; 63A</a>`,
    );
    expect(page.text).toMatch(/>£1,234\.50<\/span><span class="text-xs text-fg-muted">\+ VAT<\/span>/);
    expect(page.text).toMatch(/>Qty 4<\/span><\/p><p class="text-xs text-fg-muted">\d(\.\d)? mi · B2<\/p>/);
    expect(page.text).not.toContain('private isolator');
    expect(page.text).not.toContain(`/listing/${hidden.id}-`);
    const thumbnail = api.body.results[0]!.photo!.thumbnailUrl;
    expect(readHead(page.text).preloadImages).toEqual([thumbnail]);
    expect(page.text).toContain(`<img src="${thumbnail}" alt="" fetchpriority="high"`);

    // The words as typed, escaped; a search the API refuses or that finds nothing keeps the splash.
    expect((await getPage(server.url, '/search?q=quokkatron%20%3C%2F%3E')).text).toContain('>Results for “quokkatron &lt;/&gt;”</h1>');
    for (const path of ['/search?q=quokkatron&near=ZZ99', '/search?q=quokkatron&radius=7', '/search?q=quokkatron&page=0']) {
      const refused = await getPage(server.url, path);
      expect({ path, status: refused.status, splash: refused.text.includes('<p>Loading…</p>') }).toEqual({
        path,
        status: 200,
        splash: true,
      });
    }
  });
});

describe('other pages', () => {
  it('gives /search its own title (canonical bare, noindex with a query), preloads the sign-in screen at /auth, and leaves other paths to index.html', async () => {
    const bare = readHead((await getPage(server.url, '/search')).text);
    expect(bare.titles).toEqual(['Marketplace: surplus M&E stock | SpareStock']);
    expect(bare.canonicals).toEqual([`${TEST_APP_URL}/search`]);
    expect(bare.robots).toBeUndefined();
    expect(bare.modulePreloads).toEqual(['/assets/search-page-test.js']);
    // A search that finds nothing keeps index.html's splash (GET /search below paints results).
    expect((await getPage(server.url, '/search?q=zzqnothingfound')).text).toContain('<p>Loading…</p>');
    const searched = await getPage(server.url, '/search?q=contactor&near=B1');
    expect(searched.status).toBe(200);
    expect(readHead(searched.text)).toMatchObject({
      titles: ['Marketplace: surplus M&E stock | SpareStock'],
      canonicals: [],
      robots: 'noindex, follow',
    });

    // The sign-in screen at /auth: index.html's head, plus its script (/ is the front door: front-door-page.test.ts).
    for (const path of ['/auth', '/auth?next=%2Fwanted']) {
      const signIn = await getPage(server.url, path, { 'accept-encoding': 'br' });
      expect({ path, status: signIn.status, ...readHead(signIn.text) }).toMatchObject({
        path,
        status: 200,
        titles: ['SpareStock'],
        descriptions: ['SpareStock: turn surplus M&E stock into priced inventory with SpareBot.'],
        canonicals: [],
        robots: undefined,
        modulePreloads: ['/assets/auth-page-test.js'],
      });
    }

    // Undescribed paths keep the static file: as built, or its pre-compressed copy (here an older one).
    const wanted = await getPage(server.url, '/wanted', { 'accept-encoding': 'identity' });
    expect(wanted.status).toBe(200);
    expect(readHead(wanted.text)).toMatchObject({
      titles: ['SpareStock'],
      descriptions: ['SpareStock: turn surplus M&E stock into priced inventory with SpareBot.'],
      modulePreloads: [],
    });
    expect(readHead((await getPage(server.url, '/wanted', { 'accept-encoding': 'br' })).text).titles).toEqual(['STALE precompressed copy']);
  });
});
