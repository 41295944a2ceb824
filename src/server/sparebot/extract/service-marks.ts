import { parseNumbers, type Rating } from './rating-types.ts';
import { blankOut, type InlineRule } from './inline-rule.ts';

/**
 * Marks of building-services kit that no unit rule reads: a cable's cores ("3 core"), a driver's power factor as a
 * bound ("PF>0.9"), a lamp's colour rendering ("CRI>80", "Ra≥90"), an emergency light's mode and duration ("NM3",
 * "3hr maintained"), a control valve's flow coefficient ("Kvs 6.3"), a transmitter's current loop ("4-20mA"), an actuator's running time ("8s/60°"), a
 * lifting tool's safe working load ("SWL 500kg"), a heat pump's or air conditioner's performance ratios ("COP 4.5",
 * "SCOP 4.3", "SEER 6.1") and a fitting's pipe thread in inches ("1/2\" BSP", "G3/4", "Rp 1/2"): a pipe's, never a
 * fastener's thread, so apart from the metric thread sizes.
 */

/** A bound as printed: ">", "≥" or ">=" (both written ≥). */
const BOUND = String.raw`(>=|≥|>)`;
const shownBound = (read: string | undefined) => (read === '>' ? '>' : '≥');

/** A thread's size in inches: a fraction ("1/2", "3/4"), a whole inch with one ("1 1/4"), or whole inches (1 to 4). */
const INCHES = String.raw`(?:[1-4]\s)?(?:1\/[248]|3\/[48])|[1-4](?![\d/])`;
/** An inch mark as OCR reads it: a double quote, two single quotes, a typographic quote, or the word. */
const INCH_MARK = String.raw`(?:"|”|''|′′|in(?:ch)?\b)`;

/** A current loop's range ("4-20mA", "4...20 mA", "0~20mA"). */
const CURRENT_LOOP = String.raw`(?<![\d.])[04]\s?(?:-|–|~|\.{2,3}|to)\s?20\s?mA(?![A-Za-z])`;

/** A lifting tool's or sling's safe working load ("SWL 500kg", "WLL: 1t", "S.W.L. 2 TONNE"). */
const WORKING_LOAD = /\b(S\.?W\.?L|W\.?L\.?L)\.?\s?[:=]?\s?(\d+(?:[.,]\d+)?)\s?(kg|t|T|tonnes?|TONNES?|lbs?)(?![A-Za-z])/g;

/** The text with its current loops blanked out: a signal's range is no residual current. */
export const withoutCurrentLoops = (text: string) => blankOut(text, new RegExp(CURRENT_LOOP));
/** … and with its working loads blanked out: a safe working load is no weight. */
export const withoutWorkingLoads = (text: string) => blankOut(text, WORKING_LOAD);

/** Words that name a pipe, a conduit, a fitting or a valve on its line. */
const PIPE_WORD = String.raw`(?<![A-Za-z])(?:valves?|TRV|fittings?|compression|push[\s-]?fit|solder|end[\s-]?feed|elbows?|tees?|coupl(?:er|ing)s?|pipes?|tub(?:e|ing)|isolat\w*|radiator|manifold|taps?|copper|PEX|MDPE|waste|soil|conduit|stop[\s-]?cock)(?![A-Za-z])`;
/** A pipe's size in millimetres (copper to BS EN 1057: 8–54 mm; plastic pipe, waste, soil and conduit: 16–63 and 110 mm). */
const PIPE_MM = String.raw`(?<![\d.,x×])(8|10|15|16|20|22|25|28|32|35|40|42|50|54|63|110)\s?mm(?![A-Za-z0-9²])`;
/** … not a size by another ("15 x 20 mm"), but a pipe's by its length in metres ("15mm x 3m", a coil's "15mm x 50m"). */
const NOT_BY_ANOTHER = String.raw`(?!\s?[x×](?!\s?\d{1,3}(?:\.\d)?\s?m(?![m\d])))`;

/** The regexes `pipeSizes` reads a label with: built once, not per label. */
const PIPE_WORD_ANYWHERE = new RegExp(PIPE_WORD, 'i');
const PIPE_SIZE = new RegExp(PIPE_MM + NOT_BY_ANOTHER, 'gi');
// … or its size in inches with its mark ("1/2\"", "3/4 inch", "1 1/4\""), a thread named or not (the rules below read "BSP");
// never a count's "in" ("3 in 1 valve").
const PIPE_INCHES = new RegExp(String.raw`(?<![\dA-Za-z/.])(${INCHES})\s?${INCH_MARK}(?!\s?(?:BSPP|BSPT|BSP|NPT)\b|\s?\d)`, 'g');

/**
 * A pipe's size printed on a line of its own on a label whose other lines name a pipe, a fitting or a valve ("15mm" over
 * "Isolating valve"; version 189): the size a plumber buys by, as the inline rule reads it on one line.
 */
