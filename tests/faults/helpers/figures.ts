import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Which database this run of the suite is on (scripts/test-faults.sh sets TEST_DATABASE_URL for PostgreSQL). */
export const ENGINE: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * Keeps a test's measured figures: printed, and written to test-results/faults/<engine>/<name>.json
 * (docs/reliability.md quotes them).
 */
export function recordFigures(name: string, figures: Record<string, unknown>): void {
  const dir = path.join(ROOT, 'test-results', 'faults', ENGINE);
  fs.mkdirSync(dir, { recursive: true });
  const entry = { engine: ENGINE, at: new Date().toISOString(), ...figures };
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  console.log(`[faults] ${name} ${JSON.stringify(entry)}`);
}

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-th percentile (0–100) of some numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
