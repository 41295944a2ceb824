import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-errors.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/** One place that turns every failure into `{ message }`; 5xx answers never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      void reply
        .headers(error.headers)
        .code(error.statusCode)
        .send({ message: error.message, ...error.extra });
      return;
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      void reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
      return;
    }
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const message = FRAMEWORK_MESSAGES[code] ?? (error.message || 'Bad request');
    void reply.code(status).send({ message });
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
