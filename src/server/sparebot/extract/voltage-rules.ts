import { STANDARD_VOLTAGES } from '../kb/rating-limits.ts';
import { compact, EDGE, FLAMMABILITY_GRADE, isMotorKv, NUM, RANGE, type InlineRule } from './inline-rule.ts';
import { fallsAcross, parseNumbers } from './rating-types.ts';

/**
 * The supply after a V as the label writes it: run on ("24VDC", "230Vac") as one unit, "24 VDC", so
 * that the answer reads as the plate does and a buyer's search for "24VDC" finds it; set apart or
 * as a sign ("24V DC", "220V~") as " DC" or " AC".
 */
const supplyKind = (kind: string | undefined) =>
  !kind ? '' : /^(?:AC|DC)$/i.test(kind) ? kind.toUpperCase() : ` ${kind.trim().toUpperCase().replace('~', 'AC')}`;

/**
 * A range printed downwards ("113-12", a bullet read as digits before "3-12V"; "120-1" of a code): no label prints
 * one, so it is a misreading. A range runs upwards ("0~220", "100-240").
 */
function printedDownwards(range: string | undefined): boolean {
  return /[~-]/.test(range ?? '') && fallsAcross(parseNumbers((range ?? '').replace(/~/g, '-')));
}

/**
 * Voltages in the forms labels write them: with V, VAC/VDC or kV after the value, the supply before
 * it ("AC 220", "DC24V"), or the supply after it with no V ("220AC"). The first rules of
 * inline-ratings.ts; plate-rules.ts reads voltages marked with their connection ("230/400Y"). Millivolts
 * are a signal's, read here under a key of their own.
 */
