import { KEYWORD_PAIRS } from '../kb/product-types.ts';
import type { TextLine } from './brand-match.ts';
import { MODEL_CODE } from './maker-before-code.ts';
import { stackedUnder } from './stacked-names.ts';

const SURE = 0.85;
const MAX_WORDS = 3;
// Digits stay in their words ("RS232 To Ethernet" over "Converter": the port's name is part of the product's).
const wordsOf = (l: TextLine) =>
  l.text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * A product's name set in two lines, one under the other ("D.C. MOTOR" over "CONTROLLER", "SOLID
 * STATE" over "RELAY", or round the model code: "HIGH PRESSURE" over "HPCS-16" over "CLEANING
 * SYSTEM"): reading by rows puts each half with whatever is printed beside it, so the two never meet.
 * Where the upper line's last word and the lower line's first stand together in a product's name,
 * and the rows did not read them together, the two lines are read as one phrase too.
 */
function stackedPairs(lines: readonly TextLine[], text: string): { halves: [TextLine, TextLine] }[] {
  const placed = lines.filter((l) => l.place && l.confidence >= SURE);
  // A pair a row already reads together (its lines side by side as well) counts once.
  const rows = text.split('\n').map(
    (row) =>
      ` ${row
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .join(' ')} `,
  );
  // Halves set round the model code, often printed larger than they are.
  const codes = placed.filter((l) => MODEL_CODE.test(l.text.trim()));
  const aroundCode = (upper: TextLine, lower: TextLine) => codes.some((mid) => codeBetween(upper, mid, lower));
  const out: { halves: [TextLine, TextLine] }[] = [];
  for (const upper of placed)
    for (const lower of placed) {
      if (lower === upper || !(stackedUnder(upper, lower) || aroundCode(upper, lower))) continue;
      const [above, below] = [wordsOf(upper), wordsOf(lower)];
      // A name is set in short lines; a sentence's lines run on ("…a listed class 2 power" over "supply suitable for…").
      if (above.length > MAX_WORDS || below.length > MAX_WORDS) continue;
      const pair = `${above.at(-1)} ${below[0]}`;
      if (above.length && below.length && KEYWORD_PAIRS.has(pair) && !rows.some((row) => row.includes(` ${pair} `)))
        out.push({ halves: [upper, lower] });
    }
  return out;
}

/**
 * Pairs that share a line, the lower half of one the upper of the next, read as one phrase down all their lines:
 * "EARTH" over "RESISTANCE" over "TESTER" is an earth resistance tester, where its two pairs alone name a
 * resistance and a tester of no kind.
 */
function chained(pairs: readonly { halves: [TextLine, TextLine] }[]): { phrase: string; halves: TextLine[] }[] {
  const next = (l: TextLine) => pairs.find((p) => p.halves[0] === l);
  const starts = pairs.filter((p) => !pairs.some((q) => q.halves[1] === p.halves[0]));
  return starts.map((start) => {
    const halves: TextLine[] = [...start.halves];
    for (let link = next(start.halves[1]); link && !halves.includes(link.halves[1]); link = next(link.halves[1]))
      halves.push(link.halves[1]);
    return { phrase: halves.flatMap(wordsOf).join(' '), halves };
  });
}

/**
 * The text with each phrase set in two lines or more read as one as well (stackedPairs, chained). A row that is only
 * a part of such a phrase is read in the phrase alone: "Solar Charge" over "Controller" names a charge controller, and
 * the upper half read by itself ("solar charge", a solar inverter's word) would name another product as strongly.
 */
export function withStackedPhrases(lines: readonly TextLine[], text: string): string {
  const phrases = chained(stackedPairs(lines, text));
  const halves = new Set(phrases.flatMap((p) => p.halves.map((l) => l.text.trim().toLowerCase())));
  const rows = text.split('\n').filter((row) => !halves.has(row.trim().toLowerCase()));
  return [...rows, ...phrases.map((p) => p.phrase)].join('\n');
}

/** Upright lines of like size, centred over each other, with a model code alone on its line between them and little room besides. */
function codeBetween(upper: TextLine, mid: TextLine, lower: TextLine): boolean {
  const [a, m, b] = [upper.place, mid.place, lower.place];
  if (!a || !m || !b || mid === upper || mid === lower) return false;
  if ([a, m, b].some((p) => Math.abs(p.angle) > 0.15) || Math.max(upper.height, lower.height) > 1.7 * Math.min(upper.height, lower.height))
    return false;
  const width = Math.max(a.length, b.length);
  const centred = [m.cx, b.cx].every((cx) => Math.abs(cx - a.cx) <= 0.35 * width);
  return centred && a.cy < m.cy && m.cy < b.cy && b.cy - a.cy <= 1.5 * (upper.height + mid.height + lower.height);
}
