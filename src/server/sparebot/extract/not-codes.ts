import { ALL_BRANDS } from '../kb/brand-index.ts';
import { ACCURACY_CLASS_TOKEN } from './accuracy-class.ts';
import { FUSE_MARKING_TOKEN } from './fuse-marking.ts';
import { GAS_STANDARD_TOKEN } from './gas-standards.ts';
import { INDIAN_STANDARD_TOKEN } from './indian-standards.ts';
import { GOST_BODY, MAC_ADDRESS, PAG_OIL } from './inline-rule.ts';
import { RCD_RATINGS_TOKEN } from './protective-marks.ts';
import { UNIT_FIRST_CURRENT } from './unit-rules.ts';
import { isUnitSuffix } from './unit-suffix.ts';
import { confusionFold } from './text-normalise.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { isWebAddress } from './web-address.ts';
import { MONTH_NAME } from './date-marks.ts';

/*
 * Tokens shaped like codes that are values, dates, laws or markings (codes.ts keeps none of them): a value with its
 * unit, sizes, dates, a directive's number, a speed's unit, a telephone number, a postcode, terminal names run together.
 */

// Values with a unit ("400V", "2.2kW", "50Hz") are ratings, not codes, whether or not a rule took them;
// five or six digits that are no round number, before one capital, are a model number ("34461A"; "10000A" stays a rating),
// and so are four ending in neither 0 nor 5 before an A or a B ("7623A", "2465B"; "1250A" stays a rating), unless they
// name a product ("6491B" is a cable).
const UNIT_VALUE_SHAPE = /^(?![1-9]\d{4,5}[A-Z]$(?<!00[A-Z]))\d+(?:\.\d+)?(?:[a-zµ°²³/]{1,5}\d?)$/i;
/**
 * Three digits or more before capitals that are no unit ("1215FC", "64009R9", "0472C2"), or before "Ex", an explosion-proof
 * model's mark ("725Ex"): a model number, not a value.
 */
const DIGITS_THEN_CAPITALS = /^\d{3,}([A-Z]{2,5}\d?|[A-Z]\d|Ex)$/;
const digitsThenCode = (token: string) => {
  const capitals = DIGITS_THEN_CAPITALS.exec(token)?.[1];
  return capitals !== undefined && !isUnitSuffix(capitals);
};
const FOUR_DIGIT_MODEL = /^[1-9]\d{2}[1-46-9][AB]$/;
const UNIT_VALUE = {
  test: (token: string) => UNIT_VALUE_SHAPE.test(token) && !digitsThenCode(token) && !(FOUR_DIGIT_MODEL.test(token) && !isTradeWord(token)),
};

const DIMENSIONS = /^\d+(?:\.\d+)?(?:[x×]\d+(?:\.\d+)?)+[a-z]{0,2}$/i;
const DATE = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/;

/** A date with its month's name ("06.NOV.2022", "12-MAR-19", American "AUG172022" for Aug 17, 2022). */
const MONTH_DATE = new RegExp(
  String.raw`^(?:\d{1,2}[.\-/]?${MONTH_NAME}[A-Z]{0,6}[.\-/]?(?:\d{2}|\d{4})|${MONTH_NAME}[A-Z]{0,6}[.\-/]?\d{1,2}[.,\-/]?(?:19|20)\d{2})$`,
  'i',
);
/** Terminal names run together ("L1L2L3", "L4L3L2L1", "IN1IN2IN3"): one prefix, three numbers or more. */
const TERMINAL_RUN = /^([A-Z]{1,3})\d{1,2}(?:\1\d{1,2}){2,}$/i;

// An EU directive's number ("2002/96/EG", "2014/35/EU"): law the label cites, no product's code.
const EU_DIRECTIVE = /^(?:19|20)\d{2}\/\d{1,3}\/?(?:EC|EG|EU|EEC|EWG|EWE|CE|UE|CEE)$/i;

