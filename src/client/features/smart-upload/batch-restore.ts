import type { SavedProgress } from './progress-store.ts';
import type { UploadEntry } from './upload-types.ts';

/**
 * How long a kept batch may come back: as long as the server keeps its draft photos
 * (DRAFT_PHOTO_TTL_HOURS, 24 by default). Issue 31 keeps the batch until it is saved or
 * discarded; the spec's one hour still bounds nothing but an analysis left running.
 */
export const BATCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What a reload brought back, for the notice. */
export interface RestoredSummary {
  /** Entries back in the list. */
  restored: number;
  /** Of those, still to be analysed (the page carries on with them). */
  analysing: number;
  /** Photos still on their way up when the page went: their bytes went with it. */
  lost: number;
}

export interface RestoredBatch {
  entries: UploadEntry[];
  summary: RestoredSummary | null;
}

const NOTHING: RestoredBatch = { entries: [], summary: null };

/**
 * The batch a reloaded /add-item starts with. Entries whose photo reached the server come back
 * as they were (an upload in flight is not: it never finished, so it is counted as lost); a
 * batch older than the drafts' life, or from a clock gone backwards, is not restored.
 */
export function restoreBatch(saved: SavedProgress | null, now: number): RestoredBatch {
  if (!saved) return NOTHING;
  const age = now - saved.savedAt;
  if (age < 0 || age >= BATCH_MAX_AGE_MS) return NOTHING;
  const entries = saved.entries.filter((e) => e.photoId !== undefined).map((e) => ({ ...e, uploading: false }));
  const lost = saved.entries.length - entries.length;
  if (entries.length === 0 && lost === 0) return NOTHING;
  return {
    entries,
    summary: { restored: entries.length, analysing: entries.filter((e) => e.status === 'analyzing').length, lost },
  };
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
const lostPhotos = (n: number) => (n === 1 ? '1 photo was still uploading and needs' : `${n} photos were still uploading and need`);

/** The notice's words: what came back, what is still being done, and what needs adding again. */
export function describeRestored(summary: RestoredSummary): { title: string; body: string } {
  const parts: string[] = [];
  if (summary.restored > 0) {
    const ready = summary.restored - summary.analysing;
    const state =
      summary.analysing === 0
        ? ''
        : ready === 0
          ? ', still being analysed'
          : ` (${ready} ready to check, ${summary.analysing} still being analysed)`;
    parts.push(`We kept the ${items(summary.restored)} you were adding when the page reloaded${state}. None is in your inventory yet.`);
  }
  if (summary.lost > 0) parts.push(`${lostPhotos(summary.lost)} adding again.`);
  return { title: summary.restored > 0 ? 'Your upload was restored' : 'Your upload was not finished', body: parts.join(' ') };
}
