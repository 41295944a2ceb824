import { PILOT_DUTY } from './contact-rules.ts';
import { FLAMMABILITY_GRADE, LAMP_DESIGNATION } from './inline-rule.ts';
import { METER_MARK } from './meter-marks.ts';

/*
 * Ratings, units and markings as printed that a kept code can be (codes.ts keeps every code read, since a
 * buyer may search them so and nothing read is thrown away): shown, but never named as the item's model
 * (analysis/title-code.ts).
 */

// Ratings no rule read whole: the supply before its value ("AC400V", "DC24V", "DC12A", "AC/DC24V"; also with the next
// legend run on, "AC100-240V0CH") and a range with its unit ("0-220AC", "111-1h").
const SUPPLY_VALUE = /^(?:AC\/DC|AC|DC)\d+(?:\.\d+)?(?:[-/]\d+(?:\.\d+)?)*(?:V(?:AC|DC)?|A)(?:\d?[A-Z]{1,3})?$/i;
const UNIT_RANGE = /^\d+(?:\.\d+)?[-~]\d+(?:\.\d+)?(?:[a-zµ°]{1,5})$/i;
/** A sound level meter's range with its legend ("Lo=30~80dB", OCR's "L030-80dB", "Hi80~130dB"). */
const LEVEL_RANGE = /^(?:Lo|L0|Hi|Med|Auto)?[=:]?\d{2,3}[-~]\d{2,3}dB[AC]?$/i;

// The gas a regulator or a cylinder is for ("Ar/CO2", "CO2"), as printed.
const GAS_MIX = /^(?:Ar|He|CO2|O2|N2|H2)(?:\/(?:Ar|He|CO2|O2|N2|H2))*$/i;

// A port's or bus's name ("RS-485", "RS232"): what the item talks over, never its model.
const INTERFACE = /^RS-?(?:232|422|485)$/i;
/** … also with the keys' legends beside it run on ("MAXRS-232RANGE" of MAX, RS-232 and RANGE keys). */
const INTERFACE_IN_LEGENDS = /^[A-Z]{2,}RS-?(?:232|422|485)(?:[A-Z]{2,})?$|^RS-?(?:232|422|485)[A-Z]{2,}$/;
// A contact's NEMA pilot duty glued to its standard ("NEMA/EEMACA300"): read as a rating, never the model.
const PILOT_DUTY_GLUED = new RegExp(String.raw`^(?:NEMA|EEMAC)\/?(?:EEMAC)?${PILOT_DUTY}$`, 'i');
// The UK gas industry's standards ("IGE/GM/1", "IGEM/UP/2"): what the item was fitted to, never its model.
const GAS_STANDARD = /^IGEM?\/[A-Z]{2,3}\/\d+[A-Z]?$/i;

// A value with its unit after a short label and a point ("dc.10mA", "pmax.75mbar"): a rating as printed.
const LABELLED_VALUE = /^[a-z]{1,4}[.:]\d+(?:[.,]\d+)?(?:mA|A|V|W|kW|Hz|mbar|bar|psi|kPa)$/i;
/** A meter's range multiplier ("pFx100", "µFx0.1", "Ωx10"): a dial's legend, no model. */
const RANGE_MULTIPLIER = /^(?:[pnuµm]?F|[kM]?Ω|ohms?)[x×][\d.,]+$/i;
/** A value run into the label word after it, perhaps cut short ("+5VOUTPU", "24VDCINPUT"): a rating and its legend. */
const VALUE_THEN_WORD = /^[+-]?\d+(?:\.\d+)?(?:V|A|W|Hz)[A-Z]{4,}$/i;

// A unit written as a ratio ("m3/h", "kg/dm3", "kg/cm2"): a dial's or a column's unit, kept (a buyer
// reads a gauge's scale by it) but never the model.
const UNIT_RATIO = /^[a-zµ]{1,3}[23²³]?\/[a-z]{1,3}[23²³]?$/i;

// Phases as printed ("1-Phase", "3PH", French "MONOPHASE 2 FILS" run together): a rating, never the model.
const PHASES = /^[13]-?(?:ph|phase)$|^(?:mon[o0]|tri)phas[eé]?\d?(?:fils|wires?)?$/i;

// A supply's voltage over its current ("60V/2A", "12V/5A", "24V-2.5A", a contact's "AC220V/5A"), a rating pair as printed.
const VOLTS_OVER_AMPS = /^(?:AC|DC)?\d+(?:\.\d+)?V[/-]\d+(?:\.\d+)?A$/i;

