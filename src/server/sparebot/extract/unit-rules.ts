import {
  compact,
  EDGE,
  GLUED_BODY,
  GOST_BODY,
  LAMP_DESIGNATION,
  MEASUREMENT_CATEGORY_SOURCE,
  measurementCategory,
  MOTOR_KV,
  NATIONAL_BODIES,
  NUM,
  type InlineRule,
} from './inline-rule.ts';
import { ACCURACY_CLASS, accuracyClass } from './accuracy-class.ts';
import { FUSE_RULES } from './fuse-marking.ts';
import { GAS_STANDARD_RULE } from './gas-standards.ts';
import { INDIAN_STANDARD_RULE } from './indian-standards.ts';
import { METER_CLASS, PERMANENT_FLOW, QUOTIENT_RATIO } from './meter-marks.ts';
import { GEAR_RULES } from './gear-marks.ts';
import { SERVICE_RULES } from './service-marks.ts';
import { RCD_RULES } from './protective-marks.ts';
import { SPEED_RULES } from './speed-rules.ts';
import { THREAD_RULES } from './thread-marks.ts';

/** Battery chemistries: as they may be read, and as the trade writes them. */
const CHEMISTRIES: readonly (readonly [string, string])[] = [
  ['LiFeP[O0]4', 'LiFePO4'],
  ['Li-?ion', 'Li-ion'],
  ['Li-?Po(?:ly(?:mer)?)?', 'LiPo'],
  ['Ni-?MH', 'NiMH'],
  ['Ni-?Cd', 'NiCd'],
  ['VRLA', 'VRLA'],
  ['Lead[\\s-]acid', 'Lead-acid'],
  ['LiMnO2', 'LiMnO2'],
  ['LiSOCl2', 'LiSOCl2'],
];
const CHEMISTRY_NAMES = CHEMISTRIES.map(([read, name]) => [new RegExp(`^${read}$`, 'i'), name] as const);

/** A current with its unit printed first and glued to its decimal ("A12.2"); codes.ts keeps it out of the codes. */
export const UNIT_FIRST_CURRENT = String.raw`A(\d{1,3}\.\d{1,2})`;

/** A lamp's designation anywhere in the text ("36W/840", "PL-C26W/835"). */
export const LAMP_COLOUR = new RegExp(String.raw`(?<![0-9.])${LAMP_DESIGNATION}(?![0-9])`, 'g');

/** Units a column plate may print before the value, and the rating each one names. */
const UNIT_FIRST: Array<[string, InlineRule['key'], string]> = [
  ['V', 'voltage', 'V'],
  ['A', 'current', 'A'],
  ['W', 'power', 'W'],
  ['kW', 'power', 'kW'],
  ['Hz', 'frequency', 'Hz'],
  ['Nm', 'torque', 'Nm'],
];

/**
 * A value with its unit printed before it, as column plates print them: after its label's colon
 * ("Rated:W 530", "Stall:Nm 2.8"), a current glued to its decimal ("A12.2"), or another unit with
 * two or three digits alone on a line ("V48"). "A5255" alone stays a code and "V1.13" a version.
 */
const UNIT_FIRST_RULES: InlineRule[] = UNIT_FIRST.map(([unit, key, shown]) => ({
  key,
  pattern: new RegExp(
    String.raw`(?::\s?${unit}\s(${NUM})|${unit === 'A' ? String.raw`(?<![A-Za-z0-9.])${UNIT_FIRST_CURRENT}` : String.raw`^${unit}\s?(\d{2,3})$`})(?![A-Za-z0-9.])`,
    'g',
  ),
  format: (m) => `${m[1] ?? m[2] ?? m[3]} ${shown}`,
}));

/**
 * Units no earlier rule read (version 6), kept so nothing read is thrown away: °F, capacitance, sound
 * level, charge, stored energy, standards, torque, a gas meter's cyclic volume and pulse value; since
 * version 18 also values with their unit first, a speed run into letters and the wire gauge.
 * Read after inline-ratings.ts's rules and before the plate rules.
 */
