import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { HttpError, badRequest, notFound } from './http-errors.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * Parses a request's body, query or multipart fields with a shared schema; the first problem
 * becomes the 400 message (`Unknown field: x` for a key a strict schema does not take).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // PostgreSQL cannot store U+0000 in text (SQLite silently keeps it): refuse it everywhere alike.
  if (containsNul(value)) throw badRequest('Text must not contain NUL characters');
  const result = schema.safeParse(value === undefined ? {} : value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest('Invalid request');
  if (issue.code === 'unrecognized_keys') throw badRequest(`Unknown field: ${issue.keys.join(', ')}`);
  if (issue.code === 'invalid_type' && issue.path.length === 0) throw badRequest('Request body must be a JSON object');
  throw badRequest(issue.message);
}

/**
 * Path parameters: a malformed id can't be anyone's, so it answers the route's 404 with the
 * schema's own message (see path-params.ts), like an unknown id or another user's.
 */
function parseParams(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw notFound(result.error.issues[0]?.message);
}

/**
 * The validator of every documented route: each request part through its zod schema, the parsed
 * (coerced, transformed) value replacing the raw one, and a failure as the `{ message }` the
 * error handler answers. Fastify runs it after the preValidation hooks (sign-in, per-account
 * limits), so 401 and 429 still come before 400.
 */
export const validateWithSchema: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: the ${httpPart} schema is not a zod schema`);
  const parse = httpPart === 'params' ? parseParams : parseInput;
  return (data) => {
    try {
      return { value: parse(schema, data) };
    } catch (error) {
      if (error instanceof HttpError) return { error };
      throw error;
    }
  };
};

/** For a route that takes multipart: its params and query as above; its handler parses the body's fields itself. */
export const validateAllButBody: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validateWithSchema(route);

/**
 * The app-wide part of route validation, registered before any route:
 * - Fastify hands a validator `null` for an absent body; an absent body counts as `{}` (every field
 *   optional or missing), while a JSON `null` body stays a non-object body like `[]` or `"x"`.
 * - A route documented as signed in (`auth: true`) must check the token in `preValidation`:
 *   in `preHandler` it would run after the schemas, and a bad body would answer 400 before 401.
 */
export function registerRouteValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const signedIn = route.schema !== undefined && 'security' in route.schema;
    if (signedIn && !route.preValidation) {
      throw new Error(`${String(route.method)} ${route.url}: check sign-in in preValidation, not preHandler (401 before 400)`);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body !== undefined) request.body = {};
  });
}
