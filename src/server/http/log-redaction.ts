import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

/**
 * Query parameter names whose values are secrets: link tokens (`?token=` on the verify and reset
 * pages), and anything named like a password, key, code or signature. `code` and `key` only as a
 * whole word, so `postcode` or `monkey` stay readable.
 */
const SECRET_PARAM = /token|passw|secret|signature|auth|session|cookie|credential|api[-_]?key|(^|[-_.])(key|code|sig)$/i;

export function isSecretParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // a malformed name is judged as written
  }
  return SECRET_PARAM.test(decoded);
}

/** Paths whose next segment is a secret (a download link's token): `/api/account/exports/[REDACTED]`. */
const SECRET_PATH_SEGMENT = /^(\/api\/account\/exports\/)[^/?#]+/;

/** The URL with the value of every secret-looking query parameter (and a secret path segment) replaced by [REDACTED]. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * Field names that never reach a log line: passwords, tokens and their hashes, links that carry
 * a token, auth headers and cookies, keys, and mail bodies (they hold a live link).
 */
const SECRET_FIELD =
  /passw|token|secret|signature|authorization|cookie|credential|api[-_]?key|private[-_]?key|^(reset|verification)_?url$|^(text|html)_?body$|^smtp_?url$/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** Keys whose values a serializer rebuilds from scratch (request, reply, error): not walked here. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);
const MAX_DEPTH = 8;

const isPlain = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);

/**
 * `value` with every secret-named field of its plain objects and arrays replaced by [REDACTED],
 * at any depth. Copy on write: the caller's object is never changed, and one without secrets is
 * returned as it is (the common case, at the cost of a key scan).
 */
export function redactFields<T>(value: T, depth = 0, skip?: Set<string>): T {
  if (!isPlain(value) || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const redacted = redactFields(item, depth + 1);
      if (redacted !== item) (copy ??= [...value])[index] = redacted;
    });
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    if (skip?.has(key)) continue;
    const item = value[key];
    const redacted = isSecretField(key) ? REDACTED : redactFields(item, depth + 1);
    if (redacted !== item) (copy ??= { ...value })[key] = redacted;
  }
  return (copy ?? value) as T;
}

/**
 * Secret-named properties of a logged error, which pino's error serializer copies. (The request
 * and reply serializers emit no headers at all.) Plain paths: pino's wildcard paths (`*.token`)
 * cost about a microsecond per line each, which is why the walk above does the rest.
 */
const ERROR_SECRET_PATHS = ['password', 'newPassword', 'token', 'resetUrl', 'verificationUrl', 'authorization', 'cookie', 'apiKey'].map(
  (field) => `err.${field}`,
);

/** Fastify's own request serializer, with the query's secrets redacted from the URL. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    version: Array.isArray(version) ? version.join(',') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options that keep secrets out of the logs (see docs/platform.md, "Storage and server"). */
export const LOG_REDACTION = {
  redact: { paths: ERROR_SECRET_PATHS, censor: REDACTED },
  serializers: { req: serializeRequest },
  formatters: { log: (entry: Record<string, unknown>) => redactFields(entry, 0, SERIALIZED_KEYS) },
};
