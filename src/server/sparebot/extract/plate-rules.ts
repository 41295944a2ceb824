import { isStandardVoltage, STANDARD_VOLTAGES } from '../kb/rating-limits.ts';
import {
  blankOut,
  CRANKING_STANDARD,
  FUNCTIONING_TEMPERATURE,
  MAC_ADDRESS,
  NUMBER_OWNERS,
  REFRIGERANT,
  type InlineRule,
} from './inline-rule.ts';
import { DATE_RULES } from './date-marks.ts';

/**
 * Motor and machine plate forms (issue 30, SpareBot version 7) that the unit rules of
 * inline-ratings.ts do not read: voltages marked with their connection instead of a unit
 * ("230/400Y", "Δ230/Y400", "380YY V"), efficiency, reactive power, duty with its duty cycle,
 * serial numbers. Each is read only in a form no other rating takes.
 */
const isStandard = (v: number) => isStandardVoltage(v, 100);
const VOLTS = String.raw`\d{3}(?:\/[YΔ∆D]?\d{3})?`;
const CONNECTION = String.raw`(?:YY|Y|Δ|∆|D|DY)`;

/**
 * "230/400", "230/Y400" → "230/400 V" when every number is a standard mains voltage, else null. One
 * voltage alone must be a standard one exactly: "187D" is a bearing's marking, not 187 V in delta.
 */
function connectedVoltage(raw: string | undefined): string | null {
  const numbers = (raw ?? '').replace(/[YΔ∆D]/g, '').split('/');
  if (numbers.length === 1 && !STANDARD_VOLTAGES.includes(Number(numbers[0]))) return null;
  return numbers.every((n) => isStandard(Number(n))) ? `${numbers.join('/')} V` : null;
}

/** A breaker's or contactor's rated insulation voltage ("Ui 690V", "Ui:250V~", "UI750V"). */
const INSULATION_VOLTAGE = String.raw`\bUi\s?[=:]?\s?(\d{2,4})\s?V(?![A-Za-z])`;
/** … and its rated impulse withstand voltage ("Uimp=6kV", "Uimp 8 kV"). */
const IMPULSE_VOLTAGE = String.raw`\bUimp\s?[=:]?\s?(\d{1,2}(?:\.\d)?)\s?kV\b`;
/** The text with its insulation and impulse voltages blanked out: the voltage rules read a supply, never a Ui or a Uimp. */
export const withoutRatedWithstand = (text: string) => blankOut(text, new RegExp(`${INSULATION_VOLTAGE}|${IMPULSE_VOLTAGE}`, 'gi'));

