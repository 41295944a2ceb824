import Fastify, { type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../../../src/server/http/error-handler.ts';
import { unauthorized } from '../../../src/server/http/http-errors.ts';
import { idParams } from '../../../src/server/http/path-params.ts';
import { documentRoute } from '../../../src/server/http/route-docs.ts';
import { registerRouteValidation } from '../../../src/server/http/validate.ts';

const NoteSchema = z.strictObject({
  note: z.string().trim().min(1, 'Add a note').optional(),
  count: z.coerce.number().int().default(1),
});
const AnswerSchema = z.object({ id: z.number(), note: z.string().nullable(), count: z.number() });

/** A bare app with the real validator, serializer, error handler and hooks, and routes like the app's. */
const app = Fastify().withTypeProvider<ZodTypeProvider>();
const requireToken = async (request: FastifyRequest) => {
  if (request.headers.authorization !== 'Bearer ok') throw unauthorized();
};
const docs = documentRoute({
  tag: 'Test',
  summary: 'A route with params, a body and an answer',
  auth: true,
  params: idParams('Thing not found'),
  body: NoteSchema,
  responses: { 200: AnswerSchema },
});
let answerOffSchema = false;

beforeAll(async () => {
  registerErrorHandler(app);
  registerRouteValidation(app);
  app.post('/things/:id', { preValidation: requireToken, ...docs }, async (request) =>
    answerOffSchema
      ? { id: String(request.params.id) }
      : { id: request.params.id, note: request.body.note ?? null, count: request.body.count },
  );
  app.get(
    '/things',
    documentRoute({
      tag: 'Test',
      summary: 'A query',
      querystring: z.strictObject({ page: z.coerce.number().int().min(1, 'Page from 1').default(1) }),
      responses: { 200: z.object({ page: z.number() }) },
    }),
    async (request) => ({ page: request.query.page }),
  );
  await app.ready();
});
afterAll(async () => app.close());

const post = (url: string, payload?: unknown, token = 'ok') =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });

describe('documentRoute validates every part with its zod schema', () => {
  it('hands the handler the parsed values: a number id, trimmed text, defaults and coercions', async () => {
    const res = await post('/things/42', { note: '  valve  ', count: '3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 42, note: 'valve', count: 3 });
  });

  it('takes an absent body as {} but a JSON null as a non-object body', async () => {
    expect((await post('/things/1')).json()).toEqual({ id: 1, note: null, count: 1 });
    const res = await post('/things/1', null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('answers the first problem in the schema’s words, `Unknown field` for extra keys, and refuses NUL', async () => {
    expect((await post('/things/1', { note: ' ' })).json()).toEqual({ message: 'Add a note' });
    expect((await post('/things/1', { colour: 'red' })).json()).toEqual({ message: 'Unknown field: colour' });
    const nul = await post('/things/1', { note: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: 'Text must not contain NUL characters' });
  });

  it('answers a malformed path id with the route’s 404, like an unknown one', async () => {
    for (const id of ['abc', '0', '1234567890123']) {
      const res = await post(`/things/${id}`, {});
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Thing not found' });
    }
  });

  it('checks sign-in (preValidation) before the input: 401 comes before 400 and 404', async () => {
    const res = await post('/things/abc', { colour: 'red' }, 'bad');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authenticated' });
  });

  it('parses and coerces the query string', async () => {
    expect((await app.inject({ method: 'GET', url: '/things?page=3' })).json()).toEqual({ page: 3 });
    expect((await app.inject({ method: 'GET', url: '/things?page=0' })).json()).toEqual({ message: 'Page from 1' });
    expect((await app.inject({ method: 'GET', url: '/things?size=3' })).json()).toEqual({ message: 'Unknown field: size' });
  });

  it('fails loudly (500, no internals) when a handler answers off its 2xx schema', async () => {
    answerOffSchema = true;
    try {
      const res = await post('/things/7', {});
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      answerOffSchema = false;
    }
  });

  it('refuses, at start, a signed-in route that checks its token in preHandler (it would answer 400 before 401)', async () => {
    const other = Fastify();
    registerRouteValidation(other);
    const docs = documentRoute({ tag: 'Test', summary: 'Signed in', auth: true, responses: { 200: z.object({}) } });
    await expect(async () => {
      other.get('/mine', { preHandler: requireToken, ...docs }, async () => ({}));
      await other.ready();
    }).rejects.toThrow(/preValidation/);
    await other.close();
  });
});
