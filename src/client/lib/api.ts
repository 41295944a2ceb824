import type { $ZodType, output } from 'zod/v4/core';
import { parseAnswer, resolveSchema, type SchemaSource } from './api-answer.ts';
import { buildApiErrorMessage } from './api-error.ts';
import { readToken } from './token-storage.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer. Its message is the spec's "{status}: {body text or status text}" (§8), so
 * every screen reads it the same way; callers that map statuses (SpareBot's §8 failures, a busy
 * upload's Retry-After) read the fields instead of parsing the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly statusText: string;
  /** Retry-After in milliseconds when the server sent one in seconds (503 busy, 429). */
  readonly retryAfterMs: number | null;

  constructor(status: number, bodyText: string, statusText: string, retryAfterMs: number | null = null) {
    super(buildApiErrorMessage(status, bodyText, statusText));
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.statusText = statusText;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After as delta seconds; the HTTP-date form is not used by this server. */
export function parseRetryAfter(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header) * 1000;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, body, response.statusText, parseRetryAfter(response.headers.get('retry-after')));
}

/** A JSON value, or a FormData that travels as multipart (its boundary is set by the browser). */
export type RequestBody = FormData | object;

/**
 * Spec §7: credentials always, the bearer token when one is stored, and a JSON content type
 * only when a JSON body goes with it. A FormData body gets no content type from us: the
 * browser writes `multipart/form-data; boundary=…` itself, and a hand-set one would lack it.
 */
export function buildRequestInit(method: HttpMethod, body: RequestBody | undefined, token: string | null): RequestInit {
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
  };
}

/** The one way the client calls the API. Throws ApiError for a non-OK answer; fetch's own error when there was none. */
export async function apiRequest(method: HttpMethod, path: string, body?: RequestBody): Promise<Response> {
  const response = await fetch(path, buildRequestInit(method, body, readToken()));
  await throwIfNotOk(response);
  return response;
}

/**
 * apiRequest, then the JSON body checked against the shared schema the server documents for the
 * route (`documentRoute`). Returns the schema's output type; a body of another shape throws
 * ApiAnswerError naming the call and the fields. Never cast an answer: give it its schema.
 */
export async function apiJson<S extends $ZodType>(
  method: HttpMethod,
  path: string,
  schema: SchemaSource<S>,
  body?: RequestBody,
): Promise<output<S>> {
  const [response, resolved] = await Promise.all([apiRequest(method, path, body), resolveSchema(schema)]);
  const value: unknown = await response.json();
  return parseAnswer(resolved, value, `${method} ${path.split('?')[0] ?? path}`);
}
