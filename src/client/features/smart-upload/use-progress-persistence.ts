import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast-store.ts';
import { clearProgress, loadProgress, saveProgress, shouldResume } from './progress-store.ts';
import type { UploadEntry } from './upload-types.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Entries to start with: the saved upload when it may be resumed (spec §4), else none. */
export function readResumableEntries(): UploadEntry[] {
  const store = storage();
  if (!store) return [];
  const saved = loadProgress(store);
  return shouldResume(saved, Date.now()) ? saved.entries : [];
}

/** Saves progress while anything is analysing and clears it once everything has finished. */
export function useProgressPersistence(entries: UploadEntry[]): void {
  const warnedRef = useRef(false);
  useEffect(() => {
    const store = storage();
    if (!store) return;
    if (!entries.some((e) => e.status === 'analyzing')) {
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
