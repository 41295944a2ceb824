/**
 * SpareBot evaluation: `npx tsx scripts/eval-sparebot.ts [--stored-copy] [folder]` runs the
 * analysis on every photo listed in the folder's labels.csv (default ../shared/eval/photos) and
 * prints, per photo and in total, category match, brand hit, spec-token recall, confidence,
 * latency and peak RSS. `--stored-copy` first turns each photo into the copy SpareStock stores
 * (JPEG, at most 1920 px), which is what the API analyses; latency then excludes that encoding.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeStoredCopy } from '../src/server/images/image-pipeline.ts';
import { loadSparebotConfig } from '../src/server/sparebot-config.ts';
import { createSparebot } from '../src/server/sparebot/sparebot-service.ts';
import { brandHit, parseCsv, specTokens, tokenRecalled, type LabelRow } from './eval-sparebot-scoring.ts';

const args = process.argv.slice(2);
const storedCopy = args.includes('--stored-copy');
const folder = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '../../shared/eval/photos'));
const labels: LabelRow[] = parseCsv(readFileSync(path.join(folder, 'labels.csv'), 'utf8')).map((r) => ({
  file: r.file ?? '', category: r.category ?? '', title: r.title ?? '', brand: r.brand ?? '', key_specs: r.key_specs ?? '',
}));
const sparebot = createSparebot(loadSparebotConfig({ ...process.env, SPAREBOT_QUEUE_SIZE: '1' }));

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

interface Row { file: string; category: boolean; confidence: number; brand?: boolean; tokens: [number, number]; ms: number; cpuMs: number }
const results: Row[] = [];
const pad = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s.padEnd(n));

for (const label of labels) {
  const original = readFileSync(path.join(folder, label.file));
  const image = storedCopy ? await encodeStoredCopy(original) : original;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const r = await sparebot.analyze({ image, storedCopy });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const output = [r.suggestedTitle, r.technicalSpecs, r.size, ...Object.values(r.extracted).map((e) => e.value)].join(' ; ');
  const tokens = specTokens(label.key_specs);
  const found = tokens.filter((t) => tokenRecalled(t, output));
  const row: Row = {
    file: label.file,
    category: r.suggestedCategory === label.category,
    confidence: r.confidence,
    brand: label.brand ? brandHit(label.brand, r.brandInfo) : undefined,
    tokens: [found.length, tokens.length],
    ms,
    cpuMs,
  };
  results.push(row);
  console.log(
    `${pad(label.file, 44)} cat ${row.category ? 'ok ' : 'NO '}${pad(r.suggestedCategory, 22)} conf ${r.confidence.toFixed(2)}` +
      ` brand ${row.brand === undefined ? '-  ' : row.brand ? 'ok ' : 'NO '}${pad(r.brandInfo, 20)} spec ${found.length}/${tokens.length}` +
      ` ${Math.round(ms)} ms (cpu ${Math.round(cpuMs)}) | ${pad(r.suggestedTitle, 60)}`,
  );
}
clearInterval(sampler);
await sparebot.close();

const n = results.length;
const count = (f: (r: Row) => boolean) => results.filter(f).length;
const branded = results.filter((r) => r.brand !== undefined);
const tokSum = results.reduce<[number, number]>((a, r) => [a[0] + r.tokens[0], a[1] + r.tokens[1]], [0, 0]);
const confident = results.filter((r) => r.confidence >= 0.7);
const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (list: number[], p: number) => Math.round(list[Math.min(n - 1, Math.floor(p * (n - 1) + 0.5))] ?? 0);
const pct = (p: number) => at(sorted, p);
const cpuSorted = results.map((r) => r.cpuMs).sort((a, b) => a - b);
const share = (a: number, b: number) => `${a}/${b} (${b ? Math.round((100 * a) / b) : 0} %)`;
console.log(`\nTOTAL (${storedCopy ? 'stored copies, as the API analyses them' : 'original photos'})`);
console.log(`  category exact match   ${share(count((r) => r.category), n)}`);
console.log(`  brand hit (labelled)   ${share(count((r) => r.brand === true), branded.length)}`);
console.log(`  spec-token recall      ${share(tokSum[0] ?? 0, tokSum[1] ?? 0)}`);
console.log(`  confidence >= 0.7      ${share(count((r) => r.confidence >= 0.7 && r.category), confident.length)} right`);
console.log(`  latency median / p95   ${pct(0.5)} ms / ${pct(0.95)} ms`);
console.log(`  CPU time median / p95  ${at(cpuSorted, 0.5)} ms / ${at(cpuSorted, 0.95)} ms (wall time includes waiting for shared cores)`);
console.log(`  peak RSS               ${Math.round(peakRss / 1024 / 1024)} MB`);
