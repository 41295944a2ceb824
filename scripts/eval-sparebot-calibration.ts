/**
 * Confidence calibration on the TUNING half only:
 * `npx tsx scripts/eval-sparebot-calibration.ts --ocr-cache=DIR [--samples=N] [--verbose] [folder]`.
 * Seventeen photos give too few confident answers to see why a wrong one would reach 0.7, so each
 * tuning photo's cached OCR reading is degraded many times over, the way other photos of the same
 * kind of item come out: only part of the label in frame (each visual row kept with probability
 * ½) and OCR confusions on some words (0↔O, 1↔I/L, 5↔S, 8↔B, rn↔m, a letter dropped). Each
 * variant is analysed and scored against the photo's labelled category; the printout is the share
 * right per confidence band, and with `--verbose` the confident wrong answers, for finding their
 * cause. Held-out photos are never read. Seeded, so runs compare.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseText } from '../src/server/sparebot/analysis/analyse-text.ts';
import type { TextLine } from '../src/server/sparebot/extract/brand-match.ts';
import { toOcrText } from '../src/server/sparebot/providers/local-provider.ts';
import type { OcrResult } from '../src/server/sparebot/ocr/ocr-types.ts';
import { createPicker } from '../bench/search-random.ts';
import { evalHalf, parseCsv } from './eval-sparebot-scoring.ts';

const args = process.argv.slice(2);
const cacheDir = args.find((a) => a.startsWith('--ocr-cache='))?.slice('--ocr-cache='.length);
const samples = Number(args.find((a) => a.startsWith('--samples='))?.slice('--samples='.length) ?? 200);
const verbose = args.includes('--verbose');
// `--mix`: also add one or two rows of another tuning photo (a neighbouring device or sticker in frame).
const mix = args.includes('--mix');
const folder = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '../../shared/eval/photos'));
if (!cacheDir) throw new Error('--ocr-cache=DIR is required (the readings of a previous eval run)');

const CONFUSIONS: [RegExp, string][] = [
  [/0/, 'O'],
  [/O/, '0'],
  [/1/, 'I'],
  [/I/, '1'],
  [/l/, '1'],
  [/5/, 'S'],
  [/S/, '5'],
  [/8/, 'B'],
  [/B/, '8'],
  [/m/, 'rn'],
  [/rn/, 'm'],
];

function confuse(word: string, random: () => number): string {
  if (random() < 0.3 && word.length > 3) {
    const i = Math.floor(random() * word.length);
    return word.slice(0, i) + word.slice(i + 1);
  }
  const options = CONFUSIONS.filter(([re]) => re.test(word));
  const pick = options[Math.floor(random() * options.length)];
  return pick ? word.replace(pick[0], pick[1]) : word;
}

/** One degraded reading: rows kept with probability ½, one word in five confused. */
function degrade(ocr: OcrResult, random: () => number): { lines: TextLine[]; rows: string[] } {
  const changed = new Map<string, string>();
  const word = (w: string) => {
    if (!changed.has(w)) changed.set(w, random() < 0.2 ? confuse(w, random) : w);
    return changed.get(w) ?? w;
  };
  const rows = ocr.rows.filter(() => random() < 0.5).map((r) => r.split(' ').map(word).join(' '));
  const kept = new Set(rows.join(' ').split(' '));
  const lines = ocr.lines
    .map((l) => ({ ...l, text: l.text.split(' ').map(word).join(' ') }))
    .filter((l) => l.text.split(' ').every((w) => kept.has(w)));
  return { lines: [...toOcrText({ lines, rows }).lines], rows };
}

const labels = parseCsv(readFileSync(path.join(folder, 'labels.csv'), 'utf8')).filter((r) => evalHalf(r.file ?? '') === 'tune');
const bands = [0.5, 0.6, 0.7, 0.8, 0.9];
const tally = new Map<number, [number, number]>(bands.map((b) => [b, [0, 0]]));
const wrong = new Map<string, number>();
let seed = 1;
const readings = new Map<string, OcrResult>();
for (const l of labels) {
  const file = path.join(cacheDir, `${l.file}.ocr.json`);
  if (existsSync(file)) readings.set(l.file ?? '', JSON.parse(readFileSync(file, 'utf8')) as OcrResult);
}
for (const label of labels) {
  const file = path.join(cacheDir, `${label.file}.ocr.json`);
  if (!existsSync(file)) throw new Error(`no cached reading of ${label.file}: run the eval with --ocr-cache first`);
  const ocr = JSON.parse(readFileSync(file, 'utf8')) as OcrResult;
  const others = labels.filter((l) => l.category !== label.category).map((l) => readings.get(l.file ?? ''));
  const variants = [toOcrText(ocr)];
  const random = createPicker(seed++).next;
  for (let i = 0; i < samples; i++) {
    const v = degrade(ocr, random);
    // A neighbour's rows are added only where the photo's own rows still say what it is: with
    // nothing of its own legible, the neighbour's text is all there is to read.
    if (mix && analyseText(v).confidence < 0.5) continue;
    const other = others[Math.floor(random() * others.length)];
    if (mix && other?.rows.length) {
      const picked = [0, 1].map(() => Math.floor(random() * other.rows.length));
      for (const at of new Set(picked)) {
        const row = other.rows[at] ?? '';
        v.rows.push(row);
        const words = new Set(row.split(' '));
        v.lines.push(...toOcrText({ lines: other.lines.filter((l) => l.text.split(' ').every((w) => words.has(w))), rows: [] }).lines);
      }
    }
    variants.push(v);
  }
  for (const v of variants) {
    const r = analyseText(v);
    const band = [...bands].reverse().find((b) => r.confidence >= b);
    if (band === undefined) continue;
    const right = r.suggestedCategory === label.category;
    const t = tally.get(band) ?? [0, 0];
    tally.set(band, [t[0] + (right ? 1 : 0), t[1] + 1]);
    if (!right && r.confidence >= 0.7) {
      const key = `${label.file} → ${r.suggestedCategory} ${r.confidence.toFixed(2)} | ${r.suggestedTitle} | ${v.rows.join(' / ').slice(0, 160)}`;
      wrong.set(key, (wrong.get(key) ?? 0) + 1);
    }
  }
}
let right7 = 0;
let all7 = 0;
console.log(`Tuning half, ${labels.length} photos × (1 + ${samples}) readings; right / answered per confidence band`);
for (const b of bands) {
  const [ok, n] = tally.get(b) ?? [0, 0];
  if (b >= 0.7) [right7, all7] = [right7 + ok, all7 + n];
  console.log(`  ${b.toFixed(1)}–${(b + 0.1).toFixed(1)}  ${ok}/${n} (${n ? Math.round((100 * ok) / n) : 0} %)`);
}
console.log(`  ≥ 0.7    ${right7}/${all7} (${all7 ? ((100 * right7) / all7).toFixed(1) : 0} %)`);
if (verbose) for (const [k, n] of [...wrong.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${n}× ${k}`);
