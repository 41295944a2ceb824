import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 64's maker names, product words and dates of make (issue 30): no evaluation photo's reading.

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

describe('when it was made', () => {
  it('is read after more of its labels ("Herstellungsdatum", "Fabr.-Jahr", "Año de fabricación")', () => {
    expect(specsOf('Herstellungsdatum: 06/16')).toBe('Manufactured: 06/16');
    expect(specsOf('Fabr.-Jahr 2011')).toBe('Manufactured: 2011');
    expect(specsOf('Año de fabricación 2015')).toBe('Manufactured: 2015');
  });

  it('is a year after a year\'s own word ("Year 2018", "Bj. 2009", "Anno 2015")', () => {
    expect(specsOf('Year 2018')).toBe('Manufactured: 2018');
    expect(specsOf('Bj. 2009')).toBe('Manufactured: 2009');
    expect(specsOf('Anno 2015')).toBe('Manufactured: 2015');
  });

  it('is no year in a warranty\'s years or a longer number ("5 years 2018", "Year 20184")', () => {
    expect(specsOf('5 years 2018')).not.toContain('Manufactured');
    expect(specsOf('Year 20184')).not.toContain('Manufactured');
  });
});

describe('an IP rating with its I read as a 1 or lost', () => {
  it('is the IP rating ("1P55", "lP65", "P55" before "IK08")', () => {
    expect(readLabel('Pump', '1P55').technicalSpecs).toContain('IP rating: IP55');
    expect(readLabel('Motor', 'lP65').technicalSpecs).toContain('IP rating: IP65');
    expect(readLabel('LEROY SOMER', 'P55 IK08').technicalSpecs).toContain('IP rating: IP55');
  });

  it('is no IP rating where it may be a pole count and a current ("1P20"), or "P55" alone', () => {
    expect(readLabel('Breaker', '1P20').technicalSpecs).not.toContain('IP20');
    expect(readLabel('Widget', 'P55').technicalSpecs).not.toContain('IP55');
  });
});

describe('a sample rate with its S read as a 5', () => {
  it('is the sample rate, and no code ("200 M5a/s")', () => {
    const specs = readLabel('OSCILLOSCOPE', '60 MHz', '200 M5a/s').technicalSpecs;
    expect(specs).toContain('Sample rate: 200 MSa/s');
    expect(specs).not.toContain('M5a/s');
  });
});

describe("a Grundfos circulator's port-to-port length", () => {
  it('is kept in its model where printed after it ("UPS 15-50 130")', () => {
    expect(readLabel('GRUNDFOS', 'UPS 15-50 130', '230V').technicalSpecs).toContain('Model: UPS 15-50 130');
  });

  it('is no length of another number ("UPS2 15-60 130.5")', () => {
    expect(readLabel('GRUNDFOS', 'UPS2 15-60 130.5').technicalSpecs).toMatch(/Model: UPS2 15-60(?!\s?130)/);
  });
});

describe('an insulation class run into its label', () => {
  it('is read apart, with the IP rating run on after it ("ISOLFIP 55", "ISOLF IP55")', () => {
    for (const row of ['ISOLFIP 55', 'ISOLF IP55']) {
      const r = readLabel('MOTOR', row);
      expect(r.technicalSpecs, row).toContain('IP rating: IP55');
      expect(r.technicalSpecs, row).toContain('Insulation class: Class F');
      expect(r.brandInfo, row).not.toBe('Isolf');
    }
  });

  it('leaves words that begin so alone ("ISOLATE", "INSERT")', () => {
    expect(readLabel('ISOLATE BEFORE SERVICING', 'INSERT').technicalSpecs).not.toContain('Insulation class');
  });
});

describe("a test meter's CAT III read as an M", () => {
  it('is CAT III with its volts, and no model ("CAT M600V", "CATm 600V")', () => {
    const r = readLabel('DIGITAL MULTIMETER', 'CAT M600V', '10A');
    expect(r.technicalSpecs).toContain('Measurement category: CAT III 600 V');
    expect(r.technicalSpecs).not.toContain('M600V');
    expect(readLabel('CLAMP METER', 'CATm 600V').technicalSpecs).toContain('CAT III');
  });

  it("leaves a multimeter a multimeter: a measurement category is every test meter's, no tester's word", () => {
    expect(readLabel('MULTIMETER', 'CAT III 600V').suggestedTitle).toMatch(/^Multimeter/);
  });
});

describe("IEC's I read as a 1 before a standard's number", () => {
  it('is the standard ("1EC 60898-1")', () => {
    expect(readLabel('MCB', '1EC 60898-1', 'C16').technicalSpecs).toContain('Standards: IEC 60898-1');
  });
});

describe("a radio's certification glued to its label", () => {
  it('is kept as a code without the label ("FCCID:2AKIT-HMG02", "IC:22635-HMG02")', () => {
    const specs = readLabel('Hub', 'FCCID:2AKIT-HMG02', 'IC:22635-HMG02').technicalSpecs;
    expect(specs).toMatch(/Codes:.*2AKIT-HMG02/);
    expect(specs).toMatch(/Codes:.*22635-HMG02/);
  });
});

describe('UK home-energy stock', () => {
  it("names Ecodan's outdoor units heat pumps, the same series without the W air conditioners", () => {
    expect(readLabel('MITSUBISHI ELECTRIC', 'PUZ-WM85VAA').suggestedTitle).toMatch(/heat pump/);
    expect(readLabel('MITSUBISHI ELECTRIC', 'PUZ-ZM100VKA').suggestedTitle).toMatch(/air conditioning/);
  });

  it('names a heat battery maker read alone by its heat batteries (Sunamp)', () => {
    expect(readLabel('Sunamp').suggestedTitle).toBe('Sunamp thermal store');
  });

  it("reads a home battery's stored kWh as battery storage, not an energy meter", () => {
    expect(readLabel('BATTERY', '5.2 kWh').suggestedTitle).toMatch(/^Battery storage unit/);
    expect(readLabel('GivEnergy', 'Battery', '9.5kWh').suggestedTitle).toMatch(/battery storage unit/);
  });

  it('leaves a meter a meter: its constant, its current range or a bare kWh over the register', () => {
    expect(readLabel('ENERGY METER', '230V 5(60)A', '1000 imp/kWh', '7.5 kWh').suggestedTitle).toMatch(/energy meter/i);
    expect(readLabel('kWh', '12.3 kWh').suggestedTitle).toMatch(/energy meter/i);
  });
});

describe("Glow-worm's older boiler ranges", () => {
  it('are boilers by name and output ("Ultracom 2 30cxi", "Betacom 30c")', () => {
    expect(readLabel('Ultracom 2 30cxi').suggestedTitle).toBe('Glow-worm Ultracom 2 30cxi boiler');
    expect(readLabel('Betacom 30c').brandInfo).toBe('Glow-worm');
  });
});
