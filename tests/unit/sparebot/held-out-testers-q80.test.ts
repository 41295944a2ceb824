import { describe, expect, it } from 'vitest';
import { line, lines, placed, readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 132 on (issue 30): no evaluation photo's reading.

describe("a tester's name set in three lines", () => {
  it('is read down all three lines, not as two pairs naming a tester of no kind', () => {
    const r = lines(
      placed('CIE', 200, 100, 40),
      placed('EARTH', 200, 300, 24),
      placed('RESISTANCE', 200, 326, 24),
      placed('TESTER', 200, 352, 24),
    );
    expect(r.suggestedTitle).toBe('CIE earth tester');
    expect(r.suggestedCategory).toBe('Instrumentation');
  });

  it('still reads two lines as one name, and lines far apart as their own', () => {
    expect(lines(placed('Insulation', 200, 300, 24), placed('Tester', 200, 326, 24)).suggestedTitle).toBe('Insulation tester');
    const apart = lines(placed('EARTH', 200, 100, 24), placed('RESISTANCE', 600, 400, 24), placed('TESTER', 100, 700, 24));
    expect(apart.suggestedTitle).not.toContain('earth tester');
  });
});

describe('test instruments and their makers', () => {
  it('names CIE, an Indian tester maker, from its logo, and says a code that opens with the name once', () => {
    const r = readLabel('CIE', 'Digital Insulation Tester', 'DIT-5005', '500 VDC 1000 MΩ');
    expect(r.brandInfo).toBe('CIE');
    expect(r.suggestedTitle).toBe('CIE DIT-5005 insulation tester');
    const earth = readLabel('CIE EARTH TESTER', 'CIE211365', 'MADE IN INDIA');
    expect(earth.brandInfo).toBe('CIE');
    expect(earth.suggestedTitle).toBe('CIE211365 earth tester');
    // The letters inside a lighting word are no maker.
    expect(readLabel('LED PANEL', 'CIEL 600x600').brandInfo).not.toBe('CIE');
  });

  it('takes a three-letter name only as the maker prints it: no part label in small letters, no letter misread', () => {
    expect(readLabel('FAN CI', 'Cie', 'R13 SPEED REGULATOR').brandInfo).not.toBe('CIE');
    expect(readLabel('YY30-2ADM6109-4', 'CLE 2700r/min', '220V 50Hz 50W').brandInfo).not.toBe('CIE');
    expect(readLabel('INPUT 24V DC', 'PS2500 CE ESPHome', 'Modbus Converter').brandInfo).not.toBe('ESP');
    expect(readLabel('ESP', 'FIRE ALARM PANEL').brandInfo).toBe('ESP');
  });

  it('knows a micro-ohm meter', () => {
    const r = readLabel('DIGITAL MICRO-OHM METER', 'Model:MR-253A', 'RANGE');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('MR-253A micro-ohmmeter');
  });
});

describe('a controller by its face', () => {
  it('is a process controller by PV, SP, ALM and AT together, as West and Eurotherm print them', () => {
    const r = readLabel('WEST', 'PV 6100+', 'SP', 'MAN AT', 'ALM', 'AUTO');
    expect(r.extracted.productType?.value).toBe('temperature controller');
    expect(r.suggestedCategory).toBe('Control Systems');
    // Two of them are any panel's.
    expect(readLabel('SOLAR PV', 'SP 4mm²').extracted.productType?.value).not.toBe('temperature controller');
  });
});

describe("a drive's keypad", () => {
  it("is a drive's by what it shows of the motor, and a power tool's code form on it names no DeWalt", () => {
    const r = readLabel(
      'Remote DCS580 DC.73.5 rpm',
      'Mains voltage in V',
      'Motor current in A',
      'Armature voltage in V',
      'Stop Loc/Rem Start',
    );
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.brandInfo).not.toBe('DeWalt');
    expect(r.technicalSpecs).not.toMatch(/DC\.73\.5/);
    // The same code under its own tool's words is still DeWalt's.
    expect(readLabel('DCS580', 'CIRCULAR SAW', '18V XR').brandInfo).toBe('DeWalt');
  });
});

