import { MODEL_PATTERNS } from '../kb/model-patterns.ts';
import { findProductType } from '../kb/product-types.ts';
import type { BrandHit } from './brand-match.ts';

/**
 * A catalogue code's first match that is no tail of a longer code run into it: a board part's number
 * ("HYC77-TF09-200") holds an overload relay's shape ("TF09-200") without naming one.
 */
export function ownCode(pattern: RegExp, text: string): RegExpExecArray | null {
  for (let from = 0; from < text.length;) {
    const m = pattern.exec(text.slice(from));
    if (!m) return null;
    const start = from + m.index;
    if (!/[A-Za-z]*\d[A-Za-z0-9]*-$/.test(text.slice(Math.max(0, start - 16), start))) {
      m.index = start;
      return m;
    }
    from = start + Math.max(1, m[0].length);
  }
  return null;
}

export type LabelCode = { p: (typeof MODEL_PATTERNS)[number]; m: RegExpExecArray };

/**
 * The catalogue codes a label's text holds, each with the pattern that knows it. A code whose shape
 * two makers share (DeWalt's and Makita's "DCS…") names neither surely: on a label that surely names
 * a third maker who makes nothing of that kind, it is that maker's own family name (ABB's DCS 500
 * drive is no saw) and says nothing of what the item is.
 */
export function labelCodes(text: string, makers: readonly BrandHit[] = []): LabelCode[] {
  const codes = MODEL_PATTERNS.map((p) => ({ p, m: ownCode(p.pattern, text) })).filter((c): c is LabelCode => c.m !== null);
  const named = makers.filter((m) => !m.viaCode && m.score >= 0.9);
  if (!named.length) return codes;
  // The makers whose grammars claim each code read.
  const claimants = new Map<string, Set<string>>();
  for (const { p, m } of codes) if (p.brand) claimants.set(m[0], (claimants.get(m[0]) ?? new Set()).add(p.brand));
  return codes.filter(({ p, m }) => {
    const mine = claimants.get(m[0]) ?? new Set();
    if (mine.size < 2 || makers.some((k) => mine.has(k.brand.name))) return true;
    const category = findProductType(p.type)?.category;
    return !category || named.some((k) => k.brand.categories.includes(category));
  });
}

/**
 * A part's code opening another product's own name on its line ("ESP32 Energy Meter v1.3": a board named after the module
 * it carries) is that product's name: neither a part of it nor a product of the part's kind.
 */
export function opensProductName(m: RegExpExecArray, text: string, typeIds: Iterable<string>): boolean {
  const rest = (text.slice(m.index + m[0].length).split('\n')[0] ?? '').trimStart().toLowerCase();
  return [...typeIds].some((id) => findProductType(id)?.keywords.some((k) => k.includes(' ') && rest.startsWith(k)));
}
