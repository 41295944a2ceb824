import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for version 124's rules (issue 30): no evaluation photo's reading.

describe('a phrase run together is no maker', () => {
  it('never takes "PURE SINEWAVE…" printed largest for the maker over the name below it', () => {
    const r = lines(
      line('PURE SINEWAVEOMBINE', 40, 0.9),
      line('KESSLER ENERGY', 32, 0.88),
      line('INVERTER&CHARGER', 20),
      line('SOLAR|ELECTRICAL', 18),
      line('AC4806', 14, 0.7),
    );
    expect(r.brandInfo).not.toMatch(/Pure|Sinewave/i);
    expect(r.brandInfo).toBe('Kessler Energy');
  });
});
