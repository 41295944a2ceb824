import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 64's maker names and product words (issue 30): no evaluation photo's reading.

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

describe('a two-word product name read with a slip or two in each word', () => {
  it('names the product ("SIGNAA GENERATGN" is a signal generator)', () => {
    const r = readLabel('CONSTANT AMPLITUDE', 'SIGNAA GENERATGN', 'TYPE 191');
    expect(r.suggestedTitle).toMatch(/signal generator/i);
    expect(r.suggestedCategory).toBe('Instrumentation');
  });

  it('is no product with three slips in one word, or four in all', () => {
    expect(readLabel('SIGNAL GXNXRXTOR').suggestedTitle).not.toMatch(/signal generator/i);
    expect(readLabel('SIGNXX GXNERXTOR').suggestedTitle).not.toMatch(/signal generator/i);
  });
});