// A firmware, board or hardware version ("V1.13", "Boot.1.01.00", "Appl.3.05.00") or a drawing's
// revision ("4574-REV.D"): kept for a buyer matching boards, never the item's model.
const VERSION = /^(?:(?:V|VER|REV|BOOT|APPL|FW|SW|HW)[.:]?\d+(?:\.\d+)+|[A-Z0-9]+-REV\.?[A-Z0-9]{1,2})$/i;

// A value per something, as printed ("1.8DEG/STEP", OCR's "1.8EG/STP"; "480Rev/kWh", "C-4Wh/tr"): a rating, never the model.
const FLAMMABILITY = new RegExp(`^${FLAMMABILITY_GRADE}$`, 'i');
const VALUE_PER = /^(?:[A-Za-z]{1,2}[-=:])?\d+(?:\.\d+)?-?[A-Za-z°]{1,4}\/[A-Za-z]{1,5}$/;
// A measurement category misread, its voltage glued on ("CATE600V" for CAT III 600V).
const MEASUREMENT_CATEGORY_READ = /^CAT[A-Z|]{1,4}\d{3,4}V$/;
// A meter's range legends or an input's rating run together ("20k200k2M20M", "1M15pF400Vpk"): two or more
// values each with its SI prefix or unit, kept as printed but never the model.
const VALUE_WITH_UNIT = String.raw`\d+(?:\.\d+)?(?:pF|nF|uF|µF|Vpk|Vrms|kHz|MHz|GHz|[kMG]Sa?\/s|mA|mV|k|M|m|n|u|µ|p|V|A|Ω)`;
const VALUE_RUN = new RegExp(`^(?:${VALUE_WITH_UNIT}){2,}$`);
/** Ratings joined by hyphens and strokes ("6V-30W/12V-100W", a lamp supply's two outputs): read, never the model. */
const RATINGS_JOINED = /^(?:\d+(?:\.\d+)?(?:[mk]?V|[mk]?A|[kM]?W|VA|Hz)[-/])+\d+(?:\.\d+)?(?:[mk]?V|[mk]?A|[kM]?W|VA|Hz)$/;
/** Ranges with their units run together ("1-2kHz2-4kHz", a meter's frequency ranges): read, never the model. */
const RANGE_RUN = /^(?:\d+(?:\.\d+)?[-~]\d+(?:\.\d+)?[kMm]?(?:Hz|V|A|W|Ω)){2,}$/i;

/** A lamp's wattage and colour code alone ("58W/840"): its power and colour temperature, read as ratings. */
const LAMP_CODE = new RegExp(`^${LAMP_DESIGNATION}$`, 'i');

// A structural steel's grade ("S235JR", "S355J2+N", the old "St37-2"): what the item is made of, never its model.
const STEEL_GRADE = /^(?:S(?:235|275|355|420|460)(?:JR|J0|J2|K2|NL|N|ML|M)(?:\+[A-Z]{1,2})?|St\s?(?:37|44|52)-?[23]?)$/;

/** A kept code that is a rating as printed ("AC400V", "0-220AC", "Ar/CO2") or a port's name: never the title's model. */
const PRINTED_RATINGS = [
  STEEL_GRADE,
  SUPPLY_VALUE,
  UNIT_RANGE,
  LEVEL_RANGE,
  GAS_MIX,
  INTERFACE,
  INTERFACE_IN_LEGENDS,
  GAS_STANDARD,
  PILOT_DUTY_GLUED,
  LABELLED_VALUE,
  VALUE_THEN_WORD,
  RANGE_MULTIPLIER,
  VOLTS_OVER_AMPS,
  UNIT_RATIO,
  PHASES,
  VERSION,
  VALUE_RUN,
  RATINGS_JOINED,
  RANGE_RUN,
  MEASUREMENT_CATEGORY_READ,
  VALUE_PER,
  METER_MARK,
  FLAMMABILITY,
  LAMP_CODE,
];
export const isPrintedRating = (code: string): boolean => PRINTED_RATINGS.some((p) => p.test(code));

/**
 * Words of a small-print line run together, too long for a model or small letters running into a word in capitals
 * ("cadenCTENSIONDENTREE10024V/CA506" after "TYPE:"), or twelve capitals and more in a row ("3PHTEFCINDUCTIONMOTOR"):
 * never the model, whether read after a row name or as a title's code.
 */
export const wordsRunOn = (value: string): boolean => value.length > 32 || /[a-z]{3,}[A-Z]{5,}|[A-Z]{12,}/.test(value);
