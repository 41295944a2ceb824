import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from '../../../src/client/app/prefetch-route-data.ts';
import { publicListingQuery, searchResultsQuery } from '../../../src/client/features/marketplace/marketplace-queries.ts';

afterEach(() => vi.unstubAllGlobals());

/**
 * An answer of the route's documented shape (the client parses it with the shared schema) that
 * carries the path it was asked for: the listing's title, or the search's location area.
 */
function answerFor(path: string): object {
  if (path.startsWith('/api/search')) {
    const facets = { category: [], brand: [], condition: [], delivery: [], distance: [] };
    return { results: [], total: 0, page: 1, pageSize: 24, location: { outcode: 'B1', area: path }, facets };
  }
  const listing = {
    ...{ id: 12, title: path, description: null, categoryId: null, category: null, condition: 'Good', quantity: 1, unitPrice: '1.00' },
    ...{ brandInfo: null, material: null, size: null, technicalSpecs: null, location: null, shipping: null, photos: [] },
    ...{ createdAt: '2026-11-01T00:00:00.000Z', vatMode: null, vatNote: null, outcode: null, area: null, handover: null },
    ...{ deliveryPrice: null, views: 0, approxNewPrice: null, saving: null, publishedAt: null, payByCard: false },
  };
  const seller = { id: 4, displayName: 'Dave S.', accountType: 'individual', memberSince: '2026-01', liveListings: 1, emailVerified: true };
  const feedback = { positive: 0, neutral: 0, negative: 0, percentPositive: null };
  return { listing, seller, feedback };
}

/** A browser (signed out, or holding a session token) whose fetch records each path and answers `answerFor(path)`. */
function stubFetch(token: string | null = null): string[] {
  const paths: string[] = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => token } });
  vi.stubGlobal('fetch', async (path: string) => {
    paths.push(path);
    return new Response(JSON.stringify(answerFor(path)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return paths;
}

describe('prefetchRouteData', () => {
  it('asks for a listing page’s data under the key its page reads, once: the page then finds it and does not ask again', async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    prefetchRouteData(client, { pathname: '/listing/12-schneider-contactor', search: '' });
    const { queryKey } = publicListingQuery(12);
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toMatchObject({ listing: { title: '/api/public/listings/12' } }));
    await client.fetchQuery(publicListingQuery(12));
    expect(paths).toEqual(['/api/public/listings/12']);
  });

  it('asks for a signed-out search under the key its page reads, written canonically, once', async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    prefetchRouteData(client, { pathname: '/search', search: '?page=1&q=+mcb+&radius=7&category=Electrical+Components' });
    const { queryKey } = searchResultsQuery('q=mcb&category=Electrical+Components');
    await vi.waitFor(() =>
      expect(client.getQueryData(queryKey)).toMatchObject({ location: { area: '/api/search?q=mcb&category=Electrical+Components' } }),
    );
    await client.fetchQuery(searchResultsQuery('q=mcb&category=Electrical+Components'));
    expect(paths).toEqual(['/api/search?q=mcb&category=Electrical+Components']);
  });

  it('asks for a signed-in search only when its URL names the place', async () => {
    const paths = stubFetch('a-session-token');
    const client = new QueryClient();
    prefetchRouteData(client, { pathname: '/search', search: '?q=mcb' });
    prefetchRouteData(client, { pathname: '/search', search: '?q=mcb&near=B1&radius=10' });
    await vi.waitFor(() => expect(paths).toEqual(['/api/search?q=mcb&near=B1&radius=10']));
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('asks for the front door’s newest listings on a signed-out /, and for nothing on a signed-in one (the inventory)', async () => {
    const signedOut = stubFetch();
    prefetchRouteData(new QueryClient(), { pathname: '/', search: '' });
    await vi.waitFor(() => expect(signedOut).toEqual(['/api/search?sort=newest&pageSize=8']));
    vi.unstubAllGlobals();
    const signedIn = stubFetch('a-session-token');
    prefetchRouteData(new QueryClient(), { pathname: '/', search: '' });
    await Promise.resolve();
    expect(signedIn).toEqual([]);
  });

  it('asks for nothing on pages whose data depends on more than the URL', async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    // Signed out, '/' is the front door and is prefetched (its own test); '/auth' and the rest are not.
    for (const pathname of ['/seller/4', '/auth', '/listing/abc', '/search/extra'])
      prefetchRouteData(client, { pathname, search: '?q=mcb' });
    await Promise.resolve();
    expect(paths).toEqual([]);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
