import { MAKER_TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import { ALL_BRANDS, BRAND_KEYS } from '../kb/brand-index.ts';
import { confusionFold } from './text-normalise.ts';
import { LABEL_WORDS } from '../kb/label-words.ts';
import { PRODUCT_TYPES } from '../kb/product-types.ts';
import { isWholeCatalogueCode } from '../kb/model-patterns.ts';
import { PRODUCT_WORDS } from '../kb/product-words.ts';
import { LETTERED_CATEGORY, NATIONAL_BODIES, UTILISATION_CATEGORY } from './inline-rule.ts';

// Nameplate words that run together most often in capitals, besides the knowledge base's own.
// prettier-ignore
const EXTRA = ['amps', 'volts', 'watts', 'line', 'cont', 'duty', 'nema', 'eemac', 'serial', 'date', 'code', 'thermally', 'protected', 'overload', 'thermal', 'circuit', 'miniature', 'residual', 'device', 'electric', 'electrical', 'induction', 'three', 'single', 'phase', 'motor', 'relay', 'contactor', 'starter', 'switch', 'breaker', 'isolator', 'fused', 'rotary', 'push', 'button', 'pilot', 'light', 'indicator', 'emergency', 'stop', 'control', 'transformer', 'timer', 'auxiliary', 'contact', 'block', 'made', 'in', 'power', 'supply', 'unit', 'pump', 'valve', 'heater', 'sensor', 'detector', 'smoke', 'heat', 'alarm', 'fire', 'meter', 'energy', 'water', 'gas', 'flow', 'pressure', 'temperature', 'limit', 'proximity', 'photo', 'cell', 'terminal', 'rail', 'din', 'enclosure', 'junction', 'box', 'panel', 'board', 'distribution', 'consumer', 'surge', 'protection', 'protector', 'type', 'class', 'series', 'model', 'rated', 'voltage', 'current', 'frequency', 'coil', 'load', 'line', 'earth', 'neutral', 'speed', 'drive', 'variable', 'frequency', 'inverter', 'soft', 'thermostat', 'room', 'cylinder', 'immersion', 'extract', 'fan', 'axial', 'centrifugal', 'damper', 'actuator', 'led', 'lamp', 'luminaire', 'driver', 'battery', 'charger', 'cable', 'gland', 'socket', 'outlet', 'plug', 'connector', 'industrial', 'safety', 'key', 'lock', 'handle', 'door', 'mounted', 'wall', 'ceiling', 'outdoor', 'indoor', 'unit', 'high', 'low', 'bay', 'flood', 'down', 'gear', 'box', 'brake', 'manual', 'automatic', 'reset', 'trip', 'test', 'normally', 'open', 'closed', 'output', 'input', 'digital', 'analogue', 'analog', 'module', 'controller', 'programmable', 'logic', 'display', 'keypad', 'signal', 'tower', 'beacon', 'sounder', 'horn', 'bell', 'use', 'with', 'only', 'for', 'cat', 'catalogue', 'socket', 'base', 'suitable', 'non', 'reversible', 'reversing', 'rotation', 'direction', 'end', 'shaft', 'bearing', 'bearings', 'ball', 'sleeve', 'capacitor', 'start', 'ambient', 'hours', 'continuous', 'intermittent'];

// The safety notices printed on almost every appliance, which OCR runs together in capitals
// ("RISKOFELECTRICSHOCKDONOTREMOVE", "OFTHISUPS"): read apart, the product word inside them is seen.
// prettier-ignore
const NOTICE = ['risk', 'shock', 'not', 'remove', 'cover', 'user', 'serviceable', 'parts', 'inside', 'refer', 'servicing', 'qualified', 'personnel', 'this', 'the', 'open', 'warning', 'caution', 'danger', 'hazardous', 'before', 'removing', 'disconnect', 'mains', 'all', 'sources', 'turn', 'off', 'must', 'be', 'earthed', 'grounded', 'equipment'];
// Whole words that open with a product word and name something else ("MOTORCYCLE" is no motor cycle).
const WHOLE = ['motorcycle', 'motorbike', 'motorhome'];
// Two-letter function words and supplies ("BRUSHLESSDCFAN"), taken only inside a run of longer words (never a code's letters).
const SHORT = new Set(['of', 'to', 'in', 'on', 'no', 'do', 'is', 'as', 'at', 'or', 'by', 'be', 'an', 'if', 'it', 'ac', 'dc']);

const DICT = new Set<string>();
const add = (w: string) => {
  const k = w.toLowerCase();
  if (/^[a-z]{2,}$/.test(k)) DICT.add(k);
};
for (const w of [...LABEL_WORDS, ...EXTRA, ...NOTICE, ...WHOLE]) add(w);
// The trade words after makers' names, in the plural too ("HAVRON SWITCHGEARS" is no SWITCH GEARS).
for (const w of MAKER_TRAIL_WORDS) [w, `${w}s`].forEach(add);
for (const t of PRODUCT_TYPES) for (const k of t.keywords) k.split(/[\s/-]+/).forEach(add);
for (const p of PRODUCT_WORDS) p.words.forEach((w) => w.split(/[\s/-]+/).forEach(add));
for (const b of ALL_BRANDS) [b.name, ...b.aliases].forEach((n) => n.split(/\s+/).forEach((w) => w.length >= 4 && add(w)));
const MAX_WORD = Math.max(...[...DICT].map((w) => w.length));

/**
 * "overloadrelay" → ["overload", "relay"]: the fewest dictionary words of 3+ letters (or a two-letter
 * function word between them: "ofthisups" → of this ups), or undefined.
 */
export function segmentWord(lower: string): string[] | undefined {
  const n = lower.length;
  const best: (string[] | undefined)[] = [[]];
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - MAX_WORD); j <= i - 2; j++) {
      const prev = best[j];
      const word = lower.slice(j, i);
      if (!prev || !(word.length === 2 ? SHORT.has(word) : DICT.has(word))) continue;
      const cur = best[i];
      if (!cur || cur.length > prev.length + 1) best[i] = [...prev, word];
    }
  }
  const out = best[n];
  // Function words join longer words; a run of them alone ("ASIS", "TOON") is not read as words.
  return out && out.filter((w) => !SHORT.has(w)).length >= 2 ? out : undefined;
}

