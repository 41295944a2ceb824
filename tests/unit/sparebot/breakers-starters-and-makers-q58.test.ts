import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 82's rules (issue 30): no evaluation photo's reading.

describe('breakers', () => {
  it('reads the capacity a miniature breaker prints alone in its box, where a trip curve says it is a breaker', () => {
    expect(readLabel('ZORVEX', 'C16', '6000', '230/400V~').technicalSpecs).toMatch(/Breaking capacity: 6000 A/);
    expect(readLabel('ZORVEX', 'B32', '10000 3').technicalSpecs).toMatch(/Breaking capacity: 10000 A/);
    // … never the same number on another label, nor a number among other words.
    expect(readLabel('ZORVEX', 'MULTIMETER', '6000').technicalSpecs).not.toMatch(/Breaking capacity/);
    expect(readLabel('ZORVEX', 'C16', 'Series 6000 module').technicalSpecs).not.toMatch(/Breaking capacity/);
  });
});

describe('starters', () => {
  it('names a starter the label names as such in Spanish, its contactor ratings beside it', () => {
    const r = readLabel('ZORVEX', 'ARRANCADOR MAGNETICO', 'CAT UTIL AC3', 'AJUSTE 23-32A', '10HP');
    expect(r.suggestedTitle).toMatch(/motor starter/i);
    // … while a contactor's own label stays a contactor.
    expect(readLabel('ZORVEX', 'CONTACTOR', 'AC3 25A', 'COIL 230V').suggestedTitle).toMatch(/contactor/i);
  });
});

describe('makers named in the label languages', () => {
  it('reads "distributed by" and "made by" in Portuguese, Spanish, German, French, Italian and Dutch', () => {
    for (const made of ['Distribuido por', 'Fabricado por', 'Hergestellt von', 'Fabriqué par', 'Prodotto da', 'Geproduceerd door'])
      expect(readLabel('230V 50Hz 60W', 'MOTOR', `${made} Quorvel S/A`).brandInfo).toBe('Quorvel');
  });
});
