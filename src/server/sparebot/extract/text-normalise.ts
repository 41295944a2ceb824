import { readUnitSlips } from './unit-slips.ts';
import { PAG_OIL, REFRIGERANT_ENDED_SMALL } from './inline-rule.ts';
import { splitMeterMarks } from './meter-marks.ts';
import { splitRepeatedCodes } from './repeated-codes.ts';

const REFRIGERANT_RUN_ON = new RegExp(String.raw`(?<![A-Za-z0-9])(${REFRIGERANT_ENDED_SMALL})(?=[A-Z]{2})`, 'g');
const PAG_OIL_RUN_ON = new RegExp(String.raw`(?<![A-Za-z0-9])(${PAG_OIL})(?=[A-Z]{2})`, 'g');

/**
 * OCR reads O for 0 and I/l for 1 next to digits ("1OA", "8O2T", "l6A"); fix those inside
 * tokens that already hold a digit, and turn decimal commas into points ("0,95" → "0.95").
 */
export function normaliseOcrText(text: string): string {
  const head = text
    // A measurement category's Is run into its volts ("CAT I600V" of "CAT III 600V") are set apart, not read as a 1.
    .replace(/(?<![A-Za-z0-9])(CAT\s)(IV|[Il|]{1,3})(?=\d{3,4}\s?V(?![A-Za-z]))/g, '$1$2 ')
    // A supply with a hyphen before its voltage ("DC-12V", "AC-230V"): the supply, not a utilisation category run on.
    .replace(/(?<![A-Za-z0-9])(AC|DC)-(?=\d{1,3}(?:[.,]\d+)?V(?![A-Za-z]))/gi, '$1 ')
    // A nought after a decimal point read as an o, before its unit ("500.ons", "10.omV" on a scope's screen).
    .replace(/(?<=\d[.,])[oO](?=(?:ns|us|µs|ms|s|mV|V|mA|A|Hz|kHz|MHz|W|kW)(?![A-Za-z]))/g, '0')
    // A refrigerant whose small letters end it ("R134a", "R1234yf") and a compressor oil's grade, run into what follows.
    .replace(REFRIGERANT_RUN_ON, '$1 ')
    .replace(PAG_OIL_RUN_ON, '$1 ')
    // A middle dot between a word and a number stands for the space it was read at ("UPS·25-40" of a circulator's type).
    .replace(/(?<=[A-Za-z]{2})[·•](?=\d)/g, ' ')
    // A meter's resolution run into its word ("6 1/2DIGITS MULTIMETER"): a half digit, no code.
    .replace(/(?<![\d/])(\d\s?1\/2)(?=DIGITS?(?![A-Za-z]))/gi, '$1 ')
    // A motor's voltages with its windings' connection ("230Δ/400Y V", "230D/400Y V", "400 VD", "690 VY"): the voltages.
    .replace(/(?<![A-Za-z0-9.])(\d{3})\s?[ΔD]\s?\/\s?(\d{3})\s?Y\s?(?=V(?![A-Za-z]))/g, '$1/$2 ')
    .replace(/(?<![A-Za-z0-9.])(\d{3}\s?V)\s?[DYΔ](?![A-Za-z0-9])/g, '$1')
    // A coil's word glued to its voltage ("COIL230VAC", "SPULE24VDC"): its voltage, no code.
    .replace(/(?<![A-Za-z])(COIL|Coil|SPULE|Spule|BOBINE|Bobine|BOBINA|Bobina)(?=\d{1,3}(?:[.,]\d+)?\s?V(?:AC|DC)?(?![A-Za-z]))/g, '$1 ')
    // A contact's normally closed or open mark glued to its rating ("N.C.16(2,5)A/250V~", "N.O.1(1)A"): apart.
    .replace(/(?<![A-Za-z0-9])(N\.[CO]\.)(?=\d)/g, '$1 ')
    // A speaker's impedance with its Ω read as Q, run into its watts ("4Q10W" of "4Ω 10W").
    .replace(/(?<![A-Za-z0-9.])(4|6|8|16)Q(?=\s?\d{1,3}(?:\.\d)?\s?W(?![A-Za-z]))/g, '$1Ω ')
    .split(/(\s+)/)
    .map((token) => (/\d/.test(token) ? fixDigitLookalikes(token) : token))
    .join('')
    // Ranges printed with dots, an ellipsis or a tilde ("24...240V", "-25…+55°C", "3..32 V DC", "0~220"), then dot leaders
    // ("Leistung/Capacity..... 0,4kW") and their last dot before a value (".0,4kW", ".5-35°C").
    // A doubled point between a number and a smaller one is a slip, not a range ("54..6V" is 54.6 V).
    .replace(/(\d+)\.\.(?=(\d+))/g, (m, a: string, b: string) => (Number(b) < Number(a) && !/^0/.test(b) ? `${a}.` : m))
    .replace(/(\d)\s?(?:\.{2,3}|…)\s?\+?(?=\d)/g, '$1-')
    // … but "1~ 230V", "3~400V" are phases; no supply is under 100 V on three phases, so "3~32VDC", "1~10V" are ranges.
    .replace(/(?<![\d.])(\d+(?:\.\d+)?)\s?~\s?(?=(?:(\d+(?:\.\d+)?)\s?V)?)(?=\d)/g, (m, a: string, b?: string) =>
      (a === '1' || a === '3') && !(b && Number(b) > Number(a) && Number(b) < 100) ? m : `${a}-`,
    )
    .replace(/\.{2,}/g, ' ')
    .replace(/(^|\s)\.(?=\d+(?:[.,-]\d))/g, '$1')
    // Two ratings in different units joined by a hyphen ("24V-1.2W", "12VDC-5A", "2A-24W"): two ratings, not a range or a code.
    .replace(/(?<![\w.])(\d+(?:[.,]\d+)?\s?V(?:AC|DC)?)\s?-\s?(?=\d+(?:[.,]\d+)?\s?(?:W|VA|mA|A)(?![A-Za-z]))/g, '$1 ')
    .replace(/(?<![\w.])(\d+(?:[.,]\d+)?\s?m?A)\s?-\s?(?=\d+(?:[.,]\d+)?\s?(?:W|VA)(?![A-Za-z]))/g, '$1 ')
    // The unit printed on both ends of a range ("90V-250Vac", "50Hz-60Hz") → "90-250Vac"; never inside a code ("SGM7A-02A7A61").
    .replace(/(?<![A-Za-z0-9.,])(\d+(?:[.,]\d+)?)\s?(V|A|Hz|W|kW)\s?-\s?(\d+(?:[.,]\d+)?)\s?(?=\2)/g, '$1-$3')
    // A North American plate's amperes and their labels run together ("COMP14.87RLA96LRAPH1", "FAN1.0FLA1/6HP").
    .replace(/(?<=\d)(RLA|LRA|FLA)(?=\d|PH|\s|$)/g, ' $1 ')
    .replace(/\b(COMP|FAN)(?=\d{1,3}\.\d)/g, '$1 ')
    // A meter's starting current with its nought read as a D or an O ("D,15-5(40)A" of 0,15-5(40)A).
    .replace(/(?<![A-Za-z0-9])[DOo],(\d{1,2})(?=-\d{1,2}\(\d{2,3}\)\s?A)/g, '0,$1')
    // A meter's base (maximum) current with its "(" lost ("565)A" → "5(65)A"): the base is the smaller.
    .replace(/(?<![\d.(])(\d{1,2})(\d{2,3})\)(?=\s?A)/g, (m, a: string, b: string) => (Number(a) < Number(b) ? `${a}(${b})` : m))
    // … or its ")" lost ("5(45A" → "5(45)A"), the base again the smaller.
    .replace(/(?<![\d.])(\d{1,2}(?:\.\d+)?)\((\d{2,3})(?=\s?A(?![A-Za-z]))/g, (m, a: string, b: string) =>
      Number(a) < Number(b) ? `${a}(${b})` : m,
    )
    // A motor's horsepower run into the voltage it is rated at ("2HP208/240 VAC").
    .replace(/(\d)\s?HP(?=\d{3}(?:\/\d{3})?\s?V)/g, '$1HP ')
    // A three-phase meter's unit printed before its values ("V 3×230/400", "A3×40-100"): the value, then
    // its unit (a current as each phase's alone: "40-100A"); never a value with its own unit after it, the V the unit of the
    // number before it ("380 V 3×30(60) A").
    .replace(
      /(?<![A-Za-z0-9])([VA])\s?3\s?[x×]\s?(\d+(?:\.\d+)?(?:[/-]\d+(?:\.\d+)?)*)(?![\d./(-]|\s?[VA](?![A-Za-z]))/g,
      (_m, unit: string, value: string) => (unit === 'V' ? `3x${value}V` : `${value}A`),
    )
    // A count by a value ("3×230/400V") as the rules read it ("3x230/400V").
    .replace(/(\d)\s?×\s?(?=\d)/g, '$1x')
    // A short label and its point glued to the value it labels ("Pr.220V~", "pmax.75mbar", "dc.10mA").
    .replace(/(?<![A-Za-z0-9.])([A-Za-z]{1,4})\.(?=\d+(?:[.,]\d+)?\s?(?:mA|A|V|VA|W|kW|Hz|mbar|bar|psi|kPa)(?![A-Za-z]))/g, '$1. ')
    // A weight's row name and its point glued to the weight ("NETWGT.5LBS.", "NET WT.2kg", "Gewicht:12kg"): apart.
    .replace(
      /(?<![A-Za-z0-9.])((?:NET\s?)?(?:WGT|WT|WEIGHT)|Net\s?(?:Wt|Weight)|Gewicht|Peso|Poids)([.:]?)(?=\d+(?:[.,]\d+)?\s?(?:kg|KG|Kg|g|lbs?|LBS?|oz|OZ)\.?(?![A-Za-z]))/g,
      '$1$2 ',
    )
    // A label's own part number ("LABEL P/N 520874", read "LABELP/N520874") names the sticker, not the product.
    .replace(/(?<![A-Za-z])LABEL\s?P\/N\s?[A-Z0-9-]+/gi, ' ')
    // A mark read as one small letter run into the word after it ("oTrafo" for "◦ Trafo").
    .replace(/(?<![A-Za-z0-9])([a-z])(?=[A-Z][a-z]{3,}\b)/g, '$1 ')
    // A warning's "of" run into the word after it ("Risk ofelectric shock"): no maker's "…Electric".
    .replace(/\b(risk|danger|hazard)\s(of)(electric|fire|injury|explosion)/gi, '$1 $2 $3')
    // An ampersand run into the name before it ("Landis& Staefa"), not a short one's (B&R, AT&T).
    .replace(/(?<![A-Za-z])([A-Za-z]{3,})&(?=\s)/g, '$1 &')
    // A network (MAC) address says nothing of the product: its hex pairs are no curve ("D6") and no code.
    .replace(/(?<![0-9A-Fa-f:-])(?:[0-9A-F]{2}[-:]){5}[0-9A-F]{2}(?![0-9A-Fa-f:-])/gi, ' ')
    // MAX or MIN glued to a value with its unit ("10AMAX", "30(16)AMax", "MAX1000VA", "Imax10A"),
    // never to a code without one ("MAX232").
    .replace(/(\d\)?\s?(?:mA|A|V|W|kW|VA|kVA|Hz))(MAX|MIN|Max|Min|max|min)(?![A-Za-z])/g, '$1 $2')
    .replace(/\b(MAX|MIN|Max|Min|max|min|Imax|IMAX)\.?(?=\d+(?:\.\d+)?\s?(?:mA|A|V|W|kW|VA|kVA)(?![A-Za-z]))/g, '$1 ')
    // Two ratings glued together ("5(65)A50/60Hz", "25A50Hz", "16A250VAC", "5(45)A50H2" with its z read as 2): split before the
    // second one. An A with bare digits after it is a code's ("SGM7A-02A7A61"), no current.
    .replace(
      /(\d\)?\s?(?:Vac|VAC|Vdc|VDC|A|V|Hz|W|kW|mA))(?=\d+(?:[.,/-]\d+)*(?:\(\d+\))?\s?(?:Hz|H2(?![A-Za-z0-9])|V(?:AC|DC|ac|dc)?|A(?:rms|dc|ac)?(?!\d+(?![\d.,]|\s?[A-Za-z(]))|W|kW|mA|kA|imp)(?![A-Za-z]))/g,
      '$1 ',
    )
    // Thousands with a comma ("200,000A", "1,500 rpm"): one number.
    .replace(/(?<![\d.,])([1-9]\d{0,2}),(\d{3})(?![\d,])/g, '$1$2')
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    // "0,125 kW", "0,063 A": a leading zero makes three digits after the comma a decimal too.
    .replace(/(?<![\d.,])0,(\d{3})(?![\d,])/g, '0.$1')
    // "1.450 min-1", "2.850 rpm": a thousands point before a speed (no motor turns at 1.45 rpm).
    .replace(/(?<![\d.])(\d)\.(\d{3})(?=\s?(?:rpm|r\/min|min-1|1\/min|U\/min|giri\/min|tr\/min)\b)/gi, '$1$2')
    // Ranges typed or printed with an en dash ("20–100 A") read as the hyphenated ones do.
    .replace(/(\d)\s?[–—]\s?(\d)/g, '$1-$2')
    // "1.9/0.951.7/0.85": two table values run together; split after the two-decimal value
    // (not inside dotted codes such as Finder's "40.52.8.024.0000").
    .replace(/(?<!\.)(\d\.\d{2})(?=\d\.\d)/g, '$1 ')
    // A breaker's capacities with the capital I read as l ("lcn=10000A", "lcs/lcu").
    .replace(/\bl(c[nsu])(?=\b|=|\/)/g, 'I$1')
    // "max.20A", "Imax.16A", "min.5°C": the label's dot is not a decimal point.
    .replace(/\b(max|min|nom|I\s?max|I\s?min)\.(?=\d)/gi, '$1. ')
    // An IP code run into the climatic class, IK code or a motor's cooling code after it ("IP543K7", "IP65IK08", "IP55IC411").
    .replace(/(?<![A-Za-z0-9])(IP[0-6X][0-9X])(?=(?:[1-7]K\d{1,2}|IK\d{2}|IC\d{2,3})(?![0-9]))/g, '$1 ')
    // A working temperature range in brackets with its degree signs lost ("(-40C-70C)").
    .replace(/\((-\d{1,2})C\s?[-~]\s?\+?(\d{2,3})C\)/g, '($1°C-$2°C)')
    // A temperature run into the year printed after it ("-40..+70C2017").
    .replace(/(\d{2}\s?°?C)((?:19|20)\d{2})(?!\d)/g, '$1 $2')
    // A water meter's marks run together ("T30/90R80H.R40VMAP16bar"), split apart.
    .replace(/\S{8,}/g, splitMeterMarks)
    // A model's options printed in a row, run together ("273BN6F2273BM6F2273BN6F1"): each apart.
    .replace(/\b[A-Z0-9]{12,}\b/g, splitRepeatedCodes)
    // A catalogue number run into the capitalised words after it ("AP9631NetworkCard" → "AP9631 NetworkCard").
    .replace(/\b([A-Z]{1,4}\d{3,}[A-Z0-9]*)(?=[A-Z][a-z]{2,})/g, '$1 ')
    // A contactor's main terminal markings run together ("1L13L25L3", "2T14T26T3"): one each.
    .replace(/([135]L[123]|[246]T[123])(?=[135]L[123]|[246]T[123])/g, '$1 ')
    // Mains frequency with its z read as 2 ("50H2", "50/60H2"), or the pair's z lost at a line's end ("50/60H"; a lone "60H" may be anything).
    .replace(/(?<![\d.])((?:50|60)(?:\s?\/\s?(?:50|60))?)\s?H2(?![A-Za-z0-9])/g, '$1Hz')
    .replace(/(?<![\d./])(50\/60|60\/50)\s?H(?![A-Za-z0-9])/g, '$1Hz')
    // An impulse's i read as l after a meter's constant ("1000lmp/kWh").
    .replace(/(?<=\d\s?)[lL]mp(?=\s?\/\s?k)/g, 'imp');
  return (
    readUnitSlips(head)
      // A rated voltage's symbol with its subscript lost ("U250/440V~" for Un=250/440V~): U alone, glued to volts.
      .replace(/(?<![A-Za-z0-9])U(?=\d{2,4}(?:\/\d{2,4})?\s?V(?![A-Za-z0-9]))/g, 'U ')
      // A scope's channel run into its volts a division ("CH11.00V" is CH1 at 1.00 V).
      .replace(/\b(CH[1-4])(?=\d{1,3}(?:\.\d+)?m?V\b)/g, '$1 ')
      // A lamp's watts run into its lumens ("7.5W750lm"): two ratings.
      .replace(/(\d(?:\.\d+)?W)(?=\d{2,5}\s?lm\b)/g, '$1 ')
      // A word run into a peak or RMS voltage ("Front & Rear500Vpk"): a terminal's rating, apart.
      .replace(/\b([A-Z][a-z]{2,})(?=\d+(?:\.\d+)?\s?V(?:pk|rms)\b)/g, '$1 ')
      // A nameplate's row names glued to their values ("Volt230/400D/Y", "Amp.6,1/3.5", "Hz50", "Ph.3", "TypDMF112").
      .replace(/(?<![A-Za-z])(Volts?|Amps?|Hz|Ph|Typ|VOLTS?|AMPS?|HZ|PH|TYP)(\.?)(?=\d)/g, '$1$2 ')
      // The CE mark run into the IP code printed beside it ("CEIP65").
      .replace(/\bCE(?=IP[0-9X]{2}(?![0-9]))/g, 'CE ')
      // A word run into a code by a stop, where OCR missed the gap ("KLEIN TOOLS.MM600"): the code stands apart.
      .replace(/(?<![A-Za-z0-9.@])([A-Za-z]{4,})\.(?=[A-Z]{2,}\d{2,}[A-Z0-9-]*(?![A-Za-z0-9.]))/g, '$1 ')
      // … a speed only when a motor's speed follows ("RPM1750"), never a relay's code ("RPM12BD").
      .replace(/(?<![A-Za-z])(RPM|rpm)(?=\d{3,5}(?![A-Za-z0-9]))/g, '$1 ')
      .replace(/(?<![A-Za-z])(TYPE|Type|TYP|Typ)(?=[A-Z]{2,5}\d)/g, '$1 ')
      // A MAC address ("F4:54:33:89:F6:3A") is one identifier, never a "3A" rating: its separators go.
      .replace(/(?<![0-9A-Za-z:.])[0-9A-F]{2}(?:[:.][0-9A-F]{2}){4,5}(?![0-9A-Za-z:.])/g, (m) =>
        /[A-F]/.test(m) ? m.replace(/[:.]/g, '') : m,
      )
      // A speed as a row name before its value, the next row name run on after it ("RPM:1420 Dty:S1"): four digits are no other unit's.
      .replace(/(?<![A-Za-z])(?:RPM|rpm)\s?:\s?(\d{3,4})(?![\d.,/])(?=\s?[A-Z][a-z]{1,3}:)/g, '$1 rpm ')
      // Phases run into the words after them ("3PhACINDUCTION MOTOR").
      .replace(/(?<![A-Za-z0-9])([13])\s?Ph(?=[A-Z]{4,})/g, '$1Ph ')
      // A unit as a row name before its value ("V:120", "A:7.6", "HZ:60", "RPM:1725") → "120 V".
      .replace(/(?<![A-Za-z])(V|A|Hz|HZ|RPM|HP|kW|KW)\s?:\s?(\d+(?:\.\d+)?(?:\/\d+)?)(?![\d.,/]|\s?[A-Za-z%°])/g, '$2 $1')
      // A voltage's supply after a stop, its frequency run on ("370V.AC50/60Hz" → "370V AC 50/60Hz").
      .replace(/(\d)\s?V\.\s?(AC|DC)(?=\d)/g, '$1V $2 ')
      // A bilingual label's row names keep the brackets of a translation OCR could not read ("MODEL(/):",
      // "INPUT():"): an empty bracket says nothing, and the row name is read as one.
      .replace(/\s?\(\s?[^\p{L}\p{N}()\s]{0,3}\s?\)/gu, ' ')
      .replace(/(?<=[A-Za-z]) (?=:)/g, '')
      // An Indian private company's "(P)" before its form, run into the name ("ELECTRICALDRIVES(P)LIMITED").
      .replace(/\s?\(P\)\s?(?=LIMITED|LTD|Limited|Ltd)/g, ' PRIVATE ')
      // A company's legal form run into its name in capitals ("HEWLETT-PACKARDCOMPANY").
      .replace(/(?<![A-Za-z])([A-Z][A-Z&-]{3,})(COMPANY|CORPORATION|LIMITED|INCORPORATED)(?![A-Za-z])/g, '$1 $2')
  );
}

function fixDigitLookalikes(token: string): string {
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const ch = token[i] ?? '';
    const prev = token[i - 1] ?? '';
    const next = token[i + 1] ?? '';
    const prevDigit = /\d/.test(prev);
    const nextDigit = /\d/.test(next);
    const isO = ch === 'O' || ch === 'o';
    // "CO2" is carbon dioxide (a shielding gas, a refrigerant, a sensor's gas), not C-zero-2.
    const co2 = isO && /[Cc]/.test(prev) && next === '2' && !/\d/.test((token[i - 2] ?? '') + (token[i + 2] ?? ''));
    // An O ending the capitals a code opens with ("MSO5074", "DSO5102P", "ISO9001") is the letter: a scope's or a standard's name.
    const lead = isO && !prevDigit && /^[A-Z]{2,}$/.test(token.slice(0, i));
    if (isO && (prevDigit || nextDigit) && !/[a-z]/.test(prev + next) && !co2 && !lead) out += '0';
    else if ((ch === 'I' || ch === 'l' || ch === '|') && ((prevDigit && nextDigit) || (i === 0 && nextDigit))) out += '1';
    else out += ch;
  }
  return out;
}