export const UNIT_RULES: InlineRule[] = [
  ...UNIT_FIRST_RULES,
  {
    key: 'temperature',
    pattern: new RegExp(String.raw`${EDGE}(-?${NUM}(?:\s?-\s?${NUM})?)\s?°\s?F\b`, 'g'),
    format: (m) => `${compact(m[1])} °F`,
  },
  // A freezer's freezing capacity, what it freezes in a day ("11kg/24h", "Gefriervermögen 4 kg/24 h"): no weight.
  {
    key: 'freezingCapacity',
    pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?kg\s?\/\s?24\s?h\b`, 'gi'),
    format: (m) => `${m[1]} kg/24 h`,
  },
  {
    key: 'capacitance',
    // Also as American run capacitors print it ("40 MFD", "35+5 MFD"), and a start capacitor's range ("88-108 µF").
    pattern: new RegExp(String.raw`${EDGE}(${NUM}(?:\s?[/+-]\s?${NUM})?)\s?(?:[µu]F\b|MFD(?![A-Za-z]))`, 'g'),
    format: (m) => `${compact(m[1])} µF`,
  },
  // A resistance or a speaker's impedance ("8Ω", "4 ohm", "10kΩ"); never a meter's sensitivity in ohms a volt ("20kΩ/V").
  {
    key: 'resistance',
    pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?([kM]?)\s?(?:Ω|ohms?\b)(?!\s?\/\s?V)`, 'gi'),
    format: (m) => `${m[1]} ${m[2] ?? ''}Ω`,
  },
  {
    key: 'soundLevel',
    pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?dB\s?\(?A?\)?(?![A-Za-z0-9])`, 'g'),
    format: (m) => `${m[1]} dB(A)`,
  },
  {
    key: 'charge',
    // "35 Amp Hr." and "7 Amp Hours" are how American battery labels write Ah.
    // A range of capacities ("12V 14-15Ah": the battery's sizes that fit) is kept as printed; a cell's size before its
    // capacity ("18650-2600mAh") is no range: the second number stands alone.
    pattern: new RegExp(
      String.raw`${EDGE}(?:(\d{1,4}(?:\.\d+)?)\s?[-–]\s?)?(${NUM})\s?(mAh|Ah|AH|Amp\.?\s?H(?:r|rs|our|ours)\b\.?)\b`,
      'gi',
    ),
    format: (m) => {
      const [low, high] = [Number(m[1]), Number(m[2])];
      const range = m[1] !== undefined && low > 0 && low < high && high <= 2 * low;
      return `${range ? `${m[1]}-` : ''}${m[2]} ${/^mah$/i.test(m[3] ?? '') ? 'mAh' : 'Ah'}`;
    },
    fromValue: true,
  },
  // An instrument's bandwidth or a radio's band ("100MHz", "2.4GHZ", "433 MHz"), in the unit's own case; mains is Hz.
  {
    key: 'signalFrequency',
    // Also one run on after another's unit ("1-2kHz2-4kHz", a meter's ranges).
    pattern: new RegExp(String.raw`(?:${EDGE}|(?<=hz))(${NUM}(?:\s?-\s?${NUM})?)\s?([kmg])hz(?![A-Za-z])`, 'gi'),
    format: (m) => `${compact(m[1])} ${{ k: 'kHz', m: 'MHz', g: 'GHz' }[(m[2] ?? 'k').toLowerCase()]}`,
  },
  // A switch's current for lamp and motor loads, marked AX ("20A/16AX", "10AX 250V~").
  { key: 'current', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?AX(?![A-Za-z0-9])`, 'g'), format: (m) => `${m[1]} AX` },
  // A digitiser's sample rate ("1GSa/s", "200MSa/s").
  {
    key: 'sampleRate',
    pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?([kMG])Sa?\/s(?![A-Za-z])`, 'g'),
    format: (m) => `${m[1]} ${m[2]}Sa/s`,
  },
  // An air conditioner's or heater's capacity in British thermal units an hour ("10,000 Btu/h", "12000BTU"), as the trade lists them.
  {
    key: 'thermalCapacity',
    pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?BTU(?:\s?\/\s?h(?:r|our)?)?(?![A-Za-z])`, 'gi'),
    format: (m) => `${m[1]} Btu/h`,
  },
  // Stored or delivered energy (a battery's kWh), in any case ("96.2WH"); never a meter constant's "imp/kWh".
  {
    key: 'energy',
    pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?(kWh|Wh|KWH|WH)\b(?!\s?[/])`, 'g'),
    format: (m) => `${m[1]} ${/^k/i.test(m[2] ?? '') ? 'kWh' : 'Wh'}`,
  },
  // The standards a product is made to ("IEC/EN 60947-2", "VDE 0530", "EN50470-1/3" or "-1/-3", "BS 1363", "GB/T7676-2017"): shown
  // as printed, never taken for the model; never the end of a code ("DCDL251-BS1136") nor its start ("NF100-CP").
  {
    key: 'standards',
    pattern: new RegExp(
      String.raw`(?<![A-Za-z0-9]|[A-Za-z0-9]-)((?:(?:${NATIONAL_BODIES})[\s-]?(?=EN|IEC|VDE|ISO))?(?:IEC|EN|BS|DIN|VDE|ISO|UL|CSA|CEI|NF|AS\/NZS|GB(?:\/T)?)(?:\s?\/\s?(?:IEC|EN|BS|DIN|VDE|ISO|UL|CSA))?)\s?(\d{3,6}(?:-\d{1,3})*(?:\.\d{1,2})?(?:\/-?\d{1,2})?(?:[A-Z](?![A-Za-z0-9]))?(?:-(?:19|20)\d{2})?)(?![0-9]|-[A-Za-z])`,
      'g',
    ),
    // "IEC 100L" is a motor frame, not a standard.
    format: (m) =>
      /^\d{3}[A-Z]$/.test(m[2] ?? '') && m[1] !== 'UL'
        ? null
        : `${(m[1] ?? '')
            .replace(GLUED_BODY, '$1 ')
            .replace(/\s+/g, ' ')
            .replace(/\s?\/\s?/, '/')} ${m[2]}`,
  },
  // American National Standards by their letter and number ("ANSI C12.20" meters, "ANSI/UL 508"); the gas appliances'
  // (Z21, Z83) with their Canadian twin just below.
  {
    key: 'standards',
    pattern:
      /(?<![A-Za-z0-9])ANSI(?:\/(?:UL|ISA|IEEE|ASHRAE))?\s?(?!Z(?:21|83)\.)([A-Z]\d{1,3}(?:\.\d{1,3})+|\d{2,4}(?:\.\d{1,3})*)(?![A-Za-z0-9])/g,
    format: (m) => `ANSI ${m[1]}`,
  },
  // … and the gas appliances' ones with their Canadian twin (gas-standards.ts), and India's (indian-standards.ts).
  GAS_STANDARD_RULE,
  INDIAN_STANDARD_RULE,
  // Canada's electrical standards, the parts of CSA C22.2 ("C22.2 No.190" run capacitors, "CSA C22.2 No. 14").
  {
    key: 'standards',
    pattern: /(?<![A-Za-z0-9])(?:CSA\s?)?C\s?22\.2\s?(?:No\.?|#)\s?(\d{1,3}(?:\.\d)?)(?![0-9])/g,
    format: (m) => `CSA C22.2 No. ${m[1]}`,
  },
  // Brazil's own standards and its Mercosur ones ("NBR NM 60898" miniature breakers, "ABNT NBR 14136" plugs), run
  // together or not; "NBR IEC 60947-2" is read with the other national bodies' prefixes above.
  {
    key: 'standards',
    pattern: /(?<![A-Za-z0-9])(?:ABNT\s?)?NBR\s?(?:(NM)\s?)?(\d{4,5}(?:-\d{1,2})*)(?![0-9])/g,
    format: (m) => `NBR ${m[1] ? `${m[1]} ` : ''}${m[2]}`,
  },
  // Korean and Japanese standards by their division's letter and number ("KS C 4613", "KS C4513", "JIS C 8201-2-1").
  {
    key: 'standards',
    pattern: /(?<![A-Za-z0-9])(KS|JIS)\s?([A-Z])\s?(\d{4}(?:-\d{1,2})*)(?![A-Za-z0-9])/g,
    format: (m) => `${m[1]} ${m[2]} ${m[3]}`,
  },
  // Japan's switchgear standard (IEC 60947's twin) printed without its "JIS" beside the IEC one: "C8201-4-1" is no model.
  {
    key: 'standards',
    pattern: /(?<![A-Za-z0-9])C\s?8201-(\d(?:-\d)?)(?![0-9])/g,
    format: (m) => `JIS C 8201-${m[1]}`,
  },
  // Russian and Eurasian standards (ГОСТ, ГОСТ Р), as a Latin reading gives them: Г as r, T or F, Р as P
  // ("rOCT31818.11", "FOCTP52320").
  {
    key: 'standards',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9])${GOST_BODY}\s?([RPР]\s?)?(\d{4,5}(?:[.-]\d{1,3})*)(?![0-9])`, 'g'),
    format: (m) => `GOST ${m[1] ? 'R ' : ''}${m[2]}`,
  },
  // A test instrument's measurement category (IEC 61010), with its voltage ("CAT III 600V", "CATII",
  // OCR's l or 1 for I): counted in Is, as printed.
  {
    key: 'measurementCategory',
    pattern: new RegExp(MEASUREMENT_CATEGORY_SOURCE, 'g'),
    format: (m) => measurementCategory(m[1] ?? '', m[2]),
  },
  // … and with its voltage printed first and run into it, as a probe's body prints it ("10X:300VCATII").
  {
    key: 'measurementCategory',
    pattern: /(?<![A-Za-z0-9.])(\d{3,4})\s?V\s?CAT\s?(IV|[Il|]{1,3})(?![A-Za-z])/g,
    format: (m) => measurementCategory(m[2] ?? '', m[1]),
  },
  // The environmental test standard of equipment carried on aircraft ("RTCA/DO-160"), shown as printed: never the model.
  {
    key: 'standards',
    pattern: /(?<![A-Za-z0-9])RTCA\s?\/\s?D[O0]-?\d{3}[A-G]?(?![A-Za-z0-9])/g,
    format: (m) => m[0].replace(/\s/g, ''),
  },
  // An extinguisher's fire rating (EN 3-7): class A, then B perhaps with C, or a cooking-oil fire's F ("34A 233B C", "21A 75F").
  {
    key: 'fireRating',
    pattern: /(?<![A-Za-z0-9.,])(\d{1,2}A)(?=\s\d{1,3}[BF](?![A-Za-z0-9]))(?:\s(\d{1,3}B))?(?:\s(C))?(?:\s(\d{1,3}F))?(?![A-Za-z0-9])/g,
    format: (m) => [m[1], m[2], m[3], m[4]].filter(Boolean).join(' '),
  },
  ...SPEED_RULES,
  // American wire gauge, one size or the range a terminal takes ("14 AWG", "22-14AWG", "AWG 18").
  {
    key: 'wireGauge',
    pattern: /(?<![A-Za-z0-9.,])(?:(\d{1,2}(?:\s?[-–/]\s?\d{1,2})?)\s?AWG|AWG\s?#?(\d{1,2}(?:\s?[-–/]\s?\d{1,2})?))(?![A-Za-z0-9])/g,
    format: (m) => `${(m[1] ?? m[2] ?? '').replace(/\s/g, '').replace('–', '-')} AWG`,
  },
  // A drum's, reel's, coil's or box's length in metres ("100m drum", "305m box", "Length: 50 m", "Cable length 1.8 m", "Länge 25m"; version 62).
  {
    key: 'length',
    pattern:
      /(?<![A-Za-z0-9.,])(?:(\d{1,4})\s?(?:m|metres?|meters?|mtrs?)\s(?:drum|reel|coil|roll|box)(?:es|s)?\b|(?:drum|reel|coil|length|länge|longueur|lunghezza|longitud)\s?[:=]?\s?(\d{1,4}(?:\.\d{1,2})?)\s?(?:m|metres?|meters?|mtrs?)(?![A-Za-z0-9²³]))/gi,
    format: (m) => `${m[1] ?? m[2]} m`,
    fromValue: true,
  },
  // A cell's or battery's chemistry, as buyers choose one (version 62): "LiFePO4" (its O often read as 0), "Li-ion", "NiMH".
  {
    key: 'chemistry',
    pattern: new RegExp(`(?<![A-Za-z0-9])(${CHEMISTRIES.map(([read]) => read).join('|')})(?![A-Za-z0-9])`, 'gi'),
    format: (m) => CHEMISTRY_NAMES.find(([re]) => re.test(m[1] ?? ''))?.[1] ?? null,
  },
  { key: 'torque', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?N\.?m\b`, 'g'), format: (m) => `${m[1]} Nm` },
  { key: 'speedConstant', pattern: MOTOR_KV, format: (m) => `${m[1] ?? m[2]} rpm/V` },
  { key: 'cyclicVolume', pattern: /\bV\s?(\d+(?:\.\d+)?)\s?dm[3³]/g, format: (m) => `${m[1]} dm3` },
  // A gas or water meter's pulse, as "pulse" or "imp" ("1 pulse = 10 dm3", "1imp=0.01m³", its ³ often read as ²).
  {
    key: 'pulseValue',
    pattern: /\b(\d+)\s?-?\s?(?:PULSE|IMP)\s?=\s?(\d+(?:\.\d+)?)\s?(dm|m)(?:[³²23](?![0-9]))?(?![A-Za-z])/gi,
    format: (m) => `${m[1]} pulse = ${m[2]} ${(m[3] ?? '').toLowerCase() === 'dm' ? 'dm3' : 'm³'}`,
  },
  // A lamp's designation: its wattage, then the colour code of EN 12464 (rendering index tens, then kelvin hundreds:
  // "58W/840", "PL-C 26W/835/4P"), with the letters before it run in: the code's colour temperature and power.
  { key: 'colourTemperature', pattern: LAMP_COLOUR, format: (m) => `${m[3]}00 K`, fromValue: true },
  { key: 'power', pattern: LAMP_COLOUR, format: (m) => `${m[1]} W` },
  // A water meter's marks (meter-marks.ts): its class, and its permanent flow with the unit the label may leave out.
  { key: 'meterClass', pattern: METER_CLASS, format: (m) => m[1] ?? null },
  { key: 'meterClass', pattern: QUOTIENT_RATIO, format: (m) => `R${m[1] ?? m[2]}` },
  { key: 'flowRate', pattern: PERMANENT_FLOW, format: (m) => `${m[2]} m³/h (Q${m[1]})` },
  // An instrument's accuracy class ("CL 1.6", "CLASS 25" read without its point; accuracy-class.ts).
  { key: 'accuracyClass', pattern: ACCURACY_CLASS, format: accuracyClass, fromValue: true },
  // A working range of temperature from below freezing, its degree sign lost ("-40...+70C", read as "-40-70C"): the range.
  {
    key: 'temperature',
    pattern: /(?<![A-Za-z0-9.+-])(-\d{1,2}-\d{2,3})\s?C(?![A-Za-z0-9])/g,
    format: (m) => `${m[1]} °C`,
  },
  // A fuse's marking beside its holder ("T3.15AL250V"), its size, or the one to protect by ("SCPD 63A"; fuse-marking.ts).
  ...FUSE_RULES,
  // A thread with its length or its pitch (thread-marks.ts).
  ...THREAD_RULES,
  // Metric horsepower as plates print it (CV, PS): "Potencia 1 CV", "1,5 PS"; not a motor's balance in IPS ("BAL 0.08 1PS"),
  // nor a part of a code ("WS-C2960X-24PS-L", a switch's 24 ports with PoE).
  {
    key: 'power',
    pattern: new RegExp(String.raw`${EDGE}(?<![.,]\d{1,3}\s(?=1PS)|-)(${NUM})\s?(CV|PS)\b(?![-/])`, 'g'),
    format: (m) => `${m[1]} ${m[2]}`,
  },
  // Poles, in words or as a letter ("4 Pole", "3P", "4-polig", "2 pôles", "4 poli"), and with a neutral ("3P+N").
  {
    key: 'poles',
    pattern: new RegExp(String.raw`${EDGE}([1-4])\s?-?\s?(?:poles?|p|polig|pôles?|poli|polos)(?![A-Za-z0-9])`, 'gi'),
    format: (m) => `${m[1]}-pole`,
  },
  { key: 'poles', pattern: /(?<![A-Za-z0-9])([1-4])\s?P\s?\+\s?N(?![A-Za-z0-9])/gi, format: (m) => `${m[1]}P+N` },
  ...SERVICE_RULES,
  ...GEAR_RULES,
  ...RCD_RULES,
];
