import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { PHOTO_MESSAGES, type PhotoRef } from '../../shared/schemas/photos.ts';
import type { PhotoDetails } from '../../shared/schemas/photo-details.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/http-errors.ts';
import type { ImageProcessor } from '../images/image-processor.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { imageUrl } from '../images/images.routes.ts';
import { toStorageHttpError } from '../images/storage-errors.ts';
import { createFileDeleter } from './file-deleter.ts';
import { storePhotoFiles } from './photo-files.ts';
import { openUpload } from './photo-upload.ts';
import { createPhotosRepository } from './photos.repository.ts';
import { createStorageDeletionsRepository } from './storage-deletions.repository.ts';
import { createUploadGate } from './upload-gate.ts';
import { createUploadTempFiles, type UploadTempFiles } from './upload-temp-files.ts';

// The photos feature's public surface: other features import photos only through this file.
export type { PhotoUpload } from './photo-upload.ts';
export type { MultipartRules } from './photo-multipart.ts';
export type { UploadTempFiles } from './upload-temp-files.ts';

export const ON_A_LISTING_MESSAGE = 'This photo is on a saved item. Edit the item to remove it.';

/** What another feature (SpareBot) may know of a stored photo. */
export interface OwnedPhoto {
  id: number;
  ownerId: number;
  /** Null while the photo is a draft. */
  listingId: number | null;
  imageKey: string;
  thumbKey: string;
}

export function toPhotoRef(row: { id: number; image_key: string; thumb_key: string }): PhotoRef {
  return { id: row.id, url: imageUrl(row.image_key), thumbnailUrl: imageUrl(row.thumb_key) };
}

const cannotAttach = (id: number) =>
  badRequest(
    `Photo ${id} cannot be added to this item: it is not one of your unsaved photos (it may be on another item, deleted or expired)`,
  );

export interface PhotosDeps {
  db: Kysely<Database>;
  storage: ImageStorage;
  /** Makes the stored copies of uploaded photos, a few at once across all uploads. */
  images: ImageProcessor;
  /** Folder for photos being received and processed (`*.tmp`, removed when the request ends). */
  tmpDir: string;
  /** Uploads handled at once; the next answers 503 with Retry-After. */
  queueSize: number;
  log: FastifyBaseLogger;
}

/**
 * Photos with a life of their own: uploaded once (stored as drafts of their owner), attached to
 * an item in order by id, deleted with their files. Every file delete goes through one deleter
 * that logs and records failures for the sweep.
 */
