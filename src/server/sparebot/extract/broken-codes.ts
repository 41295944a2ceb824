import { isModelCode, RATING_WITH_UNIT } from './maker-before-code.ts';
import type { Rating } from './rating-types.ts';
import type { TextLine } from './text-line.ts';

/** The rest of it on the next line, after the hyphen it was broken at, letters and digits both ("-02A7A61"; "-100" is a scale's mark). */
const CODE_TAIL = /^-((?=[A-Z0-9]*[A-Z])[A-Z0-9]*\d[A-Z0-9]*)$/;

/**
 * A model code printed across two lines, broken at its hyphen ("SGM7A" over "-02A7A61" on a Yaskawa servo's plate): the
 * code whole, as a line of its own for the code readers ("SGM7A-02A7A61"), read as surely as the less sure of its parts.
 * Only a row that is one code alone, before a row that is the hyphen and the rest alone.
 */
function brokenCodes(lines: readonly TextLine[], rows: readonly string[]): BrokenCode[] {
  const lineOf = (text: string) => lines.find((l) => l.text.trim() === text);
  return rows.flatMap((row, i) => {
    const [head, tail] = [row.trim(), CODE_TAIL.exec(rows[i + 1]?.trim() ?? '')?.[1]];
    // The first part one code alone, letters and digits, no rating and no hyphen of its own ("SGM7A").
    if (!tail || tail.length < 3 || head.length < 3 || head.includes('-') || !isModelCode(head)) return [];
    const [upper, lower] = [lineOf(head), lineOf(`-${tail}`)];
    return upper && lower ? [joined(`${head}-${tail}`, `${head}-${tail}`, upper, lower)] : [];
  });
}

/**
 * A model code broken at its hyphen into two boxes of one row ("MODEL: GPI-" then "5005T" on a tester's panel): the OCR
 * saw a gap after the hyphen. The head two to five capitals (a supply's "AC-"/"DC-" is no code's), the rest letters and
 * digits with two digits or more and no unit's value ("DC- 24V" stays a supply).
 */
const ROW_BREAK = /(?<![A-Za-z0-9-])((?!(?:AC|DC)-)[A-Z]{2,5}\d{0,3}-) ((?=(?:[A-Z]*\d){2})[A-Z0-9]{3,10})(?![A-Za-z0-9.,/-])/g;

function rowBrokenCodes(lines: readonly TextLine[], rows: readonly string[]): BrokenCode[] {
  return rows.flatMap((row) =>
    [...row.matchAll(ROW_BREAK)].flatMap(([, head = '', tail = '']) => {
      const [upper, lower] = [lines.find((l) => l.text.trim().endsWith(head)), lines.find((l) => l.text.trim().startsWith(tail))];
      if (!upper || !lower || upper === lower || RATING_WITH_UNIT.test(tail) || !isModelCode(`${head}${tail}`)) return [];
      // The code whole, after whatever its box held before it (its row name: "MODEL: GPI-5005T").
      return [joined(`${head}${tail}`, `${upper.text.trim().slice(0, -head.length)}${head}${tail}`, upper, lower)];
    }),
  );
}

/** A code read whole from two boxes, and the line the code readers are given for it: as surely as the less sure part. */
interface BrokenCode {
  code: string;
  line: TextLine;
}
const joined = (code: string, text: string, upper: TextLine, lower: TextLine): BrokenCode => ({
  code,
  line: { text, height: Math.max(upper.height, lower.height), confidence: Math.min(upper.confidence, lower.confidence) },
});

/** The codes `read` finds on the label, with a code broken over two lines (or two boxes) read whole in place of its parts. */
export function readWholeCodes(
  lines: readonly TextLine[],
  rows: readonly string[],
  read: (lines: readonly TextLine[]) => Rating[],
): Rating[] {
  const broken = [...brokenCodes(lines, rows), ...rowBrokenCodes(lines, rows)];
  return read([...broken.map((b) => b.line), ...lines]).filter(
    (c) => !broken.some(({ code }) => code !== c.value && code.includes(c.value)),
  );
}