export const VOLTAGE_RULES: readonly InlineRule[] = [
  {
    key: 'voltage',
    pattern: new RegExp(
      // A V set apart and starting a version ("36/02 V1.13") is the version's, not a unit; a circuit board's
      // flammability grade ("94V-0", UL 94) is none either; nor is the top of a supply's range on its own ("36V" of "DC 6-36V"),
      // nor a code's last part after its letters, digits and hyphen ("1212V" of a battery's "M12-1212V"; "2x0-30V" is two outputs),
      // nor a V inside a code, three digits, a hyphen and two after it ("2V025-08", a solenoid valve's; "12V200-250Ah" is 12 V),
      // nor the top of a polyphase range ("480V" of "3x380-480V", plate-rules.ts) or its value spaced from its phases
      // ("1 x 230 V"), nor a serial port's name before a terminal's V ("RS-485 V", its ground or supply pin).
      String.raw`(?<!\d\/|[A-WYZa-wyz]\d{1,4}-|\bRS-|\b[1-3]\s?[xX×]\s?\d{2,3}-|\b[1-3]\s?[xX×]\s|(?:^|[\s(,;:])(?:AC|DC)\s?|(?:^|[\s(,;:])(?:AC|DC)\s?\d+(?:\.\d+)?[-–])(?!${FLAMMABILITY_GRADE})${EDGE}(${RANGE})\s?(?:V(?!A)(?!(?<=\sV)\d+\.\d)(?![0-9]{3}-[0-9]{2}(?![0-9A-Za-z]))|VOLTS?)(\s?(?:AC|DC|~))?(?![A-Za-z])`,
      'gi',
    ),
    format: (m) => (printedDownwards(m[1]) ? null : `${compact(m[1])} V${supplyKind(m[2])}`),
  },
  {
    key: 'voltage',
    pattern: new RegExp(String.raw`(?<!\d\/)${EDGE}(${RANGE})\s?(VAC|VDC)(?![A-Za-z])`, 'gi'),
    format: (m) => (printedDownwards(m[1]) ? null : `${compact(m[1])} V${(m[2] ?? '').slice(1).toUpperCase()}`),
  },
  // … and as Spanish, Portuguese, French and Italian labels write them: Vca (corriente alterna), Vcc (corrente continua).
  {
    key: 'voltage',
    pattern: new RegExp(String.raw`(?<!\d\/)${EDGE}(${RANGE})\s?V(ca|cc)(?![A-Za-z])`, 'gi'),
    format: (m) => (printedDownwards(m[1]) ? null : `${compact(m[1])} V ${(m[2] ?? '').toLowerCase() === 'ca' ? 'AC' : 'DC'}`),
  },
  // In kilovolts, with a cable's pair of rated voltages to earth and between conductors ("0.6/1kV", "6/10 kV").
  {
    key: 'voltage',
    pattern: new RegExp(String.raw`${EDGE}(${NUM}(?:\s?\/\s?${NUM})?)\s?kV\b`, 'gi'),
    format: (m) => (isMotorKv(m.input, m.index) ? null : `${(m[1] ?? '').replace(/\s/g, '')} kV`),
  },
  // The supply written before its value ("AC 220", "AC400V", "DC 24V", "A.C.250V", "AC/DC24V"); without a V only from 24 up (not "AC 3").
  {
    key: 'voltage',
    pattern: new RegExp(
      // With no V, not a frequency's first value either ("AC50/60Hz", "AC 50-60HZ"); in any case ("Dc4.8~6.8v").
      String.raw`(?<![A-Za-z0-9/-])(AC\/DC(?=\d)|AC|DC|[Aa]c|[Dd]c|A\.C\.|D\.C\.)\s?(${RANGE})\s?([Vv](?![A-Za-z])|VOLTS?\b)?(?![A-Za-z0-9.]|[-~]\d|\s?(?:[Hh][Zz]|A|W|kW|mA)\b)(?<![0-9](?=\/))`,
      'g',
    ),
    format: (m) =>
      m[3] || Math.max(...parseNumbers(m[2] ?? '')) >= 24 ? `${compact(m[2])} V ${(m[1] ?? '').toUpperCase().replace(/\./g, '')}` : null,
    group: 2,
  },
  // A DC output with its sign read as a letter between volts and amperes ("24Vm5A" of 24V⎓5A).
  {
    key: 'voltage',
    pattern: /(?<![A-Za-z0-9.])(\d{1,3}(?:\.\d{1,2})?)V(?=[m⎓]\d{1,3}(?:\.\d{1,2})?A(?![A-Za-z0-9]))/g,
    format: (m) => `${m[1]} V DC`,
  },
  { key: 'current', pattern: /(?<=\dV[m⎓])(\d{1,3}(?:\.\d{1,2})?)A(?![A-Za-z0-9])/g, format: (m) => `${m[1]} A` },
  // Millivolts: what a meter shunt drops at its rated current ("75mV"), a current transformer's output
  // ("200A/333mV"). No supply is rated so low, so they are a signal, kept apart from the voltages.
  // Never a ratio's ("2mV/V", a load cell's sensitivity) nor a scope's gain per division ("500mV/div").
  {
    key: 'signalVoltage',
    pattern: /(?<![A-Za-z0-9.,])([1-9]\d{0,2}(?:[.,]\d)?)\s?mV(?![A-Za-z0-9/])/g,
    format: (m) => `${(m[1] ?? '').replace(',', '.')} mV`,
  },
  // The unit abbreviated before a dual supply, as Latin American motor and pump plates print it ("V. 127/220").
  {
    key: 'voltage',
    pattern: /(?<![A-Za-z0-9])V\.\s?(\d{2,3}\/\d{3})(?![0-9./])/g,
    format: (m) => (parseNumbers(m[1] ?? '').every((n) => STANDARD_VOLTAGES.includes(n)) ? `${m[1]} V` : null),
  },
  // The value before its supply with no V ("220AC", a drive's output "0~220AC"): only a standard
  // voltage from 24 up, and never before "/DC" ("PROTIG 201AC/DC" is a model's name) nor a code's last parts ("NDR-120-1 DC").
  {
    key: 'voltage',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9]-)${EDGE}(${NUM}(?:\s?[~/-]\s?${NUM}){0,3})\s?(AC|DC)(?![A-Za-z0-9/-])`, 'g'),
    format: (m) => {
      const top = Math.max(...parseNumbers((m[1] ?? '').replace(/~/g, '-')));
      return !printedDownwards(m[1]) && top >= 24 && STANDARD_VOLTAGES.includes(top)
        ? `${compact(m[1]).replace(/~/g, '-')} V ${m[2]}`
        : null;
    },
  },
];
