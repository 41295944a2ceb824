import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/api-error.ts';
import { validateAllButBody, validateWithSchema } from './validate.ts';

/** The request schemas of a route as its handler's types: `request.body` is the body schema's output, and so on. */
type RouteSchemas<D extends RouteDocs> = {
  body: D extends { body: infer B extends z.ZodType } ? B : undefined;
  querystring: D extends { querystring: infer Q extends z.ZodType } ? Q : undefined;
  params: D extends { params: infer P extends z.ZodType } ? P : undefined;
};

/** One documented answer: a shared schema, or null for an answer without a body (304). */
type Answer = z.core.$ZodType | null;
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
  errors?: Partial<Record<number, string | { description: string; schema: z.core.$ZodType }>>;
}

/**
 * The serializer of a documented answer: a 2xx answer is checked against its shared schema (a
 * handler that answers something else fails loudly as a 500, not silently on the client), then
 * sent as the handler built it. Failures come from the one error handler as `{ message }` and
 * are sent unchecked; file downloads and 304s never reach a serializer.
 */
const serializeAnswer: FastifySerializerCompiler<unknown> = ({ schema, httpStatus, method, url }) => {
  // Core, not the full API's class: the public answers are zod/mini schemas (docs/client.md).
  if (!(schema instanceof z.core.$ZodType) || !httpStatus?.startsWith('2')) return (data) => JSON.stringify(data);
  return (data) => {
    const checked = z.safeParse(schema, data);
    if (!checked.success) throw new ResponseMismatchError(`${method} ${url} answered ${httpStatus} off its schema`, checked.error);
    return JSON.stringify(data);
  };
};

class ResponseMismatchError extends Error {
  constructor(
    message: string,
    public override readonly cause: z.ZodError,
  ) {
    super(`${message}: ${cause.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    this.name = 'ResponseMismatchError';
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  304: 'Not modified: the copy the client holds (If-None-Match) is current',
};

function documentAnswer(status: number, answer: Answer | MediaAnswer) {
  if (answer === null) return z.null().describe(STATUS_TEXT[status] ?? 'No body');
  if (answer instanceof z.core.$ZodType)
    return { description: STATUS_TEXT[status] ?? 'OK', content: { 'application/json': { schema: answer } } };
  return { description: answer.description, content: { [answer.mediaType]: { schema: z.file() } } };
}

/**
 * The route options that declare a route's schemas for the OpenAPI document (GET /api/openapi.json),
 * from the shared zod schemas. Spread them into the route's options:
 * `app.post('/api/login', { ...documentRoute({ … }), preHandler }, handler)`.
 */
export function documentRoute<const D extends RouteDocs>(docs: D) {
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
  // A route that takes multipart reads its body from the stream: its handler parses the fields (parseInput).
  const validatorCompiler = docs.consumes?.includes('multipart/form-data') ? validateAllButBody : validateWithSchema;
  return { schema: schema as typeof schema & RouteSchemas<D>, validatorCompiler, serializerCompiler: serializeAnswer };
}

/** The failure every route behind requireUser can answer. */
export const UNAUTHENTICATED = { 401: 'Not authenticated: no token, or an expired or unknown one' } as const;

/** The failure of every route that takes a body or query (validate.ts). */
export const INVALID_INPUT = {
  400: 'Invalid input: the first problem, in the spec’s words (`Unknown field: x` for a field the call does not take)',
} as const;
