import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, lines, placed, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 103's rules (issue 30): no evaluation photo's reading.

describe('what is no code', () => {
  it("is a shop's web address across the photo, never the model", () => {
    const r = readLabel('MADAS', 'Mod.: EVO DN 15', '200 mbar', 'WWW.ETK72.RU');
    expect(r.technicalSpecs).not.toMatch(/ETK72/i);
    expect(r.suggestedTitle).not.toMatch(/ETK72/i);
  });

  it('is a pressure difference with its Δ read as a letter ("Ap0.1bar")', () => {
    expect(readLabel('ZENNER', 'WI-ZF DN 200', 'Ap0.1bar PN10').technicalSpecs).not.toMatch(/Ap0\.1bar/);
  });

  it('is the maker\'s own logo misread with its emblem as a digit ("4INSIZE")', () => {
    const r = readLabel('4INSIZE', 'No. 9341-50', 'DIGITAL MOISTURE METER');
    expect(r.brandInfo).toBe('Insize');
    expect(r.technicalSpecs).not.toMatch(/4INSIZE/);
    expect(r.suggestedTitle).not.toMatch(/4INSIZE/);
  });

  it("is an instrument's range multiplier or a capacitor's date of make", () => {
    const specs = readLabel('FG-330', 'X0.1 x1 x10 X100 XIK X100K', 'NOV/S1/2024').technicalSpecs;
    expect(specs).not.toMatch(/X100K|Codes: .*NOV\/S1/);
    expect(specs).toMatch(/Manufactured: NOV\/S1\/2024/);
  });

  it('reads a glued AC/DC supply as its voltage, kept as printed but never the model', () => {
    const r = readLabel('SPUTNIK', 'AC/DC24V 4Nm 2.5W');
    expect(r.technicalSpecs).toMatch(/Voltage: 24 V AC\/DC/);
    expect(r.suggestedTitle).not.toMatch(/AC\/DC24V/);
  });

  it('leaves "AC/DC 24V" one voltage, as before', () => {
    expect(readLabel('SPUTNIK', 'AC/DC 24V').technicalSpecs).toBe('Voltage: 24 V');
  });

  it('keeps four digits and an A or B as a model ("7623A"), a round "1250A" a current', () => {
    expect(readLabel('TEKTRONIX', '7623A OSCILLOSCOPE').technicalSpecs).toMatch(/7623A/);
    expect(readLabel('ACB', '1250A').technicalSpecs).not.toMatch(/Codes/);
  });
});

describe('a mains supply and a working temperature misread', () => {
  it('reads "230VAO0" as 230 V AC and "-25/85C" as a temperature, no code', () => {
    const r = readLabel('MADAS', '230VAO0 VA-EN 161', 'CAPACITOR 440VAC', '-25/85C SH-MPP');
    expect(r.technicalSpecs).toMatch(/230 VAC/);
    expect(r.technicalSpecs).toMatch(/Temperature: 85 °C/);
    expect(r.technicalSpecs).not.toMatch(/230VA00|25\/85C/);
  });
});

describe('instruments by their knobs', () => {
  it("is a function generator by its multiplier, amplitude, offset and duty, its MULTIPLIER no maker's name", () => {
    const r = readLabel('FG-330 FUNCTION GENER RATDR', 'FREQUENCY MULTIPLIER MODE', 'FINE DUTY OFFSET AMPLITUDE', 'WAVE FORM ATTEN');
    expect(r.extracted.productType?.value).toBe('signal generator');
    expect(r.brandInfo).not.toMatch(/Multiplier/i);
  });

  it('is a frequency counter by its gate time', () => {
    const r = readLabel('FREQUENCY RANGE', 'GATE TIME(SEC) POWER', 'GATE MHZ');
    expect(r.extracted.productType?.value).toBe('frequency counter');
    expect(r.suggestedCategory).toBe('Instrumentation');
  });
});

describe('product words', () => {
  it("reads a saw blade by its teeth, Schneider's LADN22S as an auxiliary contact block", () => {
    expect(readLabel('DEWALT.', 'DWA03230', '305 DIENTES', '80 TEETH').extracted.productType?.value).toBe('saw blade');
    expect(readLabel('Schneider', 'LADN22S', '53NO 61NC').extracted.productType?.value).toBe('auxiliary contact');
  });

  it('reads a no-fuse breaker as an MCCB, its glued I.C. as its breaking capacity, its NF100-CP no French standard', () => {
    const r = readLabel('NO-FUSEBREAKER', 'ML NF100-CP', 'AC240V 1.C.25kA OFF', '100A');
    expect(r.extracted.productType?.value).toBe('MCCB');
    expect(r.technicalSpecs).toMatch(/Breaking capacity: 25 kA/);
    expect(r.technicalSpecs).not.toMatch(/Standards: NF/);
    expect(r.brandInfo).not.toMatch(/Fuse/i);
  });
});

