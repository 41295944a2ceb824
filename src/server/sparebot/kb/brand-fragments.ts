import { confusionFold } from '../extract/text-normalise.ts';
import { ALL_BRANDS, BRAND_KEYS, findBrand, isCommonBrandWord } from './brand-index.ts';
import type { BrandEntry } from './kb-types.ts';
import { isTradeWord } from './vocabulary.ts';

/*
 * Known makers' names read in part: a logo's first or last letter lost or its mark read as one, a name of
 * two words cut at the photo's edge (open-makers.ts asks these when a maker line names no one).
 */

/**
 * A logo's first letter is often drawn apart from the rest (Itron's dotted i, Honda's wide H), and OCR
 * reads the name without it ("tron", "ONDA"), or a long name without its first two ("Ftmaster" for
 * LiftMaster, "ctron energy" for Victron Energy, its first letters hidden by a cable). Known names whose
 * first word has five letters or more, by the rest of their letters (at least six when two are lost); a
 * rest that two makers share, or that is itself a name, finds none.
 */
const BY_TAIL: ReadonlyMap<string, BrandEntry | null> = (() => {
  const map = new Map<string, BrandEntry | null>();
  for (const brand of ALL_BRANDS)
    for (const form of [brand.name, ...brand.aliases]) {
      if (!/^[A-Za-z]{5,}(?: [A-Za-z]+)*$/.test(form)) continue;
      for (const tail of [form.slice(1), ...(form.length >= 8 ? [form.slice(2)] : [])].map(confusionFold))
        map.set(tail, map.has(tail) && map.get(tail) !== brand ? null : brand);
    }
  for (const k of BRAND_KEYS) if (map.has(k.key)) map.set(k.key, null);
  return map;
})();

/** The known maker whose name this word (or two) is without its first letter or two ("tron" → Itron). */
export function findBrandWithoutInitial(word: string): BrandEntry | undefined {
  return BY_TAIL.get(confusionFold(word)) ?? undefined;
}

/**
 * A logo's last letter hidden (by a hose across a vacuum's drum, by the photo's edge): known one-word
 * names of six letters or more, by all their letters but the last ("RIDGI" → RIDGID); a head that two
 * makers share, or that is itself a name, finds none.
 */
const BY_HEAD: ReadonlyMap<string, BrandEntry | null> = (() => {
  const map = new Map<string, BrandEntry | null>();
  for (const brand of ALL_BRANDS)
    for (const form of [brand.name, ...brand.aliases]) {
      if (!/^[A-Za-z]{6,}$/.test(form)) continue;
      const head = confusionFold(form.slice(0, -1));
      map.set(head, map.has(head) && map.get(head) !== brand ? null : brand);
    }
  for (const k of BRAND_KEYS) if (map.has(k.key)) map.set(k.key, null);
  return map;
})();

/** The known maker whose name this word is without its last letter ("RIDGI" → RIDGID). */
export function findBrandWithoutLast(word: string): BrandEntry | undefined {
  return BY_HEAD.get(confusionFold(word)) ?? undefined;
}

/** The known maker whose name this word is with a logo's mark read as a letter before it ("OFLIR" → FLIR). */
export function findBrandAfterMark(word: string): BrandEntry | undefined {
  const rest = word.slice(1);
  return confusionFold(rest).length >= 4 && !isCommonBrandWord(rest) ? findBrand(rest) : undefined;
}

/** Each known name (or alias) of two words matching `pattern` (its first word, then the rest), with its maker, folded. */
function twoWordNames(pattern: RegExp): { brand: BrandEntry; first: string; rest: string }[] {
  return ALL_BRANDS.flatMap((brand) =>
    [brand.name, ...brand.aliases].flatMap((form) => {
      const [, first, rest] = pattern.exec(form) ?? [];
      return first && rest ? [{ brand, first: confusionFold(first), rest: confusionFold(rest) }] : [];
    }),
  );
}

/**
 * Known names of two words or more whose first word has six letters or more, by that word
 * ("hewlett" → Hewlett-Packard, with the rest of its letters); a first word two makers share
 * ("Mitsubishi") finds none.
 */
const BY_FIRST_WORD: ReadonlyMap<string, { brand: BrandEntry; rest: string } | null> = (() => {
  const map = new Map<string, { brand: BrandEntry; rest: string } | null>();
  for (const { brand, first, rest } of twoWordNames(/^([A-Za-z]{6,})[\s-]+([A-Za-z].*)$/)) {
    const earlier = map.get(first);
    map.set(first, earlier === undefined || earlier?.brand === brand ? { brand, rest } : null);
  }
  return map;
})();

/** Known names of two words whose first has two to five letters and whose second has four or more ("RR Kabel"), by the first. */
const BY_SHORT_FIRST_WORD: ReadonlyMap<string, { brand: BrandEntry; rest: string }[]> = (() => {
  const map = new Map<string, { brand: BrandEntry; rest: string }[]>();
  for (const { brand, first, rest } of twoWordNames(/^([A-Za-z]{2,5})\s+([A-Za-z]{4,})$/))
    map.set(first, [...(map.get(first) ?? []), { brand, rest }]);
  return map;
})();

/**
 * The known maker whose name of two words was cut at the photo's edge after its first word and
 * two letters or more of the next ("HEWLETT·PA" → Hewlett-Packard, "MARSHALL-TU" → Marshall-Tufflex). A first word
 * that is a product or label word names what the item is, not a maker cut short ("EMERGENCY LIGHT" is no
 * "Emergency Lighting Products").
 */
function findBrandCutShort(text: string): BrandEntry | undefined {
  const parts = /^([A-Za-z]{6,})[\s·.-]+([A-Za-z]{2,})$/.exec(text.trim());
  if (!parts?.[1] || !parts[2] || isTradeWord(parts[1])) return undefined;
  const known = BY_FIRST_WORD.get(confusionFold(parts[1]));
  const start = confusionFold(parts[2]);
  return known && known.rest.startsWith(start) && start.length < known.rest.length ? known.brand : undefined;
}

/**
 * Known makers whose names of two words a label's surely read lines (≥ 0.9) give in part: cut at the photo's edge
 * ("HEWLETT·PA"), or read as two boxes, each word whole and alone ("HEWLETT" and "PACKARD", split where the logo's
 * letters are spaced or the line is tilted), the first word of six letters or more.
 */
export function knownMakersReadInParts(lines: readonly { text: string; confidence: number }[]): { brand: BrandEntry; text: string }[] {
  const sure = lines.filter((l) => l.confidence >= 0.9);
  const out = sure.flatMap((l) => {
    const brand = findBrandCutShort(l.text);
    return brand ? [{ brand, text: l.text }] : [];
  });
  const words = new Set(sure.filter((l) => /^[A-Za-z]{2,}$/.test(l.text.trim())).map((l) => confusionFold(l.text.trim())));
  for (const w of words) {
    const known = BY_FIRST_WORD.get(w);
    if (known && words.has(known.rest)) out.push({ brand: known.brand, text: known.brand.name });
    // A short first word too ("RR" over "KABEL"), where the second, of four letters or more, completes the name.
    for (const short of BY_SHORT_FIRST_WORD.get(w) ?? [])
      if (words.has(short.rest)) out.push({ brand: short.brand, text: short.brand.name });
  }
  return out;
}
