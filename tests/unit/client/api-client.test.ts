import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, buildRequestInit, parseRetryAfter } from '../../../src/client/lib/api.ts';
import { parseApiError } from '../../../src/client/lib/api-error.ts';
import { PhotoRefListSchema } from '../../../src/shared/schemas/photos.ts';

interface Call {
  path: string;
  init: RequestInit;
}

/** Replaces fetch with one that records each call and answers `respond`'s Response. */
function stubFetch(respond: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const call = { path, init };
    calls.push(call);
    return respond(call);
  });
  return calls;
}

/** A signed-in browser: the token where token-storage reads it. */
function signIn(token: string): void {
  const store = new Map([['sparestock_token', token]]);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => store.get(key) ?? null } });
}

afterEach(() => vi.unstubAllGlobals());

describe('buildRequestInit (spec §7)', () => {
  it('sends credentials always, the bearer token when stored, and JSON only with a body', () => {
    expect(buildRequestInit('GET', undefined, null)).toEqual({ method: 'GET', headers: {}, body: undefined, credentials: 'include' });
    expect(buildRequestInit('POST', { a: 1 }, 'tok')).toEqual({
      method: 'POST',
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"a":1}',
      credentials: 'include',
    });
  });

  it('hands a FormData body over as it is, with no content type of ours (the browser adds the multipart boundary)', () => {
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), 'a.jpg');
    const init = buildRequestInit('POST', form, 'tok');
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
  });
});

describe('apiRequest', () => {
  it('posts multipart through the one client with the token', async () => {
    signIn('abc');
    const calls = stubFetch(() => Response.json([{ id: 1, url: '/u/1.jpg', thumbnailUrl: '/u/1-t.jpg' }], { status: 201 }));
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(80)], { type: 'image/jpeg' }), 'a.jpg');
    const photos = await apiJson('POST', '/api/photos', PhotoRefListSchema, form);
    expect(photos).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: '/api/photos',
      init: { method: 'POST', credentials: 'include', headers: { Authorization: 'Bearer abc' } },
    });
    // What goes on the wire is multipart with the browser's boundary, not JSON.
    const wire = new Request('http://x/', { method: 'POST', body: calls[0]!.init.body });
    expect(wire.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("throws ApiError with the spec's '{status}: {body}' message and the status, body and Retry-After", async () => {
    stubFetch(
      () =>
        new Response('{"message":"The server is busy"}', {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'retry-after': '10' },
        }),
    );
    const error = await apiRequest('POST', '/api/photos', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, retryAfterMs: 10_000, message: '503: {"message":"The server is busy"}' });
    expect(parseApiError(error)).toMatchObject({ status: 503, message: 'The server is busy', isNetworkError: false });
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/api/photos/9/analysis')).rejects.toThrow('404: Not Found');
  });

  it('lets a request that got no answer fail as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/api/user').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(parseApiError(error).isNetworkError).toBe(true);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta seconds and ignores anything else', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
  });
});
