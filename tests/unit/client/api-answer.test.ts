import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiAnswerError, parseAnswer } from '../../../src/client/lib/api-answer.ts';
import { ApiError, apiJson } from '../../../src/client/lib/api.ts';
import { getQueryFn } from '../../../src/client/lib/query-client.ts';
import { PhotoRefListSchema } from '../../../src/shared/schemas/photos.ts';
import { SearchResponseSchema } from '../../../src/shared/schemas/search-answers.ts';
import { PublicUserSchema } from '../../../src/shared/schemas/user.ts';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers every request with `body` as JSON and `status`. */
function answerWith(body: unknown, status = 200): void {
  vi.stubGlobal('fetch', async () => Response.json(body, { status }));
}

describe('parseAnswer', () => {
  const Schema = z.object({ id: z.number().int(), title: z.string(), photos: z.array(z.object({ url: z.string() })) });

  it('returns the schema’s output for an answer of the right shape, without fields the schema does not name', () => {
    const value = parseAnswer(Schema, { id: 1, title: 'MCB', photos: [{ url: '/u/1.jpg' }], secret: 'x' }, 'GET /api/x');
    expect(value).toEqual({ id: 1, title: 'MCB', photos: [{ url: '/u/1.jpg' }] });
  });

  it('rejects a wrong shape with an error naming the call and each field that does not match', () => {
    const error = (() => {
      try {
        parseAnswer(Schema, { id: '1', photos: [{ url: 3 }] }, 'GET /api/x');
      } catch (failure) {
        return failure;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ApiAnswerError);
    const message = (error as Error).message;
    expect(message).toMatch(/^GET \/api\/x answered in an unexpected shape: /);
    expect(message).toContain('id: ');
    expect(message).toContain('title: ');
    expect(message).toContain('photos.0.url: ');
    expect((error as ApiAnswerError).issues).toHaveLength(3);
  });

  it('names the answer itself when the whole body is wrong', () => {
    expect(() => parseAnswer(Schema, null, 'GET /api/x')).toThrow('GET /api/x answered in an unexpected shape: (answer): ');
  });
});

describe('apiJson', () => {
  it('parses the body with the schema it is given', async () => {
    answerWith([{ id: 1, url: '/u/1.jpg', thumbnailUrl: '/u/1-t.jpg' }], 201);
    await expect(apiJson('POST', '/api/photos', PhotoRefListSchema, new FormData())).resolves.toEqual([
      { id: 1, url: '/u/1.jpg', thumbnailUrl: '/u/1-t.jpg' },
    ]);
  });

  it('takes a loader of the schema (code in the entry chunk) as well as the schema', async () => {
    answerWith([{ id: 2, url: '/u/2.jpg', thumbnailUrl: '/u/2-t.jpg' }]);
    const loaded = await apiJson('GET', '/api/photos', () => Promise.resolve(PhotoRefListSchema));
    expect(loaded[0]?.id).toBe(2);
  });

  it('fails with ApiAnswerError, path without its query, when a 2xx body has another shape', async () => {
    answerWith([{ id: 'one', url: '/u/1.jpg' }]);
    const error = await apiJson('GET', '/api/photos?x=1', PhotoRefListSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiAnswerError);
    expect((error as Error).message).toBe(
      'GET /api/photos answered in an unexpected shape: 0.id: Invalid input: expected number, received string; 0.thumbnailUrl: Invalid input: expected string, received undefined',
    );
  });

  it('fails with the same ApiAnswerError for a public page’s zod/mini schema, loaded as the page loads it', async () => {
    answerWith({ results: [{ id: 'one' }], total: 1, page: 1, pageSize: 20, location: null });
    const error = await apiJson('GET', '/api/search?q=mcb', () => Promise.resolve(SearchResponseSchema)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiAnswerError);
    const message = (error as Error).message;
    expect(message).toMatch(/^GET \/api\/search answered in an unexpected shape: /);
    expect(message).toContain('results.0.id: ');
    expect(message).toContain('facets: ');
  });

  it('keeps the spec’s "{status}: {body}" error for a non-OK answer, before any parsing', async () => {
    answerWith({ message: 'Not found' }, 404);
    await expect(apiJson('GET', '/api/photos', PhotoRefListSchema)).rejects.toThrow(new ApiError(404, '{"message":"Not found"}', ''));
  });
});

describe('getQueryFn', () => {
  const context = { queryKey: ['/api/user'], signal: new AbortController().signal, meta: undefined, client: undefined };

  it('answers null for a 401 when asked to, and parses anything else', async () => {
    const fetchUser = getQueryFn(PublicUserSchema, { on401: 'returnNull' });
    answerWith({ message: 'Unauthorized' }, 401);
    // @ts-expect-error the test passes only what the function reads
    await expect(fetchUser(context)).resolves.toBeNull();
    answerWith({ id: 'not a user' });
    // @ts-expect-error as above
    await expect(fetchUser(context)).rejects.toBeInstanceOf(ApiAnswerError);
  });
});