const CATEGORY = UTILISATION_CATEGORY;
// A value or range with its unit ("400V", "100-240Vac", "50/60Hz"), an IP code, or a supply before its value ("AC400V").
const VALUE = String.raw`(?:AC|DC)\d+(?:[.,]\d+)?(?:[-/]\d+(?:[.,]\d+)?)*V|IP[0-6X][0-9X]|\d+(?:[.,]\d+)?(?:[-/]\d+(?:[.,]\d+)?)*(?:kVA|VAC|VDC|VA|kW|W|V|mAh|mA|kA|Ah|A|Hz|HP|PH|P)`;
// A standard glued to the rating it governs ("2AEN60947-5": 2 A to EN 60947-5), perhaps with the
// national body that adopted it before EN ("IP20TSEN60947-5-1": IP20, TS EN 60947-5-1).
const STANDARD = String.raw`(?:(?:${NATIONAL_BODIES})?EN|IEC|UL|BS|CSA)\d{3,5}(?:-\d{1,2})*`;
// Words that join two ratings on control-gear plates ("10A OR 1HP", "5A AT 240VAC").
const JOIN = String.raw`OR|AT|AND|TO|@`;
const PART = String.raw`(?:AC|DC)\d+(?:[.,]\d+)?(?:[-/]\d+(?:[.,]\d+)?)*V|${CATEGORY}(?=\d|$|${JOIN}|${STANDARD})|${VALUE}|${STANDARD}|${JOIN}`;
const UNIT_PART = new RegExp(PART, 'gi');
const IS_JOIN = new RegExp(String.raw`^(?:${JOIN})$`, 'i');
const LETTERED = new RegExp(`^${LETTERED_CATEGORY}$`, 'i');
const IS_RATING = new RegExp(String.raw`^(?:${CATEGORY}|${VALUE})$`, 'i');

/**
 * A token that is wholly a run of utilisation categories and values with units, perhaps joined by
 * OR/AT or followed by their standard ("AC-3400V25A", "3PH4W400V", "10AOR1HP240VAC") → its parts
 * ("AC-3 400V 25A", "3PH 4W 400V", "10A OR 1HP 240VAC"); else undefined. Codes that only contain
 * such runs ("700-HA32A1", "LC1D18M7") are left alone.
 */
