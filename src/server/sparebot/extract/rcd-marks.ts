import type { InlineRule } from './inline-rule.ts';

/** The rated residual currents RCDs are made for (IEC 61008/61009), in amperes. */
const SENSITIVITIES = new Set(['0.01', '0.03', '0.1', '0.3', '0.5']);

/** "003" read for "0.03" (its point lost), "0,1" for "0.1": the value in amperes, or none where it is no RCD's. */
function sensitivity(read: string): string | undefined {
  const value = read.replace(',', '.').replace(/^00(?=\d)/, '0.0');
  return SENSITIVITIES.has(value) ? value : undefined;
}

/**
 * An RCD's rated current and residual current where OCR lost "IΔn" between them: "25A=003A" of "In 25A IΔn=0.03A",
 * "40A =0,1A". A current directly followed by "=" and an RCD's sensitivity is no other device's marking.
 */
export const RCD_RULES: InlineRule[] = [
  {
    key: 'residualCurrent',
    pattern: /(?<![A-Za-z0-9.,])\d{1,3}\s?A\s?=\s?(0[.,]\d{1,2}|00\d)\s?A(?![A-Za-z0-9])/g,
    format: (m) => {
      const value = sensitivity(m[1] ?? '');
      return value ? `${value} A` : '';
    },
    fromValue: true,
  },
];
