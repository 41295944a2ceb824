import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../storage-config.ts';
import { isValidImageKey, type ImageStorage } from './image-storage.ts';
import { createS3Client, isNotFound, isRetryable, toObjectStorageError } from './s3-client.ts';

/** What /uploads and /media answer with; stored on each object too, so the bucket's own answers carry it. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** A streamed PUT is not retried by the SDK (it cannot rewind the stream): we reopen the file instead. */
const PUT_ATTEMPTS = 3;
const PUT_RETRY_BASE_MS = 200;
/** The orphan sweep lists at most this many keys a pass and goes on from there next time (cost at tens of millions of objects). */
const KEYS_PER_SWEEP_PASS = 100_000;
/** Signed URLs are signed for the start of the hour and valid for two: one URL per photo per hour, which browsers cache. */
const SIGNING_WINDOW_MS = 60 * 60 * 1000;

export interface S3ImageStorage extends ImageStorage {
  /** Uploads a local file and leaves it in place (the copy command). */
  uploadFile(key: string, source: string, contentType: string): Promise<void>;
  /** The stored object's size, or null when there is none. */
  statObject(key: string): Promise<{ size: number } | null>;
}

/**
 * Photos as private objects in an S3-compatible bucket (AWS S3, R2, B2, MinIO…), under the same
 * keys as on disk. Every call goes to the bucket; nothing is kept in memory but the sweep's cursor.
 */
export function createS3ImageStorage(settings: S3Settings, client: S3Client = createS3Client(settings)): S3ImageStorage {
  const Bucket = settings.bucket;
  let sweepCursor: string | undefined;

  const checkKey = (key: string) => {
    if (!isValidImageKey(key)) throw new Error(`invalid image key ${key}`);
  };

  /**
   * One PUT of the file. It is opened before the stream is made, so a file gone meanwhile is this
   * attempt's error rather than an error event on a stream nobody listens to; the stream is let go
   * whatever the outcome, as a PUT refused before its body is read leaves it open.
   */
  async function putOnce(key: string, source: string, size: number, contentType: string): Promise<void> {
    const Body = (await fsp.open(source)).createReadStream();
    try {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body, ContentLength: size, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }),
      );
    } finally {
      Body.destroy();
    }
  }

  async function uploadFile(key: string, source: string, contentType: string): Promise<void> {
    checkKey(key);
    const { size } = await fsp.stat(source);
    for (let attempt = 1; ; attempt++) {
      try {
        return await putOnce(key, source, size, contentType);
      } catch (error) {
        if (attempt >= PUT_ATTEMPTS || !isRetryable(error)) throw toObjectStorageError('PutObject', key, error);
        await delay(PUT_RETRY_BASE_MS * 4 ** (attempt - 1));
      }
    }
  }

  async function* listStaleKeys(cutoffMs: number, signal?: AbortSignal): AsyncGenerator<string> {
    let listed = 0;
    let ContinuationToken: string | undefined;
    do {
      signal?.throwIfAborted();
      const page = await client
        .send(
          new ListObjectsV2Command({ Bucket, ContinuationToken, ...(!ContinuationToken && sweepCursor && { StartAfter: sweepCursor }) }),
          {
            abortSignal: signal,
          },
        )
        .catch((error: unknown) => {
          throw toObjectStorageError('ListObjectsV2', undefined, error);
        });
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        sweepCursor = object.Key;
        listed++;
        if (isValidImageKey(object.Key) && object.LastModified && object.LastModified.getTime() < cutoffMs) yield object.Key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      if (!ContinuationToken) sweepCursor = undefined; // the end: the next pass starts again from the top
    } while (ContinuationToken && listed < KEYS_PER_SWEEP_PASS);
  }

  return {
    async putFile(key, source, contentType) {
      await uploadFile(key, source, contentType);
      await fsp.rm(source, { force: true });
    },
    uploadFile,
    async get(key) {
      if (!isValidImageKey(key)) return null;
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(found.Body instanceof Readable)) throw new Error('GetObject answered without a stream');
        return { stream: found.Body, size: found.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw toObjectStorageError('GetObject', key, error);
      }
    },
    async statObject(key) {
      checkKey(key);
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: found.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw toObjectStorageError('HeadObject', key, error);
      }
    },
    async delete(key) {
      checkKey(key);
      // Deleting a key that is not there succeeds: the bucket answers 204 either way.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw toObjectStorageError('DeleteObject', key, error);
      });
    },
    // The bucket has no half copies: a PUT is stored whole or not at all.
    listStaleKeys: (cutoffMs, _leftovers, signal) => listStaleKeys(cutoffMs, signal),
    close: () => client.destroy(),
    async probe(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal }).catch((error: unknown) => {
        throw toObjectStorageError('HeadBucket', undefined, error);
      });
    },
    ...(settings.publicUrls === 'signed' && {
      async signedUrl(key: string, cacheControl: string) {
        checkKey(key);
        const now = Date.now();
        const windowStart = now - (now % SIGNING_WINDOW_MS);
        const command = new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseCacheControl: cacheControl,
          ResponseContentType: 'image/jpeg',
        });
        const url = await getSignedUrl(client, command, { expiresIn: (2 * SIGNING_WINDOW_MS) / 1000, signingDate: new Date(windowStart) });
        return { url, maxAgeSeconds: Math.max(1, Math.floor((windowStart + SIGNING_WINDOW_MS - now) / 1000)) };
      },
    }),
  };
}