export function pipeSizes(rows: readonly string[]): Rating[] {
  if (!rows.some((row) => PIPE_WORD_ANYWHERE.test(row))) return [];
  return rows.flatMap((row) => [
    ...[...row.matchAll(PIPE_SIZE)].map((m): Rating => ({ key: 'pipeSize', value: `${m[1]} mm`, numbers: [Number(m[1])], via: 'inline' })),
    ...[...row.matchAll(PIPE_INCHES)].map((m): Rating => ({
      key: 'pipeThread',
      value: `${m[1]}"`,
      numbers: parseNumbers(m[1] ?? '', true),
      via: 'inline',
    })),
  ]);
}

/** An emergency light's mode as printed: maintained, non-maintained or their codes' letters. */
const MODE = String.raw`(non[\s-]?maintained|maintained)`;
/** … and after its duration, its code letters too ("3HR NM", "3H M/NM"): "NM" alone may be newton-metres. */
const MODE_AFTER = String.raw`(non[\s-]?maintained|maintained|M\/NM|NM)(?![A-Za-z0-9/])`;
const modeName = (read: string | undefined) =>
  /^M\/NM$/i.test(read ?? '') ? 'Maintained or non-maintained' : /^N/i.test(read ?? '') ? 'Non-maintained' : 'Maintained';

