import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast-store.ts';
import { restoreBatch, type RestoredBatch } from './batch-restore.ts';
import { clearProgress, loadProgress, saveProgress } from './progress-store.ts';
import type { UploadEntry } from './upload-types.ts';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The batch to start with: the one this tab kept before a reload (issue 31), else none. */
export function readRestoredBatch(): RestoredBatch {
  const store = storage();
  return restoreBatch(store ? loadProgress(store) : null, Date.now());
}

/** Takes one saved item out of the kept batch at once: the page may go (to /, or a reload) before the list re-renders. */
export function forgetKeptEntry(id: string): void {
  const store = storage();
  const saved = store ? loadProgress(store) : null;
  if (!store || !saved) return;
  const rest = saved.entries.filter((e) => e.id !== id);
  if (rest.length === 0) clearProgress(store);
  else saveProgress(store, rest, saved.isManualMode, saved.savedAt);
}

/** Keeps the batch while it has anything in it, and clears it once it is saved or discarded (the list empties). */
export function useProgressPersistence(entries: UploadEntry[]): void {
  const warnedRef = useRef(false);
  useEffect(() => {
    const store = storage();
    if (!store) return;
    if (entries.length === 0) {
      clearProgress(store);
      return;
    }
    const dropped = saveProgress(store, entries, false, Date.now());
    if (dropped > 0 && !warnedRef.current) {
      warnedRef.current = true;
      toast({
        title: 'Progress only partly saved',
        description: `The browser's storage is full: ${dropped} photo(s) would need adding again if this page reloads.`,
      });
    }
  }, [entries]);
}
