import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../storage-config.ts';
import { ObjectStorageError } from './storage-errors.ts';

/** The SDK writes some warnings to the console unless given a logger; our own log lines say what failed. */
const SILENT = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** One client per process: keep-alive connections, bounded waits, no checksum framing (RECIPES). */
export function createS3Client(settings: S3Settings): S3Client {
  const agent = { keepAlive: true, maxSockets: 256 };
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
    forcePathStyle: settings.forcePathStyle,
    // Without these a streamed PutObject is sent with aws-chunked framing, which some
    // S3-compatible servers store inside the object (silently corrupt photos).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // connectionTimeout: a bucket that does not answer fails fast; requestTimeout: a socket idle this long is given up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, httpAgent: agent, httpsAgent: agent },
    logger: SILENT,
  });
}

interface SdkFailure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const sdkFailure = (error: unknown): SdkFailure => (typeof error === 'object' && error !== null ? (error as SdkFailure) : {});

export const httpStatusOf = (error: unknown): number | undefined => sdkFailure(error).$metadata?.httpStatusCode;

/** A missing object (GetObject's NoSuchKey, HeadObject's bare 404). */
export function isNotFound(error: unknown): boolean {
  const { name } = sdkFailure(error);
  return name === 'NoSuchKey' || name === 'NotFound' || httpStatusOf(error) === 404;
}

/** Worth another try: the service was busy or failing (5xx, 429), or the connection failed (no status at all). */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status === 429 || status >= 500;
}

/** The SDK's error as ours: a code for logs and storage_deletions, the key, never credentials. */
export function toObjectStorageError(operation: string, key: string | undefined, error: unknown): ObjectStorageError {
  const { name } = sdkFailure(error);
  const status = httpStatusOf(error);
  const code = `S3_${name && name !== 'Error' ? name : (status ?? 'NetworkError')}`;
  const cause = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new ObjectStorageError(`${operation}${key ? ` ${key}` : ''} failed: ${code}${status ? ` (HTTP ${status})` : ''}: ${cause}`, code, {
    cause: error,
  });
}
