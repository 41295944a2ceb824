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
  const open = new Set<string>();
  const closed = new Set<string>();
  for (const m of text.matchAll(DESIGNATION)) {
    const [tens = '', units = '', kind = ''] = [m[1], m[2], m[3]];
    const isOpen = /[O0]/.test(kind);
    // The unit digit must agree with the kind: 3 or 4 normally open, 1 or 2 normally closed; an overload relay's 95-96
    // is closed and its 97-98 open.
    if (!(isOpen ? /[3478]/ : /[1256]/).test(units)) continue;
    (isOpen ? open : closed).add(tens);
  }
  if (open.size + closed.size < 2) return [];
  return [{ key: 'contacts', value: arrangement(open.size, closed.size), numbers: [open.size, closed.size], via: 'pattern' }];
}
