import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where processed photos live. Keys are generated names (never user input). Two implementations,
 * picked once from config at start-up (create-image-storage.ts): local disk (the default,
 * local-image-storage.ts) and an S3-compatible bucket (s3-image-storage.ts).
 */
export interface ImageStorage {
  /** Stores a finished local file under `key`; the file is moved (or copied, then removed). */
  putFile(key: string, source: string, contentType: string): Promise<void>;
  /** A stream of the stored bytes, or null when the key does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes a stored photo; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  /**
   * After a deleted account's photos are gone: removes its now empty `users/{ownerId}` folder
   * (local disk; a bucket has no folders). Leaves a folder that still holds anything.
   */
  removeOwnerFolder?: (ownerId: number) => Promise<void>;
  /**
   * Photo keys (images and thumbnails) last written before `cutoffMs`, for the orphan sweep
   * (storage-sweep.ts). The storage's own leftovers of that age (local disk's half copies,
   * `*.tmp`) are removed on the way and reported to `leftovers`.
   */
  listStaleKeys(cutoffMs: number, leftovers: LeftoverHandler, signal?: AbortSignal): AsyncIterable<string>;
  /** Resolves when the storage answers and can be written to (GET /api/ready); rejects with why not. */
  probe(signal: AbortSignal): Promise<void>;
  /**
   * Only with S3_PUBLIC_URLS=signed: a short-lived presigned GET of the key, which the photo
   * routes answer with a 302 instead of streaming the bytes through the app. The bucket answers it
   * with `cacheControl` (a browser keeps the photo no longer than the app would let it).
   */
  signedUrl?: (key: string, cacheControl: string) => Promise<SignedImageUrl>;
  /** Lets go of connections (the bucket's keep-alive sockets) when the app closes. */
  close?: () => void;
}

export interface LeftoverHandler {
  removed(): void;
  failed(name: string, error: unknown): void;
}

export interface SignedImageUrl {
  url: string;
  /** How long a client may reuse the redirect to it (the URL stays valid well beyond). */
  maxAgeSeconds: number;
}

/**
 * A photo's stored copy and its thumbnail (always JPEG): `users/{ownerId}/{uuid}.jpg` and
 * `users/{ownerId}/{uuid}-thumb.jpg`, or the legacy `{uuid}.jpg` / `{uuid}-thumb.jpg` of photos
 * stored before keys carried their owner. Nothing else (no `..`, no other folder) is a key.
 */
const KEY_PATTERN = /^(users\/[1-9]\d{0,11}\/)?[a-f0-9-]{36}(-thumb)?\.jpg$/;

export function isValidImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Fresh keys for one photo's stored copy and thumbnail, in its owner's folder. */
export function newImageKeys(ownerId: number): { imageKey: string; thumbKey: string } {
  if (!Number.isSafeInteger(ownerId) || ownerId < 1) throw new Error(`invalid owner id ${ownerId}`);
  const id = randomUUID();
  return { imageKey: `users/${ownerId}/${id}.jpg`, thumbKey: `users/${ownerId}/${id}-thumb.jpg` };
}
