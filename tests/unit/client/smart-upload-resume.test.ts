import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/lib/api.ts';
import type { PhotoAnalysis } from '../../../src/client/lib/photos-api.ts';
import {
  buildSnapshot,
  loadProgress,
  PROGRESS_STORAGE_KEY,
  saveProgress,
} from '../../../src/client/features/smart-upload/progress-store.ts';
import { decideResume, describeDropped } from '../../../src/client/features/smart-upload/resume-from-server.ts';
import type { UploadEntry } from '../../../src/client/features/smart-upload/upload-types.ts';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis.ts';

const entry = (id: string, status: UploadEntry['status'], extra: Partial<UploadEntry> = {}): UploadEntry => ({
  id,
  fileName: `${id}.jpg`,
  preview: `/uploads/${id}.jpg`,
  status,
  isManualEntry: false,
  reviewed: false,
  photoId: 7,
  ...extra,
});

/** A Storage that throws the browser's QuotaExceededError above a size. */
class SmallStorage implements Storage {
  private data = new Map<string, string>();
  constructor(private readonly capacity: number) {}
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.capacity) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
}

describe('saving progress', () => {
  it('stores ids and URLs, never image data, and keeps entries still uploading but not failed uploads', () => {
    const { snapshot, dropped } = buildSnapshot(
      [
        entry('a', 'analyzing'),
        entry('b', 'analyzing', { photoId: undefined, uploading: true, preview: 'blob:x' }),
        entry('c', 'error', { photoId: undefined }),
      ],
      false,
      1,
      100_000,
    );
    expect(snapshot.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(dropped).toBe(0);
    expect(JSON.stringify(snapshot)).not.toMatch(/base64/);
  });

  it('keeps entries in order while they fit the budget', () => {
    const long = entry('b', 'analyzing', { fileName: 'x'.repeat(5000) });
    const { snapshot, dropped } = buildSnapshot([entry('a', 'analyzing'), long, entry('c', 'analyzing')], false, 1, 1000);
    expect(snapshot.entries.map((e) => e.id)).toEqual(['a', 'c']);
    expect(dropped).toBe(1);
  });

  it('halves what it stores while the storage quota is exceeded', () => {
    const entries = ['a', 'b', 'c', 'd'].map((id) => entry(id, 'analyzing', { fileName: `${id}${'x'.repeat(1000)}` }));
    const storage = new SmallStorage(2500);
    const dropped = saveProgress(storage, entries, false, 42);
    expect(loadProgress(storage)?.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(dropped).toBe(2);
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

describe('resuming from the server', () => {
  const analysis = { suggestedTitle: 'Siemens motor' } as AnalysisResult;
  const answer =
    (result: AnalysisResult | null) =>
    async (photoId: number): Promise<PhotoAnalysis> => ({ photoId, analysis: result, analyzedAt: result ? 'now' : null });
  const failing = (error: Error) => async (): Promise<PhotoAnalysis> => {
    throw error;
  };

  it('completes an entry from the analysis the server stored, without a new analysis', async () => {
    expect(await decideResume(entry('a', 'analyzing'), answer(analysis))).toEqual({ kind: 'complete', analysis });
  });

  it('queues the entry again by photo id when nothing is stored yet or the server could not say', async () => {
    expect(await decideResume(entry('a', 'analyzing', { photoId: 12 }), answer(null))).toEqual({ kind: 'queue', photoId: 12 });
    expect(await decideResume(entry('a', 'analyzing', { photoId: 12 }), failing(new ApiError(500, '', 'Internal Server Error')))).toEqual({
      kind: 'queue',
      photoId: 12,
    });
    expect(await decideResume(entry('a', 'analyzing', { photoId: 12 }), failing(new TypeError('Failed to fetch')))).toEqual({
      kind: 'queue',
      photoId: 12,
    });
  });

  it('drops an entry whose photo is gone (404) or never finished uploading, with one toast', async () => {
    const gone = await decideResume(entry('a', 'analyzing'), failing(new ApiError(404, '{"message":"Photo not found"}', 'Not Found')));
    const lost = await decideResume(entry('b', 'analyzing', { photoId: undefined, uploading: true }), answer(analysis));
    expect(gone).toEqual({ kind: 'drop', reason: 'gone' });
    expect(lost).toEqual({ kind: 'drop', reason: 'not-uploaded' });
    expect(describeDropped([gone, lost, { kind: 'queue', photoId: 1 }])?.description).toMatch(/^2 photo\(s\) from the earlier upload/);
    expect(describeDropped([{ kind: 'queue', photoId: 1 }])).toBeNull();
  });
});
