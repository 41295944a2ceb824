import { HTTP_MESSAGES } from '../../shared/messages/http-messages.ts';

/** An error a service throws to answer with a given status and `{ message, ...extra }`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Too many requests: the client may try again after `retryAfterSeconds`. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, HTTP_MESSAGES.tooManyAttempts, {}, { 'retry-after': String(retryAfterSeconds) });
