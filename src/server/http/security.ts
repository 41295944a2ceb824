import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import underPressure from '@fastify/under-pressure';
import rateLimit from '@fastify/rate-limit';
import type { RateLimitStoreCtor } from './rate-limit-store.ts';
import compress from '@fastify/compress';
import { tooManyAttempts } from './http-errors.ts';
import { isBuiltAsset } from './spa.ts';

/**
 * The security headers of every response: helmet's, for our settings. None of them varies by
 * request (the CSP carries no nonce), so helmet runs once, here, into a plain object. Running its
 * middleware per request cost ~10 µs of CPU each (a third of the framework's floor); before that,
 * @fastify/helmet also rebuilt the middleware and re-parsed the CSP every time.
 */
export function buildSecurityHeaders(opts: { devServer: boolean; imageOrigins?: string[] }): Readonly<Record<string, string>> {
  // Photos served as redirects to signed bucket URLs (S3_PUBLIC_URLS=signed) load from the bucket's origin.
  const imageOrigins = opts.imageOrigins ?? [];
  const middleware = helmet({
    contentSecurityPolicy: opts.devServer
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
            connectSrc: ["'self'", ...imageOrigins],
            fontSrc: ["'self'"],
            workerSrc: ["'self'", 'blob:'],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            // No page needs <base>; 'none' stops an injected one from redirecting relative URLs.
            baseUri: ["'none'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    // Reset and verification links carry their token in the URL: never leak it in a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  if (Object.keys(headers).length === 0) throw new Error('helmet set no headers');
  return Object.freeze(headers);
}

/**
 * The headers every answer carries, errors included: the request id and the security headers.
 * Set by the first onRequest hook, and by hand for the answers given before any hook runs.
 */
export function applyBaseHeaders(request: FastifyRequest, reply: FastifyReply, securityHeaders: Readonly<Record<string, string>>): void {
  void reply.header('x-request-id', request.id).headers(securityHeaders);
}

/**
 * Compression, overload shedding and the rate-limit plugin every route can opt into. Its counters
 * live in `rateLimitStore` (http/rate-limit-store.ts: Redis shared by every instance, or memory).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimitStore?: RateLimitStoreCtor; maxEventLoopDelayMs: number },
): Promise<void> {
  // Dynamic responses (JSON lists, CSV) are compressed when the client asks; built assets are pre-compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(underPressure, {
    // OVERLOAD_EVENT_LOOP_DELAY_MS (1000; 0 never sheds: the API tests' in-process servers share
    // their event loop with the test's own synchronous work, which is not the server's load).
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: 10,
    // A built chunk costs next to nothing to send and an open page needs it: shedding one left a
    // policy page without its text (the browser tests saw it). Everything else is shed.
    pressureHandler: (request, reply) => {
      if (isBuiltAsset(request.url)) return;
      void reply.code(503).header('retry-after', '10').send({ message: 'The server is busy. Please try again shortly.' });
    },
  });

  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitStore && { store: options.rateLimitStore }),
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
  const store = options.rateLimitStore;
  app.decorate('forgetRateLimit', async (key: string) => store?.forget(key));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops one createRateLimit count (its keyGenerator's key) on every instance: a lock lifted. */
    forgetRateLimit(key: string): Promise<void>;
  }
}
