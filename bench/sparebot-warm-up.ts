import { execFileSync } from 'node:child_process';
import { heading } from './lib.ts';

const RUNS = 3;

function firstReading(mode: 'cold' | 'warm'): { warmUpMs: number; firstMs: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/sparebot-first-reading.ts', mode], {
    cwd: `${import.meta.dirname}/..`,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { warmUpMs: number; firstMs: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * How long a process's first SpareBot reading holds the event loop, with and without the warm-up
 * `npm start` and `npm run worker` do before they serve (docs/reliability.md): each run a fresh process.
 */
export function benchSparebotWarmUp(): Promise<void> {
  heading(`SpareBot's first reading in a fresh process (median of ${RUNS})`);
  for (const mode of ['cold', 'warm'] as const) {
    const runs = Array.from({ length: RUNS }, () => firstReading(mode));
    const warmUp = mode === 'warm' ? `, after a warm-up of ${median(runs.map((r) => r.warmUpMs)).toFixed(0)} ms at start` : '';
    console.log(`  ${mode}: first label read in ${median(runs.map((r) => r.firstMs)).toFixed(0)} ms${warmUp}`);
  }
  return Promise.resolve();
}
