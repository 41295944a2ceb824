import { blankOut, type InlineRule } from './inline-rule.ts';

/**
 * A miniature fuse's marking, as IEC 60127 prints it on a power supply's, appliance's or instrument's label beside
 * the fuse holder: its speed (T time-lag, F quick-acting, TT and FF their extremes), its rated current, its
 * breaking capacity (L low, E enhanced, H high) and its rated voltage: "T3.15AL250V", "T1,6A H250V", "F2A 250V",
 * "T500mA". It is the fuse's rating, never the product's current or supply, nor a model code.
 *
 * The speed letter must touch the current: "T 16A 250V" is as likely a type letter before a socket's ratings. A
 * marking with neither breaking letter nor voltage ("T2A") is a fuse only after the word Fuse.
 */
const MARKING = String.raw`(?<![A-Za-z0-9.,])(?:(Fuse|FUSE|fuse)\s?:?\s?)?(FF|TT|F|T)(\d{1,2}(?:[.,]\d{1,3})?|[1-9]\d{1,2}(?=mA))(m?A)(?:\s?([LHE])(?![A-Za-z]))?(?:\s?\/?\s?(\d{2,3})\s?V(?:AC|~|-)?)?(?![A-Za-z0-9])`;

export const FUSE_MARKING = new RegExp(MARKING, 'g');

/** The marking as printed, its decimal comma a point ("T1,6A H250V~" → "T1.6A H250V"), from a match of FUSE_MARKING. */
export function fuseMarking(m: RegExpExecArray): string | null {
  const [, word, speed, current, unit, breaking, volts] = m;
  if (!word && !breaking && !volts) return null;
  const rating = `${speed}${(current ?? '').replace(',', '.')}${unit}`;
  const voltage = volts ? `${breaking ?? ''}${volts}V` : (breaking ?? '');
  return voltage ? `${rating} ${voltage}` : rating;
}

/**
 * The fuse an RCD or a switch is to be protected by, as IEC 61008 and 60947 print it after SCPD (short-circuit
 * protective device): "SCPD FUS 63A", "SCPD: gG 100A", "SCPD fuse 80 A". The fuse's current, never the product's.
 */
const SCPD_FUSE = /(?<![A-Za-z0-9])SCPD\s?[:=]?\s?(?:FUS[A-Z]*\.?\s?|gG\s?)?(\d{1,3})\s?A(?![A-Za-z0-9])/gi;

/** The text with its fuse markings blanked out: the current and voltage rules read the product's, never its fuse's. */
export const withoutFuseMarkings = (text: string): string =>
  blankOut(
    blankOut(text, FUSE_MARKING, (m) => fuseMarking(m) !== null),
    SCPD_FUSE,
  );

/** Cartridge fuses' standard sizes (IEC 60269: 8×31, 10×38, 14×51, 22×58; miniature 5×20, 6.3×32), diameter → length. */
const FUSE_SIZES: Readonly<Record<string, string>> = { '5': '20', '6.3': '32', '8': '31', '10': '38', '14': '51', '22': '58' };

/** A cartridge fuse's size ("10x38", "14 x 51 mm", "5×20"): what a fuse or its holder is ordered by. */
export const FUSE_SIZE = /(?<![\d.,xX×])(5|6[.,]3|8|10|14|22)\s?[xX×*]\s?(20|31|32|38|51|58)(?:\s?mm)?(?![\d.,xX×])/g;

/** The size as the trade writes it ("10×38 mm"), only for a standard pair (a 10 by 20 is no fuse). */
export function fuseSize(m: RegExpExecArray): string | null {
  const diameter = (m[1] ?? '').replace(',', '.');
  return FUSE_SIZES[diameter] === m[2] ? `${diameter}×${m[2]} mm` : null;
}

/** A marking run together into one token ("T3.15AL250V", "F2AL250V"): a rating, never a model code. */
export const FUSE_MARKING_TOKEN = /^(?:FF|TT|F|T)\d{1,3}(?:[.,]\d{1,3})?m?A[LHE]?\d{2,3}V~?$/;

/** A miniature fuse's marking beside its holder, a cartridge fuse's size, and the fuse a product is to be protected by. */
export const FUSE_RULES: readonly InlineRule[] = [
  { key: 'fuse', pattern: FUSE_MARKING, format: fuseMarking, group: 3 },
  { key: 'fuse', pattern: FUSE_SIZE, format: fuseSize },
  { key: 'fuse', pattern: SCPD_FUSE, format: (m) => `SCPD ${m[1]} A` },
];
