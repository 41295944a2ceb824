import { ELECTRICAL_BRANDS } from './brands-electrical.ts';
import { INDUSTRIAL_BRANDS } from './brands-industrial.ts';
import type { BrandEntry } from './kb-types.ts';
import { MECHANICAL_BRANDS } from './brands-mechanical.ts';
import { WIDER_MAKERS } from './makers.ts';
import { confusionFold, escapeRegExp } from '../extract/text-normalise.ts';

const CORE_BRANDS: readonly BrandEntry[] = [...ELECTRICAL_BRANDS, ...MECHANICAL_BRANDS, ...INDUSTRIAL_BRANDS];
const CORE_KEYS = new Set(CORE_BRANDS.flatMap((b) => [b.name, ...b.aliases].map((f) => confusionFold(f))));

/**
 * The core brands (matched fuzzily, as before) and the wider maker tables (matched exactly); a
 * wider maker whose name the core already knows, or an alias of one, is left out, and so are its
 * aliases that a core brand or an earlier maker already uses. A wider row named after a core brand
 * and filed as it is ("Sensus Residia", "Daikin Altherma") is that brand's product line, not another
 * maker; one filed elsewhere ("Bosch Rexroth" beside Bosch's power tools) is a maker of its own.
 */
/** Wider makers named after a core brand's short name, filed as it is, that are other companies (not its range). */
const OTHER_COMPANIES = new Set(['Crompton Greaves', 'Mitsubishi Heavy Industries']);

const { brands, lines } = (() => {
  const used = new Set(CORE_KEYS);
  const out: BrandEntry[] = [...CORE_BRANDS];
  const productLines: BrandEntry[] = [];
  const coreByFirstWord = new Map<string, BrandEntry>();
  for (const b of CORE_BRANDS)
    for (const f of [b.name, ...b.aliases]) {
      const first = confusionFold(f.split(/\s+/)[0] ?? '');
      if (!coreByFirstWord.has(first)) coreByFirstWord.set(first, b);
    }
  for (const m of WIDER_MAKERS) {
    const key = confusionFold(m.name);
    if (used.has(key)) continue;
    // Exact keys this short would match stray codes ("S+S" folds to "ss").
    const aliases = m.aliases.filter((a) => confusionFold(a).length >= 4 && !used.has(confusionFold(a)));
    aliases.forEach((f) => used.add(confusionFold(f)));
    // A line's own name is matched from five letters: a shorter one is as likely marks run together ("CE" and "AG").
    const core = coreByFirstWord.get(confusionFold(m.name.split(/\s+/)[0] ?? ''));
    if (core && !OTHER_COMPANIES.has(m.name) && core.categories.includes(m.categories[0] ?? 'Other')) {
      const lineNames = aliases.filter((a) => confusionFold(a).length >= 5);
      if (lineNames.length) productLines.push({ ...m, name: core.name, aliases: lineNames });
      continue;
    }
    // A maker sharing a core brand's first word is kept only with a name long enough to be its own ("C&K" folds to "ck").
    if (core && key.length < 4) continue;
    used.add(key);
    out.push({ ...m, aliases });
  }
  return { brands: out, lines: productLines };
})();

export const ALL_BRANDS: readonly BrandEntry[] = brands;

/**
 * Core brands' product lines, each under its brand's name with the line's own categories: matched
 * exactly by the line's names only ("Residia" → Sensus), so the brand's name printed alone ("Danfoss")
 * stays the core brand's.
 */
export const PRODUCT_LINES: readonly BrandEntry[] = lines;

/** Two-letter marks that makers print alone as their logo (a consumer unit's "BG", an air conditioner's "LG", a breaker's "LS", a power supply's "MW"). */
const LOGO_MARKS: Readonly<Record<string, string>> = { BG: 'BG Electrical', LG: 'LG Electronics', LS: 'LS Electric', MW: 'Mean Well' };
/** The marks as printed: a two-letter mark is read only letter for letter ("IS" folds as "LS" does, but is no LS). */
export const LOGO_MARK_LETTERS: ReadonlySet<string> = new Set(Object.keys(LOGO_MARKS));

/**
 * Marks printed after a round emblem, which OCR reads as a letter before them: LG's face logo
 * makes "OLG" or "CLG" of "LG". Matched only as a line's one word (`extract/short-alias.ts`).
 */
export const ROUND_EMBLEM_MARKS: ReadonlySet<string> = new Set(['LG']);

/**
 * Marks whose letters alone are an everyday word ("UNI-T" folds to "unit"), or too few to match (Soler & Palau's
 * "S&P"): matched only as printed, with their punctuation, never as the letters. And a logo OCR reads one way whose
 * letters are no name: Delta's, its D a triangle, read "AELTA".
 */
