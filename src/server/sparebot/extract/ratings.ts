import { isWholeCatalogueCode, MODEL_PATTERNS } from '../kb/model-patterns.ts';
import { ownCode } from './own-code.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { accessoryCodes, isAccessory } from './accessory-codes.ts';
import { parseColumnTables } from './column-table.ts';
import { contactsFrom, polesFromTerminals, switchTerminalsFrom } from './contacts.ts';
import { dialRanges, meterScale } from './dial-range.ts';
import { numberBeforeInstrument } from './meter-marks.ts';
import { isSettingLegend } from './legends.ts';
import { REFRIGERANT, UTILISATION_CATEGORY } from './inline-rule.ts';
import { parseInlineRatings } from './inline-ratings.ts';
import { parseNameplateRows } from './nameplate-table.ts';
import { boxedCapacity } from './protective-marks.ts';
import { wordsRunOn } from './printed-ratings.ts';
import { RATING_KEYS, type Rating, type RatingKey } from './rating-types.ts';
import { lampCaps } from './lamp-caps.ts';
import { pipeSizes } from './service-marks.ts';
import { fixingSizes } from './thread-marks.ts';
import { dataCableMarks, wireMarks } from './wire-marks.ts';

export type RatingMap = Partial<Record<RatingKey, Rating[]>>;

/**
 * A code after its label. After "Model" (or "Model No.") only, a series letter or two set apart from the number ("Model: M 2854L",
 * a transformer's; "MODEL NO. WG 840585", a blower motor's) is the code's: "Type A 30mA" is an RCD's type and its current.
 */
const NUMBER_WORD = String.raw`(?:[\s.,:#]*(?:N[O0]|NR|NUMBER))?[\s.,:#]+`;
const MODEL_LABEL = new RegExp(
  String.raw`\b(?:M[O0A]DEL|MOD|CAT(?:ALOG(?:UE)?)?|TYPE?|TIPO|PART|P\/N|ART|REF|COD(?:ICE)?)${NUMBER_WORD}((?<=M[O0A]DEL${NUMBER_WORD})[A-Z]{1,2}\s\d[A-Z0-9./-]{3,}|[A-Z0-9][A-Z0-9./-]{2,})`,
  'gi',
);
const REFRIGERANT_ALONE = new RegExp(`^${REFRIGERANT}$`, 'i');
const RATING_OR_DATE =
  /^\d+(?:[.,]\d+)?\s?(?:v|va|vac|vdc|a|ma|w|kw|hp|hz|rpm|bar|mm|°c|%|kg)$|^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$|^(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}$/i;

/** A catalogue pattern's match grown to the whole code it opens ("1LA3090" of "1LA3090-0AA43ZK10"): the order number a buyer searches. */
function wholeCode(row: string, m: RegExpExecArray): string {
  const matched = m[0].trim();
  const rest = /^[A-Z0-9./-]*/.exec(row.slice(m.index + m[0].trimEnd().length))?.[0] ?? '';
  const whole = (matched + rest).replace(/[./-]+$/, '');
  return whole.length <= 24 ? whole : matched;
}

/**
 * A model of capitals only, after "Model" itself ("MODEL EPU", "Model LRD"): two to five letters that are no
 * word, label word or product word ("MODEL NO", "Model LED" name none).
 */
function lettersModel(matched: string, value: string): boolean {
  return (
    /^M[O0]DEL\b/i.test(matched) &&
    /^[A-Z]{2,5}$/.test(value) &&
    !isCommonEnglish(value) &&
    !isLabelWord(value.toLowerCase()) &&
    !isTradeWord(value)
  );
}

