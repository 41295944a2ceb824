import { ELECTRICAL_BRANDS } from './brands-electrical.ts';
import { INDUSTRIAL_BRANDS } from './brands-industrial.ts';
import type { BrandEntry } from './kb-types.ts';
import { MECHANICAL_BRANDS } from './brands-mechanical.ts';
import { confusionFold } from '../extract/text-normalise.ts';

export const ALL_BRANDS: readonly BrandEntry[] = [...ELECTRICAL_BRANDS, ...MECHANICAL_BRANDS, ...INDUSTRIAL_BRANDS];

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
  ].map((w) => confusionFold(w)),
);

export interface BrandKey {
  key: string;
  brand: BrandEntry;
  common: boolean;
}

export const BRAND_KEYS: readonly BrandKey[] = ALL_BRANDS.flatMap((brand) =>
  [brand.name, ...brand.aliases].map((form) => {
    const key = confusionFold(form);
    return { key, brand, common: COMMON_WORDS.has(key) };
  }),
).filter((k) => k.key.length >= 2);

export function findBrand(name: string): BrandEntry | undefined {
  const key = confusionFold(name);
  return BRAND_KEYS.find((k) => k.key === key)?.brand;
}
