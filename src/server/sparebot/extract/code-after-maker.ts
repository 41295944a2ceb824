import type { TextLine } from './brand-match.ts';
import { isNotCode } from './not-codes.ts';
import { isModelCode } from './maker-before-code.ts';
import { offsetBetween } from './stacked-names.ts';
import { squash } from './text-normalise.ts';

/** Read this surely: the code becomes the title's model. */
const SURE = 0.9;
/**
 * Short tokens that follow a maker's name without being its model: a breaker's curve and current ("C16"), a lamp's
 * cap ("GU10", "E27"), a thread ("M20"), a phase count ("3PH"), a revision ("R3", "V2"), an instrument's channel ("CH1"), a
 * supply's kind before its voltage ("DC5-30V").
 */
const NO_MODEL = /^(?:[BCDK]\d{1,3}|(?:E|B|G|GU|GX|GZ|MR|PAR)\d{1,2}[Dd]?|M\d{1,2}|\dPH|[RV]\d{1,2}|CH\d{1,2}|(?:AC|DC)\d.*V)$/i;

/**
 * The model code printed straight after the maker's name on a line read surely ("UnionCam Q5 1080P Security Camera",
 * "CADDX NX-4", "Cytron MD10C"), however short: the code opening a product's front or its label, which the
 * unclaimed-code reading leaves out below four characters ("Q5" is as often a board's part reference). Only
 * when the name opens the line, as one to three words read as it is spelt; no rating, curve, cap or thread.
 * analyse-text.ts asks again with the product's own words when no maker's name is followed by a code
 * ("CONTROL PANEL RT-3").
 */
export function codeAfterMaker(names: readonly string[], lines: readonly TextLine[]): string | undefined {
  const keys = new Set(names.map(squash).filter((k) => k.length >= 3));
  const modelOf = (word: string | undefined) => {
    const code = word?.replace(/[.,;:]$/, '') ?? '';
    return isModelCode(code) && !NO_MODEL.test(code) && !isNotCode(code) ? code.toUpperCase() : undefined;
  };
  for (const line of lines) {
    if (line.confidence < SURE) continue;
    const words = line.text.trim().split(/\s+/);
    for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
      if (!keys.has(squash(words.slice(0, n).join(' ')))) continue;
      const code = modelOf(words[n]);
      if (code) return code;
    }
    // The name read as a box of its own, with the code opening the box OCR read next to it on its line of print
    // ("FLUKE" beside "725Ex" of "FLUKE 725Ex MULTIFUNCTION").
    if (keys.has(squash(line.text))) {
      const code = modelOf(nextOnItsLine(line, lines)?.text.trim().split(/\s+/)[0]);
      if (code) return code;
    }
  }
  return undefined;
}

/**
 * The box read surely just after `line` on its line of print, set as large: level with it (its centre within half a
 * height), starting within two heights of its end, the nearest such box (where they lie: `offsetBetween`).
 */
function nextOnItsLine(line: TextLine, lines: readonly TextLine[]): TextLine | undefined {
  if (!line.place || Math.abs(line.place.angle) > 0.15) return undefined;
  const beside: { box: TextLine; gap: number }[] = [];
  for (const box of lines) {
    if (box === line || box.confidence < SURE || box.height < 0.7 * line.height || box.height > 1.4 * line.height) continue;
    const o = offsetBetween(line, box, Infinity);
    if (o && Math.abs(o.across) <= 0.5 * line.height && o.gap >= -0.3 * line.height && o.gap <= 2 * line.height)
      beside.push({ box, gap: o.gap });
  }
  return beside.sort((x, y) => x.gap - y.gap)[0]?.box;
}
