import { describe, expect, it } from 'vitest';
import { CARRIER_FORMATS, isS10, normaliseTrackingNumber, s10CheckDigit, trackingUrlOf } from '../../../src/shared/carriers.ts';

describe('UPU S10 (Royal Mail)', () => {
  it('works out the check digit with weights 8 6 4 2 3 5 9 7 (10 → 0, 11 → 5)', () => {
    // 1·8+2·6+3·4+4·2+5·3+6·5+7·9+8·7 = 204; 204 mod 11 = 6; 11 − 6 = 5.
    expect(s10CheckDigit('12345678')).toBe(5);
    // Sum 0: 11 − 0 = 11 → 5.
    expect(s10CheckDigit('00000000')).toBe(5);
    // 8·7 = 56; 56 mod 11 = 1; 11 − 1 = 10 → 0.
    expect(s10CheckDigit('00000008')).toBe(0);
  });

  it('accepts a number whose check digit is right and ends GB, and nothing else', () => {
    expect(isS10('AB123456785GB')).toBe(true);
    expect(isS10('RR000000085GB')).toBe(false);
    expect(isS10('RR000000080GB')).toBe(true);
    expect(isS10('AB123456789GB')).toBe(false);
    expect(isS10('AB123456785US')).toBe(false);
    expect(isS10('A1123456785GB')).toBe(false);
    expect(isS10('AB12345678GB')).toBe(false);
  });
});

describe('carrier formats', () => {
  const cases: [keyof typeof CARRIER_FORMATS, string, string][] = [
    ['Parcelforce', 'PB1234567', 'PB123456'],
    ['DPD', '15501234567890', '1550123456789'],
    ['Evri', 'H01AB23456789012', 'H01AB2345678901'],
    ['UPS', '1Z999AA10123456784', '2Z999AA10123456784'],
    ['DHL', '1234567890', '123456789'],
    ['Yodel', 'JD0002212345678901', 'JD000221234567890'],
  ];
  it.each(cases)('%s takes %s and refuses %s', (carrier, good, bad) => {
    expect(CARRIER_FORMATS[carrier].check(good)).toBe(true);
    expect(CARRIER_FORMATS[carrier].check(bad)).toBe(false);
  });

  it('reads numbers as people type them, and links only the seven carriers with tracking pages', () => {
    expect(normaliseTrackingNumber(' ab 1234-5678 5gb ')).toBe('AB123456785GB');
    expect(trackingUrlOf('Royal Mail', 'AB123456785GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB');
    expect(trackingUrlOf('Own van', 'VAN-1')).toBeNull();
    expect(trackingUrlOf('Other', 'X')).toBeNull();
    expect(trackingUrlOf(null, null)).toBeNull();
  });
});