/** Lower-case letters and digits only: what brand and keyword matching compares. */
export function squash(text: string): string {
  // Accents folded first: "Weidmüller" squashes to "weidmuller", as labels print it without them; so are the letters
  // no accent makes ("Wyłącznik", "Fußboden", "Kjøle": ł, ß, ø), as their words are written without them.
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]/g, '');
}

/** The letters OCR reads as digits inside words: each digit's look-alikes, likeliest first. */
export const DIGIT_LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'],
  '1': ['i', 'l'],
  '2': ['z'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '6': ['g', 'b'],
  '8': ['b'],
  '9': ['g'],
};

/**
 * The digits fuzzy comparison folds onto their likeliest letter. The others (2, 3, 4, 6, 9) stay:
 * in a maker's name or keyword they are far likelier a digit than a slip.
 */
const FOLDED_DIGITS = /[0158]/g;
const likeliestLetter = (digit: string) => DIGIT_LOOK_ALIKES[digit]?.[0] ?? digit;

/** Maps characters OCR confuses onto one form before fuzzy comparison (0→o, 1/l→i, 5→s, 8→b, rn→m). */
export function confusionFold(text: string): string {
  return squash(text).replace(/rn/g, 'm').replace(FOLDED_DIGITS, likeliestLetter).replace(/l/g, 'i');
}

