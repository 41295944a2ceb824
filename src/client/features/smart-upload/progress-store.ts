import type { UploadEntry } from './upload-types.ts';

/**
 * Spec §4's saved progress, widened by issue 31 to the whole batch: kept in sessionStorage (this
 * tab, so a reload or pull-to-refresh brings it back and two tabs never overwrite each other's)
 * until it is saved or discarded. Restoring is batch-restore.ts.
 */
export const PROGRESS_STORAGE_KEY = 'sparestock_smart_upload_progress';
/** Web storage holds about 5 M characters per origin; ten entries need a few tens of kB of it. */
export const PROGRESS_BUDGET_CHARS = 1_000_000;

export interface SavedProgress {
  savedAt: number;
  isManualMode: boolean;
  entries: UploadEntry[];
}

/**
 * Entries worth storing: those with a photo on the server, and those still uploading (the
 * resume reports them as needing adding again). A failed upload cannot come back after a reload.
 */
function isRestorable(entry: UploadEntry): boolean {
  return entry.photoId !== undefined || entry.uploading === true;
}

/**
 * The snapshot to store within a character budget, entries in list order while they fit. An
 * entry holds ids, URLs and text, no image data (a few kB at most), so only a storage already
 * nearly full from elsewhere leaves some out. Returns the snapshot and how many were left out.
 */
export function buildSnapshot(
  entries: UploadEntry[],
  isManualMode: boolean,
  now: number,
  budget: number,
): { snapshot: SavedProgress; dropped: number } {
  const restorable = entries.filter(isRestorable);
  const kept: UploadEntry[] = [];
  let used = 0;
  for (const entry of restorable) {
    const size = JSON.stringify(entry).length;
    if (used + size > budget) continue;
    used += size;
    kept.push(entry);
  }
  return { snapshot: { savedAt: now, isManualMode, entries: kept }, dropped: restorable.length - kept.length };
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

/**
 * Stores the progress; when the browser's quota is full, tries again with half the space the
 * last try needed, until it fits or holds nothing. Gives up quietly (the upload still works,
 * it just cannot survive a reload). Returns how many entries were left out.
 */
export function saveProgress(storage: Storage, entries: UploadEntry[], isManualMode: boolean, now: number): number {
  let budget = PROGRESS_BUDGET_CHARS;
  for (;;) {
    const { snapshot, dropped } = buildSnapshot(entries, isManualMode, now, budget);
    if (snapshot.entries.length === 0) break;
    const text = JSON.stringify(snapshot);
    try {
      storage.setItem(PROGRESS_STORAGE_KEY, text);
      return dropped;
    } catch (error) {
      if (!isQuotaError(error)) break;
      budget = Math.floor(text.length / 2);
    }
  }
  clearProgress(storage);
  return entries.filter(isRestorable).length;
}

function isSavedProgress(value: unknown): value is SavedProgress {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SavedProgress>;
  return typeof v.savedAt === 'number' && Array.isArray(v.entries);
}

export function loadProgress(storage: Storage): SavedProgress | null {
  try {
    const raw = storage.getItem(PROGRESS_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSavedProgress(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearProgress(storage: Storage): void {
  try {
    storage.removeItem(PROGRESS_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was saved either.
  }
}
