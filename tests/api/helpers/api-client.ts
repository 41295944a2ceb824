import { randomInt } from 'node:crypto';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  /** Raw body sent as is (for malformed JSON and oversize tests). */
  raw?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

let nextIp = randomInt(0, 1 << 20);

/** A fetch Response read in full: its text, and that text parsed as JSON (`{}` when empty or not JSON). */
export async function toApiResponse<T = Record<string, unknown>>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/**
 * A fresh private address for each call (a counter from a random start, so no two clients of
 * one test file ever share an address), so each client has its own rate-limit bucket.
 */
export function randomIp(): string {
  const n = nextIp++ % (1 << 22);
  return `10.${(n >> 14) & 255}.${(n >> 6) & 255}.${((n & 63) << 2) + 1}`;
}

/** Talks to a test server over HTTP as one client (one IP address). */
export function createClient(baseUrl: string, ip = randomIp()) {
  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Uint8Array | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    // A Uint8Array is a valid fetch body; @types/node's BodyInit only lists ArrayBuffer-backed views.
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload as BodyInit | undefined });
    return toApiResponse<T>(response);
  }
  return {
    ip,
    request,
    get: <T = Record<string, unknown>>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
    patch: <T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
    put: <T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
    delete: <T = Record<string, unknown>>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  };
}

export type ApiClient = ReturnType<typeof createClient>;