export function splitUnitRun(token: string): string | undefined {
  if (token.length < 4) return undefined;
  // A supply with its current ("AC32A", "AC16A"), not a category with a one-digit current ("AC-3 2A"):
  // nothing is rated AC-3 at 2 A, and 16 A or 32 A is a socket's or an isolator's rating. 21 to 23 A are no
  // rating's: "AC22A" is a switch-disconnector's category, AC-22A, its hyphen lost.
  const supply = /^(AC|DC)(?!2[1-3]A$)(\d\d)A$/i.exec(token);
  if (supply) return `${supply[1]} ${supply[2]}A`;
  // A switch's category with its letter ("AC-22A", "DC-23B") is one rating, not AC-2 at 2 A; a supply with a hyphen
  // before its voltage ("DC-12V", "AC-24V") is one too, not DC-1 at 2 V.
  if (LETTERED.test(token) || /^(?:AC|DC)-\d+(?:[.,]\d+)?V$/i.test(token)) return undefined;
  const parts = token.match(UNIT_PART) ?? [];
  if (parts.join('') !== token || parts.length < 2) return undefined;
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  if (IS_JOIN.test(first) || IS_JOIN.test(last) || !parts.some((p) => IS_RATING.test(p))) return undefined;
  // No rating is a bare nought ("AC-230V" is a 230 V supply, not AC-23 at "0V"); "0.5A" is one.
  if (parts.slice(1).some((p) => /^0(?![.,]\d)/.test(p))) return undefined;
  // Two joins in a row, or a join beside a standard, is a word, not a rating run.
  for (let i = 1; i < parts.length; i++) if (IS_JOIN.test(parts[i] ?? '') && !IS_RATING.test(parts[i - 1] ?? '')) return undefined;
  return parts.join(' ');
}

// Product words of six letters or more, longest first: one that ends a run of capitals is split off
// even when the letters before it are no dictionary word ("ASTROSYNSTEPPER" → ASTROSYN STEPPER).
const SUFFIX_WORDS = [
  ...new Set([...PRODUCT_TYPES.flatMap((t) => t.keywords), ...PRODUCT_WORDS.flatMap((p) => p.words)].filter((w) => /^[a-z]{6,}$/.test(w))),
].sort((a, b) => b.length - a.length);

function splitProductSuffix(lower: string): string[] | undefined {
  const word = SUFFIX_WORDS.find((w) => lower.length >= w.length + 4 && lower.endsWith(w));
  return word ? [lower.slice(0, -word.length), word] : undefined;
}

/** Rating labels only (not makers' names or product lines: "ALPHA2" is a pump, not "ALPHA 2"). */
const LABEL_DICT = new Set([
  ...LABEL_WORDS,
  'amps',
  'volts',
  'watts',
  'line',
  'cont',
  'duty',
  'serial',
  'date',
  'code',
  'thermally',
  'protected',
]);
const isWordRun = (letters: string) => LABEL_DICT.has(letters.toLowerCase());
/** A run of letters as the dictionary's words: one word, or the fewest it splits into (segmentWord). */
const dictionaryWords = (run: string) => (DICT.has(run.toLowerCase()) ? [run.toLowerCase()] : segmentWord(run.toLowerCase()));

/**
 * A label word or unit glued to its value, or a value glued to the next label word: "AMPS1.9/0.95" →
 * "AMPS 1.9/0.95", "LINE3" → "LINE 3", "06/2018THERMALLY" stays a code unless the capitals are words.
 */
function splitGlued(token: string): string | undefined {
  // A unit printed before its value, as South American and Iberian plates do ("kW0.18", "V127/220", "A3.02/1.41"): a
  // one-letter unit only before a pair, as "A1" or "V12" may be a terminal or a code, and "V2.0" a version.
  const unitFirst = /^(kW|KW|HP|VA|V|A)(\d+(?:[.,]\d+)?(?:\/\d+(?:[.,]\d+)?)?)$/.exec(token);
  if (unitFirst?.[1] && unitFirst[2] && (unitFirst[1].length > 1 || unitFirst[2].includes('/'))) return `${unitFirst[1]} ${unitFirst[2]}`;
  const lead = /^([A-Z]{3,})(\d[\d./-]*)$/.exec(token);
  if (lead?.[1] && lead[2] && isWordRun(lead[1])) return `${lead[1]} ${lead[2]}`;
  const trail = /^(\d[\d./-]*)([A-Z]{4,})$/.exec(token);
  if (trail?.[1] && trail[2] && isWordRun(trail[2])) return `${trail[1]} ${trail[2]}`;
  // A value with its unit run into the words after it ("10MHZFUNCTION" → "10MHZ FUNCTION", "3AFUSE" → "3A FUSE").
  const valued = /^(\d+(?:[.,]\d+)?(?:[KMG]?HZ|KVA|VA|KW|MA|MM|RPM|BAR|V|A|W))([A-Z]{4,})$/.exec(token);
  const words = valued?.[2] && dictionaryWords(valued[2]);
  return valued?.[1] && words ? `${valued[1]} ${words.join(' ').toUpperCase()}` : undefined;
}

