import { describe, expect, it } from 'vitest';
import { platformFeePence } from '../../../src/server/orders/payments/platform-fee.ts';

describe('platformFeePence', () => {
  it('is basis points of the total, rounded down to the penny once', () => {
    expect(platformFeePence(4099, 250)).toBe(102); // 102.475p
    expect(platformFeePence(3999, 250)).toBe(99); // 99.975p: never rounded up
    expect(platformFeePence(10_000, 100)).toBe(100);
    expect(platformFeePence(1, 9_999)).toBe(0);
    expect(platformFeePence(4099, 0)).toBe(0);
    expect(platformFeePence(4099, 10_000)).toBe(4099);
  });

  it('refuses pounds, negative totals and fees outside 0-10,000 basis points', () => {
    expect(() => platformFeePence(40.99, 250)).toThrow(RangeError);
    expect(() => platformFeePence(-1, 250)).toThrow(RangeError);
    expect(() => platformFeePence(100, 10_001)).toThrow(RangeError);
    expect(() => platformFeePence(100, 2.5)).toThrow(RangeError);
  });
});
