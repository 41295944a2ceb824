#!/usr/bin/env node
// Prints the slowest test files across Vitest and Playwright, from the JSON reports that
// scripts/test.sh asks both for: `node scripts/slowest-tests.mjs [count] [vitest.json] [playwright.json]`.
// A missing report is skipped (e.g. when only one suite ran). Times are each file's own: Vitest's
// from its start to its end, Playwright's the sum of its tests' runs (retries included).
import fs from 'node:fs';
import path from 'node:path';

const [count = '10', vitestFile = '.test-times/vitest.json', playwrightFile = '.test-times/playwright.json'] = process.argv.slice(2);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

const relative = (file) => path.relative(process.cwd(), path.resolve(file));

/** Vitest's JSON reporter: one entry per file, with its start and end times in ms. */
function vitestTimes(report) {
  return (report?.testResults ?? []).map((file) => ({
    suite: 'vitest',
    file: relative(file.name),
    ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
    tests: file.assertionResults?.length ?? 0,
  }));
}

/** Playwright's JSON reporter: suites per file (nested by describe), specs with their tests' runs. */
function playwrightTimes(report) {
  const byFile = new Map();
  const walk = (suite, rootDir) => {
    for (const spec of suite.specs ?? []) {
      const file = path.join(rootDir, spec.file ?? suite.file);
      const entry = byFile.get(file) ?? { suite: 'playwright', file: relative(file), ms: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) walk(child, rootDir);
  };
  for (const suite of report?.suites ?? []) walk(suite, report.config?.rootDir ?? '.');
  return [...byFile.values()];
}

const vitest = readJson(vitestFile);
const playwright = readJson(playwrightFile);
if (!vitest && !playwright) {
  console.log(`No test reports (${vitestFile}, ${playwrightFile}): nothing to rank.`);
  process.exit(0);
}
const files = [...vitestTimes(vitest), ...playwrightTimes(playwright)].sort((a, b) => b.ms - a.ms);
const n = Number(count);
console.log(`== slowest ${Math.min(n, files.length)} of ${files.length} test files`);
for (const { suite, file, ms, tests } of files.slice(0, n)) {
  console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${suite.padEnd(10)} ${file} (${tests} tests)`);
}