export const PLATE_RULES: InlineRule[] = [
  // The connection after the voltages ("230/400Y±10%", "380YY V", "400Δ").
  {
    key: 'voltage',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9./-])(${VOLTS})\s?${CONNECTION}(?:\s?±\s?\d{1,2}\s?%)?(?:\s?V\b)?(?![A-Za-z0-9])`, 'g'),
    format: (m) => connectedVoltage(m[1]),
  },
  // … or before them ("Y240/415", "Δ230/Y400V", "D/Y 400/690"), never a code's D between digits ("TC48D100") nor a
  // letter before a percentage ("Groups B,C,D 100%").
  {
    key: 'voltage',
    pattern: new RegExp(
      String.raw`(?<![A-Za-z])(?<!\d(?=D\d))(?:${CONNECTION}|D\/Y|Δ\/Y|∆\/Y)\s?(${VOLTS})(?:\s?V)?(?![A-Za-z0-9.%])`,
      'g',
    ),
    format: (m) => connectedVoltage(m[1]),
  },
  // A polyphase meter's or drive's supply, phases × voltage or range ("3x230/400V", "3×63.5/110 V", "3x380-480V").
  {
    key: 'voltage',
    pattern: /(?<![A-Za-z0-9.])([1-3]\s?[xX×]\s?\d{2,3}(?:\.\d)?(?:[/-]\d{2,3})?)\s?V(?![A-Za-z])/g,
    format: (m) => `${(m[1] ?? '').replace(/\s+/g, '').replace(/[×X]/, 'x')} V`,
  },
  // … with the slash between its phase and line voltages lost in reading ("3x230400V").
  {
    key: 'voltage',
    pattern: /(?<![A-Za-z0-9.])([1-3])\s?[xX×]\s?(230|220|240|127|63\.5)(400|380|415|220|110)\s?V(?![A-Za-z])/g,
    format: (m) => `${m[1]}x${m[2]}/${m[3]} V`,
  },
  // … and its base and maximum current per phase ("3x40(100)A", "3 × 5(65) A", "3X20(80)A"; through current transformers,
  // "3x5(6)A").
  {
    key: 'current',
    pattern: /(?<![A-Za-z0-9.])([1-3])\s?[xX×]\s?(\d{1,3}(?:\.\d{1,2})?(?:-\d{1,3})?\(\d{1,3}\))\s?A(?![A-Za-z])/g,
    format: (m) => `${m[1]}x${m[2]} A`,
  },
  // A motor's line currents in delta and star, without their unit ("3.3/1.9", "1,2/0,68"): the
  // first is √3 times the second as far as rounding to the printed digits allows; one has decimals
  // (a date never does); neither is a mains voltage; no unit follows (that is another rule's).
  {
    key: 'current',
    pattern: /(?<![A-Za-z0-9./-])(\d{1,3}(?:\.\d{1,2})?)\/(\d{1,3}(?:\.\d{1,2})?)(?![0-9/.%])(?!\s?[A-Za-z°²³])/g,
    format: (m) => {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const decimal = /\./.test(`${m[1]}${m[2]}`);
      const delta = Math.abs(a - Math.sqrt(3) * b) <= 0.06 * a + 0.05;
      return decimal && b > 0 && delta && !isStandard(a) && !isStandard(b) ? `${m[1]}/${m[2]} A` : null;
    },
  },
  // Power under a two-unit label, the second in brackets ("HP(kW) 200(150)", "kW(HP) 3.7(5)"): two ratings.
  ...(['HP', 'kW'] as const).flatMap((first): InlineRule[] => {
    const second = first === 'HP' ? 'kW' : 'HP';
    const pattern = new RegExp(String.raw`\b${first}\s?\(${second}\)\s?[:[]?\s?(\d+(?:\.\d+)?)\s?\((\d+(?:\.\d+)?)\)`, 'gi');
    return [
      { key: 'power', pattern, format: (m) => `${m[1]} ${first}` },
      { key: 'power', pattern: new RegExp(pattern.source, 'gi'), format: (m) => `${m[2]} ${second}`, group: 2 },
    ];
  }),
  // Efficiency at full load ("EFF 63%", "NOM.EFF. 95.8 %", "Nom effic 74.0%", "η 89,5 %", "Wirkungsgrad 82").
  {
    key: 'efficiency',
    pattern:
      /(?:\b(?:NOM(?:INAL)?\.?\s?)?(?:EFF(?:IC(?:IENCY)?)?|WIRKUNGSGRAD|RENDEMENT|RENDIMENTO)\.?|η)\s?[:=]?\s?(\d{2}(?:\.\d{1,2})?)\s?%?(?![\d.])/gi,
    format: (m) => (Number(m[1]) >= 40 && Number(m[1]) < 100 ? `${m[1]} %` : null),
  },
  // Reactive power, a motor's or a capacitor's ("KVAR 17.5", "12.5 kvar").
  { key: 'reactivePower', pattern: /\bKVAR\s?[:=]?\s?(\d+(?:\.\d+)?)\b/gi, format: (m) => `${m[1]} kvar` },
  { key: 'reactivePower', pattern: /(?<![A-Za-z0-9.])(\d+(?:\.\d+)?)\s?(?:kvar|kVAr|kVAR)\b/g, format: (m) => `${m[1]} kvar` },
  // A motor's impact protection, power factor after its label ("cos φ 0.82", "p.f. 0.9") and duty after its label ("DUTY S1").
  { key: 'ikRating', pattern: /\bIK\s?(0[0-9]|10)\b/gi, format: (m) => `IK${m[1]}` },
  {
    key: 'powerFactor',
    // A two-speed or two-voltage motor's pair ("0.82/0.92", "0.82 0.92", or run together as "0.820.92"), kept whole; a
    // nought read after the label is the value's, not φ ("COS 0.82" is no "cos φ .82").
    pattern:
      /\b(?:cos\.?\s?(?:φ|Φ|phi|ϕ|ph|o|0|9|y|p)?|p\.?f\.?)\s?[:=]?\s?(?<![0-9])(0?\.\d{1,3}|1(?:\.0+)?)(?:(?:\s?\/\s?|\s)(0?\.\d{2,3})(?![.\d])(?!\s?[A-Za-z%])|(?<=0\.\d\d)(0\.\d{2}))?(?![.\d])/gi,
    format: (m) => `cos φ ${[m[1], m[2] ?? m[3]].filter(Boolean).join('/')}`,
  },
  // Power factor before its label ("0.76 cos φ", OCR's "0.82 COS9") or as a percentage ("PF 87.5").
  {
    key: 'powerFactor',
    pattern: /(?<![\d.])(0?\.[4-9]\d)\s?cos\s?(?:φ|Φ|ϕ|phi|ph|p|y|9|o|0)?(?![A-Za-z])/gi,
    format: (m) => `cos φ ${m[1]}`,
  },
  { key: 'powerFactor', pattern: /\bP\.?F\.?\s?[:=]?\s?([5-9]\d(?:\.\d)?)\s?%?(?![\d.])/g, format: (m) => `${m[1]} %` },
  {
    key: 'duty',
    pattern: /\b(?:DUTY|BETRIEBSART|SERVICE|SERVIZIO|REGIME|BEDRIJF)\s?(?:TYPE)?\s?:?\s?(S(?:10|[1-9]))\b/gi,
    format: (m) => (m[1] ?? '').toUpperCase(),
  },
  // Duty with its cycle ("S1 100%ED", "S3 40 %"), and S1 alone beside other motor ratings on its row.
  {
    key: 'duty',
    pattern: /(?<![A-Za-z0-9])(S(?:10|[1-9]))\s?-?\s?(\d{2,3})\s?%\s?(?:ED)?(?![A-Za-z0-9])/g,
    format: (m) => `${m[1]}, ${m[2]} % ED`,
  },
  {
    key: 'duty',
    pattern:
      /(?<![A-Za-z0-9])(S1)(?![A-Za-z0-9])(?=.*(?:\bIP\s?\d\d|\bIsol|\bIns|\bcos|\bCl\.?\s?[BFH]\b))|(?<=(?:\bIP\s?\d\d|\bIsol\S*|\bIns\S*).*)(?<![A-Za-z0-9])(S1)(?![A-Za-z0-9])/gi,
    format: () => 'S1',
  },
  // Overall dimensions ("378×185×582mm", "730 x 18 mm", "100X100X50MM"); not a cable's cores × size, nor a thread ("M10x50").
  {
    key: 'dimensions',
    pattern: /(?<![A-Za-z0-9.])(\d{2,4}(?:\.\d)?\s?[x×*]\s?\d{2,4}(?:\.\d)?(?:\s?[x×*]\s?\d{2,4}(?:\.\d)?)?)\s?(mm|cm)(?![A-Za-z0-9²³])/gi,
    format: (m) => `${(m[1] ?? '').split(/\s?[x×X*]\s?/).join(' × ')} ${(m[2] ?? '').toLowerCase()}`,
  },
  // A cutting or grinding disc's size as EN 12413 has it printed, diameter × thickness × bore ("125x1.0x22",
  // "230 x 1.9 x 22.23 mm"; version 62): its thickness with a decimal, or millimetres after. Kept as the trade writes it.
  {
    key: 'dimensions',
    pattern:
      /(?<![A-Za-z0-9.])(\d{2,3})\s?[x×X*]\s?(\d{1,2}\.\d{1,2}|\d{1,2}(?=\s?[x×X*]\s?\d{1,2}(?:\.\d{1,2})?\s?mm))\s?[x×X*]\s?(\d{1,2}(?:\.\d{1,2})?)(?:\s?mm)?(?![A-Za-z0-9.²³])/g,
    format: (m) => `${m[1]}x${m[2]}x${m[3]} mm`,
  },
  // A breaker's or contactor's rated impulse withstand voltage ("Uimp=6kV", "Uimp 8 kV"): not its supply.
  { key: 'impulseVoltage', pattern: new RegExp(IMPULSE_VOLTAGE, 'gi'), format: (m) => `${m[1]} kV` },
  // An input's peak or RMS limit ("500Vpk", "1000 Vrms"), as a meter's terminals print it.
  {
    key: 'voltage',
    pattern: /(?<![A-Za-z0-9.])(\d{2,4})\s?V(pk|rms)\b/gi,
    format: (m) => `${m[1]} V${m[2]?.toLowerCase() === 'pk' ? 'pk' : 'rms'}`,
  },
  // … and its rated insulation voltage ("Ui 690V", "Ui:250V~", "UI750V"): not its supply either (inline-ratings.ts hides both from the voltage rules).
  { key: 'insulationVoltage', pattern: new RegExp(INSULATION_VOLTAGE, 'gi'), format: (m) => `${m[1]} V` },
  // A motor's mounting arrangement without its IM (IEC 60034-7), after its label ("Mounting B3", "Bauform B5", "Forma B14")
  // or its frame size ("112M B35", "71 B14"): a flange's B5 or B14 is how a buyer matches a motor to its gearbox.
  {
    key: 'mounting',
    pattern:
      /(?:\b(?:MOUNTING|MTG|BAUFORM|BAUART|FORMA|FORME|MONTAGE|BOUWVORM|FORM)\.?\s?:?\s?(B3|B5|B14|B34|B35|V1|V5|V6|V18)|(?<=\b\d{2,3}(?:[SML]{1,2})?\s)(B3|B5|B14|B34|B35))((?:\/B5|\/B14)?)(?![A-Za-z0-9.])/gi,
    format: (m) => `IM ${`${m[1] ?? m[2] ?? ''}${m[3] ?? ''}`.toUpperCase()}`,
  },
  // A refrigerant by its ASHRAE number (heat pumps, air conditioning, chillers): "R32", "R-410A", "R134a", "R 134a";
  // kept as printed, its hyphen or space too, so a buyer's search for the printed name finds it.
  {
    key: 'refrigerant',
    pattern: new RegExp(REFRIGERANT, 'gi'),
    format: (m) =>
      (m[1] ?? '')
        .toUpperCase()
        .replace(/^((?:R|HFC)[-\s]?(?:134|600))A$/, '$1a')
        .replace(/(YF|ZE)$/, (x) => x.toLowerCase()),
  },
  // The refrigerant's charge printed after it or after its word ("R32 0.76kg", "R410A / 2,4 kg", "Charge: 0.55 kg",
  // "Füllmenge 1,2 kg"): what an air conditioner or heat pump holds, no weight of the unit (inline-ratings.ts).
  {
    key: 'refrigerantCharge',
    pattern: new RegExp(
      String.raw`(?:${REFRIGERANT}|\b(?:charge|f[üu]llmenge|carica|charge\s?r[ée]frig[ée]rant)\b)\s?[:=/,-]?\s?(\d{1,2}(?:[.,]\d{1,3})?)\s?kg\b`,
      'gi',
    ),
    format: (m) => `${(m[2] ?? '').replace(',', '.')} kg`,
    group: 2,
  },
  // A thermal cut-off's functioning temperature with its T ("T133C", "Tf 216°C").
  { key: 'temperature', pattern: new RegExp(FUNCTIONING_TEMPERATURE, 'g'), format: (m) => `${m[1]} °C` },
  // A luminaire's lamps by number and wattage ("1x58W", "2 x 36W", "4x14W T5", "2x26W TC-D"): its complement, as
  // fluorescent and compact fluorescent fittings are sold and relamped.
  {
    key: 'lamps',
    pattern: /(?<![A-Za-z0-9.])([1-6])\s?[x×]\s?(\d{1,2})\s?W(?:\s?(T5|T8|T12|TC-?[A-Z]{1,3}|PL-?[A-Z]))?(?![A-Za-z0-9])/gi,
    format: (m) => `${m[1]}x${m[2]}W${m[3] ? ` ${m[3].toUpperCase()}` : ''}`,
  },
  // A digital meter's display by its counts ("6000 counts", "4000 Count"): how multimeters are sold.
  { key: 'displayCounts', pattern: /(?<![\d.,])(\d{3,5})\s?counts?\b/gi, format: (m) => `${m[1]} counts` },
  // … and a screen's by its pixels ("800x480 Pixels", OCR's "Plxels"), or beside the screen's word on its line ("7 inch LCD
  // 1024x600"): how display modules are sold.
  {
    key: 'displayPixels',
    pattern:
      /(?<![\d.,x×])(\d{3,4})\s?[x×*]\s?(\d{3,4})(?:\s?(?:p[il1]x(?:e|o)ls?|px)\b|(?=.*\b(?:LCD|TFT|OLED|IPS|DISPLAY|SCREEN)\b)|(?<=\b(?:LCD|TFT|OLED|IPS|DISPLAY|SCREEN)\b.*))(?![\d.,x×])/gi,
    format: (m) => `${m[1]}x${m[2]} pixels`,
  },
  // An instrument's or converter's resolution in bits ("12bit", "16-bit ADC"): how scopes and data loggers are sold.
  { key: 'bitResolution', pattern: /(?<![A-Za-z0-9.,])(8|10|12|14|16|18|20|24)\s?-?\s?bits?\b/gi, format: (m) => `${m[1]} bit` },
  // A camera's resolution ("1080P", "720p", "0.3 Megapixel", "4MP Camera"): how CCTV cameras are sold. "MP" only beside a
  // camera's word on its line: alone, "2MP" may be "1.2MPa" with its end lost.
  {
    key: 'resolution',
    pattern:
      /(?<![A-Za-z0-9.])(?:(480|720|1080|1440|2160)[Pp]|(\d{1,2}(?:\.\d)?)\s?Mega\s?pixels?|(\d{1,2}(?:\.\d)?)\s?MP(?=.*\b(?:CAMERA|CCTV|DOME|BULLET|IPC)\b)|(?<=\b(?:CAMERA|CCTV|DOME|BULLET|IPC)\b.*)(\d{1,2}(?:\.\d)?)\s?MP)(?![A-Za-z0-9])/gi,
    format: (m) => (m[1] ? `${m[1]}p` : `${m[2] ?? m[3] ?? m[4]} MP`),
  },
  // A capacitor's climatic category (IEC 60068-1: lowest °C / highest °C / damp-heat days, "25/070/21", "40/85/56"), as
  // printed, even with its safety class run on ("25/070/21CPSH" of "25/070/21 P0 SH").
  {
    key: 'climaticCategory',
    pattern: /(?<![\d/.])((?:10|25|40|55)\/(?:0?(?:70|85)|100|105|125)\/(?:04|10|21|56))(?![\d/])/g,
    format: (m) => m[1] ?? null,
  },
  // A meter's EU metrology marking (MID): M with the year it was marked, then its notified body's number ("CE M18 0120"),
  // printed on every energy, gas, water and heat meter sold under the directive.
  {
    key: 'metrologyMark',
    pattern: /(?<=\bCE\s?)M(\d{2})\s?(\d{4})(?![\d.,])|(?<![A-Za-z0-9])M(\d{2})\s(0\d{3})(?![\d.,])/g,
    format: (m) => `M${m[1] ?? m[3]} ${m[2] ?? m[4]}`,
  },
  // … and the directive's annex its type certificate names ("MI-003", electricity meters; "ML-003" as OCR reads it).
  { key: 'metrologyMark', pattern: /(?<![A-Za-z0-9-])M[IL1]-?00([1-9])(?![0-9-])/g, format: (m) => `MI-00${m[1]}` },
  // A refrigeration compressor's oil by its grade ("PAG46", "POE 68", "PVE 32"), kept as printed.
  {
    key: 'oil',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9])(?:PAG|POE|PVE)\s?\d{2,3}(?![0-9])`, 'g'),
    format: (m) => m[0],
  },
  // A starter battery's cold-cranking current under the standard it is measured to ("680A (EN)", "540 A SAE", "790 CCA").
  {
    key: 'crankingCurrent',
    pattern: new RegExp(String.raw`(?<![\d.,])(\d{3,4})\s?(?:A${CRANKING_STANDARD}|(CCA)(?![A-Za-z]))`, 'g'),
    format: (m) => `${m[1]} A (${m[2] ?? 'CCA'})`,
  },
  ...DATE_RULES,
  // A board's or device's revision ("REV. B1", "Rev 1.1", "REV G2", "Rev:100", "Module V2.0", "Meter v1.3"): which issue of it this is, as buyers of
  // spares match it. Not a voltage ("V1.5 V"), nor a keypad's REV key beside a word ("REV ON" is no revision "ON").
  {
    key: 'revision',
    pattern:
      /(?<![A-Za-z])(?:REV|Rev|rev)(?:ISION|ision)?\.?\s?:?\s?(\d{1,2}(?:\.\d{1,2}){1,2}|\d{1,3}|[A-Z]\d{0,2}(?:\.\d{1,2})?)(?![A-Za-z0-9.])|(?<![A-Za-z0-9.+-])([Vv]\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)(?![\d.]|\s?(?:V|VAC|VDC|AC|DC)(?![A-Za-z]))/g,
    format: (m) => m[1] ?? m[2] ?? null,
  },
  // A gas appliance's GC number ("GC No. 47-406-11", "G.C. Number 41 019 05"): the UK's listing of every boiler and gas
  // fire, by which merchants and engineers find its parts.
  {
    key: 'gcNumber',
    pattern: /\bG\.?\s?C\.?\s?(?:No|Nr|Number)?\.?\s?:?\s?(\d{2})[-\s]?(\d{3})[-\s]?(\d{2})(?![\d-])/gi,
    format: (m) => `${m[1]}-${m[2]}-${m[3]}`,
  },
  // Its product identification number under the Gas Appliances Regulation ("PIN 0085CS0211", "CE-0063BT3466"): its
  // notified body and certificate, no model.
  {
    key: 'gasPin',
    pattern: /(?:\bPIN\s?(?:No\.?)?\s?:?\s?|\bCE-?\s?)(\d{4}\s?[A-Z]{2}\s?\d{3,5})(?![A-Za-z0-9])/g,
    format: (m) => (m[1] ?? '').replace(/\s/g, ''),
  },
  // A network interface's MAC address ("0016D00018A9"): the one unit's, no model.
  { key: 'macAddress', pattern: new RegExp(String.raw`(?<![\w:-])(${MAC_ADDRESS})(?![\w:-])`, 'g'), format: (m) => m[1] ?? null },
  // An article number by its label ("Art.-No. 4081193/16w03", "Artikel-Nr.: 2045330", "Article No. 100234"): the
  // maker's part number, with the production week some print after it; no serial, and no model for the title.
  {
    key: 'partNumber',
    pattern:
      /(?<![A-Za-z])(?:Art(?:ikel)?|Article)(?:[.\s-]*(?:No|Nr|Nummer|Number)(?![A-Za-z]))?\.?\s?[:#]?\s?(\d{4}[0-9A-Za-z./-]{0,16})(?![A-Za-z0-9])/gi,
    format: (m) => (m[1] ?? '').replace(/[./-]+$/, ''),
  },
  // A serial number by its label ("S/N 20193344", "Serial No. A1234567", "No.1122918", "Nr. 1912260698", a year first:
  // "NO.2015.06634.10"); a serial's own label may head a shorter one ("SER.No L01759"). "MODEL NO." and "PART NO."
  // head no serial, nor does an article number ("Art.-No. 4081193"). After "SN:", "S.N:" or "S/N:" with its colon, any
  // run of letters and digits with four digits or more, its groups perhaps joined by hyphens ("SN:D15B0008",
  // "sn:8ad9-24f6-7b75"). A long number after "№" is one too, as is one after its "Ne" as a Latin-script OCR reads it
  // ("Ne010748133613038" on a Russian meter). Never a power tool's no-load speed ("no 15000-25000/min").
  {
    key: 'serial',
    pattern: new RegExp(
      String.raw`(?:(?:\bS\/N|\bSER(?:IAL)?(?:[\s.-]*(?:NO|NR|NUMBER))?)\.?\s?[:#]?\s?((?:[A-Z]{1,3})?\d[\d-]{3,15}(?:-[A-Z]{1,2})?|\d{2,4}[A-Z]\d{6,12})|\b(?:S\/N|S\.?N)\s?[:#]\s?((?=(?:[A-Z-]*\d){4})(?=[A-Z0-9-]{6})[A-Z0-9]{2,20}(?:-[A-Z0-9]{2,10}){0,4})|(?<![A-Za-z])(?<!\b(?:${NUMBER_OWNERS})[.\s-]{0,3})(?:NO|NR|N°)\.?\s?[:#]?\s?((?:[A-Z]{1,3})?\d[\d-]{5,15}|(?:19|20)\d\d\.\d{3,8}(?:\.\d{1,4})?)|(?<![A-Za-z])(?:№|N[eº])\s?(\d{8,16}))(?![A-Za-z0-9]|\s?\/\s?min)`,
      'gi',
    ),
    format: (m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? null,
  },
];
