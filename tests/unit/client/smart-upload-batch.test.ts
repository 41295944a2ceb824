import { describe, expect, it } from 'vitest';
import { BATCH_MAX_AGE_MS, describeRestored, restoreBatch } from '../../../src/client/features/smart-upload/batch-restore.ts';
import { loadProgress, saveProgress, type SavedProgress } from '../../../src/client/features/smart-upload/progress-store.ts';
import { saveEntries } from '../../../src/client/features/smart-upload/save-items.ts';
import type { UploadEntry } from '../../../src/client/features/smart-upload/upload-types.ts';

const entry = (id: string, status: UploadEntry['status'], extra: Partial<UploadEntry> = {}): UploadEntry => ({
  id,
  fileName: `${id}.jpg`,
  preview: `/api/images/${id}.jpg`,
  status,
  isManualEntry: false,
  reviewed: false,
  photoId: 7,
  ...extra,
});
const saved = (savedAt: number, entries: UploadEntry[]): SavedProgress => ({ savedAt, isManualMode: false, entries });

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
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
    this.data.set(key, value);
  }
}

describe('restoreBatch (issue 31: the add-item batch survives a reload)', () => {
  const now = 3 * BATCH_MAX_AGE_MS;

  it('brings back a finished batch, not only one still analysing', () => {
    const details = { title: 'Siemens contactor' } as UploadEntry['details'];
    const { entries, summary } = restoreBatch(
      saved(now - 2 * 60 * 60 * 1000, [entry('a', 'completed', { details }), entry('b', 'completed')]),
      now,
    );
    expect(entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(entries[0]!.details).toEqual(details);
    expect(summary).toEqual({ restored: 2, analysing: 0, lost: 0 });
  });

  it('counts the entries still analysing, and drops uploads in flight as lost', () => {
    const { entries, summary } = restoreBatch(
      saved(now - 1000, [
        entry('a', 'completed'),
        entry('b', 'analyzing'),
        entry('c', 'analyzing', { photoId: undefined, uploading: true, preview: 'blob:x' }),
      ]),
      now,
    );
    expect(entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(entries.every((e) => e.uploading === false)).toBe(true);
    expect(summary).toEqual({ restored: 2, analysing: 1, lost: 1 });
  });

  it('restores nothing when nothing was kept, when it is older than the drafts live, or from the future', () => {
    expect(restoreBatch(null, now)).toEqual({ entries: [], summary: null });
    expect(restoreBatch(saved(now, []), now)).toEqual({ entries: [], summary: null });
    expect(restoreBatch(saved(now - BATCH_MAX_AGE_MS, [entry('a', 'completed')]), now).summary).toBeNull();
    expect(restoreBatch(saved(now + 5000, [entry('a', 'completed')]), now).summary).toBeNull();
  });

  it('round-trips through storage: what the page kept is what the reload restores', () => {
    const storage = new MemoryStorage();
    saveProgress(storage, [entry('a', 'completed'), entry('b', 'error', { photoId: undefined })], false, now - 10);
    expect(restoreBatch(loadProgress(storage), now)).toMatchObject({ entries: [{ id: 'a' }], summary: { restored: 1, lost: 0 } });
  });
});

describe('describeRestored', () => {
  it('says what came back and that none of it is saved yet', () => {
    expect(describeRestored({ restored: 3, analysing: 0, lost: 0 })).toEqual({
      title: 'Your upload was restored',
      body: 'We kept the 3 items you were adding when the page reloaded. None is in your inventory yet.',
    });
  });

  it('names the items still being analysed and the photos to add again', () => {
    expect(describeRestored({ restored: 2, analysing: 1, lost: 1 }).body).toBe(
      'We kept the 2 items you were adding when the page reloaded (1 ready to check, 1 still being analysed). None is in your inventory yet. 1 photo was still uploading and needs adding again.',
    );
    expect(describeRestored({ restored: 1, analysing: 1, lost: 0 }).body).toContain(
      'the 1 item you were adding when the page reloaded, still being analysed.',
    );
    expect(describeRestored({ restored: 0, analysing: 0, lost: 2 })).toEqual({
      title: 'Your upload was not finished',
      body: '2 photos were still uploading and need adding again.',
    });
  });
});

describe('saveEntries', () => {
  it('reports each item as soon as it is saved, before the next is sent, and never a failed one', async () => {
    const details = (title: string) => ({
      title,
      description: '',
      category: 'Other',
      condition: 'Good',
      quantity: 1,
      retailPrice: 10,
      surplusPrice: 5,
      notes: '',
      material: '',
      size: '',
      brandInfo: '',
      technicalSpecs: '',
    });
    const batch = [
      entry('a', 'completed', { details: details('A'), photoId: 1 }),
      entry('b', 'completed', { details: details('B'), photoId: 2 }),
      entry('c', 'completed', { details: details('C'), photoId: 3 }),
    ];
    const heard: string[] = [];
    const heardWhenSent: number[] = [];
    const failed = await saveEntries(
      batch,
      '2026-11-28T12:00:00.000Z',
      async (body) => {
        heardWhenSent.push(heard.length);
        if (body.title === 'B') throw new Error('500: boom');
        return {};
      },
      (saved) => heard.push(saved.id),
    );
    expect(heard).toEqual(['a', 'c']);
    expect(heardWhenSent).toEqual([0, 1, 1]);
    expect(failed.map((e) => e.id)).toEqual(['b']);
  });
});