function modelsFrom(rows: readonly string[]): Rating[] {
  const out: Rating[] = [];
  const text = rows.join('\n');
  MODEL_LABEL.lastIndex = 0;
  for (let m = MODEL_LABEL.exec(text); m; m = MODEL_LABEL.exec(text)) {
    const value = (m[1] ?? '').replace(/[.,]+$/, '');
    // A number cut at a hyphen ("100-" of "100-240VAC" on the next line) is a range read apart, never a model.
    if (/^\d+-$/.test(value)) continue;
    // "Model: 16W 17/05/08", "TYPE 12/2021": a rating, a date or a refrigerant ("R134a") printed where the model's value was not read.
    if (RATING_OR_DATE.test(value) || REFRIGERANT_ALONE.test(value)) continue;
    // A decimal alone ("Typ … 0.44") is a value whose unit was read apart, never a model; no value has four
    // decimals or more, so "152.229000" (Sears's numbering) is one.
    // A scope's time base or gain per division ("4.00us/div", "500mV/div") is a screen setting too.
    // So is a multiplier or a magnification ("CAT." over a scope's "x10 300Vpk", "x100").
    if (/^\d+[.,]\d{1,3}$/.test(value) || /\/div$/i.test(value) || /^[x×]\d+k?$/i.test(value) || isSettingLegend(value)) continue;
    // A year after the label ("cod. 2019") is a date printed where the code was not read.
    if (/^(?:19|20)\d{2}$/.test(value)) continue;
    // Words of a small-print line run together after "TYPE:" are no model.
    if (wordsRunOn(value)) continue;
    if ((/\d/.test(value) && value.length >= 3) || lettersModel(m[0], value)) out.push({ key: 'model', value, numbers: [], via: 'table' });
  }
  // Row by row: of two makers' codes, the one printed first is the label's own (an Eastron meter's above a breaker's).
  for (const row of rows) {
    const instrument = numberBeforeInstrument(row);
    if (instrument) out.push({ key: 'model', value: instrument, numbers: [], via: 'table' });
    for (const p of MODEL_PATTERNS) {
      const m = ownCode(p.pattern, row);
      if (!m) continue;
      if (!p.designation) out.push({ key: 'model', value: wholeCode(row, m), numbers: [], via: 'pattern' });
      // What the code itself states ("LC1D18M7": 18 A, 220 V AC coil).
      if (p.ratings) out.push(...p.ratings(m));
    }
  }
  return out;
}

/**
 * What a catalogue code itself states ("HDR-100-24N": 100 W, 24 V DC; "LC1D18M7": 18 A, 220 V AC
 * coil): the maker's own figures, which the title prefers to a number read elsewhere on the photo.
 */
export function statedRatings(code: string | undefined): Rating[] {
  if (!code) return [];
  return MODEL_PATTERNS.flatMap((p) => {
    const m = p.ratings ? p.pattern.exec(code) : null;
    return m && p.ratings ? p.ratings(m) : [];
  });
}

/** Terminal markings printed as a row of codes ("H1 H3 H2 H4", "X2 F1 F2 X1") → "H1-H4, X1/X2, F1/F2". */
function terminalsFrom(rows: readonly string[]): Rating[] {
  const byLetter = new Map<string, Set<number>>();
  for (const row of rows) {
    const tokens = row
      .split(/\s+/)
      .map((t) => t.replace(/[^A-Z0-9]/gi, ''))
      .filter(Boolean);
    if (tokens.length < 2 || !tokens.every((t) => /^[HXFTLU][1-9]$/.test(t))) continue;
    for (const t of tokens) {
      const set = byLetter.get(t[0] ?? '') ?? new Set<number>();
      set.add(Number(t[1]));
      byLetter.set(t[0] ?? '', set);
    }
  }
  const parts = [...byLetter].map(([letter, set]) => {
    const n = [...set].sort((a, b) => a - b);
    const first = n[0] ?? 0,
      last = n[n.length - 1] ?? 0;
    return n.length > 2 ? `${letter}${first}-${letter}${last}` : n.map((x) => `${letter}${x}`).join('/');
  });
  return parts.length ? [{ key: 'terminals', value: parts.join(', '), numbers: [], via: 'table' }] : [];
}

