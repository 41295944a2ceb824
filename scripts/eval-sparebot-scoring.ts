/** Scoring helpers for scripts/eval-sparebot.ts. */
import { createHash } from 'node:crypto';

export interface LabelRow {
  file: string;
  category: string;
  title: string;
  brand: string;
  key_specs: string;
}

/** A small RFC 4180 CSV reader (quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let field = '',
    row: string[] = [],
    quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.some((f) => f)) rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

// Accents folded first: a label's "Märklin" is read without its umlaut ("Marklin"), and that is the maker.
const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The issue counts a brand in `brandInfo` or the title: a hit when the title names a labelled
 * brand as whole words ("Eaton MEM consumer unit" names MEM; "GEARBOX" does not name GE).
 */
export function brandInTitle(labelled: string, title: string): boolean {
  const words = title
    .split(/[^\p{L}\p{N}]+/u)
    .map(norm)
    .filter(Boolean);
  return labelled
    .split(/[;,()]/)
    .map((b) =>
      b
        .split(/[^\p{L}\p{N}]+/u)
        .map(norm)
        .filter(Boolean),
    )
    .filter((b) => b.join('').length >= 2)
    .some((b) => words.some((_, i) => b.every((w, j) => words[i + j] === w)));
}

/** A hit when the answer names any labelled brand ("Proteus; Hager", "Emerson (Hevi-Duty)"). */
export function brandHit(labelled: string, answer: string): boolean {
  const a = norm(answer);
  if (!a || a === 'unbranded') return false;
  return labelled
    .split(/[;,()]/)
    .map(norm)
    .filter((b) => b.length >= 2)
    .some((b) => a.includes(b) || b.includes(a));
}

/**
 * Spec tokens of a label: digit-bearing tokens of each ';'-separated item, leaving out items
 * the labeller marked "not legible" and text in parentheses.
 */
export function specTokens(keySpecs: string): string[] {
  const tokens = new Set<string>();
  for (const item of keySpecs.split(';')) {
    if (/not legible/i.test(item)) continue;
    const bare = item.replace(/\([^)]*\)/g, ' ');
    for (const t of bare.match(/[A-Za-z0-9][A-Za-z0-9./-]*/g) ?? []) {
      const clean = t.replace(/[.-]+$/, '');
      if (/\d/.test(clean)) tokens.add(clean.toLowerCase());
    }
  }
  return [...tokens];
}

/** A token is recalled when it appears in the answer as a whole token, or each of its "/" parts does. */
export function tokenRecalled(token: string, output: string): boolean {
  const text = output.toLowerCase().replace(/³/g, '3').replace(/²/g, '2');
  const joined = text.replace(/(\d)\s+([a-z°²³]+)/g, '$1$2');
  const words = new Set([...text.split(/[\s,;:()&=]+/), ...joined.split(/[\s,;:()&=]+/)]);
  if (words.has(token)) return true;
  const parts = token.split('/');
  return parts.length > 1 && parts.every((p) => words.has(p) || [...words].some((w) => w.split('/').includes(p)));
}

export type EvalHalf = 'tune' | 'held-out';

/**
 * The fixed split of the evaluation photos (docs/sparebot.md, Evaluation): a photo belongs to the
 * tuning half when the SHA-256 of its file name is even (last hex digit even), else to the
 * held-out half. Tuning looks only at the tuning half; the held-out figures are reported, not tuned on.
 */
export function evalHalf(file: string): EvalHalf {
  const last = createHash('sha256').update(file).digest('hex').slice(-1);
  return parseInt(last, 16) % 2 === 0 ? 'tune' : 'held-out';
}

export const LEGIBILITY_CLASSES = ['legible nameplate', 'maker or words only', 'no text'] as const;
export type Legibility = (typeof LEGIBILITY_CLASSES)[number];

/**
 * The legibility class of a photo, from its label alone (never from what SpareBot read): a legible
 * nameplate when the labeller read at least two codes or ratings; a maker or words only when a
 * brand was labelled (or one code read); no text otherwise.
 */
export function legibilityClass(label: LabelRow): Legibility {
  const tokens = specTokens(label.key_specs).length;
  if (tokens >= 2) return 'legible nameplate';
  if (label.brand.trim() || tokens === 1) return 'maker or words only';
  return 'no text';
}

/**
 * The lenient category scoring: besides an exact match, Electrical Components and Control
 * Systems count for each other (its example: a contactor may be either).
 */
export function categoryLenient(labelled: string, answer: string): boolean {
  const pair = new Set([labelled, answer]);
  return labelled === answer || (pair.has('Electrical Components') && pair.has('Control Systems'));
}
