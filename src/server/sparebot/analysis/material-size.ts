import type { RatingMap } from '../extract/ratings.ts';
import type { RatingKey } from '../extract/rating-types.ts';

const MATERIALS: [RegExp, string][] = [
  // An immersion or heating element's sheath alloy.
  [/\bincoloy\b|\binconel\b|\bnichrome\b/i, 'Nickel alloy'],
  [/stainless|\bA[24]-?[78]0\b|\bss ?316\b|\bss ?304\b/i, 'Stainless steel'],
  [/\bbrass\b|\bDZR\b/i, 'Brass'],
  [/\bbronze|gunmetal\b/i, 'Bronze'],
  [/\bcopper\b|\bCu\b/i, 'Copper'],
  [/cast iron|\bGG ?25\b|ductile iron/i, 'Cast iron'],
  [/alumin(i)?um|\bAl\b/i, 'Aluminium'],
  [/\bpolycarbonate\b|\bPVC\b|\bABS\b|\bnylon\b|\bpolypropylene\b|\bPP-?R\b/i, 'Plastic'],
  [/galvani[sz]ed|zinc plated|\bBZP\b/i, 'Zinc-plated steel'],
  [/\bsteel\b|grade 8\.8/i, 'Steel'],
];

/** A material named on the label, if any. */
export function findMaterial(text: string): string | undefined {
  return MATERIALS.find(([re]) => re.test(text))?.[1];
}

const SIZE_KEYS: RatingKey[] = [
  'frame',
  'crossSection',
  'wireGauge',
  'nominalDiameter',
  'pipeThread',
  'pipeSize',
  'threadSize',
  'dimensions',
  'capacity',
];

/** The physical size of the item where a rating states it (frame, mm² or AWG, DN, pipe or bolt thread, dimensions, litres). */
export function findSize(ratings: RatingMap): { key: RatingKey; value: string } | undefined {
  for (const key of SIZE_KEYS) {
    const value = ratings[key]?.[0]?.value;
    if (value) return { key, value: key === 'frame' ? `Frame ${value}` : value };
  }
  return undefined;
}
