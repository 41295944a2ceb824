import { describe, expect, it } from 'vitest';
import { AnalyzeFailure, failureFromResponse, QUOTA_MESSAGE } from '../../../src/client/lib/analyze-errors.ts';
import { analyzeWithRetries, checkStop, iosFirstDelay, iosQuotaWait } from '../../../src/client/features/smart-upload/analysis-rules.ts';
import {
  describeSummary,
  runAnalysisQueue,
  type AnalysisJob,
  type JobOutcome,
} from '../../../src/client/features/smart-upload/analysis-queue.ts';

/** A fake clock: sleep returns at once but moves `now` on, and every wait is recorded. */
function fakeClock() {
  const clock = { now: 0, sleeps: [] as number[] };
  const sleep = async (ms: number) => {
    clock.sleeps.push(ms);
    clock.now += ms;
  };
  return { clock, sleep, now: () => clock.now };
}

const quota = () => failureFromResponse(429, '{"message":"busy"}');
const serverError = () => failureFromResponse(500, 'boom');
const network = () => new TypeError('Failed to fetch');
const jobs = (n: number): AnalysisJob[] => Array.from({ length: n }, (_, i) => ({ id: `j${i}`, photoId: i + 1 }));

/** Answers each call from a script: 'ok', or an error to throw. */
function scripted(script: Array<'ok' | (() => Error)>) {
  let call = 0;
  const analyze = async () => {
    const step = script[Math.min(call++, script.length - 1)]!;
    if (step === 'ok') return 'result';
    throw step();
  };
  return { analyze, calls: () => call };
}

describe('error classification', () => {
  it('treats 429 or a body mentioning quota/exceeded as a quota error', () => {
    expect(failureFromResponse(429, '').kind).toBe('quota');
    expect(failureFromResponse(403, 'Quota exceeded for model').kind).toBe('quota');
    expect(failureFromResponse(500, 'rate limit exceeded').message).toBe(QUOTA_MESSAGE);
    expect(failureFromResponse(502, 'bad gateway').message).toBe('Failed to analyze image: 502 bad gateway');
  });
});

describe('analyzeWithRetries', () => {
  it('does not retry off iOS', async () => {
    const { sleep, clock } = fakeClock();
    const s = scripted([quota, 'ok']);
    await expect(analyzeWithRetries(s.analyze, { isIos: false, sleep })).rejects.toMatchObject({ kind: 'quota', message: QUOTA_MESSAGE });
    expect(s.calls()).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries a quota error 3 times on iOS, waiting 10 s + 5 s per attempt, capped at 30 s', async () => {
    const { sleep, clock } = fakeClock();
    const waits: number[] = [];
    const s = scripted([quota, quota, quota, quota]);
    await expect(analyzeWithRetries(s.analyze, { isIos: true, sleep, onQuotaWait: (_r, ms) => waits.push(ms) })).rejects.toBeInstanceOf(
      AnalyzeFailure,
    );
    expect(s.calls()).toBe(4);
    expect(clock.sleeps).toEqual([10_000, 15_000, 20_000]);
    expect(waits).toEqual(clock.sleeps);
    expect(iosQuotaWait(10)).toBe(30_000);
  });

  it('retries an iOS network error twice after 3 s, then succeeds', async () => {
    const { sleep, clock } = fakeClock();
    const s = scripted([network, network, 'ok']);
    await expect(analyzeWithRetries(s.analyze, { isIos: true, sleep })).resolves.toBe('result');
    expect(clock.sleeps).toEqual([3000, 3000]);
  });

  it('gives up on an HTTP failure at once, even on iOS', async () => {
    const { sleep } = fakeClock();
    const s = scripted([serverError, 'ok']);
    await expect(analyzeWithRetries(s.analyze, { isIos: true, sleep })).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(s.calls()).toBe(1);
  });
});

describe('stopping rules', () => {
  it('stop iOS after 2 in a row or over half in error, others after 3 in a row', () => {
    expect(checkStop({ consecutive: 2, failed: 2, total: 10 }, true)).toBe('ios-consecutive');
    expect(checkStop({ consecutive: 1, failed: 3, total: 5 }, true)).toBe('ios-majority');
    expect(checkStop({ consecutive: 1, failed: 2, total: 4 }, true)).toBeNull();
    expect(checkStop({ consecutive: 2, failed: 2, total: 3 }, false)).toBeNull();
    expect(checkStop({ consecutive: 3, failed: 3, total: 10 }, false)).toBe('consecutive');
  });
});

describe('runAnalysisQueue', () => {
  function run(n: number, script: Array<'ok' | (() => Error)>, isIos: boolean, random = () => 0.5) {
    const { sleep, now, clock } = fakeClock();
    const s = scripted(script);
    const outcomes: Array<[string, JobOutcome<string>]> = [];
    const summary = runAnalysisQueue(jobs(n), {
      isIos,
      sleep,
      now,
      random,
      isCancelled: () => false,
      analyze: s.analyze,
      onOutcome: (job, o) => outcomes.push([job.id, o]),
    });
    return { summary, outcomes, clock, calls: s.calls };
  }

  it('pauses 0.5 s between items and times the run with the injected clock', async () => {
    const r = run(3, ['ok'], false);
    const summary = await r.summary;
    expect(r.clock.sleeps).toEqual([0, 500, 500]);
    expect(summary).toMatchObject({ total: 3, succeeded: 3, failed: 0, stoppedBy: null, elapsedMs: 1000 });
    expect(describeSummary(summary, false)).toBe('3 of 3 items analyzed in 1 seconds.');
  });

  it('waits 2–3 s on iOS before the first request', async () => {
    expect(iosFirstDelay(() => 0)).toBe(2000);
    expect(iosFirstDelay(() => 0.999)).toBe(2999);
    const r = run(1, ['ok'], true, () => 0.25);
    await r.summary;
    expect(r.clock.sleeps[0]).toBe(2250);
  });

  it('stops after 3 failures in a row off iOS; the rest fall back without a request', async () => {
    const r = run(5, [serverError], false);
    const summary = await r.summary;
    expect(r.calls()).toBe(3);
    expect(summary).toMatchObject({ succeeded: 0, failed: 5, stoppedBy: 'consecutive' });
    expect(r.outcomes.map(([, o]) => (o.ok ? 'ok' : o.skipped ? 'skipped' : 'failed'))).toEqual([
      'failed',
      'failed',
      'failed',
      'skipped',
      'skipped',
    ]);
  });

  it('applies iOS quota protection after 2 failures in a row', async () => {
    const r = run(4, ['ok', serverError, serverError, 'ok'], true);
    const summary = await r.summary;
    expect(r.calls()).toBe(3);
    expect(summary.stoppedBy).toBe('ios-consecutive');
    expect(describeSummary(summary, true)).toMatch(/^iOS Quota Protection: .* 1 analyzed, 3 failed \(fallback used\)/);
  });

  it('picks up jobs appended while it runs', async () => {
    const { sleep, now } = fakeClock();
    const list = jobs(1);
    const seen: string[] = [];
    await runAnalysisQueue(list, {
      isIos: false,
      sleep,
      now,
      random: () => 0,
      isCancelled: () => false,
      analyze: async (job) => {
        if (job.id === 'j0') list.push({ id: 'late', photoId: 99 });
        return job.id;
      },
      onOutcome: (job) => seen.push(job.id),
    });
    expect(seen).toEqual(['j0', 'late']);
  });
});
