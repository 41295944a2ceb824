import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '../../lib/toast-store.ts';
import { buildCompletionToast, describeSummary, runAnalysisQueue, type AnalysisJob } from './analysis-queue.ts';
import { requestAnalysis } from '../../lib/analyze-request.ts';
import { completeEntry, completeWithFallback } from './entry-updates.ts';
import { toSuggestion } from './suggestions.ts';
import type { UploadEntry } from './upload-types.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs SpareBot over queued photos one at a time and writes each outcome into the entries. */
export function useAnalysisRunner(isIos: boolean, setEntries: Dispatch<SetStateAction<UploadEntry[]>>) {
  const jobsRef = useRef<AnalysisJob[]>([]);
  const runningRef = useRef(false);
  const generationRef = useRef(0);
  const [summary, setSummary] = useState<string | null>(null);

  const start = useCallback(() => {
    if (runningRef.current) return;
    runningRef.current = true;
    const generation = generationRef.current;
    const cancelled = () => generationRef.current !== generation;
    setSummary(null);
    const runOnce = async (jobs: AnalysisJob[]) => {
      const result = await runAnalysisQueue(jobs, {
        isIos,
        sleep,
        now: () => Date.now(),
        random: Math.random,
        isCancelled: cancelled,
        analyze: (job) => requestAnalysis({ photoId: job.photoId }),
        onQuotaWait: (retry, waitMs) =>
          toast({ title: 'API Limit Reached', description: `Waiting ${Math.round(waitMs / 1000)} seconds before retry ${retry} of 3...` }),
        onOutcome: (job, outcome) =>
          setEntries((prev) =>
            prev.map((entry, position) => {
              if (entry.id !== job.id) return entry;
              if (outcome.ok) return completeEntry(entry, toSuggestion(outcome.result));
              return completeWithFallback(entry, position, isIos && outcome.quota);
            }),
          ),
      });
      if (cancelled() || result.cancelled) return;
      // Photos queued after the loop's last check start a fresh run.
      const leftover = jobs.slice(result.total);
      jobsRef.current = leftover;
      if (result.total > 0) {
        toast(buildCompletionToast(result, isIos));
        setSummary(describeSummary(result, isIos));
      }
      if (leftover.length > 0) await runOnce(leftover);
    };
    void runOnce(jobsRef.current).finally(() => {
      if (!cancelled()) runningRef.current = false;
    });
  }, [isIos, setEntries]);

  const enqueue = useCallback(
    (jobs: AnalysisJob[]) => {
      const known = new Set(jobsRef.current.map((j) => j.id));
      jobsRef.current.push(...jobs.filter((j) => !known.has(j.id)));
      start();
    },
    [start],
  );

  /** Forgets the queue; a request in flight finishes but its answer is ignored. */
  const cancelRun = useCallback(() => {
    generationRef.current += 1;
    jobsRef.current = [];
    runningRef.current = false;
    setSummary(null);
  }, []);

  const isRunning = useCallback(() => runningRef.current, []);

  // Leaving the page stops asking; the saved progress lets a later visit carry on.
  useEffect(() => () => cancelRun(), [cancelRun]);

  return { enqueue, cancelRun, isRunning, summary };
}
