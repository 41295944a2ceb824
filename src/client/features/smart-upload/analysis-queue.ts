import type { ToastInput } from '../../lib/toast-store.ts';
import { toAnalyzeFailure, type AnalyzeFailure } from '../../lib/analyze-errors.ts';
import { ANALYSIS_TIMING, analyzeWithRetries, checkStop, iosFirstDelay, type RetryDeps, type StopReason } from './analysis-rules.ts';

/** One entry to analyse: its photo is already on the server, so only the id travels. */
export interface AnalysisJob {
  id: string;
  photoId: number;
}

export type JobOutcome<T> = { ok: true; result: T } | { ok: false; error: AnalyzeFailure; quota: boolean; skipped: boolean };

export interface QueueDeps<T> extends RetryDeps {
  analyze: (job: AnalysisJob) => Promise<T>;
  now: () => number;
  random: () => number;
  /** Cancel or leaving the page: stop without reporting further outcomes. */
  isCancelled: () => boolean;
  onOutcome: (job: AnalysisJob, outcome: JobOutcome<T>) => void;
}

export interface QueueSummary {
  total: number;
  succeeded: number;
  failed: number;
  stoppedBy: StopReason | null;
  elapsedMs: number;
  cancelled: boolean;
}

/**
 * Analyses the jobs one by one (spec §8): iOS waits 2–3 s before the first request, every
 * item after the first waits 0.5 s, and once a stopping rule trips the rest get no request
 * (their outcome is a failure with `skipped`, so they take the fallback). Jobs appended to
 * the array while it runs are picked up.
 */
export async function runAnalysisQueue<T>(jobs: AnalysisJob[], deps: QueueDeps<T>): Promise<QueueSummary> {
  const started = deps.now();
  const summary: QueueSummary = { total: 0, succeeded: 0, failed: 0, stoppedBy: null, elapsedMs: 0, cancelled: false };
  let consecutive = 0;
  let lastQuota = false;

  for (let i = 0; i < jobs.length; i++) {
    const job = jobs[i]!;
    summary.total = jobs.length;
    if (summary.stoppedBy) {
      summary.failed += 1;
      const error = toAnalyzeFailure(new Error('analysis stopped after repeated failures'));
      deps.onOutcome(job, { ok: false, error, quota: lastQuota, skipped: true });
      continue;
    }
    await deps.sleep(i === 0 ? (deps.isIos ? iosFirstDelay(deps.random) : 0) : ANALYSIS_TIMING.pauseBetweenItems);
    if (deps.isCancelled()) return { ...summary, cancelled: true, elapsedMs: deps.now() - started };
    try {
      const result = await analyzeWithRetries(() => deps.analyze(job), deps);
      if (deps.isCancelled()) return { ...summary, cancelled: true, elapsedMs: deps.now() - started };
      consecutive = 0;
      summary.succeeded += 1;
      deps.onOutcome(job, { ok: true, result });
    } catch (caught) {
      if (deps.isCancelled()) return { ...summary, cancelled: true, elapsedMs: deps.now() - started };
      const error = toAnalyzeFailure(caught);
      consecutive += 1;
      summary.failed += 1;
      lastQuota = error.kind === 'quota';
      deps.onOutcome(job, { ok: false, error, quota: lastQuota, skipped: false });
      summary.stoppedBy = checkStop({ consecutive, failed: summary.failed, total: jobs.length }, deps.isIos);
    }
  }
  summary.total = jobs.length;
  summary.elapsedMs = deps.now() - started;
  return summary;
}

const STOP_TEXT: Record<StopReason, string> = {
  'ios-consecutive': 'iOS Quota Protection: SpareBot paused after 2 failures in a row.',
  'ios-majority': 'iOS Quota Protection: SpareBot paused because over half the items failed.',
  consecutive: 'SpareBot stopped after 3 failures in a row.',
};

/** The one-line result shown on the page and in the 'Analysis Complete' toast. */
export function describeSummary(summary: QueueSummary, isIos: boolean): string {
  const seconds = Math.max(0, Math.round(summary.elapsedMs / 1000));
  const stop = summary.stoppedBy ? `${STOP_TEXT[summary.stoppedBy]} ` : '';
  if (isIos) {
    return `${stop}${summary.succeeded} analyzed, ${summary.failed} failed (fallback used) in ${seconds} seconds.`;
  }
  const fallback = summary.failed > 0 ? `; ${summary.failed} use a fallback suggestion` : '';
  return `${stop}${summary.succeeded} of ${summary.total} items analyzed in ${seconds} seconds${fallback}.`;
}

export function buildCompletionToast(summary: QueueSummary, isIos: boolean): ToastInput {
  return { title: 'Analysis Complete', description: describeSummary(summary, isIos), variant: summary.failed > 0 ? 'default' : 'success' };
}
