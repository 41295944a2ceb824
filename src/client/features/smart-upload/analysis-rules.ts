import { toAnalyzeFailure } from '../../lib/analyze-errors.ts';

/** Spec §8/§9 timings (ms). */
export const ANALYSIS_TIMING = {
  pauseBetweenItems: 500,
  iosFirstDelayMin: 2000,
  iosFirstDelaySpread: 1000,
  iosFirstDelayMax: 5000,
  iosQuotaBaseWait: 10_000,
  iosQuotaStepWait: 5000,
  iosQuotaMaxWait: 30_000,
  iosQuotaRetries: 3,
  iosNetworkWait: 3000,
  iosNetworkRetries: 2,
} as const;

export interface RetryDeps {
  isIos: boolean;
  sleep: (ms: number) => Promise<void>;
  /** Told before each quota wait (the page raises 'API Limit Reached'). */
  onQuotaWait?: (retry: number, waitMs: number) => void;
}

/** iOS random 2–3 s before the first request, never more than 5 s. */
export function iosFirstDelay(random: () => number): number {
  const t = ANALYSIS_TIMING;
  return Math.min(t.iosFirstDelayMax, t.iosFirstDelayMin + Math.floor(random() * t.iosFirstDelaySpread));
}

/** iOS quota wait before retry n (0-based): 10 s + 5 s per attempt, at most 30 s. */
export function iosQuotaWait(retry: number): number {
  const t = ANALYSIS_TIMING;
  return Math.min(t.iosQuotaMaxWait, t.iosQuotaBaseWait + t.iosQuotaStepWait * retry);
}

/**
 * One analysis with spec §8's retries: on iOS a quota error is retried up to 3 times and a
 * network error twice after 3 s; elsewhere the first failure is final.
 */
export async function analyzeWithRetries<T>(request: () => Promise<T>, deps: RetryDeps): Promise<T> {
  let quotaRetries = 0;
  let networkRetries = 0;
  for (;;) {
    try {
      return await request();
    } catch (error) {
      const failure = toAnalyzeFailure(error);
      if (!deps.isIos) throw failure;
      if (failure.kind === 'quota' && quotaRetries < ANALYSIS_TIMING.iosQuotaRetries) {
        const wait = iosQuotaWait(quotaRetries);
        deps.onQuotaWait?.(quotaRetries + 1, wait);
        quotaRetries += 1;
        await deps.sleep(wait);
      } else if (failure.kind === 'network' && networkRetries < ANALYSIS_TIMING.iosNetworkRetries) {
        networkRetries += 1;
        await deps.sleep(ANALYSIS_TIMING.iosNetworkWait);
      } else {
        throw failure;
      }
    }
  }
}

export type StopReason = 'ios-consecutive' | 'ios-majority' | 'consecutive';

export interface FailureTally {
  consecutive: number;
  failed: number;
  total: number;
}

/** Spec §8 stopping rules: iOS after 2 failures in a row or over half in error; otherwise after 3 in a row. */
export function checkStop(tally: FailureTally, isIos: boolean): StopReason | null {
  if (isIos) {
    if (tally.consecutive >= 2) return 'ios-consecutive';
    if (tally.failed > tally.total / 2) return 'ios-majority';
    return null;
  }
  return tally.consecutive >= 3 ? 'consecutive' : null;
}
