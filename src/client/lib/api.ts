import { buildApiErrorMessage } from './api-error.ts';
import { readToken } from './token-storage.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Turns a non-OK response into the spec's "{status}: {body text or status text}" error. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new Error(buildApiErrorMessage(response.status, body, response.statusText));
}

export function buildAuthHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The one way the client calls the API (spec §7): credentials, bearer token, JSON body. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    headers: buildAuthHeaders(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** apiRequest, then the JSON body. The caller names the shape the API contract promises. */
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}