// A Brazilian metrology approval run together ("Portaria INMETRO/Dimel nº 238/2020" read "NMETRODimel238/020"): law, no code.
const INMETRO_APPROVAL = /^(?:I?NMETRO)?\/?DIMEL\D{0,3}\d{1,4}\/\d{2,4}$/i;

// A unit's word run into the next value by a hyphen ("230 Volt-50 Hz"): a rating's pieces, no code.
const UNIT_WORD_JOINED = /^(?:volts?|amps?|watts?|hertz)-\d+(?:[.,]\d+)?$/i;

// A board's count of ways ("18-WAY", "12WAY") or a switch's ("2-WAY"): a count, no code.
const WAY_COUNT = /^\d{1,2}-?ways?$/i;

// A year glued to its label ("Jahr2001", "BJ2019", "Year 2004"): a date, no code.
const LABELLED_YEAR = /^(?:jahr|baujahr|bj|year|yr|anno|annee)\.?:?[\d.,]{2,6}$/i;

/** Tokens shaped like codes that are values, dates, laws or markings: never kept as codes. */
// A speed's unit printed apart from its value ("min-1", "1/min", "U/min"): a unit, no code.
const SPEED_UNIT = /^(?:[A-Z]*\d*)(?:min-1|1\/min|[Ur]\/min|rpm)$/i;
/** A telephone or fax number with its word glued on ("Tel02/2700", "Fax.0161"). */
const TELEPHONE = /^(?:Tel|Fax|Phone|Ph)[.:]?\d/i;
/**
 * A European postcode with its country's letters ("SE-34381 Älmhult", "D-8225"), as many digits as that country's
 * postcodes have: an address, not a code ("DE-5000", an LCR meter's model, is no German postcode).
 */
const POSTCODE = /^(?:(?:SE|DE|F|FR|I|IT|FI|PL|CZ|E|ES)-\d{5}|D-\d{4,5}|(?:NL|CH|A|AT|DK|N|NO|B|BE|P|PT)-\d{4})$/;
/**
 * A value with its unit printed first and glued on: a current ("A12.2", unit-rules.ts) or a voltage after its label and
 * point ("V.127/220", a Brazilian pump's 127/220 V, which the plate's table reads): a rating, not a code.
 */
const UNIT_FIRST_VALUE = new RegExp(String.raw`^(?:${UNIT_FIRST_CURRENT}|V\.\d{2,3}(?:\/\d{2,3})?)$`);
/** Makers' Cyrillic names as a Latin-script OCR reads them ("3HEPROMEPA"), folded. */
const CYRILLIC_NAMES_READ = new Set(ALL_BRANDS.flatMap((b) => b.cyrillicNames ?? []).map(confusionFold));