// A row naming the coil ("COIL 24VDC", "Spule", "bobine", "Uc"), or a contact's rating (a utilisation
// category, pilot duty, "10A OR 1HP", Ith/Ie): its voltages say which is which.
const COIL_ROW = /\b(?:COIL|SPULE|BOBINE|BOBINA|SPOEL|Uc|Us)\b/i;
const CONTACT_ROW = new RegExp(
  String.raw`(?<![A-Za-z0-9])${UTILISATION_CATEGORY}(?![0-9])(?![.,]\d)|\bPILOT\b|\bOR\b|\bIth\b|\bIe\b|\bCONTACTS?\b|\bKONTAKT`,
  'i',
);

// A supply's input row: the word, or an AC voltage on a row that does not say it is the output.
const INPUT_ROW = /\b(?:INPUT|EINGANG|ENTR[EÉ]E|INGRESSO)\b|\d\s?(?:V\s?AC|VAC|V~)(?![A-Za-z])/i;
const OUTPUT_ROW = /\b(?:OUTPUT|AUSGANG|SORTIE|USCITA)\b/i;

function inlineWithRoles(row: string): Rating[] {
  // A row that is one catalogue code ("W22", WEG's motor line) states no rating by its letters (its grammar's own ratings come
  // apart). Only a row of one token is asked: the unit-first rules it would set off read a row that short.
  const token = row.trim();
  if (!/\s/.test(token) && isWholeCatalogueCode(token)) return [];
  const role = COIL_ROW.test(row) ? 'coil' : CONTACT_ROW.test(row) ? 'contact' : undefined;
  const input = INPUT_ROW.test(row) && !OUTPUT_ROW.test(row);
  return parseInlineRatings(row).map((r) => {
    if (r.key === 'voltage' && role) return { ...r, role };
    return r.key === 'current' && input ? { ...r, role: 'input' } : r;
  });
}

/** A value as compared: no spaces, lower case, no leading noughts ("230 / 400 V" and "230/400V" are one, as are "5 V DC" and "05 VDC"). */
const flatValue = (r: Rating) =>
  r.value
    .replace(/\s+/g, '')
    .replace(/(?<![\d.,])0+(?=\d)/g, '')
    .toLowerCase();

/**
 * One row's table columns and values with units. A value a column label already took is not read
 * again as the unit word after it: "VOLTS 220 460 RPM 1780" is 220/460 V and 1780 rpm, not 460 rpm.
 */
function readRow(row: string): Rating[] {
  const table = parseNameplateRows([row]);
  const taken = new Set(table.flatMap((r) => r.numbers));
  const same = new Set(table.map(flatValue));
  const inline = inlineWithRoles(row).filter((r) => !r.numbers.length || same.has(flatValue(r)) || !r.numbers.every((n) => taken.has(n)));
  return [...table, ...inline];
}

/**
 * All ratings on a nameplate: table columns first (they are the most reliable), then values
 * written with a unit. Duplicates (same key and value) are merged.
 */
