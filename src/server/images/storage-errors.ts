import { HttpError } from '../http/http-errors.ts';

export const OUT_OF_SPACE_MESSAGE = 'The server is out of storage space. Please try again later.';
export const STORAGE_UNAVAILABLE_MESSAGE = 'Photo storage is not available right now. Please try again later.';
const STORAGE_RETRY_AFTER_SECONDS = 30;

/** The object storage (S3-compatible bucket) failed or could not be reached; `code` is `S3_<error name>`. */
export class ObjectStorageError extends Error {
  constructor(
    message: string,
    public readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ObjectStorageError';
  }
}

/** ENOSPC / EDQUOT from the file system, or SQLite's "database or disk is full". */
export function isOutOfSpace(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return ['ENOSPC', 'EDQUOT', 'SQLITE_FULL'].includes(String(error.code));
}

/**
 * A full disk answers 507 and an object storage failure 503 with `Retry-After`, each with a plain
 * message (the cause stays in the log); anything else is passed on unchanged.
 */
export function toStorageHttpError(error: unknown): unknown {
  if (isOutOfSpace(error)) return new HttpError(507, OUT_OF_SPACE_MESSAGE);
  if (error instanceof ObjectStorageError) {
    const answer = new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE, {}, { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) });
    answer.cause = error;
    return answer;
  }
  return error;
}
