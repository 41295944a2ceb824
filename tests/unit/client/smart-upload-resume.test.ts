import { describe, expect, it } from 'vitest';
import {
  buildSnapshot, loadProgress, PROGRESS_MAX_AGE_MS, PROGRESS_STORAGE_KEY, saveProgress, shouldResume, type SavedProgress,
} from '../../../src/client/features/smart-upload/progress-store.ts';
import type { UploadEntry } from '../../../src/client/features/smart-upload/upload-types.ts';

const entry = (id: string, status: UploadEntry['status'], previewChars = 10): UploadEntry => ({
  id, fileName: `${id}.jpg`, preview: `data:image/jpeg;base64,${'A'.repeat(previewChars)}`, status, isManualEntry: false, reviewed: false,
});
const saved = (savedAt: number, entries: UploadEntry[]): SavedProgress => ({ savedAt, isManualMode: false, entries });

/** A Storage that throws the browser's QuotaExceededError above a size. */
class SmallStorage implements Storage {
  private data = new Map<string, string>();
  constructor(private readonly capacity: number) {}
  get length() { return this.data.size; }
  clear() { this.data.clear(); }
  getItem(key: string) { return this.data.get(key) ?? null; }
  key(i: number) { return [...this.data.keys()][i] ?? null; }
  removeItem(key: string) { this.data.delete(key); }
  setItem(key: string, value: string) {
    if (value.length > this.capacity) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
}

describe('shouldResume', () => {
  const now = 10 * PROGRESS_MAX_AGE_MS;
  it('resumes progress under an hour old with items still analysing', () => {
    expect(shouldResume(saved(now - 5_000, [entry('a', 'completed'), entry('b', 'analyzing')]), now)).toBe(true);
  });
  it('does not resume after an hour, when all are done, or with nothing saved', () => {
    expect(shouldResume(saved(now - PROGRESS_MAX_AGE_MS, [entry('b', 'analyzing')]), now)).toBe(false);
    expect(shouldResume(saved(now - 1000, [entry('a', 'completed')]), now)).toBe(false);
    expect(shouldResume(null, now)).toBe(false);
  });
});

describe('saving progress', () => {
  it('keeps photos in order while they fit the budget', () => {
    const { snapshot, dropped } = buildSnapshot([entry('a', 'analyzing', 1000), entry('b', 'analyzing', 5000), entry('c', 'analyzing', 1000)], false, 1, 7000);
    expect(snapshot.entries.map((e) => e.id)).toEqual(['a', 'c']);
    expect(dropped).toBe(1);
  });

  it('degrades instead of failing when the storage quota is exceeded', () => {
    const storage = new SmallStorage(1_500_000);
    const big = [entry('a', 'analyzing', 1_000_000), entry('b', 'analyzing', 1_000_000)];
    const dropped = saveProgress(storage, big, false, 42);
    expect(dropped).toBe(1);
    expect(loadProgress(storage)?.entries.map((e) => e.id)).toEqual(['a']);
  });

  it('clears the key when nothing fits and ignores garbage on load', () => {
    const storage = new SmallStorage(10);
    expect(saveProgress(storage, [entry('a', 'analyzing')], false, 1)).toBe(1);
    expect(storage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    const roomy = new SmallStorage(1000);
    roomy.setItem(PROGRESS_STORAGE_KEY, '{not json');
    expect(loadProgress(roomy)).toBeNull();
  });
});