/**
 * Label words run into a number and on into more label words ("CLASS2POWERSUPPLY" → "CLASS 2 POWER SUPPLY"):
 * both runs of capitals must be words of the dictionary, one word or several.
 */
function splitWordsAroundNumber(token: string): string | undefined {
  const m = /^([A-Z]{3,})(\d{1,3})([A-Z]{4,})$/.exec(token);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const words = (run: string) => (isWordRun(run) ? [run.toLowerCase()] : dictionaryWords(run));
  const [before, after] = [words(m[1]), words(m[3])];
  return before && after ? `${before.join(' ')} ${m[2]} ${after.join(' ')}`.toUpperCase() : undefined;
}

/**
 * Two dictionary words in mixed case run together at a capital I, often read as a small l
 * ("Powerlnverter", "PowerInverter" → "Power Inverter").
 */
function splitCapitalI(token: string): string | undefined {
  const m = /^([A-Z][a-z]{2,})[lI]([a-z]{4,})$/.exec(token);
  return m?.[1] && m[2] && DICT.has(m[1].toLowerCase()) && DICT.has(`i${m[2]}`) ? `${m[1]} I${m[2]}` : undefined;
}

const IS_STANDARD = new RegExp(`^${STANDARD}$`);

/**
 * Product words run into the code after them, its letters and all ("DCPOWERSUPPLYHY300SF-3" →
 * "DC POWER SUPPLY HY300SF-3"): the words must take all the letters but the code's first three at most.
 */
function splitWordsBeforeCode(token: string): string | undefined {
  const m = /^([A-Z]{7,})(\d[A-Z0-9./-]*)$/.exec(token);
  if (!m?.[1] || !m[2]) return undefined;
  const letters = m[1];
  const splits = [0, 1, 2, 3].flatMap((kept) => {
    const words = segmentWord(letters.slice(0, letters.length - kept).toLowerCase());
    return words ? [{ words, code: `${letters.slice(letters.length - kept)}${m[2]}` }] : [];
  });
  // A standard's letters stay with its number ("…MOTORIEC60034" → MOTOR IEC60034, not MOTORI EC60034).
  const split = splits.find((s) => IS_STANDARD.test(s.code)) ?? splits[0];
  return split && `${split.words.join(' ').toUpperCase()} ${split.code}`;
}

/**
 * A model number with the product's words run on after it ("1663MULTIFUNCTIONTESTER" → "1663
 * MULTIFUNCTION TESTER", "DW9116CHARGER" → "DW9116 CHARGER"): the letters must be product or label
 * words, or one product word of six letters or more; or, where OCR misread the words, the code one a
 * catalogue grammar knows whole ("DCS356CORDLESOCATING" → "DCS356 CORDLESOCATING").
 */
function splitCodeBeforeWords(token: string): string | undefined {
  const m = /^([A-Z]{0,4}\d{2,6})([A-Z]{6,})$/.exec(token);
  if (!m?.[1] || !m[2]) return undefined;
  const lower = m[2].toLowerCase();
  const words = segmentWord(lower) ?? (SUFFIX_WORDS.includes(lower) ? [lower] : undefined);
  if (words) return `${m[1]} ${words.join(' ').toUpperCase()}`;
  return isWholeCatalogueCode(m[1]) && !isWholeCatalogueCode(token) ? `${m[1]} ${m[2]}` : undefined;
}

/** Makers' names of five letters or more that are no everyday word, as brand matching folds them. */
const MAKER_KEYS = new Set(BRAND_KEYS.filter((k) => !k.common && /^[a-z]{5,}$/.test(k.key)).map((k) => k.key));

/**
 * A known maker's name run into the model after it in capitals ("VOLTCRAFTSO084ESE" → "VOLTCRAFT SO084ESE",
 * "OMRONS8FS" → "OMRON S8FS"): the longest name the token starts with, its rest three characters or more with a digit,
 * and no lone letter cut from the word before a hyphen ("NARVAL-TU4", a water meter's range, is no Narva lamp).
 */
