import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 67's fuse markings and bare voltage symbols (issue 30): no evaluation photo's reading.

describe("a miniature fuse's marking", () => {
  it('is read as the fuse, as printed, with its decimal comma a point', () => {
    expect(specsOf('230V~ T1,6A H250V~')).toContain('Fuse: T1.6A H250V');
    expect(specsOf('FUSE T3.15AL250V')).toContain('Fuse: T3.15A L250V');
    expect(specsOf('F2A 250V')).toContain('Fuse: F2A 250V');
    expect(specsOf('T500mAL250V')).toContain('Fuse: T500mA L250V');
  });

  it("is never the product's current or supply", () => {
    const specs = specsOf('INPUT 100-240V~ 50/60Hz', 'OUTPUT 12V 5A', 'FUSE T3.15A 250V');
    expect(specs).toContain('Current: 5 A');
    expect(specs).not.toMatch(/Current:[^;]*3\.15/);
    expect(specs).not.toMatch(/Voltage:[^;]*250 V/);
  });

  it('is no model code and never the title', () => {
    const supply = readLabel('POWER SUPPLY', 'OUTPUT 24V 2.5A', 'T3.15AL250V');
    expect(supply.technicalSpecs).not.toMatch(/Codes:[^;]*T3\.15AL250V/);
    expect(supply.suggestedTitle).not.toContain('T3.15');
  });

  it('needs its breaking letter, its voltage or the word Fuse beside a bare current', () => {
    expect(specsOf('Fuse: T2A')).toContain('Fuse: T2A');
    expect(specsOf('T2A')).not.toContain('Fuse');
    // A type letter apart from a socket's ratings is no fuse speed.
    expect(specsOf('TYPE T 16A 250V')).not.toContain('Fuse');
  });
});

describe('a rated voltage whose subscript was lost', () => {
  it('reads "U250/440V~" as the voltage, not a code', () => {
    const specs = specsOf('U250/440V~', '10AX');
    expect(specs).toContain('Voltage: 250/440 V');
    expect(specs).not.toContain('Codes');
  });

  it('leaves a U inside a word or a code alone', () => {
    expect(specsOf('ULTRA250V')).not.toContain('Voltage: 250');
    expect(specsOf('AU230V')).not.toMatch(/Voltage: 230 V(?![A-Za-z])/);
  });
});
