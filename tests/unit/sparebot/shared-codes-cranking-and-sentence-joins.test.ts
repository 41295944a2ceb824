import { describe, expect, it } from 'vitest';
import { line, lines, placed } from './helpers/label-text.ts';

// Synthetic label text for the version 36 rules learnt from round q3 (issue 30): no evaluation photo's reading.

describe('catalogue codes that two makers share', () => {
  it("reads a code shaped like two tool makers' as the family of the maker the label names", () => {
    const drive = lines(line('ABB', 45), line('DCS500', 29), line('NETZ', 30));
    expect(drive.brandInfo).toBe('ABB');
    expect(drive.suggestedTitle).not.toMatch(/power tool/i);
    expect(drive.suggestedCategory).not.toBe('Tools & Hardware');
  });

  it('still reads that code as a power tool where no other maker is named', () => {
    const saw = lines(line('DCS500', 29), line('18V', 20));
    expect(saw.suggestedCategory).toBe('Tools & Hardware');
  });

  it("keeps one maker's own code beside another maker's name (a supply beside a network switch)", () => {
    const rack = lines(line('TP-LINK', 40), line('SDR-960-48', 24), line('48V 20A', 20));
    expect(rack.suggestedTitle).toMatch(/SDR-960-48 DC power supply/);
    expect(rack.suggestedCategory).toBe('Electrical Components');
  });

  it("names a converter's DC link (Zwischenkreis) a drive's", () => {
    const panel = lines(line('ZWISCHENKREIS', 37), line('NETZ', 30), line('L1 L2 L3', 20));
    expect(panel.suggestedTitle).toMatch(/drive/i);
    expect(panel.suggestedCategory).toBe('Motors & Drives');
  });
});

describe('ratings that name a product, and ones that do not', () => {
  it('names a starter battery from its cold-cranking current under its standard', () => {
    for (const rating of ['680A (EN)', '540 A EN', '600 CCA']) {
      const battery = lines(line('12V 72Ah', 30), line(rating, 26));
      expect(battery.suggestedTitle).toMatch(/lead acid battery/i);
      expect(battery.suggestedCategory).toBe('Electrical Components');
    }
  });

  it('takes a pressure in psi for a rating, not a gauge', () => {
    const panel = lines(line('6000 PSI', 47), line('WARNING', 40), line('STAGE', 25));
    expect(panel.suggestedTitle).not.toMatch(/gauge/i);
  });

  it("still reads PSI alone on a dial as a pressure gauge's", () => {
    const dial = lines(line('PSI', 40), line('100', 30), line('200', 30), line('300', 30));
    expect(dial.suggestedTitle).toMatch(/gauge/i);
    expect(dial.suggestedCategory).toBe('Instrumentation');
  });

  it('names a data acquisition device', () => {
    const daq = lines(line('ACME', 40), line('USB DAQ', 30), line('8 CHANNELS', 20));
    expect(daq.suggestedTitle).toMatch(/data acquisition/i);
    expect(daq.suggestedCategory).toBe('Instrumentation');
  });
});

describe('words that are no maker', () => {
  it("reads a sentence's short words run together as no maker one fold away (Sie die is no Siedle)", () => {
    const leaflet = lines(line('Legen Sie die Batterien richtig ein', 34), line('Batteriewechsel', 26));
    expect(leaflet.brandInfo).not.toBe('Siedle');
  });

  it('still reads a maker whose name holds such a word, spelt so', () => {
    const panel = lines(line('Van der Valk', 40), line('SOLAR MOUNTING', 20));
    expect(panel.brandInfo).toBe('Van der Valk Solar');
  });

  it("reads a machine plate's bilingual headings as no maker", () => {
    const plate = lines(line('MAQUINA', 44), line('MACHINE', 41), line('MODELO', 44), line('MODEL', 40), line('No.', 31));
    expect(plate.brandInfo).toBe('Unbranded');
  });

  it("reads a Spanish lockout tag's NO QUITE as no maker", () => {
    const tag = lines(line('DANGER', 61), line('NO', 30), line('QUITE', 39), line('Name:', 21), line('Department:', 15));
    expect(tag.brandInfo).toBe('Unbranded');
  });

  it('reads a word in small letters run into a capitalised one as words, not a maker', () => {
    const back = lines(line('genvomMekreis', 29), line('TYP:07132.00', 26), line('2A/250V', 20), line('ACHTUNG!', 20));
    expect(back.brandInfo).toBe('Unbranded');
    expect(lines(line('iWorx', 40), line('ETA-V1', 20)).brandInfo).not.toBe('Unbranded');
  });

  it("reads a safety sign's small-letter sentence over MACHINE as no maker", () => {
    const sign = lines(line('CK-2A', 31), placed('wornwhen', 200, 300, 16), placed('machine', 200, 320, 16), line('Eye', 11));
    expect(sign.brandInfo).not.toMatch(/wornwhen/i);
  });
});

// Round q4's rules (version 36 as well).
describe('bench instruments and German headings', () => {
  it('reads Schutzart and Schutzklasse as headings, not a contactor (Schütz)', () => {
    const label = lines(line('ACME', 40), line('Schutzart IP44', 20), line('Schutzklasse II', 20), line('SCHUTZ', 20));
    expect(label.suggestedTitle).not.toMatch(/contactor/i);
    expect(lines(line('Leistungsschütz', 30), line('AC-3 4 kW', 20)).suggestedTitle).toMatch(/contactor/i);
  });

  it("names an analogue oscilloscope from its knobs, and its own code over a function generator's beside it", () => {
    const scope = lines(
      line('10MHZFUNCTION GENERATOR HM8030-6', 27),
      line('ANALOG OSCILLOSCOPE', 20),
      line('TRACE ROTATION', 19),
      line('HM303-6', 23),
      line('VOLTS/DIV.', 16),
      line('Y.POS.I', 16),
      line('COMP.TESTER', 17),
    );
    expect(scope.suggestedTitle).toMatch(/HM303-6 oscilloscope/);
    expect(scope.suggestedCategory).toBe('Instrumentation');
  });

  it("reads a moving-coil multimeter's ohms a volt, and a meter's test-lead warning, as a multimeter's", () => {
    const dial = lines(line('ACME', 78), line('10kΩ/V~', 41), line('100', 61), line('30', 46));
    expect(dial.suggestedTitle).toMatch(/multimeter/i);
    const back = lines(line('WARNING! Disconnect test leads from', 23), line('measuring circuit before removing cover', 23));
    expect(back.suggestedCategory).toBe('Instrumentation');
  });

  it('never titles a meter with its ranges run together ("1-2kHz2-4kHz")', () => {
    const back = lines(line('DIGITAL MULTIMETER', 26), line('1-2kHz2-4kHz', 22), line('2A/250V', 20));
    expect(back.suggestedTitle).not.toContain('1-2kHz2-4kHz');
    // Read as what they are (version 38), each range its own.
    expect(back.technicalSpecs).toContain('Signal frequency: 1-2 kHz, 2-4 kHz');
  });

  it('splits a value with its unit from the words OCR ran into it', () => {
    const generator = lines(line('ACME', 40), line('10MHZFUNCTION GENERATOR', 27));
    expect(generator.suggestedTitle).toMatch(/signal generator/i);
    expect(generator.technicalSpecs).not.toContain('10MHZFUNCTION');
  });
});
