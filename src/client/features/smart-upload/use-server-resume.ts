import { useEffect, useRef, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { fetchPhotoAnalysis } from '../../lib/photos-api.ts';
import { toast } from '../../lib/toast-store.ts';
import type { AnalysisJob } from './analysis-queue.ts';
import { completeEntry } from './entry-updates.ts';
import { decideResume, describeDropped } from './resume-from-server.ts';
import { toSuggestion } from './suggestions.ts';
import type { UploadEntry } from './upload-types.ts';

interface ResumeOptions {
  entriesRef: MutableRefObject<UploadEntry[]>;
  setEntries: Dispatch<SetStateAction<UploadEntry[]>>;
  enqueue: (jobs: AnalysisJob[]) => void;
  isRunning: () => boolean;
  /** Entries this page is still compressing or uploading: not for a resume to touch. */
  isInHand: (id: string) => boolean;
}

/**
 * Spec §4: on load, and when the tab comes back with work left and nothing running, entries
 * still analysing carry on. The server is asked first: an answer SpareBot already stored
 * completes the entry without a new analysis, a photo that is gone drops it (with a toast),
 * and the rest are queued again by photo id.
 */
export function useServerResume({ entriesRef, setEntries, enqueue, isRunning, isInHand }: ResumeOptions): void {
  const checking = useRef(new Set<string>());
  // A ref, not a flag per effect run: StrictMode's trial unmount must not discard a lookup in flight.
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const resume = async () => {
      if (isRunning()) return;
      const pending = entriesRef.current.filter((e) => e.status === 'analyzing' && !isInHand(e.id) && !checking.current.has(e.id));
      if (pending.length === 0) return;
      pending.forEach((e) => checking.current.add(e.id));
      const decisions = await Promise.all(pending.map((e) => decideResume(e, fetchPhotoAnalysis)));
      pending.forEach((e) => checking.current.delete(e.id));
      if (!mounted.current) return;

      const outcomes = new Map(pending.map((e, i) => [e.id, decisions[i]!]));
      setEntries((prev) =>
        prev.flatMap((entry) => {
          const decision = outcomes.get(entry.id);
          if (!decision || entry.status !== 'analyzing') return [entry];
          if (decision.kind === 'drop') return [];
          if (decision.kind === 'complete') return [completeEntry(entry, toSuggestion(decision.analysis))];
          return [entry];
        }),
      );
      const dropped = describeDropped(decisions);
      if (dropped) toast(dropped);
      const stillListed = new Set(entriesRef.current.map((e) => e.id));
      const jobs = pending.flatMap((e, i) => {
        const decision = decisions[i]!;
        return decision.kind === 'queue' && stillListed.has(e.id) ? [{ id: e.id, photoId: decision.photoId }] : [];
      });
      if (jobs.length > 0) enqueue(jobs);
    };
    void resume();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void resume();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted.current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enqueue, entriesRef, isInHand, isRunning, setEntries]);
}