describe('makers', () => {
  it('reads a longer name with its last letters cut off ("Franklin Electri")', () => {
    expect(readLabel('Franklin Electri', 'E MOTOR').brandInfo).toBe('Franklin Electric');
  });

  it("knows CIT's relays by the name it prints before RELAY, and UNI-T's testers by their UT numbers (version 104)", () => {
    const relay = readLabel('CIT RELAY', 'A21CCQ', 'A14VDC 12VDC');
    expect(relay.brandInfo).toBe('CIT');
    expect(relay.suggestedTitle).toMatch(/^CIT A21CCQ relay/);
    const meter = readLabel('Hallsonde', 'Ein/Aus', 'Reset', 'UT61D', 'COM');
    expect(meter.extracted.productType?.value).toBe('multimeter');
    expect(meter.suggestedCategory).toBe('Instrumentation');
  });

  it('knows IEK, and LS Electric by its two letters alone, never "IS"', () => {
    expect(readLabel('IEK', 'BA47-29', 'C16').brandInfo).toBe('IEK');
    expect(lines(line('LS', 30, 0.99), line('LC63N'), line('30mA 415V~')).brandInfo).toBe('LS Electric');
    expect(lines(line('IS', 30, 0.99), line('LC63N'), line('30mA 415V~')).brandInfo).not.toBe('LS Electric');
  });

  it("takes no two-letter mark among a board's pin names on its line of print, but a logo beside its own small legend", () => {
    const pins = analyseText({
      rows: ['VCC RS EN', 'GND LS EN', 'BTS7960B'],
      lines: [placed('GND', 200, 820, 24, 0, 0.98), placed('LS', 256, 822, 26, 0, 0.99), placed('BTS7960B', 400, 400, 30, 0, 0.95)],
    });
    expect(pins.brandInfo).not.toBe('LS Electric');
    const logo = analyseText({
      rows: ['MW VADJ', 'DCOK', 'INPUT: 100-240VAC'],
      lines: [
        placed('MW', 261, 229, 20, 0, 0.99),
        placed('VADJ', 318, 234, 10, 0, 0.9),
        placed('INPUT: 100-240VAC', 290, 330, 11, 0, 0.94),
      ],
    });
    expect(logo.brandInfo).toBe('Mean Well');
  });

  it('reads a name repeated over its trade word in the plural, and one after an emblem read as "@"', () => {
    const r = readLabel('HAVRON 3.15 MFD 440VAC', 'CAPACITORS', 'HAVRON SWITCHGEARS', 'HAVRON 2.50 MFD 440VAC', 'HAVRON SWITCHGEARS');
    expect(r.brandInfo).toBe('Havron Switchgears');
    expect(readLabel('@HAVRON', 'A40', 'ISOLATOR').brandInfo).toBe('Havron');
  });

  it('reads the name again where OCR ran it into its trade word, and a temperature range run into what follows (version 105)', () => {
    const r = readLabel('HAVRON 3.15 MFD 440VAC', 'CAPACITORS±5%50Hz', '-25/85CSH-MPP', 'HAVRON SWITCHGEARS', 'HAVRONSWITCHGEARS');
    expect(r.brandInfo).toBe('Havron Switchgears');
    expect(r.technicalSpecs).toMatch(/Temperature: 85 °C/);
    expect(r.technicalSpecs).not.toMatch(/25\/85C/);
  });

  it('takes no circuit board\'s design tool for its maker ("KiCad" on the silk screen), version 107', () => {
    const r = readLabel('KiCad', 'AMGIS GT-I Class 155°C 120V|230V', '5VDC (4A)/9VAC (1.1A) Output', 'EN61558-2-6');
    expect(r.brandInfo).not.toBe('KiCad');
  });

  it('takes no switching notice in Portuguese for a maker ("NÃO OPERAR ENERGIZADO")', () => {
    expect(readLabel('NAO OPERAR', 'ENERGIZADO', '220v').brandInfo).toBe('Unbranded');
  });

  it('guesses a known maker from a misreading where the sure unknown line is two everyday words', () => {
    const r = lines(line('7623A OSCILLOSCOPE', 20, 0.9), line('GRATICULE ILLUM', 20, 0.97), line('TEKTRONGS', 20, 0.77));
    expect(r.brandInfo).toBe('Tektronix');
  });

  it("reads a maker's name over the two words that finish it", () => {
    const r = analyseText({
      rows: ['AFC', 'CABLE SYSTEMS', '12/2 MC LITE'],
      lines: [placed('AFC', 300, 100), placed('CABLE SYSTEMS', 300, 130, 22), placed('12/2 MC LITE', 300, 300, 20, 0, 0.9)],
    });
    expect(r.brandInfo).toBe('AFC Cable Systems');
  });
});

describe("another maker's product read beside the item (version 108)", () => {
  it('keeps its catalogue code for search, never as the model', () => {
    const r = readLabel('RND LAB DC POWER SUPPLY RND 320-KA3005P', 'OVP M1', 'OCP M2', 'C.C M3', 'C.v M4', 'NCV UT139C');
    expect(r.suggestedTitle).toMatch(/320-KA3005P/);
    expect(r.suggestedTitle).not.toMatch(/UT139C/);
    expect(r.technicalSpecs).toMatch(/UT139C/);
  });

  it("leaves the same maker's accessory beside its main code as it was", () => {
    expect(readLabel('Schneider Electric', 'LC1D09', 'LADN22', 'AC-3 9A').suggestedTitle).toMatch(/^Schneider Electric LC1D09 contactor/);
  });

  it("reads ABB's PM5630 CPU as no Schneider PowerLogic meter", () => {
    expect(readLabel('ABB', 'PM5630', 'AC500', '24VDC').extracted.productType?.value).not.toBe('energy meter');
  });
});
