import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 64's maker names (issue 30): no evaluation photo's reading.

describe('"Crompton" alone', () => {
  it('is Crompton Lamps, the lighting maker, filed under Lighting', () => {
    const r = readLabel('Crompton', 'Crompton');
    expect(r.brandInfo).toBe('Crompton Lamps');
    expect(r.suggestedCategory).toBe('Lighting');
  });

  it('leaves Brook Crompton to its whole name', () => {
    expect(readLabel('BROOK CROMPTON', 'INDUCTION MOTOR', '4 kW 1450 RPM').brandInfo).toBe('Brook Crompton');
  });
});
