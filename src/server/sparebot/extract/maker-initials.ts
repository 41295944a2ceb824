import type { TextLine } from './brand-match.ts';

/**
 * A maker's short name in capitals with no vowel ("XWST") reads like a code, not a word, so the maker
 * line passes it by. It is the maker's when it stands out, read surely and clearly taller than the
 * label's text, and the label's model code opens with its first two letters ("XW-2090-12-288W").
 */
export function initialsOfModel(lines: readonly TextLine[], median: number): TextLine | undefined {
  return lines.find((l) => {
    const name = l.text.trim();
    if (!/^[B-DF-HJ-NP-TV-XZ]{3,5}$/.test(name) || l.confidence < 0.95 || l.height < 1.2 * median) return false;
    const model = new RegExp(`(?<![A-Za-z0-9])${name.slice(0, 2)}[A-Z]{0,3}-?\\d`);
    return lines.some((o) => o !== l && model.test(o.text));
  });
}