export function createPhotosService(deps: PhotosDeps) {
  const { db, storage, images, tmpDir, log } = deps;
  fs.mkdirSync(tmpDir, { recursive: true });
  const repository = createPhotosRepository(db);
  const files = createFileDeleter({ storage, deletions: createStorageDeletionsRepository(db), log });
  const gate = createUploadGate(deps.queueSize);

  /**
   * Stores received photos (temp files, in order) as drafts of the owner, all or nothing: a
   * failure leaves no row and no stored file. Once `signal` aborts (the client went away) no
   * row is written.
   */
  async function storeDrafts(ownerId: number, received: string[], temp: UploadTempFiles, signal?: AbortSignal): Promise<PhotoRef[]> {
    if (received.length === 0) return [];
    const stored = await storePhotoFiles({ storage, images, removeFiles: files.removeFiles }, ownerId, received, temp, signal).catch(
      (error: unknown) => {
        throw toStorageHttpError(error);
      },
    );
    let ids: number[];
    try {
      signal?.throwIfAborted();
      ids = await repository.insertDrafts(ownerId, stored, new Date().toISOString());
    } catch (error) {
      await files.removeFiles(stored.flatMap((p) => [p.imageKey, p.thumbKey]));
      throw toStorageHttpError(error);
    }
    return stored.map((p, i) => toPhotoRef({ id: ids[i]!, image_key: p.imageKey, thumb_key: p.thumbKey }));
  }

  return {
    /** Starts a multipart upload, or answers 503 + Retry-After and returns null (see photo-upload.ts). */
    openUpload: (request: FastifyRequest, reply: FastifyReply) => openUpload(gate, tmpDir, request, reply),

    storeDrafts,

    /** The same path as POST /api/photos for bytes already in memory (SpareBot's base64 input). */
    async storeDraftFromBuffer(ownerId: number, bytes: Buffer, signal?: AbortSignal): Promise<PhotoRef> {
      const temp = createUploadTempFiles(tmpDir, (file, error) =>
        log.warn({ event: 'upload.temp_delete_failed', file, err: error }, 'a temp file could not be removed'),
      );
      try {
        const file = temp.reserve();
        await fsp.writeFile(file, bytes, { flag: 'wx' });
        const [ref] = await storeDrafts(ownerId, [file], temp, signal);
        return ref!;
      } catch (error) {
        throw toStorageHttpError(error);
      } finally {
        await temp.removeAll();
      }
    },

    async findForOwner(photoId: number, ownerId: number): Promise<OwnedPhoto | undefined> {
      const row = await repository.findForOwner(photoId, ownerId);
      return row && { id: row.id, ownerId: row.owner_id, listingId: row.listing_id, imageKey: row.image_key, thumbKey: row.thumb_key };
    },

    /** The stored copy's bytes (JPEG, at most 1920 px, no metadata); 404 when the file is gone. */
    async readStoredCopy(imageKey: string): Promise<Buffer> {
      const found = await storage.get(imageKey);
      if (!found) throw notFound(PHOTO_MESSAGES.photoNotFound);
      return Buffer.concat((await found.stream.toArray()) as Buffer[]);
    },

    async getForOwner(photoId: number, ownerId: number): Promise<PhotoDetails> {
      const row = await repository.findForOwner(photoId, ownerId);
      if (!row) throw notFound(PHOTO_MESSAGES.photoNotFound);
      return { ...toPhotoRef(row), listingId: row.listing_id };
    },

    /** Deletes a draft (row, then files); a photo on an item is changed through the item (409). */
    async deleteDraft(photoId: number, ownerId: number): Promise<void> {
      const keys = await repository.deleteDrafts([photoId], ownerId);
      if (keys.length) return files.removeFiles(keys);
      if (await repository.findForOwner(photoId, ownerId)) throw conflict(ON_A_LISTING_MESSAGE);
      throw notFound(PHOTO_MESSAGES.photoNotFound);
    },

    /** Deletes the owner's drafts among `ids` (rows, then files): undoes a create that failed. */
    async discardDrafts(ids: number[], ownerId: number): Promise<void> {
      await files.removeFiles(await repository.deleteDrafts(ids, ownerId));
    },

    /**
     * In the listing's own transaction: its photos become exactly `ids`, in that order. New ones
     * must be the owner's drafts (else 400, naming the id; the caller's transaction rolls back).
     * Returns the file keys of the photos it dropped: hand them to removeFiles after the commit.
     */
    async setListingPhotos(listingId: number, ownerId: number, ids: number[], trx: Transaction<Database>): Promise<string[]> {
      const changed = await repository.attachInOrder(listingId, ownerId, ids, new Date().toISOString(), trx);
      if (changed < ids.length) {
        const allowed = await repository.findAttachable(listingId, ownerId, ids, trx);
        throw cannotAttach(ids.find((id) => !allowed.has(id)) ?? ids[0]!);
      }
      return repository.deleteOthersOfListing(listingId, ids, trx);
    },

    /**
     * In the caller's transaction: the owner's unsaved photos `ids` become the evidence's, in order
     * (dispute evidence, migration 018), kept from then on like an item's photos. Any id that is not
     * one of the owner's drafts answers 400 with `refuse(id)`'s message (the caller rolls back).
     */
    async claimForEvidence(
      evidenceId: number,
      ownerId: number,
      ids: number[],
      trx: Transaction<Database>,
      refuse: (id: number) => string,
    ): Promise<void> {
      const allowed = await repository.findDrafts(ownerId, ids, trx);
      const refused = ids.find((id) => !allowed.has(id));
      if (refused !== undefined) throw badRequest(refuse(refused));
      // The UPDATE re-checks: a draft attached or deleted meanwhile is refused all the same.
      const claimed = await repository.claimForEvidence(evidenceId, ownerId, ids, new Date().toISOString(), trx);
      if (claimed < ids.length) throw badRequest(refuse(ids[0]!));
    },

    /** The photos of these pieces of dispute evidence, by evidence id, each in its order. */
    async listForEvidence(evidenceIds: number[]): Promise<Map<number, PhotoRef[]>> {
      const byEvidence = new Map<number, PhotoRef[]>();
      for (const row of await repository.listForEvidence(evidenceIds)) {
        const list = byEvidence.get(row.dispute_evidence_id!) ?? [];
        list.push(toPhotoRef(row));
        byEvidence.set(row.dispute_evidence_id!, list);
      }
      return byEvidence;
    },

    /** In the caller's transaction: deletes every photo row of these listings; returns their file keys. */
    deleteForListings: (listingIds: number[], trx: Transaction<Database>): Promise<string[]> =>
      repository.deleteForListings(listingIds, trx),

    /** Deletes stored files; never throws (a failure is logged with its key and retried by the sweep). */
    removeFiles: (keys: string[]): Promise<void> => files.removeFiles(keys),

    /** For the sweep (photo-sweep.ts). */
    repository,
    files,
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