export const SERVICE_RULES: InlineRule[] = [
  // A cable's cores in words ("3 core 4mm²", "4-CORE SWA", "12 cores"); "3C" alone is as often a temperature.
  { key: 'cores', pattern: /(?<![A-Za-z0-9.])([1-9]|[1-4]\d)\s?-?\s?(?:cores?|CORES?|Cores?)(?![A-Za-z])/g, format: (m) => `${m[1]}-core` },
  // An emergency light's code ("NM3": non-maintained for three hours; never a gas's normal cubic metres, "NM3/H"), and
  // its mode and duration in words. "M3" alone is as often a screw's thread, so a maintained light's code is not read.
  {
    key: 'emergency',
    pattern: /(?<![A-Za-z0-9])NM([1-3])(?![A-Za-z0-9]|\s?\/)/g,
    format: (m) => `Non-maintained ${m[1]} h`,
  },
  {
    key: 'emergency',
    pattern: new RegExp(
      String.raw`\b([1-3])\s?(?:hrs?|hours?|h)\b\.?\s?${MODE_AFTER}|\b${MODE}\s?,?\s?([1-3])\s?(?:hrs?|hours?|h)\b`,
      'gi',
    ),
    format: (m) => `${modeName(m[2] ?? m[3])} ${m[1] ?? m[4]} h`,
  },
  // A control valve's flow coefficient ("Kvs 6.3", "kvs=2,5 m³/h", "Kv 4.0").
  {
    key: 'flowCoefficient',
    pattern: /\b(K[Vv]s?|kvs?)\s?[:=]?\s?(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,])(?!\s?(?:V|A|W|kV|mm)\b)/g,
    format: (m) => `${/s$/i.test(m[1] ?? '') ? 'Kvs' : 'Kv'} ${(m[2] ?? '').replace(',', '.')}`,
    group: 2,
  },
  // A transmitter's or controller's current loop ("4-20mA", "4...20 mA", "0~20mA").
  {
    key: 'signalOutput',
    pattern: new RegExp(CURRENT_LOOP, 'g'),
    format: (m) => `${m[0].charAt(0)}-20 mA`,
    fromValue: true,
  },
  // A valve or damper actuator's running time for its stroke ("8s/60°", "150 s/90°", "Laufzeit 120 s"): an actuator's own mark.
  {
    key: 'runTime',
    pattern: /(?<![\d.,])(\d{1,3})\s?(?:s|sec|sek)\s?\/\s?(60|90|95|180|270)\s?°/gi,
    format: (m) => `${m[1]} s/${m[2]}°`,
  },
  {
    key: 'runTime',
    pattern: /\b(?:Laufzeit|run(?:ning)? time|temps de course|tempo di corsa|looptijd)\s?:?\s?(\d{1,3})\s?(?:s|sec|sek)\b/gi,
    format: (m) => `${m[1]} s`,
  },
  // A lifting tool's or sling's safe working load ("SWL 500kg", "WLL: 1t", "S.W.L. 2 TONNE").
  {
    key: 'workingLoad',
    pattern: WORKING_LOAD,
    format: (m) =>
      `${(m[1] ?? '').replace(/\./g, '').toUpperCase()} ${(m[2] ?? '').replace(',', '.')} ${/^(?:t|tonnes?)$/i.test(m[3] ?? '') ? 't' : (m[3] ?? '').toLowerCase()}`,
    group: 2,
  },
  // An LED driver's or a supply's power factor given as its least ("PF>0.9", "PF ≥ 0.95", "λ>0.9").
  {
    key: 'powerFactor',
    pattern: new RegExp(String.raw`(?:\bP\.?F\.?|λ)\s?${BOUND}\s?(0?\.\d{1,2}|1(?:\.0)?)(?![\d.])`, 'gi'),
    format: (m) => `${shownBound(m[1])} ${m[2]}`,
    group: 2,
  },
  // A lamp's colour rendering index, alone or as its least ("CRI 80", "CRI>80", "Ra≥90", "Ra 95"); Ra only with a
  // bound or a value of 60 or more, since a machined finish's roughness is also Ra ("Ra 0.8").
  {
    key: 'colourRendering',
    pattern: new RegExp(String.raw`\b(?:CRI|Ra)\s?[:=]?\s?${BOUND}?\s?([6-9]\d)(?![\d.])`, 'g'),
    format: (m) => `CRI ${m[1] ? `${shownBound(m[1])} ` : ''}${m[2]}`,
    group: 2,
  },
  // A heat pump's or air conditioner's coefficients ("COP 4.5", "SCOP: 4,30", "EER 3.21", "SEER 6.1").
  {
    key: 'performanceRatio',
    pattern: /\b(COP|SCOP|EER|SEER)\s?[:=]?\s?([1-9][.,]\d{1,2})(?![\d.])/g,
    format: (m) => `${m[1]} ${(m[2] ?? '').replace(',', '.')}`,
    group: 2,
  },
  // A pipe's or conduit's size in millimetres (copper to BS EN 1057: 8–54 mm; plastic pipe, waste and conduit: 16, 20, 25,
  // 32, 40, 50, 63 mm) on a fitting, a valve, a pipe or a conduit, named within its line ("TRV 15mm", "22mm compression
  // elbow", "20mm conduit"): the size a plumber or an electrician buys by.
  {
    key: 'pipeSize',
    pattern: new RegExp(String.raw`${PIPE_MM}${NOT_BY_ANOTHER}(?:(?<=${PIPE_WORD}[^\n]{0,40})|(?=[^\n]{0,40}${PIPE_WORD}))`, 'gi'),
    format: (m) => `${m[1]} mm`,
  },
  // An overload relay's or motor protection breaker's trip class (IEC 60947-4-1: how fast it trips at 7.2 times its
  // setting: "CLASS 10", "Class 10A", "TRIP CLASS 20"); never a bolt's strength class ("CLASS 10.9").
  {
    key: 'tripClass',
    pattern: /\b(?:TRIP\s?)?CLASS\s?[:=]?\s?(5|10A?|20|30)(?![\d.,A-Za-z])/gi,
    format: (m) => `Class ${(m[1] ?? '').toUpperCase()}`,
  },
  // A gas appliance's category (EN 437): the gas families it burns and their pressures ("II2H3P", "II2H3B/P", "I2H",
  // "I3B/P"), as every boiler's and gas fire's plate prints it: which gases it may be set for, never its model.
  {
    key: 'gasCategory',
    pattern: /(?<![A-Za-z0-9])(I{1,3}(?:2(?:H|E|L|LL|Esi|ELL)\+?(?:3(?:B\/P|P|B|\+))?|3(?:B\/P|P|B|\+)))(?![A-Za-z0-9/])/g,
    format: (m) => m[1] ?? '',
  },
  // A pipe thread in inches named by its standard ("1/2\" BSP", "3/4 BSPT", "1 1/4 NPT").
  {
    key: 'pipeThread',
    pattern: new RegExp(String.raw`(?<![\d/.])(${INCHES})\s?${INCH_MARK}?\s?(BSPP|BSPT|BSP|NPT)\b`, 'g'),
    format: (m) => `${m[1]}" ${m[2]}`,
    fraction: true,
  },
  // … or by ISO 228's G with a fraction or an inch mark ("G1/2", "G 3/4\"", "G1\""): a gas meter's "G4" is no thread.
  {
    key: 'pipeThread',
    pattern: new RegExp(
      String.raw`(?<![A-Za-z0-9/])G\s?((?:[1-4]\s)?(?:1\/[248]|3\/[48]))(?:\s?${INCH_MARK})?(?![\d/])|(?<![A-Za-z0-9/])G\s?([1-4])\s?${INCH_MARK}`,
      'g',
    ),
    format: (m) => `G${m[1] ?? m[2]}"`,
    fraction: true,
  },
  // … or by ISO 7-1's taper threads, with a fraction ("Rp 1/2" on a gas valve, "Rc 3/4", "R 1/2").
  {
    key: 'pipeThread',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9/])(Rp|Rc|R)\s?((?:[1-4]\s)?(?:1\/[248]|3\/[48]))(?:\s?${INCH_MARK})?(?![\d/])`, 'g'),
    format: (m) => `${m[1]} ${m[2]}"`,
    group: 2,
    fraction: true,
  },
];
