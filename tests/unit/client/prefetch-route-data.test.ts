import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from '../../../src/client/app/prefetch-route-data.ts';
import { publicListingQuery, searchResultsQuery } from '../../../src/client/features/marketplace/marketplace-queries.ts';

afterEach(() => vi.unstubAllGlobals());

/** A browser (signed out, or holding a session token) whose fetch records each path and answers `{ path }`. */
function stubFetch(token: string | null = null): string[] {
  const paths: string[] = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => token } });
  vi.stubGlobal('fetch', async (path: string) => {
    paths.push(path);
    return new Response(JSON.stringify({ path }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return paths;
}

describe('prefetchRouteData', () => {
  it('asks for a listing page’s data under the key its page reads, once: the page then finds it and does not ask again', async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    prefetchRouteData(client, { pathname: '/listing/12-schneider-contactor', search: '' });
    const { queryKey } = publicListingQuery(12);
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toEqual({ path: '/api/public/listings/12' }));
    await client.fetchQuery(publicListingQuery(12));
    expect(paths).toEqual(['/api/public/listings/12']);
  });

  it('asks for a signed-out search under the key its page reads, written canonically, once', async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    prefetchRouteData(client, { pathname: '/search', search: '?page=1&q=+mcb+&radius=7&category=Electrical+Components' });
    const { queryKey } = searchResultsQuery('q=mcb&category=Electrical+Components');
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toEqual({ path: '/api/search?q=mcb&category=Electrical+Components' }));
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

  it('asks for nothing on pages whose data depends on more than the URL', async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    for (const pathname of ['/seller/4', '/', '/auth', '/listing/abc', '/search/extra'])
      prefetchRouteData(client, { pathname, search: '?q=mcb' });
    await Promise.resolve();
    expect(paths).toEqual([]);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
