import { LOGO_MARK_LETTERS, ROUND_EMBLEM_MARKS, SHORT_ALIASES } from '../kb/brand-index.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { confusionFold } from './text-normalise.ts';
import type { TextLine } from './text-line.ts';

/** How sure a line must be read to take a three-letter word printed alone for a maker's short name. */
const SHORT_ALIAS_SURE = 0.9;
const LOGO_MARK_SURE = 0.95;
/** A round emblem read as a letter before a mark ("CLG") is a less sure reading of the mark than the mark alone. */
const EMBLEM_MARK_SURE = 0.8;
/** The letters OCR makes of a round emblem: O, C, Q, a nought, or a bracket. */
const EMBLEM_READ = /^[OCQ0(]([A-Z]{2})$/;

/** "OLG", "CLG": a two-letter mark after its round emblem, as the line's one word read fairly surely. */
function markAfterEmblem(line: { text: string; confidence: number }, board: boolean): BrandEntry | undefined {
  const mark = EMBLEM_READ.exec(line.text.trim())?.[1];
  if (board || !mark || !ROUND_EMBLEM_MARKS.has(mark) || line.confidence < EMBLEM_MARK_SURE) return undefined;
  return SHORT_ALIASES.get(confusionFold(mark));
}

/** Another line as large on the same line of print close beside it: a legend among legends ("GND LS EN" on a board's pin header). */
function sharesItsRow(line: TextLine, others: readonly TextLine[]): boolean {
  const a = line.place;
  return (
    a !== undefined &&
    others.some((o) => {
      const b = o.place;
      // Set about as large: a logo's own small legend beside it ("MW" by a trimmer's "VADJ") leaves it a logo.
      if (o === line || !b || Math.abs(b.cy - a.cy) > 0.5 * line.height || o.height < 0.7 * line.height) return false;
      return Math.abs(b.cx - a.cx) - (a.length + b.length) / 2 <= 2 * line.height;
    })
  );
}

/**
 * A wider maker's three-letter name printed on its own as a logo ("ETI", "IMO"): a line of one
 * or two words read surely, the name in capitals and letters only (never a code's "1M0"), and no
 * label or product word of the knowledge base; or a two-letter mark alone ("BG"; on its line of print too), or after its
 * round emblem ("OLG"). Used by brand-match.ts where a line names no maker otherwise.
 */
export function shortAliasOf(line: TextLine, board: boolean, others: readonly TextLine[] = []): BrandEntry | undefined {
  const emblem = markAfterEmblem(line, board);
  if (emblem) return emblem;
  const words = line.text.trim().split(/\s+/);
  if (line.confidence < SHORT_ALIAS_SURE || words.length > 2) return undefined;
  for (const w of words) {
    const name = w.replace(/[®™]$/, '');
    // A two-letter mark only as the whole line, read surer still ("BG", never "BG 90L").
    const mark =
      !board && LOGO_MARK_LETTERS.has(name) && words.length === 1 && line.confidence >= LOGO_MARK_SURE && !sharesItsRow(line, others);
    // A trade word's letters ("LS" of a limit switch, "MW" of megawatts) are a maker's mark only alone on their line.
    if ((!/^[A-Z]{3}$/.test(name) && !mark) || isLabelWord(name) || (!mark && isTradeWord(name))) continue;
    const maker = SHORT_ALIASES.get(confusionFold(name));
    if (maker) return maker;
  }
  return undefined;
}
