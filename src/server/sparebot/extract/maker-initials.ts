import { isLabelWord } from '../kb/label-words.ts';
import { isTradeWordOrPlural } from '../kb/vocabulary.ts';
import type { TextLine } from './brand-match.ts';

/**
 * A code opening with these two letters, up to three more letters, then two digits or more ("XW-2090", "AM-091000AV"):
 * never a supply's or a utilisation category's letters ("AC-3", "DC24V").
 */
const opensCode = (letters: string, lines: readonly TextLine[], except: TextLine) => {
  if (/^(?:AC|DC)$/.test(letters)) return false;
  const model = new RegExp(`(?<![A-Za-z0-9])${letters}[A-Z]{0,3}-?\\d{2}`);
  return lines.some((o) => o !== except && model.test(o.text));
};

/**
 * A maker's short name in capitals with no vowel ("XWST") reads like a code, not a word, so the maker
 * line passes it by. It is the maker's when it stands out, read surely and clearly taller than the
 * label's text, and the label's model code opens with its first two letters ("XW-2090-12-288W").
 * So is a name in capitals that reads as a word ("AMIGO" over "MODEL NO: AM-091000AV"), alone on its line,
 * read surely and as large as the label's text: makers open their codes with their names' letters, and
 * no label or trade word is a maker.
 */
export function initialsOfModel(lines: readonly TextLine[], median: number): TextLine | undefined {
  return lines.find((l) => {
    const name = l.text.trim();
    if (l.confidence < 0.95) return false;
    if (/^[B-DF-HJ-NP-TV-XZ]{3,5}$/.test(name)) return l.height >= 1.2 * median && opensCode(name.slice(0, 2), lines, l);
    return (
      /^[A-Z]{4,12}$/.test(name) &&
      l.height >= 0.9 * median &&
      !isLabelWord(name.toLowerCase()) &&
      !isTradeWordOrPlural(name) &&
      opensCode(name.slice(0, 2), lines, l)
    );
  });
}
