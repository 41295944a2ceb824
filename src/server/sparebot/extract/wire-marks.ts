import type { Rating } from './rating-types.ts';

/**
 * Words that name wire or cable: North American building wire's insulation types, AWG, wire, cable in the trade's
 * languages, a data cable's category, and a British or harmonised cable's code ("6242Y", "H07RN-F"); and the conduit or
 * trunking it runs in, and pipe or tube, sold by length too.
 */
const WIRE_WORD =
  /\b(?:THHN|THWN(?:-2)?|XHHW(?:-2)?|TFFN|MTW|AWG|wires?|cables?|kabel|c[âa]ble|cavo|conduit|trunking|pipes?|tub(?:e|ing)|Cat\.?\s?(?:5e|6A?|7A?)|6[0-9]{3}[A-Z]{1,2}|H0[357][A-Z]{1,3}\d?-[FKRU])\b/i;

/** "14 Stranded", "12 Solid", "14 Gauge", "10 GA": a building wire's gauge as its spool prints it. */
const GAUGE = /(?<![A-Za-z0-9.,])(\d{1,2})\s?(?:Stranded|Solid|Gauge|Ga\b\.?)(?![A-Za-z])/gi;
/** "25 ft.", "500 FT", "100 feet": a spool's or coil's length. Not cubic feet ("ft³", "ft3/h"). */
const FEET = /(?<![A-Za-z0-9.,/])(\d{1,4}(?:\.\d)?)\s?(?:ft|feet|foot)\b\.?(?![³3/])/gi;
/** "305m", "100 M", "50 metres": a box's, drum's or coil's length alone. Not millimetres, m², m³ or m/s, nor a pump's head ("Hmax 5 m"). */
const METRES =
  /(?<!\b(?:H|Hmax|Hmin|head|h[öo]he)\s?[:=]?\s?)(?<![A-Za-z0-9.,/×*-])(\d{1,4}(?:\.\d)?)\s?(?:m|mtrs?|metres?|meters?)(?![A-Za-z0-9²³/.,])/gi;

/** A data cable's category ("Cat6", "CAT 5e", "Cat.6A"), with its screening on the same row ("U/UTP", "F/FTP", "S/FTP"). */
const DATA_CATEGORY = /(?<![A-Za-z0-9])CAT\.?\s?(5e|6A?|7A?|8)(?![A-Za-z0-9])/i;
const SCREENING = /(?<![A-Za-z0-9/])((?:U|F|S|SF)\/(?:UTP|FTP|STP))(?![A-Za-z])/i;

/** The data cable's category its box or sheath prints, with the screening beside it: what a buyer of Cat6 chooses by. */
export function dataCableMarks(rows: readonly string[]): Rating[] {
  for (const row of rows) {
    const category = DATA_CATEGORY.exec(row)?.[1];
    if (!category) continue;
    const screening = SCREENING.exec(row)?.[1]?.toUpperCase();
    // As the trade writes them: "Cat 5e", "Cat 6A".
    const value = [`Cat ${category.replace(/a$/, 'A').replace(/E$/, 'e')}`, screening].filter(Boolean).join(' ');
    return [{ key: 'cableCategory', value, numbers: [Number.parseInt(category, 10)], via: 'inline' }];
  }
  return [];
}

/**
 * A wire spool's marks (version 62), read only where the label names wire or cable on any row: its
 * gauge printed without "AWG" ("14 Stranded", "14 Gauge"; a brad nail's "16 Gauge" is no wire
 * size) and its length in feet ("25 ft.") or in metres alone ("305m" on a box of Cat6; version 178). A drum's length
 * with its word ("100m drum") is an inline rule as well.
 */
export function wireMarks(rows: readonly string[]): Rating[] {
  if (!rows.some((row) => WIRE_WORD.test(row))) return [];
  const out: Rating[] = [];
  for (const row of rows) {
    for (const m of row.matchAll(GAUGE)) out.push({ key: 'wireGauge', value: `${m[1]} AWG`, numbers: [Number(m[1])], via: 'inline' });
    for (const m of row.matchAll(FEET)) out.push({ key: 'length', value: `${m[1]} ft`, numbers: [Number(m[1])], via: 'inline' });
    for (const m of row.matchAll(METRES)) out.push({ key: 'length', value: `${m[1]} m`, numbers: [Number(m[1])], via: 'inline' });
  }
  return out;
}
