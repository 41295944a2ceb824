import {
  compact,
  CRANKING_STANDARD,
  DN_SIZE,
  EDGE,
  NUM,
  RANGE,
  REFRIGERANT,
  REFRIGERANT_SPACED_NUMBER,
  pressureRange,
  SPEED_UNIT,
  type InlineRule,
} from './inline-rule.ts';
import { METER_CONSTANT_RULES } from './meter-rules.ts';
import { PLATE_RULES } from './plate-rules.ts';
import { CAPACITY_RULES } from './protective-marks.ts';
import { CONTACT_RULES, PHASE_SIGN } from './contact-rules.ts';
import { ratingSources } from './rating-sources.ts';
import { parseNumbers, type Rating } from './rating-types.ts';
import { UNIT_RULES } from './unit-rules.ts';
import { VOLTAGE_RULES } from './voltage-rules.ts';

/** The IEC motor frame sizes (shaft heights in mm, IEC 60072). */
const IEC_FRAME = '(?:56|63|71|80|90|100|112|132|160|180|200|225|250|280|315|355)';

/** IEC 60228 conductor sizes up to 95 mm², what "3G1.5" can name. */
const CABLE_SIZES = [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95];
/** … and a power cable's, up to the largest single cores. */
const POWER_CABLE_SIZES = [...CABLE_SIZES, 120, 150, 185, 240, 300, 400, 500, 630];

