import { describe, expect, it } from 'vitest';
import { formatCount, formatGbp } from '../../../src/shared/money.ts';

const INTL_GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('formatGbp', () => {
  it('writes pounds exactly as the en-GB currency formatter does', () => {
    const values = [0, 0.01, 0.1, 0.5, 1, 9.99, 12.5, 42, 99.995, 100, 999.99, 1000, 1234.5, 12345.67, 999999.99, 1000000, 1234567.89];
    for (const value of [...values, ...values.filter((v) => v > 0).map((v) => -v)])
      expect({ value, text: formatGbp(value) }).toEqual({ value, text: INTL_GBP.format(value) });
  });

  it('rounds to the penny as pence are stored (half up), and never writes minus zero', () => {
    expect(formatGbp(2.345)).toBe('£2.35');
    expect(formatGbp(10.004)).toBe('£10.00');
    expect(formatGbp(-0.001)).toBe('£0.00');
    expect(formatGbp(0.07 + 0.2)).toBe('£0.27');
  });
});

describe('formatCount', () => {
  it('writes whole numbers exactly as the en-GB number formatter does', () => {
    const intl = new Intl.NumberFormat('en-GB');
    for (const value of [0, 1, 12, 999, 1000, 1234, 99999, 100000, 1234567, 1000000000, -1, -1234]) {
      expect({ value, text: formatCount(value) }).toEqual({ value, text: intl.format(value) });
    }
  });

  it('drops a fraction rather than writing one (counts are whole)', () => {
    expect(formatCount(1234.9)).toBe('1,234');
    expect(formatCount(-0.5)).toBe('0');
  });
});
