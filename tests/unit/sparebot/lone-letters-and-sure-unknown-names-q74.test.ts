import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for version 98's rules (issue 30): no evaluation photo's reading.

describe('a lone small letter joined to capitals', () => {
  it('makes no short maker\'s name ("Property f SP PowerAssets" is no FSP)', () => {
    const r = lines(line('Property f SP PowerAss L', 20, 0.8), line('SINGLE PHASE METER'), line('1000 imp/kWh'));
    expect(r.brandInfo).not.toBe('FSP');
  });

  it('leaves the name read in capitals alone', () => {
    expect(lines(line('FSP', 30, 0.97), line('POWER SUPPLY'), line('OUTPUT 12V 5A')).brandInfo).toBe('FSP');
  });
});

describe('an unknown name read surely as its own line', () => {
  it('names the item before a known maker guessed once from an unsure misreading', () => {
    const r = lines(line('Zorvex', 30, 0.99), line('Corpies', 20, 0.73), line('SINGLE PHASE METER'), line('230V 1000 imp/kWh'));
    expect(r.brandInfo).toBe('Zorvex');
  });

  it('does not displace a known maker read surely', () => {
    const r = lines(line('Zorvex', 30, 0.99), line('COMPLEO', 20, 0.97), line('SINGLE PHASE METER'), line('230V 1000 imp/kWh'));
    expect(r.brandInfo).toBe('Compleo');
  });
});