export const PRINTED_MARKS: readonly { pattern: RegExp; brand: BrandEntry }[] = (() => {
  const marks: Readonly<Record<string, string>> = { 'UNI-T': 'Uni-Trend', AELTA: 'Delta Electronics', 'S&P': 'Soler & Palau' };
  const byName = new Map(ALL_BRANDS.map((b) => [b.name, b]));
  return Object.entries(marks).flatMap(([mark, name]) => {
    const brand = byName.get(name);
    return brand ? [{ pattern: new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(mark)}(?![A-Za-z0-9])`, 'i'), brand }] : [];
  });
})();

/**
 * Three-letter aliases of the wider makers (ETI, IMO, OBO…) and the two-letter logo marks above,
 * left out of the keys because a key that short would match stray codes. They are matched only
 * where a maker prints such a short name on its own, as a logo (`extract/brand-match.ts`); an alias
 * two makers share is left out.
 */
export const SHORT_ALIASES: ReadonlyMap<string, BrandEntry> = (() => {
  const byName = new Map(ALL_BRANDS.map((b) => [b.name, b]));
  const byKey = new Map<string, BrandEntry | null>();
  for (const [mark, name] of Object.entries(LOGO_MARKS)) {
    const brand = byName.get(name);
    if (brand) byKey.set(confusionFold(mark), brand);
  }
  for (const m of WIDER_MAKERS) {
    const brand = byName.get(m.name);
    if (!brand) continue;
    for (const a of m.aliases) {
      const key = confusionFold(a);
      if (!/^[A-Za-z]{3}$/.test(a) || CORE_KEYS.has(key)) continue;
      byKey.set(key, byKey.has(key) && byKey.get(key)?.name !== brand.name ? null : brand);
    }
  }
  return new Map([...byKey].filter((e): e is [string, BrandEntry] => e[1] !== null));
})();

/**
 * Brand names that are also everyday or trade words: they only count as a whole-word,
 * exact match, and with less weight than a distinctive name.
 */
const COMMON_WORDS = new Set(
  [
    'grant',
    'crane',
    'reliance',
    'sentinel',
    'reflex',
    'integral',
    'banner',
    'sick',
    'finder',
    'phoenix',
    'aurora',
    'federal',
    'yale',
    'gent',
    'apollo',
    'nord',
    'kane',
    'joule',
    'armstrong',
    'marathon',
    'escort',
    'stanley',
    'nest',
    'hive',
    'mode',
    'batt',
    'spit',
    'elta',
    'york',
    'carrier',
    'airflow',
    'monument',
    'henley',
    'europa',
    'fusebox',
    'secure',
    'trend',
    'proteus',
    'conex',
    'oval',
    'alpha',
    'ideal',
    'fuji',
    'ebara',
    'festo',
    'click',
    'deta',
    'mk',
    'sma',
    'apc',
    'weg',
    'sew',
    'dab',
    'jsp',
    'ifm',
    'lg',
    'rawl',
    'nexus',
    'titan',
    'delta',
    'omega',
    'ups',
    'combi',
    'zip',
    'tado',
    'salus',
    'solis',
    'easee',
    'ohme',
    'wallbox',
    'crouzet',
    'sensus',
    'jumo',
    'quinn',
    'swegon',
    'biddle',
    'varem',
    'joule',
    'draper',
    'testo',
    'samsung',
    'panasonic',
    'toshiba',
    'hitachi',
    'fujitsu',
    'bosch',
    'huawei',
    'tesla',
    'nidec',
    'robus',
    'creda',
    'clarke',
    // One OCR edit from an everyday label word: CHINA, DESIGN, PHASE, COPPER, METRES, FUSE, STOP,
    // INVERTER, SEALED, GLAND, MULTI, SPIRAL, TITANIUM, IRON.
    'chint',
    'desigo',
    'phaseo',
    'cooper',
    'metrel',
    'furse',
    'sitop',
    'invertek',
    'sealey',
    'eland',
    'multi9',
    'spirax',
    'xitanium',
    'itron',
    // A German label word too (Druck: pressure).
    'druck',
  ].map((w) => confusionFold(w)),
);

export interface BrandKey {
  key: string;
  brand: BrandEntry;
  common: boolean;
  /** The name or alias as written ("MEM" for Eaton). */
  form: string;
}

const keysOf = (brand: BrandEntry, forms: readonly string[]): BrandKey[] =>
  forms.map((form) => {
    const key = confusionFold(form);
    return { key, brand, common: COMMON_WORDS.has(key), form };
  });

/** Every maker by its name and aliases, then each product line by its own names only. */
export const BRAND_KEYS: readonly BrandKey[] = [
  ...ALL_BRANDS.flatMap((brand) => keysOf(brand, [brand.name, ...brand.aliases])),
  ...PRODUCT_LINES.flatMap((line) => keysOf(line, line.aliases)),
].filter((k) => k.key.length >= 2);

/** A brand name that is also an everyday or trade word: matched only exactly, and with less weight. */
export function isCommonBrandWord(form: string): boolean {
  return COMMON_WORDS.has(confusionFold(form));
}

export function findBrand(name: string): BrandEntry | undefined {
  const key = confusionFold(name);
  return BRAND_KEYS.find((k) => k.key === key)?.brand;
}