export function extractRatings(rows: readonly string[]): RatingMap {
  // A code the label names as what the item goes with (its socket, its base) is not its model.
  const accessories = accessoryCodes(rows);
  const models = modelsFrom(rows).map((r): Rating =>
    r.key === 'model' && isAccessory(r.value, accessories) ? { ...r, key: 'accessories' } : r,
  );
  const named: Rating[] = [...accessories.values()].map((value) => ({ key: 'accessories', value, numbers: [], via: 'table' }));
  // A number of a dial's scale read beside its unit ("40 psi" of "40 psi 120") is a mark of the scale, not a rating.
  const dials = dialRanges(rows);
  const unit = (r: Rating) => r.value.split(' ').pop();
  const onDial = (r: Rating) =>
    r.key === 'pressure' && r.numbers.length === 1 && dials.some((d) => unit(d) === unit(r) && (r.numbers[0] ?? 0) <= (d.numbers[1] ?? 0));
  const read = rows.flatMap(readRow).filter((r) => !onDial(r));
  const meter = meterScale(rows);
  const all = [
    ...models,
    ...named,
    ...terminalsFrom(rows),
    ...switchTerminalsFrom(rows),
    ...contactsFrom(rows),
    ...polesFromTerminals(rows),
    ...read,
    ...boxedCapacity(rows, read),
    ...parseColumnTables(rows),
    ...dials,
    ...(meter ? [meter] : []),
    ...wireMarks(rows),
    ...dataCableMarks(rows),
    ...fixingSizes(rows),
    ...pipeSizes(rows),
    ...lampCaps(rows),
  ];
  const map: RatingMap = {};
  for (const rating of all) {
    const list = (map[rating.key] ??= []);
    const norm = flatValue(rating);
    if (list.some((r) => flatValue(r) === norm)) continue;
    // A value that is part of one already found ("1.9 A" inside "1.9/0.95 A") adds nothing; one that names
    // a value already found ("4 m³/h (Q3)" after "4 m³/h") takes its place.
    if (list.some((r) => flatValue(r).includes(norm))) continue;
    const named = list.findIndex((r) => norm.startsWith(`${flatValue(r)}(`));
    if (named >= 0) {
      list[named] = rating;
      continue;
    }
    // A model read whole where a cut-off reading of it came first ("SRD-05VDC-S", then
    // "SRD-05VDC-SL-C") takes that one's place, and so does a curve with its current after the curve named alone.
    const grows = rating.key === 'model' || rating.key === 'tripCurve';
    const cut = grows ? list.findIndex((r) => r.value.length >= 5 && norm.startsWith(flatValue(r))) : -1;
    if (cut >= 0) list[cut] = rating;
    else list.push(rating);
  }
  return map;
}

/** `primary`'s ratings over `secondary`'s, key by key: a seller's own values (a recalculation) over those read. */
export function mergeRatings(primary: RatingMap, secondary: RatingMap): RatingMap {
  const out: RatingMap = { ...secondary };
  for (const key of RATING_KEYS) if (primary[key]?.length) out[key] = primary[key];
  return out;
}

/**
 * Values shown per rating, and codes kept. Eight: a relay board prints six contact voltages, a stepper driver its
 * eight current settings (version 61; five cut the sixth off). More than that of one kind is a table's noise.
 */
const MAX_VALUES = 8;
const MAX_SHOWN_CODES = 8;

/** A breaker's curve and current also in the trade's short form ("Type C 25 A (C25)"), as buyers search for it. */
const shownValue = (r: Rating) => {
  const curve = r.key === 'tripCurve' ? /^Type ([BCD]) (\d+) A$/.exec(r.value) : null;
  return curve ? `${r.value} (${curve[1]}${curve[2]})` : r.value;
};

/**
 * The values shown of one key, in reading order. Where more were read than are shown, a range is kept before single
 * values (a supply's "100-240 VAC" over the fifth of a relay's contact ratings).
 */
function shownValues(key: RatingKey, list: readonly Rating[]): Rating[] {
  const max = key === 'codes' ? MAX_SHOWN_CODES : MAX_VALUES;
  if (list.length <= max || key === 'codes') return list.slice(0, max);
  const ranges = new Set(list.filter((r) => r.numbers.length === 2 && /\d-\d/.test(r.value)).slice(0, max));
  const kept = new Set([...ranges, ...list.filter((r) => !ranges.has(r)).slice(0, max - ranges.size)]);
  return list.filter((r) => kept.has(r));
}

/** "Voltage: 230/460 V, 190/380 V; Current: …" in a fixed key order, at most MAX_VALUES values each. */
export function formatRatings(map: RatingMap, labels: Record<RatingKey, string>): string {
  return RATING_KEYS.filter((k) => map[k]?.length)
    .map(
      (k) =>
        `${labels[k]}: ${shownValues(k, map[k] ?? [])
          .map(shownValue)
          .join(', ')}`,
    )
    .join('; ');
}
