import { KEYWORD_PAIRS } from '../kb/product-types.ts';
import type { TextLine } from './brand-match.ts';
import { stackedUnder } from './stacked-names.ts';

const SURE = 0.85;
const MAX_WORDS = 3;
const wordsOf = (l: TextLine) =>
  l.text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/**
 * A product's name set in two lines, one under the other ("D.C. MOTOR" over "CONTROLLER", "SOLID
 * STATE" over "RELAY"): reading by rows puts each half with whatever is printed beside it, so the two
 * never meet. Where the upper line's last word and the lower line's first stand together in a
 * product's name, and the rows did not read them together, the two lines are read as one phrase too.
 */
export function stackedPhrases(lines: readonly TextLine[], text: string): string[] {
  const placed = lines.filter((l) => l.place && l.confidence >= SURE);
  // A pair a row already reads together (its lines side by side as well) counts once.
  const rows = text.split('\n').map(
    (row) =>
      ` ${row
        .toLowerCase()
        .split(/[^a-z]+/)
        .join(' ')} `,
  );
  const out: string[] = [];
  for (const upper of placed)
    for (const lower of placed) {
      if (lower === upper || !stackedUnder(upper, lower)) continue;
      const [above, below] = [wordsOf(upper), wordsOf(lower)];
      // A name is set in short lines; a sentence's lines run on ("…a listed class 2 power" over "supply suitable for…").
      if (above.length > MAX_WORDS || below.length > MAX_WORDS) continue;
      const pair = `${above.at(-1)} ${below[0]}`;
      if (above.length && below.length && KEYWORD_PAIRS.has(pair) && !rows.some((row) => row.includes(` ${pair} `)))
        out.push([...above, ...below].join(' '));
    }
  return out;
}
