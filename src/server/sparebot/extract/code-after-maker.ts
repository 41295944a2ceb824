import type { TextLine } from './brand-match.ts';
import { isNotCode } from './not-codes.ts';
import { isModelCode } from './maker-before-code.ts';
import { squash } from './text-normalise.ts';

/** Read this surely: the code becomes the title's model. */
const SURE = 0.9;
/**
 * Short tokens that follow a maker's name without being its model: a breaker's curve and current ("C16"), a lamp's
 * cap ("GU10", "E27"), a thread ("M20"), a phase count ("3PH"), a revision ("R3", "V2").
 */
const NO_MODEL = /^(?:[BCDK]\d{1,3}|(?:E|B|G|GU|GX|GZ|MR|PAR)\d{1,2}[Dd]?|M\d{1,2}|\dPH|[RV]\d{1,2})$/i;

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
  for (const line of lines) {
    if (line.confidence < SURE) continue;
    const words = line.text.trim().split(/\s+/);
    for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
      if (!keys.has(squash(words.slice(0, n).join(' ')))) continue;
      const code = words[n]?.replace(/[.,;:]$/, '') ?? '';
      if (isModelCode(code) && !NO_MODEL.test(code) && !isNotCode(code)) return code.toUpperCase();
    }
  }
  return undefined;
}
