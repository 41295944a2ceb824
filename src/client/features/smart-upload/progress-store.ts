import type { UploadEntry } from './upload-types.ts';

/** Spec §4: saved analysis progress, resumed within an hour while items are still analysing. */
export const PROGRESS_STORAGE_KEY = 'sparestock_smart_upload_progress';
export const PROGRESS_MAX_AGE_MS = 60 * 60 * 1000;
/** localStorage holds about 5 M characters per origin; leave room for the rest of the app. */
export const PROGRESS_BUDGET_CHARS = 4_000_000;

export interface SavedProgress {
  savedAt: number;
  isManualMode: boolean;
  entries: UploadEntry[];
}

export function shouldResume(saved: SavedProgress | null, now: number): saved is SavedProgress {
  if (!saved) return false;
  const age = now - saved.savedAt;
  if (age < 0 || age >= PROGRESS_MAX_AGE_MS) return false;
  return saved.entries.some((e) => e.status === 'analyzing');
}

/**
 * The snapshot to store within a character budget: photos are kept in list order while they
 * fit; entries whose photo does not fit are left out (they cannot be analysed or saved
 * without it). Returns the snapshot and how many entries were dropped.
 */
export function buildSnapshot(entries: UploadEntry[], isManualMode: boolean, now: number, budget: number): { snapshot: SavedProgress; dropped: number } {
  const kept: UploadEntry[] = [];
  let used = 0;
  for (const entry of entries) {
    const size = entry.preview.length + 2000;
    if (used + size > budget) continue;
    used += size;
    kept.push(entry);
  }
  return { snapshot: { savedAt: now, isManualMode, entries: kept }, dropped: entries.length - kept.length };
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

/**
 * Stores the progress, halving the budget when the browser's quota is full; gives up
 * quietly (the upload still works, it just cannot survive a reload). Returns the entries dropped.
 */
export function saveProgress(storage: Storage, entries: UploadEntry[], isManualMode: boolean, now: number): number {
  let budget = PROGRESS_BUDGET_CHARS;
  for (let attempt = 0; attempt < 4; attempt++) {
    const { snapshot, dropped } = buildSnapshot(entries, isManualMode, now, budget);
    try {
      storage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(snapshot));
      return dropped;
    } catch (error) {
      if (!isQuotaError(error)) break;
      budget = Math.floor(budget / 2);
    }
  }
  clearProgress(storage);
  return entries.length;
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
