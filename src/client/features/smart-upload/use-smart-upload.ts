import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/toast-store.ts';
import { createEntry } from './entry-updates.ts';
import { isUsableBase64, selectUploadFiles, stripDataUrlPrefix } from './file-rules.ts';
import { compressImage, yieldToBrowser } from './image-compress.ts';
import { getUploadLimits, isIosBrowser, MAX_UPLOAD_ITEMS } from './platform.ts';
import { buildManualSuggestion } from './suggestions.ts';
import { useAnalysisRunner } from './use-analysis-runner.ts';
import { readResumableEntries, useProgressPersistence } from './use-progress-persistence.ts';
import { useWakeLock } from './use-wake-lock.ts';
import type { UploadEntry } from './upload-types.ts';

const toJob = (entry: UploadEntry) => ({ id: entry.id, base64: stripDataUrlPrefix(entry.preview) });

/** The Smart Upload state: photos in, compressed one at a time, analysed in order, resumable. */
export function useSmartUpload() {
  const isIos = useMemo(() => isIosBrowser(), []);
  const limits = getUploadLimits(isIos);
  const [entries, setEntries] = useState<UploadEntry[]>(readResumableEntries);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const runner = useAnalysisRunner(isIos, setEntries);
  const { enqueue, isRunning } = runner;
  const isAnalyzing = entries.some((e) => e.status === 'analyzing');

  useProgressPersistence(entries);
  useWakeLock(isAnalyzing);

  // Resume after a reload, and whenever the tab comes back with work left and nothing running.
  useEffect(() => {
    const resume = () => {
      const pending = entriesRef.current.filter((e) => e.status === 'analyzing');
      if (pending.length > 0 && !isRunning()) enqueue(pending.map(toJob));
    };
    resume();
    const onVisible = () => {
      if (document.visibilityState === 'visible') resume();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [enqueue, isRunning]);

  const addFiles = useCallback(
    async (files: File[], manual: boolean) => {
      const selection = selectUploadFiles(files, { isIos, existingCount: entriesRef.current.length });
      selection.toasts.forEach((t) => toast(t));
      setSkipped(selection.skipped);
      const total = selection.accepted.length;
      if (total === 0) return;
      setPreparing({ done: 0, total });
      // The batch is queued together once compressed, so the stopping rules and the summary cover it all.
      const batch: UploadEntry[] = [];
      for (const [index, file] of selection.accepted.entries()) {
        try {
          const dataUrl = await compressImage(file, limits.maxSide, limits.jpegQuality);
          if (!isUsableBase64(stripDataUrlPrefix(dataUrl))) throw new Error('empty image');
          const entry = createEntry(file.name, dataUrl, manual, manual ? buildManualSuggestion() : undefined);
          if (entriesRef.current.length >= MAX_UPLOAD_ITEMS) break;
          entriesRef.current = [...entriesRef.current, entry];
          setEntries((prev) => [...prev, entry]);
          batch.push(entry);
        } catch {
          const line = `${file.name} could not be read as a photo`;
          toast({ title: 'Image could not be processed', description: `${line}. Try another photo.`, variant: 'destructive' });
          setSkipped((prev) => [...prev, line]);
        }
        setPreparing({ done: index + 1, total });
        await yieldToBrowser();
      }
      setPreparing(null);
      if (!manual && batch.length > 0) enqueue(batch.map(toJob));
    },
    [enqueue, isIos, limits.jpegQuality, limits.maxSide],
  );

  const updateEntry = useCallback((id: string, update: (entry: UploadEntry) => UploadEntry) => {
    setEntries((prev) => prev.map((e) => (e.id === id ? update(e) : e)));
  }, []);

  const removeEntry = useCallback((id: string) => setEntries((prev) => prev.filter((e) => e.id !== id)), []);

  const reset = useCallback(() => {
    runner.cancelRun();
    entriesRef.current = [];
    setEntries([]);
    setSkipped([]);
  }, [runner]);

  return { entries, isAnalyzing, preparing, skipped, summary: runner.summary, addFiles, updateEntry, removeEntry, reset, setEntries };
}