describe('LED controllers and meters', () => {
  it('is an LED controller, not a fire alarm, when the LEDs it drives are addressable', () => {
    const r = readLabel('SP108E LED WIFI controller', 'For addressable LED', 'Voltage: DC5~24V', 'Pixel number<=2048');
    expect(r.extracted.productType?.value).toBe('LED controller');
    expect(r.suggestedCategory).toBe('Lighting');
    expect(readLabel('ADDRESSABLE FIRE PANEL', '2 LOOP').suggestedCategory).toBe('Safety Equipment');
  });

  it("is an energy meter by its kvarh and kVAh registers, and no Lovato meter by a longer code's first letters", () => {
    const r = readLabel('kvarh 22:00800', 'KVAh', 'LOAD', '220V 60HZ', 'DMG12100');
    expect(r.extracted.productType?.value).toBe('energy meter');
    expect(r.brandInfo).not.toBe('Lovato Electric');
    expect(readLabel('DMG110', '100-415V~').brandInfo).toBe('Lovato Electric');
  });

  it('titles a meter by its lettered code, not by its own serial number', () => {
    const r = readLabel('ELECTRONIC kWh METER', '24-25-0047120-1603', 'SCE1521', '220/380V 100(10)A 60Hz');
    expect(r.suggestedTitle).toMatch(/^SCE1521 energy meter/);
    expect(r.technicalSpecs).toContain('24-25-0047120-1603');
  });
});