const RULES: InlineRule[] = [
  ...VOLTAGE_RULES,
  { key: 'residualCurrent', pattern: new RegExp(String.raw`${EDGE}(${RANGE})\s?mA\b`, 'gi'), format: (m) => `${compact(m[1])} mA` },
  ...CAPACITY_RULES,
  // A meter's base and maximum current ("5(65)A", "0.25-5(100) A", "15 (100)A"), or a switch's resistive (inductive) one ("5(3)A"); per phase ("3 x 5(65) A") is a plate rule's.
  {
    key: 'current',
    pattern: new RegExp(String.raw`${EDGE}(?<![x×]\s)(${NUM}(?:-${NUM})?\s?\(${NUM}\))\s?A(?![A-Za-z])`, 'g'),
    format: (m) => `${(m[1] ?? '').replace(/\s/, '')} A`,
  },
  // An RCD's rated residual current, also in amperes ("IΔn 0,03A", OCR's "IAn=30mA").
  {
    key: 'residualCurrent',
    pattern: /\bI\s?[Δ∆A4]\s?n\s?[=:]?\s?(\d+(?:\.\d+)?)\s?(mA|A)(?![A-Za-z0-9])/g,
    format: (m) => `${m[1]} ${m[2]}`,
  },
  {
    key: 'current',
    pattern: new RegExp(
      // Nor Industry Canada's certification number ("IC: 2851A-JPZ0075"), nor an extinguisher's fire rating ("34A 233B", "21A 75F"),
      // nor the value of a heading before it, its own unit's word then heading the next ("WATTS 180 AMP 1.5").
      // Nor a short-circuit rating ("MAX SHORT CIRCUIT 200,000A"), nor a switch's category ("AC-22A"), nor a code's end ("XBXG1-240A", "57STH56-2804A", "BLF-1209A", "DMF112M-12a", a servo's "AX-12A", a cell's "Lii-70A", a blade's "1772A-B", a relay's contact form "G5LE-1A"; "24V-2.5A" and copper's "Cu-25A" are ratings), nor a date code ("Date:1913a"), nor a refrigerant's number ("R 410A"), nor a battery's cold-cranking current ("680A (EN)"); "Arms" and "Adc" are amperes.
      String.raw`(?<!\b(?:AC|DC)-|\b(?:WATTS?|VOLTS?|HERTZ)\s?[:.]?\s?|\bI[cC][nus]\s?[=:]?\s?|\bI\s?[Δ∆A4]\s?n\s?[=:]?\s?|\(|\bR-|\bIC\s?:\s?|SHORT[\s-]?CIRCUIT\s?:?\s?|[A-Za-z]\d-|\d[A-OQ-UW-Za-oq-uw-z]-|\d(?!PH)[A-Z]{2}-|(?<![A-Za-z0-9])(?!Cu-|Al-|MAX|MIN|NOM|OUT)[A-Z]{2,4}-)(?!(?<=[A-Za-z]\d{2,}-)\d{3}|(?<=[A-Za-z]-)\d{4}|(?<=\bDate\s?[:.]?\s?)\d|(?<=\bR\s)(?:${REFRIGERANT_SPACED_NUMBER})\b)${EDGE}(${RANGE})\s?(?:A(?:rms|dc|ac)?|AMPS?|AMPERES?)(?![A-Za-z0-9])(?!-[A-Z](?![A-Za-z0-9]))(?!\.?\s?H(?:RS?|OURS?)\b)(?!\s\d{1,3}[BF](?![A-Za-z0-9]))(?!${CRANKING_STANDARD})`,
      'gi',
    ),
    // Nor an automotive relay's normally closed pin ("87a", beside 85, 86 and 87) or an RS-485 port's A terminal ("485A").
    format: (m) => (m[0].trim() === '87a' || /^485\s?A$/i.test(m[0].trim()) ? null : `${compact(m[1])} A`),
  },
  { key: 'apparentPower', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?kVA\b`, 'gi'), format: (m) => `${m[1]} kVA` },
  { key: 'apparentPower', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?VA\b`, 'gi'), format: (m) => `${m[1]} VA` },
  // Never the tail of a standard's part number run into the unit ("JIS C8201-4-1kW"); a name's digit may open a range ("Shelly1-3.5 kW").
  {
    key: 'power',
    pattern: new RegExp(String.raw`(?<!\d{3,}-(?:\d-)?)${EDGE}(${RANGE})\s?kW(?!h)\b`, 'gi'),
    format: (m) => `${compact(m[1])} kW`,
  },
  // Also with stops, as older plates print it ("1/2 H.P.", "1/2H.P.BENCH GRINDER").
  {
    key: 'power',
    pattern: new RegExp(String.raw`${EDGE}(?<!\d\/)(\d+/\d+|${NUM})\s?(?:HP\b|H\.P\.|H\.P\b)`, 'gi'),
    format: (m) => `${m[1]} HP`,
    fraction: true,
  },
  {
    key: 'power',
    // Not inside a model code ("R-150W": the maker's name for it, not its watts).
    pattern: new RegExp(
      // Nor a test condition's irradiance ("1000W/m² AM1.5"), per square metre; nor a serial's or a date code's letter
      // ("111W39106697", "1237W1": ratings run together are set apart before this, extract/segment.ts); nor a supply's
      // wires ("3W+N+PE"), nor a code's part after a slash ("HX30/15W", Hep2O's 15 mm white).
      String.raw`(?<!\b[13]\s?(?:[Pp][Hh](?:ASE|ase)?|P|~)\s?|${PHASE_SIGN}|[A-Za-z]-|[A-Z]{2}\d{1,3}\/)${EDGE}(${NUM})\s?W(?![A-Za-z]|\d)(?!\s?[Ss](?:ENSE|ense))(?!\s?\/\s?m)(?!\s?\+\s?N\b)`,
      'g',
    ),
    format: (m) => `${m[1]} W`,
  },
  // In lower case on product labels ("3000w Power Inverter"), from 10 W up; never an oil's grade ("10w-40").
  { key: 'power', pattern: new RegExp(String.raw`${EDGE}([1-9]\d+(?:\.\d+)?)\s?w(?![A-Za-z0-9-])`, 'g'), format: (m) => `${m[1]} W` },
  // Written out ("750 watts", "1.5 kilowatt"): typed specs say it so more often than plates do.
  { key: 'power', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?kilowatts?\b`, 'gi'), format: (m) => `${m[1]} kW` },
  { key: 'power', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?watts?\b`, 'gi'), format: (m) => `${m[1]} W` },
  {
    key: 'frequency',
    // Never the end of another value's pair ("V. 127/220 Hz 60": the Hz labels the 60).
    pattern: new RegExp(String.raw`(?<!\d\/)${EDGE}(${RANGE})\s?(?:Hz|hertz|c\/s|cycles?)\b`, 'gi'),
    // A range that falls ("100- 50/60Hz": the end of "100-240V" read before it) keeps only what follows the fall.
    format: (m) =>
      `${compact(m[1]).replace(/^(\d+(?:\.\d+)?)-(?=(\d+))/, (all, a: string, b: string) => (Number(a) > Number(b) ? '' : all))} Hz`,
  },
  {
    key: 'speed',
    pattern: new RegExp(String.raw`${EDGE}(${NUM}(?:/${NUM})?)\s?${SPEED_UNIT}`, 'gi'),
    format: (m) => `${m[1]} rpm`,
  },
  {
    key: 'phases',
    pattern: /\b(?:(3|1)\s?(?:(?:PH|PHASE)(?![A-Za-z])|~|[ØΦφ])|(THREE|SINGLE)\s?-?\s?PHASE(?![A-Za-z]))/gi,
    format: (m) => (m[1] ?? (m[2]?.toUpperCase() === 'THREE' ? '3' : '1')) + ' phase',
  },
  // With a hyphen too, as Latin American and Russian plates print it ("IP-54").
  { key: 'ipRating', pattern: /\bIP[\s-]?([0-6X][0-9X][A-DHMSW]?K?)\b/gi, format: (m) => `IP${(m[1] ?? '').toUpperCase()}` },
  // A second code after a slash with its IP left out ("IP66/67": both).
  { key: 'ipRating', pattern: /\bIP\s?[0-6X][0-9X]\s?\/\s?([0-6X][0-9])\b/gi, format: (m) => `IP${(m[1] ?? '').toUpperCase()}` },
  { key: 'efficiencyClass', pattern: /\bIE\s?([1-5])\b/g, format: (m) => `IE${m[1]}` },
  { key: 'crossSection', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?(?:mm²|mm2|sq\.?\s?mm)`, 'gi'), format: (m) => `${m[1]} mm²` },
  // A nominal size of EN ISO 6708's series only ("DN29" on a circuit board is a part's reference).
  { key: 'nominalDiameter', pattern: new RegExp(String.raw`\bDN\s?(${DN_SIZE})\b`, 'g'), format: (m) => `DN${m[1]}` },
  // Also a pump's two ("PN6/10": either system pressure, as Grundfos prints it).
  { key: 'pressureRating', pattern: /\bPN\s?(\d{1,3}(?:\/\d{1,3})?)\b/g, format: (m) => `PN${m[1]}` },
  // An ASME pressure class ("CLASS 300"), a valve's or flange's: a class, not bar, so a kind of its own ("CL600" is a model).
  { key: 'pressureClass', pattern: /\bCLASS\s?(150|300|600|900|1500|2500)(?![\d.,])/gi, format: (m) => `Class ${m[1]}` },
  {
    key: 'pressure',
    // A gauge's or a switch's range may start below nought ("-1-9 bar", "-0.2-7.5 bar"): its sign only after no letter or digit.
    pattern: new RegExp(String.raw`${EDGE}((?:(?<![A-Za-z0-9]\s?)-)?${NUM}(?:\s?-\s?\+?${NUM})?)\s?(bar|mbar|psi|kPa|MPa)\b`, 'gi'),
    format: (m) => `${pressureRange(compact(m[1]), m[2] ?? '')} ${(m[2] ?? '').toLowerCase().replace('kpa', 'kPa').replace('mpa', 'MPa')}`,
  },
  // A water column, as a draught or low-pressure gas gauge prints it ("0-1500 mmH2O", "2 inH2O"; unit-slips.ts reads "mmWC" so).
  {
    key: 'pressure',
    pattern: new RegExp(String.raw`${EDGE}(${NUM}(?:\s?-\s?${NUM})?)\s?(mmH2O|inH2O)(?![A-Za-z0-9])`, 'g'),
    format: (m) => `${compact(m[1])} ${m[2]}`,
  },
  // Kilograms-force a square centimetre, as Asian and older gauges and pressure switches print it ("1.8kg/cm²").
  {
    key: 'pressure',
    pattern: new RegExp(String.raw`${EDGE}(${NUM}(?:\s?-\s?${NUM})?)\s?kgf?\s?\/\s?cm[2²]`, 'gi'),
    format: (m) => `${compact(m[1])} kg/cm²`,
  },
  // Pascals, as an air pressure switch's points are printed ("191/167Pa"); capital P only (a "PA" is no unit).
  {
    key: 'pressure',
    pattern: new RegExp(String.raw`${EDGE}(${NUM}(?:\s?[-/]\s?${NUM})?)\s?Pa\b`, 'g'),
    format: (m) => `${compact(m[1])} Pa`,
  },
  { key: 'luminousFlux', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?(?:lm|lumens?)\b`, 'gi'), format: (m) => `${m[1]} lm` },
  // Never a code's last digits after its letters and hyphen ("CVR-2210K"); a range's top still reads ("2700-6500K").
  { key: 'colourTemperature', pattern: /(?<![A-Za-z0-9.])(?<![A-Za-z]-)(2[2-9]\d\d|[3-6]\d\d\d)\s?K\b/g, format: (m) => `${m[1]} K` },
  {
    key: 'tripCurve',
    // Not "…50 °C 50/60Hz" (a temperature's C), a code's last part ("REX-C100", "HR/43/02/042/B" before "20 V") nor
    // a letter before volts or watts ("B 20 V"), nor a rail's maximum ("B 25A MAX" on a supply), nor a letter before a
    // percentage ("Groups B,C,D 100%"). "D32A" is the curve with its current's unit.
    pattern:
      /(?<![A-Za-z0-9°])(?<![A-Za-z]-)(?<!\d\/)([BCD])\s?(6|10|16|20|25|32|40|50|63|80|100|125)(?:\s?A)?(?![A-Za-z0-9%])(?!\s?(?:V|W|kW|VA|Hz|MAX)\b|\s?%)/g,
    format: (m) => `Type ${m[1]} ${m[2]} A`,
  },
  // … and named in words, its current printed apart ("B curve", "C-Kurve", "courbe D", "curva C", and "Type C" or "Type D",
  // which no RCD's type is; never USB's "Type C"): the title joins the two.
  {
    key: 'tripCurve',
    pattern:
      /(?<![A-Za-z0-9])(?:([BCD])[\s-]?(?:curve|kurve|courbe|curva)|(?:curve|kurve|courbe|curva)[\s-]?([BCD])|(?<!USB[\s-]?)Typ(?:e)?\s?([CD]))(?![A-Za-z0-9])/gi,
    format: (m) => `Type ${(m[1] ?? m[2] ?? m[3] ?? '').toUpperCase()}`,
  },
  {
    key: 'capacity',
    // Not a motor frame ("Frame 90L", "IEC 100L", "BG 90L", "3~ 90L" after its phases), nor a model's number
    // ("Model: M 2854L", a transformer's).
    pattern: new RegExp(
      String.raw`(?<!(?:FRAME|FR|IEC|BG|GR|SIZE|TAILLE|GRANDEZZA)[.:]?\s?|[13]\s?~\s?|-|\bMOD(?:EL)?[.:]?\s?(?:[A-Z]{1,3}\s?)?)${EDGE}(${NUM})\s?(?:L|litres?|liters?|litros?|litri|ltr)(?![A-Za-z0-9/-])`,
      'gi',
    ),
    format: (m) => (Number(m[1]) >= 2 ? `${m[1]} L` : null),
  },
  {
    key: 'flowRate',
    // Also a gas's mass flow in standard units ("0-200 SCCM", "10 SLPM"), and an older gas meter's cubic feet an hour ("883 ft3/h").
    pattern: new RegExp(
      String.raw`(?<![A-Za-z]-)${EDGE}(${NUM}(?:-${NUM})?)\s?(?:m[³²23]/h|m3/hr|m[³²23]/min|ft[³3]/h|l/min|l/s|l/h|CFM|CFH|GPM|SCCM|SLPM)(?![A-Za-z])`,
      'gi',
    ),
    format: (m) =>
      `${m[1]} ${m[0]
        .slice((m[1] ?? '').length)
        .trim()
        .replace(/m[²23]/, 'm³')
        .replace(/ft3/i, 'ft³')}`,
  },
  {
    key: 'temperature',
    pattern: new RegExp(String.raw`${EDGE}(-?${NUM}(?:\s?-\s?\+?${NUM})?)\s?°\s?C\b`, 'g'),
    format: (m) => `${compact(m[1])} °C`,
  },
  {
    key: 'frame',
    // Never a size given as dimensions ("Size:65*108mm") nor a lamp's cap ("GR10q"); or an IEC frame after the motor's phases ("3~ 90L") or Leroy-Somer's series ("LS 80 L", "FLSES 100 L").
    // After "IEC", only a frame of the IEC series: "IEC 255" and "IEC 947-4-1" are standards under their old numbers.
    pattern: new RegExp(
      String.raw`\b(?:FRAME|FR|BG|BAUGR(?:Ö|OE)SSE|GR(?!\d{2}q)|GRANDEZZA|TAILLE|SIZE)[:.]?\s?(\d{2,3}[A-Z]{0,3})\b(?!\s?[*x×]\s?\d)|\bIEC[:.]?\s?(${IEC_FRAME}[A-Z]{0,3})\b(?!\s?[*x×]\s?\d|-\d)|(?<![A-Za-z0-9])[13]\s?~\s?(${IEC_FRAME}(?:S|M|L|SM|ML)?)(?![A-Za-z0-9])|(?<![A-Za-z0-9])(?:F?LS(?:ES)?|PLS)\s?(${IEC_FRAME}\s?(?:S|M|L|SM|ML|LG|MG))(?![A-Za-z0-9])`,
      'gi',
    ),
    format: (m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/\s/g, '').toUpperCase(),
  },
  // Ambient temperature written without its degree sign ("MAX.AMB.40C", "Amb 40 C"), or without its unit, which on a
  // plate is always Celsius unless it says F ("AMB50", its °C run into the next mark: "AMB50 CEFF").
  {
    key: 'temperature',
    pattern: /\bAMB(?:IENT)?\.?\s?(?:TEMP\.?)?\s?[:=]?\s?(-?\d{1,3})(?:\s?°?\s?C\b)?(?![\d.]|-\d|\s?°?\s?F\b)/gi,
    format: (m) => `${m[1]} °C`,
  },
  // Mounting arrangement of a motor (IEC 60034-7): "IM B3", "IMB35", "IM V1".
  {
    key: 'mounting',
    pattern: /\bIM\s?(B3|B5|B6|B7|B8|B14|B34|B35|V1|V3|V5|V6|V15|V18|V19|V36|\d{4})\b/gi,
    format: (m) => `IM ${(m[1] ?? '').toUpperCase()}`,
  },
  // Bearings by their ISO number, drive end and non-drive end ("BRG 6204-2Z", "DE 6205ZZ NDE 6204ZZ").
  {
    key: 'bearings',
    pattern:
      /(?:\b(?:BRG|BEARINGS?|LAGER|CUSCINETT[IO]|ROULEMENTS?|N?D\.?E)\.?[\s:.]*)(6[0-3]\d{2}(?:-?2?Z{1,2}|-?2RS\d?)?(?:\s?C3)?(?:\/6[0-3]\d{2}(?:-?2?Z{1,2}|-?2RS\d?)?)?)(?![A-Za-z0-9])/gi,
    format: (m) => (m[1] ?? '').toUpperCase(),
  },
  // Cores × conductor size of a cable ("3x2.5mm²", "2×1,5 mm2", "3G1.5"); its numbers are the size's (priced and checked).
  {
    key: 'crossSection',
    pattern: new RegExp(String.raw`${EDGE}([1-9]|[1-5]\d)\s?[x×]\s?(${NUM})\s?(?:mm²|mm2|sq\.?\s?mm)`, 'gi'),
    format: (m) => `${m[1]} × ${m[2]} mm²`,
    group: 2,
  },
  // … and with no unit after a cable type of the Japanese standard ("CXV 1x300", "CVV 3x2.5"): a standard size only.
  {
    key: 'crossSection',
    pattern: new RegExp(String.raw`(?<=\b(?:CXV|CVV|CXE)\s?-?\s?)([1-9]|[1-5]\d)\s?[x×]\s?(${NUM})(?![\d.]|\s?mm)`, 'gi'),
    format: (m) => (POWER_CABLE_SIZES.includes(Number(m[2])) ? `${m[1]} × ${m[2]} mm²` : null),
    group: 2,
  },
  {
    key: 'crossSection',
    pattern: /(?<![A-Za-z0-9.])([1-9]|[1-5]\d)G(\d{1,2}(?:\.\d{1,2})?)(?![A-Za-z0-9])/g,
    // A standard conductor size only: "3G58" is a date code, not three cores of 58 mm².
    format: (m) => (CABLE_SIZES.includes(Number(m[2])) ? `${m[1]}G${m[2]} mm²` : null),
    group: 2,
  },
  ...METER_CONSTANT_RULES,
  // A bolt's or nut's strength class (ISO 898, ISO 3506): "8.8", "10.9", "A2-70", "A4-80" with its grade word or alone for stainless.
  { key: 'strengthClass', pattern: /(?<![A-Za-z0-9.])(A[24]-(?:50|70|80))(?![A-Za-z0-9])/g, format: (m) => m[1] ?? null },
  {
    key: 'strengthClass',
    pattern: /\b(?:GRADE|CLASS|KLASSE|CLASSE|FK)\s?(4\.6|5\.6|5\.8|6\.8|8\.8|10\.9|12\.9)(?![0-9])/gi,
    format: (m) => m[1] ?? null,
  },
  // A pump's head ("Hmax 5 m", "Förderhöhe 8 m", "Prevalenza 6m").
  {
    key: 'head',
    pattern: new RegExp(
      String.raw`\b(?:H\s?max|Head|Max\.?\s?head|F(?:ö|oe)rderh(?:ö|oe)he|Prevalenza|Hauteur|Opvoerhoogte|Altura)\.?\s?[:=]?\s?(${NUM}(?:\s?-\s?${NUM})?)\s?m(?![A-Za-z0-9³²/])`,
      'gi',
    ),
    format: (m) => `${compact(m[1])} m`,
  },
  { key: 'serviceFactor', pattern: /\bS\.?\s?F\.?\s?(1\.\d{1,2})\b/gi, format: (m) => m[1] ?? null },
  {
    key: 'insulationClass',
    // "INS.F", "Ins. Cl. F", "Isol.Kl. F", "Th.Cl.F", "I.CL F", "Cl.F", "Wärmeklasse F", "classe isolamento F".
    pattern:
      /\b(?:(?:INS(?:\.|ULATION)?|ISOL(?:\.|ATION|AMENTO)?|ISO)\.?[\s-]?(?:CLASS|CL\.?|KL\.?|KLASSE|CLASSE)?|(?:TH|I)\.?\s?(?:CLASS|CL\.?|KL\.?)|CL\.|W(?:Ä|AE)RMEKLASSE|ISOLIERSTOFFKLASSE|CLASSE\s?(?:D'?\s?)?ISOL(?:AMENTO|ATION)?)\s?([ABEFH])\b/gi,
    format: (m) => `Class ${(m[1] ?? '').toUpperCase()}`,
  },
  {
    key: 'weight',
    // Not a refrigerant's charge (plate-rules.ts).
    pattern: new RegExp(
      String.raw`(?<!(?:${REFRIGERANT.replace('(R-?', '(?:R-?')}|\b(?:charge|f[üu]llmenge|carica))\s?[:=/,-]?\s?)${EDGE}(${NUM})\s?(kg|lbs?)\b(?!\s?f?\s?\/\s?(?:cm|24\s?h))`,
      'gi',
    ),
    format: (m) => `${m[1]} ${(m[2] ?? '').toLowerCase().replace('lbs', 'lb')}`,
  },
  ...CONTACT_RULES,
];

/** Finds ratings written with their unit anywhere in the text ("400V", "7.5 kW", "IP65"). */
export function parseInlineRatings(text: string): Rating[] {
  const out: Rating[] = [];
  const sourceOf = ratingSources(text);
  for (const rule of [...RULES, ...UNIT_RULES, ...PLATE_RULES]) {
    const source = sourceOf(rule.key);
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(source); m; m = rule.pattern.exec(source)) {
      const value = rule.format(m);
      if (!value) continue;
      const numbersText = rule.fromValue ? /^[\d.]+(?:-[\d.]+)?/.exec(value)?.[0] : m[rule.group ?? 1];
      out.push({ key: rule.key, value, numbers: parseNumbers(numbersText ?? '', rule.fraction), via: 'inline' });
    }
  }
  return out;
}
