import { OUTCODE_ROWS } from './outcode-data.ts';

/** The centroid of one UK outward code (WGS84 degrees) and the places it covers. */
export type OutcodeCentroid = {
  outcode: string;
  lat: number;
  lon: number;
  area: string;
};

let byOutcode: ReadonlyMap<string, OutcodeCentroid> | undefined;

// Parsed on first use, once per process: start-up and the processes that never search pay nothing.
function loadOutcodes(): ReadonlyMap<string, OutcodeCentroid> {
  if (byOutcode) return byOutcode;
  const map = new Map<string, OutcodeCentroid>();
  for (const line of OUTCODE_ROWS.split('\n')) {
    if (line === '') continue;
    const [outcode = '', lat = '', lon = '', area = ''] = line.split('|');
    map.set(outcode, { outcode, lat: Number(lat), lon: Number(lon), area });
  }
  byOutcode = map;
  return map;
}

/**
 * The centroid of an outward code ("B1", any case), or undefined for one the data does not know,
 * which callers answer with `unknownOutcodeMessage`. Reduce a full postcode with `parsePostcode` first.
 */
export function lookupOutcode(outcode: string): OutcodeCentroid | undefined {
  return loadOutcodes().get(outcode.trim().toUpperCase());
}

/** Every known outward code, in the data's order (for seeding, benchmarks and tests). */
export function listOutcodes(): OutcodeCentroid[] {
  return [...loadOutcodes().values()];
}
