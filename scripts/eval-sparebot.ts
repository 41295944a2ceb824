/**
 * SpareBot evaluation: `npx tsx scripts/eval-sparebot.ts [--stored-copy] [--show-held-out] [--all-tune] [folder]`
 * runs the analysis on every photo listed in the folder's labels.csv (default ../shared/eval/photos)
 * and prints category match (exact, and lenient as the issue scores it), brand hit, spec-token
 * recall (with `--ocr-cache`, also how many of those tokens the OCR itself read), confidence,
 * ratings in titles that fail their plausibility check, latency and peak RSS: for the tuning half, the held-out half (see
 * `evalHalf`) and all photos. Per-photo rows are printed for the tuning half only, unless
 * `--show-held-out`: what tuning looks at must not include the photos its figures are reported on.
 * `--stored-copy` first turns each photo into the copy SpareStock stores (JPEG, at most 1920 px),
 * which is what the API analyses; latency then excludes that encoding. `--all-tune` counts every
 * photo of the folder as tuning: for our own tuning photos (scripts/fetch-eval-photos.ts), which
 * are ours to tune on; the shared set keeps its split.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeStoredCopy, inspectPhoto } from '../src/server/images/image-pipeline.ts';
import { HttpError } from '../src/server/http/http-errors.ts';
import { loadSparebotConfig } from '../src/server/sparebot-config.ts';
import { titleRatingProblems } from '../src/server/sparebot/extract/plausibility.ts';
import { createSparebot } from '../src/server/sparebot/sparebot-service.ts';
import { analyseText } from '../src/server/sparebot/analysis/analyse-text.ts';
import { OcrClient } from '../src/server/sparebot/ocr/ocr-client.ts';
import { toOcrText } from '../src/server/sparebot/providers/local-provider.ts';
import type { OcrResult } from '../src/server/sparebot/ocr/ocr-types.ts';
import type { AnalysisResult } from '../src/shared/schemas/analysis.ts';
import {
  brandHit,
  brandInTitle,
  categoryLenient,
  evalHalf,
  legibilityClass,
  LEGIBILITY_CLASSES,
  parseCsv,
  specTokens,
  tokenRecalled,
  type EvalHalf,
  type LabelRow,
  type Legibility,
} from './eval-sparebot-scoring.ts';

const args = process.argv.slice(2);
const storedCopy = args.includes('--stored-copy');
const showHeldOut = args.includes('--show-held-out');
const allTune = args.includes('--all-tune');
// `--ocr-cache=DIR`: OCR readings are kept in DIR (outside the repository) and reused, so a change
// to the parsing can be re-scored in seconds; latency and RSS are then of the parsing alone.
const cacheDir = args.find((a) => a.startsWith('--ocr-cache='))?.slice('--ocr-cache='.length);
const folder = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '../../shared/eval/photos'));
const labels: LabelRow[] = parseCsv(readFileSync(path.join(folder, 'labels.csv'), 'utf8')).map((r) => ({
  file: r.file ?? '',
  category: r.category ?? '',
  title: r.title ?? '',
  brand: r.brand ?? '',
  key_specs: r.key_specs ?? '',
}));
const config = loadSparebotConfig({ ...process.env, SPAREBOT_QUEUE_SIZE: '1' });
const sparebot = createSparebot(config);
const ocr = cacheDir
  ? new OcrClient({ queueSize: 1, timeoutMs: config.ocrTimeoutMs, modelsDir: config.modelsDir, threads: config.ocrThreads })
  : undefined;
if (cacheDir) mkdirSync(cacheDir, { recursive: true });

/** With a cache: the OCR reading from it (made and stored on a miss), then the text analysis. */
async function analyseCached(file: string, image: Buffer): Promise<{ answer: AnalysisResult; read: string }> {
  const cached = path.join(cacheDir ?? '', `${file}.ocr.json`);
  let result: OcrResult;
  if (existsSync(cached)) result = JSON.parse(readFileSync(cached, 'utf8')) as OcrResult;
  else {
    result = await (ocr as OcrClient).recognise(image);
    writeFileSync(cached, JSON.stringify(result));
  }
  return { answer: analyseText(toOcrText(result)), read: result.lines.map((l) => l.text).join(' ; ') };
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

interface Row {
  file: string;
  half: EvalHalf;
  legibility: Legibility;
  category: boolean;
  /** Right under the issue's lenient scoring (Electrical Components ↔ Control Systems). */
  lenient: boolean;
  confidence: number;
  brand?: boolean;
  tokens: [number, number];
  /** Key-spec tokens found in the OCR's own text (cached runs only): what reading reached. */
  read?: number;
  implausibleTitle: boolean;
  /** SpareBot named nothing (category Other, a label photo asked for). */
  unidentified: boolean;
  /** The labelled category is among the answer's one-tap choices. */
  inChoices: boolean;
  ms: number;
  cpuMs: number;
}
const results: Row[] = [];
/** Photos the upload itself refuses (a GIF saved as .jpg): listed, never scored. */
const refused: string[] = [];
const pad = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s.padEnd(n));

