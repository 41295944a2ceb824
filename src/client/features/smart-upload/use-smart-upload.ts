import { useCallback, useMemo, useRef, useState } from 'react';
import { getUploadLimits, isIosBrowser } from './platform.ts';
import { useAnalysisRunner } from './use-analysis-runner.ts';
import { usePhotoIntake } from './use-photo-intake.ts';
import type { RestoredSummary } from './batch-restore.ts';
import { readRestoredBatch, useProgressPersistence } from './use-progress-persistence.ts';
import { useServerResume } from './use-server-resume.ts';
import { useWakeLock } from './use-wake-lock.ts';
import type { UploadEntry } from './upload-types.ts';

/** The Smart Upload state: photos in, uploaded once, analysed in order by photo id, kept across a reload. */
export function useSmartUpload() {
  const isIos = useMemo(() => isIosBrowser(), []);
  const limits = getUploadLimits(isIos);
  const [initial] = useState(readRestoredBatch);
  const [entries, setEntries] = useState<UploadEntry[]>(initial.entries);
  // What a reload brought back, shown until the seller dismisses it, discards the batch or saves it.
  const [restored, setRestored] = useState<RestoredSummary | null>(initial.summary);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const runner = useAnalysisRunner(isIos, setEntries);
  const { enqueue, isRunning } = runner;
  const intake = usePhotoIntake({ isIos, limits, entriesRef, setEntries, enqueue });
  const isAnalyzing = entries.some((e) => e.status === 'analyzing');
  const isUploading = entries.some((e) => e.uploading === true);

  useProgressPersistence(entries);
  useWakeLock(isAnalyzing);
  useServerResume({ entriesRef, setEntries, enqueue, isRunning, isInHand: intake.isInHand });

  const updateEntry = useCallback((id: string, update: (entry: UploadEntry) => UploadEntry) => {
    setEntries((prev) => prev.map((e) => (e.id === id ? update(e) : e)));
  }, []);

  const { discardAll } = intake;
  const reset = useCallback(() => {
    runner.cancelRun();
    discardAll();
    entriesRef.current = [];
    setEntries([]);
    setRestored(null);
  }, [discardAll, runner]);
  const dismissRestored = useCallback(() => setRestored(null), []);

  return {
    entries,
    isAnalyzing,
    isUploading,
    preparing: intake.preparing,
    skipped: intake.skipped,
    summary: runner.summary,
    addFiles: intake.addFiles,
    updateEntry,
    removeEntry: intake.removeEntry,
    reset,
    setEntries,
    restored,
    dismissRestored,
  };
}
