import { useCallback, useEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { deletePhoto, uploadPhotos } from '../../lib/photos-api.ts';
import { toast } from '../../lib/toast-store.ts';
import type { AnalysisJob } from './analysis-queue.ts';
import { createEntry } from './entry-updates.ts';
import { isUsableImageSize, selectUploadFiles, toJpegName } from './file-rules.ts';
import { compressImage, yieldToBrowser } from './image-compress.ts';
import { firstPhoto, uploadFailedNote, uploadWithRetries } from './photo-upload.ts';
import { MAX_UPLOAD_ITEMS, type UploadLimits } from './platform.ts';
import { buildManualSuggestion } from './suggestions.ts';
import type { UploadEntry } from './upload-types.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const uploadOne = async (file: { blob: Blob; name: string }) => firstPhoto(await uploadPhotos([file]));

/** Best effort: a draft left behind is removed by the server's 24-hour sweep, so a failure is only logged. */
function discardDraft(photoId: number): void {
  deletePhoto(photoId).catch((error: unknown) => {
    console.warn('Draft photo not deleted; the server sweeps it within 24 hours', photoId, error instanceof Error ? error.message : error);
  });
}

interface IntakeOptions {
  isIos: boolean;
  limits: UploadLimits;
  entriesRef: MutableRefObject<UploadEntry[]>;
  setEntries: Dispatch<SetStateAction<UploadEntry[]>>;
  enqueue: (jobs: AnalysisJob[]) => void;
}

/**
 * Photos in: each picked file is checked, compressed (spec §9) and uploaded once, as a file,
 * to POST /api/photos; from then on its entry names it by id. Uploads go one at a time while the
 * next photo compresses. A new batch is queued for analysis together once its uploads are
 * done, so the stopping rules and the summary cover it all. Removing an entry deletes its draft.
 */
export function usePhotoIntake({ isIos, limits, entriesRef, setEntries, enqueue }: IntakeOptions) {
  const [skipped, setSkipped] = useState<string[]>([]);
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null);
  /** Entries compressing or uploading in this page: a resume must leave them alone. */
  const inHand = useRef(new Set<string>());
  const removed = useRef(new Set<string>());
  /** Written the moment an upload answers, so a removal in the same instant still finds the id. */
  const photoIds = useRef(new Map<string, number>());
  const objectUrls = useRef(new Map<string, string>());

  const patch = useCallback(
    (id: string, update: Partial<UploadEntry>) => setEntries((prev) => prev.map((e) => (e.id === id ? { ...e, ...update } : e))),
    [setEntries],
  );

  const revokePreview = useCallback((id: string) => {
    const url = objectUrls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(id);
  }, []);

  const uploadEntry = useCallback(
    async (entry: UploadEntry, blob: Blob): Promise<AnalysisJob | null> => {
      const outcome = await uploadWithRetries({ blob, name: toJpegName(entry.fileName) }, { upload: uploadOne, sleep });
      if (removed.current.has(entry.id)) {
        if (outcome.ok) discardDraft(outcome.photo.id);
        return null;
      }
      if (!outcome.ok) {
        patch(entry.id, { uploading: false, status: 'error', error: uploadFailedNote(outcome.reason) });
        return null;
      }
      const { id: photoId, url, thumbnailUrl } = outcome.photo;
      photoIds.current.set(entry.id, photoId);
      patch(entry.id, { uploading: false, photoId, preview: url, thumbnailUrl });
      revokePreview(entry.id);
      return { id: entry.id, photoId };
    },
    [patch, revokePreview],
  );

  const addFiles = useCallback(
    async (files: File[], manual: boolean) => {
      const selection = selectUploadFiles(files, { isIos, existingCount: entriesRef.current.length });
      selection.toasts.forEach((t) => toast(t));
      setSkipped(selection.skipped);
      const total = selection.accepted.length;
      if (total === 0) return;
      setPreparing({ done: 0, total });
      const uploads: Array<Promise<AnalysisJob | null>> = [];
      const batchIds: string[] = [];
      let previous: Promise<unknown> = Promise.resolve();
      for (const [index, file] of selection.accepted.entries()) {
        try {
          const blob = await compressImage(file, limits.maxSide, limits.jpegQuality);
          if (!isUsableImageSize(blob.size)) throw new Error('empty image');
          if (entriesRef.current.length >= MAX_UPLOAD_ITEMS) break;
          const preview = URL.createObjectURL(blob);
          const entry: UploadEntry = {
            ...createEntry(file.name, preview, manual, manual ? buildManualSuggestion() : undefined),
            uploading: true,
          };
          objectUrls.current.set(entry.id, preview);
          inHand.current.add(entry.id);
          batchIds.push(entry.id);
          entriesRef.current = [...entriesRef.current, entry];
          setEntries((prev) => [...prev, entry]);
          const upload = previous.then(() => uploadEntry(entry, blob));
          previous = upload;
          uploads.push(upload);
        } catch {
          const line = `${file.name} could not be read as a photo`;
          toast({ title: 'Image could not be processed', description: `${line}. Try another photo.`, variant: 'destructive' });
          setSkipped((prev) => [...prev, line]);
        }
        setPreparing({ done: index + 1, total });
        await yieldToBrowser();
      }
      setPreparing(null);
      const jobs = (await Promise.all(uploads)).filter((job): job is AnalysisJob => job !== null);
      if (!manual && jobs.length > 0) enqueue(jobs);
      for (const id of batchIds) inHand.current.delete(id);
    },
    [enqueue, entriesRef, isIos, limits.jpegQuality, limits.maxSide, setEntries, uploadEntry],
  );

  const forget = useCallback(
    (ids: readonly string[]) => {
      for (const id of ids) {
        removed.current.add(id);
        const photoId = photoIds.current.get(id) ?? entriesRef.current.find((e) => e.id === id)?.photoId;
        if (photoId !== undefined) discardDraft(photoId);
        photoIds.current.delete(id);
        revokePreview(id);
      }
    },
    [entriesRef, revokePreview],
  );

  const removeEntry = useCallback(
    (id: string) => {
      forget([id]);
      setEntries((prev) => prev.filter((e) => e.id !== id));
    },
    [forget, setEntries],
  );

  /** Cancel: every draft of this upload goes. */
  const discardAll = useCallback(() => {
    forget(entriesRef.current.map((e) => e.id));
    setSkipped([]);
  }, [entriesRef, forget]);

  // Leaving the page frees the compressed copies still held as blob: URLs.
  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const isInHand = useCallback((id: string) => inHand.current.has(id), []);

  return { addFiles, removeEntry, discardAll, skipped, preparing, isInHand };
}