/** Scratch rows for levenshtein, grown as needed (the brand matcher calls it tens of thousands of times a photo). */
let prevRow = new Uint32Array(64);
let curRow = new Uint32Array(64);

/**
 * Edit distance between a and b. With `max`, gives up as soon as the distance is sure to exceed
 * it and returns max + 1; a distance of at most `max` is always exact.
 */
export function levenshtein(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  if (prevRow.length <= b.length) {
    prevRow = new Uint32Array(2 * (b.length + 1));
    curRow = new Uint32Array(2 * (b.length + 1));
  }
  let prev = prevRow;
  let cur = curRow;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // No cell of a later row is below this row's minimum.
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

/** Text matched literally inside a RegExp ("UNI-T", "ro unit", a maker's name). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text prints this form as a word of its own, letter for letter in its case ("MK", "L&T"; never "Mk" or "LT"). */
export const printsForm = (text: string, form: string): boolean =>
  new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(form)}(?![A-Za-z0-9])`).test(text);

/** A line's words, without a mark read after its last one ("EDGESTAR*", a logo's ® or ™, a quote) or an emblem before its first. */
export const lineWords = (text: string) =>
  text
    .trim()
    .replace(/[*"'`®™]+$/, '')
    // A round emblem or mark before a logo read as "@" ("@HAVRON").
    .replace(/^[@©®](?=[A-Z][A-Za-z]{2})/, '')
    .split(/\s+/);
