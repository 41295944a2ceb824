import type { Rating } from './rating-types.ts';

/** Normally open or normally closed, in capitals as printed ("NO", "N/O", "N.O.", OCR's "N0"; "NC", "N/C", "N.C."). */
const NO = String.raw`N[./]?[O0]\.?`;
const NC = String.raw`N[./]?C\.?`;
/**
 * An arrangement printed as such, both kinds counted ("1NO+1NC", "2 NO 2 NC", "3NO+1NC"): a count of one kind alone
 * ("3NO") is as often a terminal's number beside its contact's kind on an auxiliary block.
 */
const ARRANGEMENT = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:(\d)\s?${NO}\s?[+&/]?\s?(\d)\s?${NC}|(\d)\s?${NC}\s?[+&/]?\s?(\d)\s?${NO})(?![A-Za-z0-9])`,
  'g',
);
/** A contact's terminal number with its kind (IEC 60947: x3/x4 normally open, x1/x2 normally closed): "13 NO", "21NC", "97 NO". */
const DESIGNATION = new RegExp(String.raw`(?<![A-Za-z0-9.])([1-9])([1-8])\s?(${NO}|${NC})(?![A-Za-z0-9])`, 'g');

/** A contact's terminal read: its number's digits, and whether it is normally open. */
interface ContactMark {
  tens: string;
  units: string;
  open: boolean;
}

/**
 * The contacts' terminals read whose unit digit agrees with their kind: 3 or 4 normally open, 1 or 2 normally closed;
 * an overload relay's 95-96 is closed and its 97-98 open.
 */
function contactMarks(text: string): ContactMark[] {
  return [...text.matchAll(DESIGNATION)].flatMap((m) => {
    const [tens = '', units = ''] = [m[1], m[2]];
    const open = /[O0]/.test(m[3] ?? '');
    return (open ? /[3478]/ : /[1256]/).test(units) ? [{ tens, units, open }] : [];
  });
}

const arrangement = (no: number, nc: number) => [no ? `${no}NO` : '', nc ? `${nc}NC` : ''].filter(Boolean).join('+');

/**
 * A switching device's contacts (contactors, their auxiliary blocks, relays, overload relays, pushbuttons): printed
 * as an arrangement ("1NO+1NC"), or as each contact's terminal numbers with NO or NC ("13 NO", "21 NC", "14 NO",
 * "22 NC": one contact a tens digit, so 2NO+2NC here). How buyers of control gear search.
 */
export function contactsFrom(rows: readonly string[]): Rating[] {
  const text = rows.join('\n');
  for (const m of text.matchAll(ARRANGEMENT)) {
    const no = Number(m[1] ?? m[4] ?? 0);
    const nc = Number(m[2] ?? m[3] ?? 0);
    if (no + nc > 0 && no + nc <= 8) return [{ key: 'contacts', value: arrangement(no, nc), numbers: [no, nc], via: 'pattern' }];
  }
  const marks = contactMarks(text);
  const open = new Set(marks.filter((c) => c.open).map((c) => c.tens));
  const closed = new Set(marks.filter((c) => !c.open).map((c) => c.tens));
  if (open.size + closed.size < 2) return [];
  return [{ key: 'contacts', value: arrangement(open.size, closed.size), numbers: [open.size, closed.size], via: 'pattern' }];
}

/** A power terminal's mark (IEC 60947): supply side 1L1, 3L2, 5L3, 7L4 and load side 2T1, 4T2, 6T3, 8T4 ("1/L1", "2 T1"). */
const POWER_TERMINAL = /(?<![A-Za-z0-9])([1-8])\s?\/?\s?([LT])\s?([1-4])(?![A-Za-z0-9])/g;

/** A power terminal's mark read as printed ("1L1"), with its side (L supply, T load) and pole. */
interface PowerMark {
  mark: string;
  side: string;
  pole: number;
}

/** The power terminals' marks read that keep to the numbering (pole n: supply 2n−1 and Ln, load 2n and Tn). */
function powerMarks(text: string): PowerMark[] {
  return [...text.matchAll(POWER_TERMINAL)].flatMap((m) => {
    const [digit, side = '', pole] = [Number(m[1]), m[2], Number(m[3])];
    return digit === (side === 'L' ? 2 * pole - 1 : 2 * pole) ? [{ mark: `${digit}${side}${pole}`, side, pole }] : [];
  });
}

/**
 * A contactor's or overload relay's poles from its power terminals' marks: each pole's supply terminal is numbered
 * 2n−1 and marked Ln, its load terminal 2n and Tn. Three marks or more that keep to that numbering, every pole up to the
 * last read, give the count ("2T1 4T2 6T3" is three-pole). Fewer poles say nothing: the third pole's marks are as often
 * misread ("1L1 2T1 3L2 4T2" of a four-pole contactor), and a lone "L1" or a mark the numbering denies says nothing.
 */
export function polesFromTerminals(rows: readonly string[]): Rating[] {
  const read = powerMarks(rows.join('\n'));
  const marks = new Set(read.map((m) => m.mark));
  const poles = new Set(read.map((m) => m.pole));
  const count = Math.max(0, ...poles);
  if (marks.size < 3 || count < 3 || poles.size !== count) return [];
  return [{ key: 'poles', value: `${count}-pole`, numbers: [count], via: 'pattern' }];
}

/** A coil's terminals (IEC 60947: A1 and A2), counted only beside a contact's or a pole's marks. */
const COIL_TERMINAL = /(?<![A-Za-z0-9])A([12])(?![A-Za-z0-9])/g;

/**
 * A switching device's terminal marks as printed, for a buyer matching a wiring diagram and a part-number search
 * alike: its power terminals ("1L1 3L2 5L3 2T1 4T2 6T3", three marks or more that keep to the numbering), its
 * contacts' ("13NO 14NO 21NC 22NC", two or more whose unit digit agrees with their kind) and, beside either, its
 * coil's A1 and A2. Written without the gaps and slashes OCR and makers put in ("1/L1", "13 NO").
 */
export function switchTerminalsFrom(rows: readonly string[]): Rating[] {
  const text = rows.join('\n');
  // Each mark once, the supply side's first, pole by pole.
  const power = [...new Map(powerMarks(text).map((m) => [m.mark, m])).values()]
    .sort((a, b) => a.side.localeCompare(b.side) || a.pole - b.pole)
    .map((m) => m.mark);
  const contacts = new Set(contactMarks(text).map((c) => `${c.tens}${c.units}${c.open ? 'NO' : 'NC'}`));
  const marks = [...(power.length >= 3 ? power : []), ...(contacts.size >= 2 ? [...contacts].sort() : [])];
  if (!marks.length) return [];
  const coil = new Set([...text.matchAll(COIL_TERMINAL)].map((m) => m[1]));
  if (coil.size === 2) marks.push('A1', 'A2');
  return [{ key: 'terminals', value: marks.join(' '), numbers: [], via: 'pattern' }];
}
