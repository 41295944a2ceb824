import { isTradeWordOrPlural } from '../kb/vocabulary.ts';
import type { TextLine } from './brand-match.ts';
import { GOST_BODY } from './inline-rule.ts';
import { nameWord, readsAsWord } from './maker-word-tests.ts';

/** A model code alone: letters and digits both, two to fifteen characters ("GSE140", "Q5", "RS-35", "HPCS-16"). */
export const MODEL_CODE = /^(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{1,14}$/i;
/** … but no rating with its unit ("230V", "0-5VDC"). */
export const RATING_WITH_UNIT =
  /^\d+(?:[.,]\d+)?(?:[-~/]\d+(?:[.,]\d+)?)?(?:V|VA|VAC|VDC|A|mA|W|kW|Hz|kHz|mm|cm|m|kg|g|bar|psi|Ah|mAh|P|K|L|GB|TB|MB)$/i;

/** A standards body before its standard's number ("GOST R52320", its ГОСТ read in Latin letters as "FOCT P52320"): no maker. */
const STANDARDS_BODY = new RegExp(String.raw`^(?:${GOST_BODY}|DIN|ISO|IEC|VDE|NBR|UNE)$`, 'i');

/** A model code alone that is no rating with its unit: what may follow a maker's name ("GSE140", "Q5"; not "230V"). */
export const isModelCode = (token: string): boolean => MODEL_CODE.test(token) && !RATING_WITH_UNIT.test(token);

/**
 * The maker's name printed first on a line and its model code after it ("BERU GSE140", "UnionCam Q5 1080P
 * Security Camera"), or alone on its line with the model code opening the next ("TAXNELE" over "THC30A"): how a
 * product's front or its label opens. The name is one word of four to twenty letters, read surely, that looks
 * like a name: no everyday, label or trade word, nor a label word with letters run on. Taken when nothing else
 * names the maker (open-makers.ts), even where a product word says what the item is.
 */
export function makerBeforeCode(lines: readonly TextLine[]): { word: string; text: string } | undefined {
  for (const [i, l] of lines.entries()) {
    if (l.confidence < 0.9) continue;
    const [word, code] = l.text.trim().split(/\s+/);
    const next = lines[i + 1];
    const codeBelow = !code && next && next.confidence >= 0.9 ? next.text.trim().split(/\s+/)[0] : undefined;
    const after = code ?? codeBelow;
    if (!word || !after || !isModelCode(after)) continue;
    if (!/^[A-Z][A-Za-z]+$/.test(word) || !nameWord(word)) continue;
    if (readsAsWord(word) || isTradeWordOrPlural(word) || STANDARDS_BODY.test(word)) continue;
    return { word, text: code ? l.text : `${l.text} ${next?.text ?? ''}` };
  }
  return undefined;
}
