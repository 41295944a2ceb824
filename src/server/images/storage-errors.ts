import { HttpError } from '../http/http-errors.ts';

export const OUT_OF_SPACE_MESSAGE = 'The server is out of storage space. Please try again later.';

/** ENOSPC / EDQUOT from the file system, or SQLite's "database or disk is full". */
export function isOutOfSpace(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return ['ENOSPC', 'EDQUOT', 'SQLITE_FULL'].includes(String(error.code));
}

/** A full disk answers 507 with a plain message; anything else is passed on unchanged. */
export function toStorageHttpError(error: unknown): unknown {
  return isOutOfSpace(error) ? new HttpError(507, OUT_OF_SPACE_MESSAGE) : error;
}
