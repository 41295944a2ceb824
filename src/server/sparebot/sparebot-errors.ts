/** Bad input: not an image, too small, too large (status 400 or 413). */
export class SparebotInputError extends Error {
  override readonly name = 'SparebotInputError';
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** The remote provider refused for quota or rate limits: the route answers 429. */
export class SparebotQuotaError extends Error {
  override readonly name = 'SparebotQuotaError';
  readonly status = 429;
  constructor(
    message = 'Quota exceeded. Please wait a few minutes before analyzing more items.',
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The local OCR queue or the job queue is full (or its answer is late): the route answers 429 with Retry-After. */
export class SparebotBusyError extends Error {
  override readonly name = 'SparebotBusyError';
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = `SpareBot is busy analysing other photos. Please retry in ${retryAfterSeconds} seconds.`,
  ) {
    super(message);
  }
}

/** Any other provider failure (bad answer, timeout, crash): the route answers 502. */
export class SparebotProviderError extends Error {
  override readonly name = 'SparebotProviderError';
  readonly status = 502;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