function splitMakerBeforeCode(token: string): string | undefined {
  if (!/^[A-Z]{5,}[A-Z0-9./-]*$/.test(token) || !/\d/.test(token)) return undefined;
  const letters = /^[A-Z]+/.exec(token)?.[0] ?? '';
  for (let n = Math.min(letters.length, 20); n >= 5; n--) {
    const rest = token.slice(n);
    if (rest.length >= 3 && /\d/.test(rest) && !/^[A-Z]-/.test(rest) && MAKER_KEYS.has(confusionFold(token.slice(0, n))))
      return `${token.slice(0, n)} ${rest}`;
  }
  return undefined;
}

/**
 * A field's name run into the code it names, the name as the ratings read it: "MODELC6310", "MODELLYDK10K2",
 * "ModeIDCP-302A", Spanish and Portuguese "ModeloTP-80" → "Model …"; "MOD.BF-362" (two letters at most before the digits: "MODBUS485" is no model) →
 * "Model …"; "TypTOP-RL30/4", "TypeUP15-60A" (only before a code's letters, digits and hyphen: "TYPEB16" stays) → "Type …".
 */
function splitFieldBeforeCode(token: string): string | undefined {
  // The code ends where lower case begins ("ModelM12-1212Vel12AmpHt": M12-1212V).
  // A code of four characters or more ("TP-80", "C6310"), ending in a letter or a digit.
  const model = /^(?:M[O0]DEL[O0]?|Mode[lI1]o?)((?:[A-Z]{1,4}|[A-Z]{1,8}-)?\d(?:[A-Z0-9./-]*[A-Z0-9])?)(.*)$/.exec(token);
  if (model?.[1] && model[1].length >= 4) return `Model ${model[1]}${model[2] ? ` ${model[2]}` : ''}`;
  const mod = /^MOD(?!EL)\.?((?:[A-Z]{1,2}|[A-Z]{1,8}-)?\d[A-Z0-9./-]{2,})$/.exec(token);
  if (mod?.[1]) return `Model ${mod[1]}`;
  const type = /^(?:TYPE?|Typ|Type)([A-Z]{1,8}\d{0,3}-[A-Z0-9./-]*\d[A-Z0-9./-]*)$/.exec(token);
  return type?.[1] ? `Type ${type[1]}` : undefined;
}

/**
 * A run of ratings whose last unit the OCR set apart ("AC-34kW400 V": a gap it half-saw, ocr/ctc-decode.ts) is
 * split whole, with its unit ("AC-3 4kW 400V"); a lone value and its unit ("230 V") stay as printed.
 */
function withUnitsRejoined(text: string): string {
  return text.replace(/(?<=^|\s)(\S*[A-Za-z]\S*\d)\s(k?V|m?A|k?W|Hz|VA|VAC|VDC)(?=\s|$)/g, (whole, run: string, unit: string) => {
    const split = splitUnitRun(`${run}${unit}`);
    return split?.includes(' ') ? split : whole;
  });
}

/**
 * Splits what OCR ran together on a nameplate written in capitals: words by the knowledge base's
 * dictionary (OVERLOADRELAY → OVERLOAD RELAY), values by the unit grammar (AC-3400V25A → AC-3 400V
 * 25A). Mixed-case text keeps its spacing: there the words were printed apart.
 */
export function splitRunTogether(text: string): string {
  return withUnitsRejoined(text)
    .split(/(\s+)/)
    .map((token) => {
      // A sentence's full stop or a list's comma after a run of values ("220Vto110VAC.") is no part of it.
      const stop = /^(.*\d[A-Za-z]+)([.,;]+)$/.exec(token);
      const values = stop?.[1] && splitUnitRun(stop[1]);
      if (values) return `${values}${stop[2]}`;
      // … nor is a short label before an equals sign or a colon ("It2=16AAC3": Ith, 16 A at AC-3).
      const labelled = /^([A-Za-z][A-Za-z0-9.]{0,5}[=:])(.+)$/.exec(token);
      const labelledValues = labelled?.[2] && splitUnitRun(labelled[2]);
      if (labelledValues) return `${labelled[1]}${labelledValues}`;
      const units =
        splitUnitRun(token) ??
        splitGlued(token) ??
        splitWordsAroundNumber(token) ??
        splitCapitalI(token) ??
        splitFieldBeforeCode(token) ??
        splitMakerBeforeCode(token) ??
        splitWordsBeforeCode(token) ??
        splitCodeBeforeWords(token);
      if (units) return units;
      if (token.length < 7 || !/^[A-Z]+$/.test(token) || DICT.has(token.toLowerCase())) return token;
      const lower = token.toLowerCase();
      return (segmentWord(lower) ?? splitProductSuffix(lower))?.join(' ').toUpperCase() ?? token;
    })
    .join('');
}
