import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from '../../../src/client/app/prefetch-route-data.ts';
import { publicListingQuery } from '../../../src/client/features/marketplace/marketplace-queries.ts';

afterEach(() => vi.unstubAllGlobals());

/** A signed-out browser whose fetch records each path and answers `{ path }`. */
function stubFetch(): string[] {
  const paths: string[] = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
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
    prefetchRouteData(client, '/listing/12-schneider-contactor');
    const { queryKey } = publicListingQuery(12);
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toEqual({ path: '/api/public/listings/12' }));
    await client.fetchQuery(publicListingQuery(12));
    expect(paths).toEqual(['/api/public/listings/12']);
  });

  it('asks for nothing on pages whose data depends on more than the URL', async () => {
    const paths = stubFetch();
    const client = new QueryClient();
    for (const path of ['/search', '/search?q=mcb', '/seller/4', '/', '/auth', '/listing/abc']) prefetchRouteData(client, path);
    await Promise.resolve();
    expect(paths).toEqual([]);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