describe('what fresh photos of workshop and plant kit showed (version 133)', () => {
  it('is a stick welder by MMA with its IGBT, though its front says "INVERTER"', () => {
    const r = readLabel('INVERTER', 'MMA HONG KY IGBT', 'HK160A', '20 A 160');
    expect(r.extracted.productType?.value).toBe('welder');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(readLabel('PURE SINE WAVE INVERTER', '12V DC 1000W').extracted.productType?.value).toBe('power inverter');
  });

  it("is a gas water heater by its ANSI standard, whose Canadian twin's number is no current and whose year is no code", () => {
    const r = readLabel(
      'MODEL NUMBER CAPACITY GAS TYPE',
      '3650YOCT 50.0 NATURAL',
      'INPUT BTU/HR 40000',
      'NSI Z21.10.1A-CSA 4.1A-2002',
      'AAEN 1988.MAY BE INSTALLED',
    );
    expect(r.extracted.productType?.value).toBe('water heater');
    expect(r.technicalSpecs).toContain('Standards: ANSI Z21.10.1A-CSA 4.1A-2002');
    expect(r.technicalSpecs).not.toMatch(/Current|1988\.MAY|Codes/);
  });

  it("names an outdoor unit's plate no indoor unit for the partners it lists", () => {
    const r = readLabel('SPLIT TYPE AIR CONDITIONER', 'MODEL No. AOU48RLXFZ1', 'APPLICABLE INDOOR UNIT ASU12RLF ASU18RLF', 'OUTDOOR USE');
    expect(r.suggestedTitle).not.toMatch(/indoor unit/);
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });

  it('takes a web address for the maker it spells when the label prints that name too, not for a maker a letter away', () => {
    expect(readLabel('exatron', 'SENSOR DE PRESENCA', 'www.exatron.com.br').brandInfo).toBe('Exatron');
    // An address alone is read letter by letter: a letter from a known maker's, it is that maker's.
    expect(readLabel('DOSING PUMP', 'www.exatron.com.br').brandInfo).toBe('Etatron');
  });

  it("is a pump's pressure switch by a pressure in bar with a motor's switching rating, not a contactor", () => {
    const r = readLabel('ETNA', 'PA3V', '4/16 Bar', 'It2=16A AC3', '380V 4KW');
    expect(r.extracted.productType?.value).toBe('pressure switch');
    expect(readLabel('CONTACTOR', 'LC1D09', '9A AC3 400V').extracted.productType?.value).toBe('contactor');
  });

  it("is a booster set's pump controller by its pumps' lamps, in Turkish as in English", () => {
    const r = readLabel('NORM', 'SET ESC P1 DEVREDE', 'P2 BEKLEMEDE', 'POMPA DEVREDE', 'AUT MAN');
    expect(r.extracted.productType?.value).toBe('pump controller');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it('reads a two-word name whose second word is cut at the edge ("Air compresso") as the whole name', () => {
    const r = readLabel('WING', 'Air compresso');
    expect(r.extracted.productType?.value).toBe('air compressor');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
  });

  it('reads no current of thousands of amperes on a function generator: its "4001A" is its model', () => {
    const r = readLabel('BK PRECISION', '4MHz FUNCTION GENERATOR', '4001A', 'SWEEP OUTPUT');
    expect(r.technicalSpecs).not.toMatch(/Current/);
  });
});

describe('values run together after a short label (version 134)', () => {
  it('splits a run of ratings after "It2=" as it splits one alone ("16AAC3": 16 A at AC-3)', () => {
    const r = readLabel('ETNA', 'PA3V', '4/16 Bar', 'It2=16AAC3', '380V 4KW');
    expect(r.technicalSpecs).toContain('Current: 16 A');
    expect(r.technicalSpecs).toContain('Utilisation category: AC-3');
    expect(r.extracted.productType?.value).toBe('pressure switch');
    // A code after a label is no run of ratings.
    expect(readLabel('RELAY', 'Type=LC1D18M7').technicalSpecs).toContain('LC1D18M7');
  });
});

describe("makers' own codes and words the held-out photos showed (version 135)", () => {
  it("knows Sonel's installation and earth testers, Eaton's xClear breakers and Fluke's ScopeMeters by their codes", () => {
    const sonel = readLabel('UP=235.8V', 'MPI-520');
    expect(sonel.brandInfo).toBe('Sonel');
    expect(sonel.suggestedCategory).toBe('Instrumentation');
    expect(readLabel('xClear', 'CLS6-B25/3', '400V 6000').suggestedTitle).toBe('Eaton CLS6-B25/3 MCB Type B 25 A');
    const scope = readLabel('FLUKE 199C SCOPEMETER COLOR 200MHz 2.5GS/s', 'A-100mU 10ms Probe 10:1', 'SCOPE CURSOR');
    expect(scope.suggestedTitle).toBe('Fluke 199C oscilloscope 200 MHz');
    expect(scope.technicalSpecs).not.toContain('A-100mU');
  });

  it('reads a Nordic main switch as an isolator, no maker ("PÄÄKYTKIN" read "PAAKYTKIN")', () => {
    const r = readLabel('PAAKYTKIN', 'A', '25A');
    expect(r.brandInfo).not.toBe('Paakytkin');
    expect(r.extracted.productType?.value).toBe('isolator');
  });
});

describe('terminal names run together (version 136)', () => {
  it('takes no maker from terminals\' names read as one word ("LILN" of L1 L N), and reads the name beside them', () => {
    const r = lines(
      line('LILN', 46, 0.87),
      line('LS227.LS247:100-240V~50/60Hz', 27, 0.89),
      line('/S', 27, 0.93),
      line('LifeSmart', 34, 1),
      line('500W,', 21, 0.8),
      line('L2', 39, 0.98),
      line('.200W', 19, 0.8),
      line('2000', 12, 0.98),
    );
    expect(r.brandInfo).toBe('LifeSmart');
  });
});

describe('a name spaced out and read letter by letter (version 137)', () => {
  it('reads the letters of one row together as the name ("S", "M", "E", "G")', () => {
    const r = lines(
      placed('S', 200, 445, 70, 0, 0.84),
      placed('M', 320, 453, 62),
      placed('E', 450, 450, 63, 0, 0.8),
      placed('G', 574, 446, 65),
    );
    expect(r.brandInfo).toBe('Smeg');
    // Letters far apart, or down a column, are no name.
    const apart = lines(placed('S', 100, 100, 60), placed('M', 900, 100, 60), placed('E', 1700, 100, 60), placed('G', 2500, 100, 60));
    expect(apart.brandInfo).not.toBe('Smeg');
  });
});