const NOT_CODES = [
  UNIT_VALUE,
  DIMENSIONS,
  WAY_COUNT,
  DATE,
  EU_DIRECTIVE,
  INMETRO_APPROVAL,
  UNIT_WORD_JOINED,
  LABELLED_YEAR,
  SPEED_UNIT,
  UNIT_FIRST_VALUE,
  TELEPHONE,
  POSTCODE,
  TERMINAL_RUN,
  MONTH_DATE,
  /^M\d{1,2}(?:\.\d)?[x×*]\d+(?:\.\d+)?(?:mm)?$/i,
  // A plate's phases before "Mot." ("1~Mot" read as "1-Mot", "3~MOT"): a rating, no code.
  /^[13][~-]?Mot\.?$/i,
  // A terminal's name with its number ("AC OUT-1", "IN-2" on an inverter's or a controller's terminals): where to wire, no code.
  /^(?:IN|OUT)-\d$/i,
  // A meter dial's multiplier ("x0,001", "x0.1"): which dial, no code.
  /^[x×]\d*[.,]\d+$/i,
  // A revision with its word glued on ("REV.1.2", "REV2", "REVB1"): shown as the revision.
  /^REV\.?(?:\d{1,2}(?:\.\d{1,2}){0,2}|[A-Z]\d{0,2})$/i,
  // A cutter's or part's sizes in millimetres with the unit run into them ("3 MMx3 MMx6 MMx39 MM" read as "MMx3MMx6MMx39MM"): no code.
  // Its "x" in small letters, as sizes print it: "MMX312" may be a code.
  /^(?:\d+(?:\.\d+)?)?[Mm]{2}(?:[x×]\d+(?:\.\d+)?(?:[Mm]{2})?)+$/,
  // A rating's letters glued to its value ("IP65", "DN50", "DC.73.5" of a drive's reading): shown as the rating, no code.
  /^(?:IP|IK|IE|PN|DN|AC|DC)[-.]?\d+(?:\.\d+)?$/i,
  // An ambient temperature or a wiring diagram's number glued to its label ("AMB50", "AMB.40C", "DIAG.301"), and a
  // motor's cooling code (IEC 60034-6: "IC411", "IC01").
  /^(?:AMB\.?-?\d{1,3}C?|DIAG\.?\d{1,4}|IC\d{2,3})$/i,
  // A board's part references run together ("R23R22", "C31C35", "C1U1"): where parts sit, no code.
  /^(?:(?:R|C|L|D|Q|U|J|K|IC)[1-9]\d{0,2}(?:\.\d)?){2,}$/,
  // An oscilloscope's input impedance ("1M//25pF", "1MΩ/25pF" read "1MQ/25pF") and its knobs' pull-to-magnify legend
  // ("PULLX5MAG"): markings of its front, no code.
  /^\d{1,3}[MK][ΩOQ0]?\/{1,2}\d{1,3}pF$/i,
  /^PULL[x×]\d{1,2}MAG$/i,
  // … and its bandwidth, sample rate and memory run together ("200M/2GSa/2MB").
  /^\d{2,4}M(?:Hz)?\/\d+(?:\.\d+)?[GM]Sa(?:\/s)?(?:\/\d+[KM]B?)?$/i,
  // A USB port's name with its B read as an 8 ("US8-C", "US8-A" beside a supply's outlets): a socket, no code.
  /^US8-?[ACac]$/,
  // A voltage peak to peak ("2Vp-p", a scope's calibrator output; "5.00Vpp"): a value, no code.
  /^\d+(?:\.\d+)?m?Vp-?p$/i,
  // A room on a board's circuit chart with its number ("Bed4", "Bath2"): a circuit's name, no code.
  /^(?:bed(?:room)?|bath(?:room)?|room)#?\d{1,2}$/i,
  // A display's segments all lit ("8.8.8.8.8", "88:88"): its test pattern, no code.
  /^8(?:[.:]?8)+$/,
  // … or a reading on its seven segments, a point lit after each digit ("5.9.9.9", "1.2.3.4"): no code.
  /^\d(?:[.:]\d){3,}$/,
  // … or a reading with its last digit read as a small letter ("211.d", "211.a" on a UPS's display): no code.
  /^\d{1,4}\.[a-z]$/,
  // … or two readings with decimals run together at a slash ("223.8/50.0M" of 223.8 V over 50.0 Hz): no code.
  /^\d{1,4}\.\d{1,3}(?:\/\d{1,4}\.\d{1,3})+[A-Za-z]{0,2}$/,
  // A screen's running time ("5d12h27m", "3h05m") and a memory address ("0x0801ed00"): no code.
  /^(?:\d{1,4}d)?\d{1,2}h\d{1,2}m(?:\d{1,2}s)?$/i,
  /^0x[0-9a-f]{4,}$/i,
  // An instrument's channel legend ("CH1/2", "Ch1/Ch2"), a channel as X or Y ("CH1X", "CH2Y") or a channel's setting
  // ("CH2.500mV"): which input, no code.
  /^CH\d(?:(?:\/(?:CH)?\d)+$|[XY]$|[.:])/i,
  // … or a handheld scope's input with its setting ("A-100mU" of input A at 100 mV, its V read as U): no code.
  /^[AB]-\d{1,3}m[VU]$/,
  // A terminal's legend ("AC-OUT2", "DC-IN", "AC-INPUT1"): where a supply goes, no code.
  /^(?:AC|DC)-?(?:IN|OUT)(?:PUT)?\d?$/i,
  // A water meter's flow quotient ("Q3/Q1", before its ratio): a legend, no code.
  /^Q[1-4]\/Q[1-4]$/i,
  // A water column's unit alone ("mmH2O", "inH2O" on a draught gauge's dial): a unit, no code.
  /^(?:mm|in)H2O$/,
  // A compressor oil's grade ("PAG46"): what it is filled with, no code.
  new RegExp(`^${PAG_OIL}$`, 'i'),
  // A wire gauge with a word run into it ("Use 22AWG wire" read as "loe22AWG"): no code.
  /^[A-Za-z]{0,4}\d{1,2}AWG$/i,
  // A measurement category run into the words around it ("LCAT600VCOM" of "CAT II 600V" over "COM"): no code.
  /^[A-Z]{0,3}CAT(?:IV|I{1,3}|[|l1]{1,3})?\d{3,4}V[A-Z]{0,4}$/i,
  // A voltage run into its measurement category ("300VCATII"): shown as the category.
  /^\d{3,4}V?CAT(?:IV|[Il|]{1,3})$/i,
  // A Russian standard's number with its ГОСТ read in Latin letters ("rOCT31818.11"), or Japan's switchgear standard
  // without its JIS ("C8201-4-1kW"): shown as a standard.
  new RegExp(String.raw`^${GOST_BODY}[RP]?\d{4,5}`, 'i'),
  /^C8201-\d/i,
  // A relay board's terminal names run together ("COMCOMNCCOMNCCOMO6", "NO16COM16NC16"), or a contact block's
  // numbered contacts ("14NO 22NC 32NC" read as "14N022NC32NC"): where wires go, no code.
  /^\d?(?:N[O0C]|C[O0]M|C[O0]H)\d{0,2}(?:(?:N[O0C]|C[O0][MH])\d{0,2}){2,}[A-Z0-9]{0,3}$/i,
  /^(?:\d{2}N[O0C]){2,}$/i,
  // A battery's capacity unit run into its voltage ("mAh3.2v" of "… mAh 3.2V"): ratings, no code.
  /^m?Ah\d+(?:\.\d+)?V?$/i,
  // An instrument's accuracy class run into its word ("CL0.6"): a rating, no code.
  ACCURACY_CLASS_TOKEN,
  // A fuse's marking run together ("T3.15AL250V"): its rating, no code.
  FUSE_MARKING_TOKEN,
  // A switch's current and voltage as a pair ("16A/250V~", "10A/250VAC", "A/250V" after a current with its inductive
  // rating, "16(2,5)A/250V"), or the other way round ("250V/16A"): ratings, no code.
  /^(?:\d+(?:\.\d+)?(?:\(\d+(?:\.\d+)?\))?)?m?A\/\d{2,3}V(?:AC|DC|ac|dc)?~?$/,
  /^\d{2,3}V(?:AC|DC|ac|dc)?~?\/\d+(?:\.\d+)?m?A$/,
  // An Indian town with its PIN's first three digits ("CHENNAI-600" of "CHENNAI-600 098"), or a country after a stop
  // ("09S.INDIA"): a maker's address, no code.
  /^(?:CHENNAI|MADRAS|MUMBAI|BOMBAY|DELHI|KOLKATA|CALCUTTA|BANGALORE|BENGALURU|HYDERABAD|AHMEDABAD|PUNE|COIMBATORE|NAGPUR|VADODARA|BARODA|SURAT|RAJKOT|NOIDA|FARIDABAD|GURGAON|LUDHIANA|JAIPUR|MADURAI|TRICHY|SALEM|KOCHI|COCHIN|INDORE|THANE|NASHIK|NASIK)-[1-8]\d{2}$/i,
  /^[A-Z0-9]{1,6}\.(?:INDIA|CHINA|ITALY|JAPAN|KOREA|TAIWAN|TURKEY|GERMANY|FRANCE|SPAIN|USA|U\.S\.A)$/i,
  // An RCD's rated and residual currents run together ("25A/1An0.3A", "40A/30mA"): its ratings, no code.
  RCD_RATINGS_TOKEN,
  // A supply with its kind in dots before it ("A.C.250V"), or a DC output with its sign read as a letter ("24Vm5A" of 24V⎓5A): ratings.
  /^[AD]\.C\.\d{1,3}V$/i,
  /^\d{1,3}(?:\.\d{1,2})?V[m=⎓]\d{1,3}(?:\.\d{1,2})?A$/,
  // A supply's frequencies with the z of Hz lost ("50-60H", "50/60H"): a rating, no code.
  /^(?:50|60)[-/](?:50|60)H$/i,
  // A measuring instrument's MID annex ("MI-003", electricity meters; "ML-003" as read): which directive, no code.
  /^M[IL1]-?00[1-9]$/i,
  // … and its marking, CE and M with the year it was fixed, read run together ("CEM12" of "CE M12 1383"): no code.
  /^CE-?M\d{2}$/i,
  // A word in small letters with one letter read as a digit ("pob6r" of the Polish "pobór"): a word, no code.
  /^[a-z]{2,}\d[a-z]+$/,
  // A battery's chemistry, its O read as a nought and words run on ("LiFeP04", "LiFeP04Battery"): what it is, no code.
  /^LiFeP[O0]4(?:[A-Za-z]+)?$/i,
  // A network interface's MAC address, twelve hexadecimal digits ("0016D00018A9"): shown as the MAC address.
  new RegExp(`^${MAC_ADDRESS}$`),
  // A maker's name read with a digit in it, as a Latin-script OCR reads a Cyrillic name ("3HEPrOMEPA" for Энергомера):
  // the maker, no code.
  { test: (token: string) => CYRILLIC_NAMES_READ.has(confusionFold(token)) },
  // A web address ("WWW.ETK72.RU", a shop's watermark across the photo): where to look, no code.
  { test: isWebAddress },
  // A range's multiplier on an instrument's dial ("X100K", "x10"): a setting, no code.
  /^[xX×]\d{1,3}[kK]?$/,
  // A pressure difference with its Δ read as a letter ("Ap0.1bar" of Δp 0.1 bar): a rating, no code.
  /^[AΔd]p\d+(?:[.,]\d+)?(?:m?bar|k?Pa|psi)$/i,
  // A standard's number with its edition's year ("90.1b-1992" of ASHRAE 90.1, "4.1A-2002" of CSA 4.1), ANSI's gas appliance
  // standards ("Z21.10.1b-CSA4.1b-2000"), and a year with the next word glued on by a full stop ("1988.MAY"): no code.
  /^\d{1,3}\.\d{1,2}[A-Za-z]?-(?:19|20)\d{2}$/,
  GAS_STANDARD_TOKEN,
  INDIAN_STANDARD_TOKEN,
  /^(?:19|20)\d{2}\.[A-Z]{2,}$/i,
  // A firm's quality certificate run together ("AnISO90012000C" of "An ISO 9001:2000 Co."): a claim, no code.
  /[I1l]S[O0](?:9001|14001|45001|50001)/i,
];

/** A token shaped like a code that is a value, date, law or marking (NOT_CODES). */
export const isNotCode = (token: string): boolean => NOT_CODES.some((p) => p.test(token));
