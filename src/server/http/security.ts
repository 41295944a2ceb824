import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import underPressure from '@fastify/under-pressure';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import { AUTH_MESSAGES } from '../../shared/schemas/auth.ts';
import { HttpError } from './http-errors.ts';

/** Headers, overload shedding and the rate-limit plugin every route can opt into. */
export async function registerSecurity(app: FastifyInstance, opts: { devServer: boolean }): Promise<void> {
  // helmet itself, built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP)
  // on every request, which cost ~4% of CPU on the hottest route.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: opts.devServer
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'"],
            workerSrc: ["'self'", 'blob:'],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    // Reset and verification links carry their token in the URL: never leak it in a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  // Dynamic responses (JSON lists, CSV) are compressed when the client asks; built assets are pre-compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });

  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    retryAfter: 10,
    pressureHandler: (_request, reply) => {
      void reply.code(503).header('retry-after', '10').send({ message: 'The server is busy. Please try again shortly.' });
    },
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, AUTH_MESSAGES.tooManyAttempts, {}, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
  });
}