for (const label of labels) {
  const original = readFileSync(path.join(folder, label.file));
  // The upload's own check decides (encodeStoredCopy makes it too, before encoding).
  let image: Buffer;
  try {
    if (!storedCopy) await inspectPhoto(original);
    image = storedCopy ? await encodeStoredCopy(original) : original;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    refused.push(label.file);
    console.log(`-  ${pad(label.file, 44)} not scored: the upload refuses it (${error.message})`);
    continue;
  }
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const cached = cacheDir ? await analyseCached(label.file, image) : undefined;
  const r = cached ? cached.answer : await sparebot.analyze({ image, storedCopy });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const output = [r.suggestedTitle, r.technicalSpecs, r.size, ...Object.values(r.extracted).map((e) => e.value)].join(' ; ');
  const tokens = specTokens(label.key_specs);
  const found = tokens.filter((t) => tokenRecalled(t, output));
  const problems = titleRatingProblems(r.suggestedTitle, r.extracted.productType?.value);
  const row: Row = {
    file: label.file,
    half: allTune ? 'tune' : evalHalf(label.file),
    legibility: legibilityClass(label),
    category: r.suggestedCategory === label.category,
    lenient: categoryLenient(label.category, r.suggestedCategory),
    confidence: r.confidence,
    brand: label.brand ? brandHit(label.brand, r.brandInfo) || brandInTitle(label.brand, r.suggestedTitle) : undefined,
    tokens: [found.length, tokens.length],
    read: cached ? tokens.filter((t) => tokenRecalled(t, cached.read)).length : undefined,
    implausibleTitle: problems.length > 0,
    unidentified: r.needsLabelPhoto === true,
    inChoices: (r.categoryChoices ?? []).some((c) => c === label.category),
    ms,
    cpuMs,
  };
  results.push(row);
  if (row.half === 'held-out' && !showHeldOut) continue;
  console.log(
    `${row.half === 'tune' ? 'T' : 'H'}${row.legibility[0]} ${pad(label.file, 44)} cat ${row.category ? 'ok ' : 'NO '}${pad(r.suggestedCategory, 22)} conf ${r.confidence.toFixed(2)}` +
      ` brand ${row.brand === undefined ? '-  ' : row.brand ? 'ok ' : 'NO '}${pad(r.brandInfo, 20)} spec ${found.length}/${tokens.length}${row.read === undefined ? '' : ` read ${row.read}`}` +
      ` ${Math.round(ms)} ms (cpu ${Math.round(cpuMs)}) | ${pad(r.suggestedTitle, 60)}${problems.length ? ` IMPLAUSIBLE ${problems.join(', ')}` : ''}`,
  );
}
clearInterval(sampler);
await sparebot.close();
await ocr?.close();

const share = (a: number, b: number) => `${a}/${b} (${b ? Math.round((100 * a) / b) : 0} %)`;
const at = (list: number[], p: number) => Math.round(list[Math.min(list.length - 1, Math.floor(p * (list.length - 1) + 0.5))] ?? 0);

function summarise(title: string, rows: Row[]): void {
  const count = (f: (r: Row) => boolean) => rows.filter(f).length;
  const branded = rows.filter((r) => r.brand !== undefined);
  const tokSum = rows.reduce<[number, number]>((a, r) => [a[0] + r.tokens[0], a[1] + r.tokens[1]], [0, 0]);
  const confident = rows.filter((r) => r.confidence >= 0.7);
  const wall = rows.map((r) => r.ms).sort((a, b) => a - b);
  const cpu = rows.map((r) => r.cpuMs).sort((a, b) => a - b);
  console.log(`\n${title}`);
  const named = rows.filter((r) => !r.unidentified);
  console.log(
    `  category exact match   ${share(
      count((r) => r.category),
      rows.length,
    )}`,
  );
  console.log(
    `    lenient (Electrical Components ↔ Control Systems) ${share(
      count((r) => r.lenient),
      rows.length,
    )}`,
  );
  const unnamed = rows.filter((r) => r.unidentified);
  console.log(
    `    where it named one   ${share(named.filter((r) => r.category).length, named.length)} (${unnamed.length} unidentified: Other, label photo asked)`,
  );
  console.log(
    `    unidentified, label category among the one-tap choices ${share(unnamed.filter((r) => r.inChoices).length, unnamed.length)}`,
  );
  console.log(
    `  brand hit (labelled)   ${share(
      count((r) => r.brand === true),
      branded.length,
    )}`,
  );
  console.log(`  spec-token recall      ${share(tokSum[0], tokSum[1])}`);
  if (cacheDir)
    console.log(
      `    read by the OCR      ${share(
        rows.reduce((a, r) => a + (r.read ?? 0), 0),
        tokSum[1],
      )}`,
    );
  console.log(
    `  confidence >= 0.7      ${share(
      count((r) => r.confidence >= 0.7 && r.category),
      confident.length,
    )} right`,
  );
  console.log(
    `    lenient              ${share(
      count((r) => r.confidence >= 0.7 && r.lenient),
      confident.length,
    )} right`,
  );
  console.log(`  implausible in title   ${count((r) => r.implausibleTitle)}`);
  console.log(`  latency median / p95   ${at(wall, 0.5)} ms / ${at(wall, 0.95)} ms`);
  console.log(`  CPU time median / p95  ${at(cpu, 0.5)} ms / ${at(cpu, 0.95)} ms (wall time includes waiting for shared cores)`);
}

const input = (storedCopy ? 'stored copies, as the API analyses them' : 'original photos') + (cacheDir ? ', cached OCR' : '');
for (const [half, name] of [
  ['tune', 'TUNING HALF'],
  ['held-out', 'HELD-OUT HALF, never tuned on'],
] as const) {
  const inHalf = results.filter((r) => r.half === half);
  summarise(`${name} (${input})`, inHalf);
  for (const cls of LEGIBILITY_CLASSES)
    summarise(
      `${name} · ${cls}`,
      inHalf.filter((r) => r.legibility === cls),
    );
}
summarise(`ALL (${input})`, results);
for (const cls of LEGIBILITY_CLASSES)
  summarise(
    `ALL · ${cls}`,
    results.filter((r) => r.legibility === cls),
  );
if (refused.length) console.log(`\n  not scored, refused by the upload: ${refused.length} (${refused.join(', ')})`);
console.log(`\n  peak RSS               ${Math.round(peakRss / 1024 / 1024)} MB`);
