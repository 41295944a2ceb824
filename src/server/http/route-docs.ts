import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/api-error.ts';

/** One documented answer: a shared schema, or null for an answer without a body (304). */
type Answer = z.ZodType | null;
/** One documented answer of another media type than JSON (a file download). */
interface MediaAnswer {
  mediaType: string;
  description: string;
}

export interface RouteDocs {
  summary: string;
  /** Behaviour a schema can't say (limits, headers, who may call it). */
  description?: string;
  tag: string;
  /** The route needs `Authorization: Bearer <token>`. */
  auth?: boolean;
  body?: z.ZodType;
  /**
   * The body's media types when not JSON only. For multipart, the body schema lists the text
   * fields and the file fields (`z.array(z.file())`).
   */
  consumes?: ('application/json' | 'multipart/form-data')[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** The successful answers by status, each a shared schema. */
  responses: Partial<Record<number, Answer | MediaAnswer>>;
  /** The failures this route answers, by status: what each means (the body is `{ message }`), or its own schema. */
  errors?: Partial<Record<number, string | { description: string; schema: z.ZodType }>>;
}

/**
 * Route schemas here are documentation: the handler still parses each part with `parseWith`, so
 * the spec's messages, the NUL check and the order of checks (401 before 400) stay as they are,
 * and Fastify compiles nothing per route. A no-op per request.
 */
const skipValidation: FastifySchemaCompiler<unknown> = () => () => true;

/** What Fastify does for a route without a response schema: no filtering, no per-request validation. */
const serializeAsJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  304: 'Not modified: the copy the client holds (If-None-Match) is current',
};

function documentAnswer(status: number, answer: Answer | MediaAnswer) {
  if (answer === null) return z.null().describe(STATUS_TEXT[status] ?? 'No body');
  if (answer instanceof z.ZodType) return { description: STATUS_TEXT[status] ?? 'OK', content: { 'application/json': { schema: answer } } };
  return { description: answer.description, content: { [answer.mediaType]: { schema: z.file() } } };
}

/**
 * The route options that declare a route's schemas for the OpenAPI document (GET /api/openapi.json),
 * from the shared zod schemas. Spread them into the route's options:
 * `app.post('/api/login', { ...documentRoute({ … }), preHandler }, handler)`.
 */
export function documentRoute(docs: RouteDocs) {
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(docs.responses)) {
    if (answer !== undefined) response[status] = documentAnswer(Number(status), answer);
  }
  for (const [status, failure] of Object.entries(docs.errors ?? {})) {
    if (failure === undefined) continue;
    const { description, schema } = typeof failure === 'string' ? { description: failure, schema: ApiErrorSchema } : failure;
    response[status] = { description, content: { 'application/json': { schema } } };
  }
  const schema = {
    summary: docs.summary,
    ...(docs.description && { description: docs.description }),
    tags: [docs.tag],
    ...(docs.auth && { security: [{ bearerAuth: [] }] }),
    ...(docs.body && { body: docs.body }),
    ...(docs.consumes && { consumes: docs.consumes }),
    ...(docs.params && { params: docs.params }),
    ...(docs.querystring && { querystring: docs.querystring }),
    response,
  };
  return { schema, validatorCompiler: skipValidation, serializerCompiler: serializeAsJson };
}

/** The failure every route behind requireUser can answer. */
export const UNAUTHENTICATED = { 401: 'Not authenticated: no token, or an expired or unknown one' } as const;

/** The failure of every route that parses a body or query (validate.ts). */
export const INVALID_INPUT = {
  400: 'Invalid input: the first problem, in the spec’s words (`Unknown field: x` for a field the call does not take)',
} as const;
