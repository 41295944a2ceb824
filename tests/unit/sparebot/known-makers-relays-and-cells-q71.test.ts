import { describe, expect, it } from 'vitest';
import { line, lines, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 95's rules (issue 30): no evaluation photo's reading.

describe("a known maker's name read as a line of its own", () => {
  it("names the item before an unknown name set larger across the photo (an installer's watermark)", () => {
    const r = lines(line('HOLMQUIST DRAIN', 50, 0.96), line('SAMSUNG', 19, 0.94));
    expect(r.brandInfo).toBe('Samsung');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });

  it('does so only when read surely and whole: a known name inside a sentence is no logo', () => {
    const r = lines(line('HOLMQUIST DRAIN', 50, 0.96), line('Samsung units serviced here', 19, 0.94));
    expect(r.brandInfo).toBe('Holmquist Drain');
  });

  it('does not displace a known maker read at full strength', () => {
    const r = lines(line('SIEMENS', 50, 0.98), line('SAMSUNG', 19, 0.94), line('Model 5SY6116-7'));
    expect(r.brandInfo).toBe('Siemens');
  });
});

describe("a solid state relay's face", () => {
  it('is read by its 3-32 V DC control input beside the load it switches', () => {
    const r = readLabel('QDX4-40DA', '3V-32VDC', 'AC-12:40A');
    expect(r.extracted.productType?.value).toBe('solid state relay');
    expect(r.suggestedCategory).toBe('Electrical Components');
  });

  it('is read so with its input written with a tilde, and titled by its load current', () => {
    const r = readLabel('INPUT 3~32VDC', 'LOAD 24-380VAC', '25A');
    expect(r.extracted.productType?.value).toBe('solid state relay');
    expect(r.suggestedTitle).toMatch(/^solid state relay 25 A/i);
  });

  it('is not read from a 3-32 V DC range alone (a converter module prints its input so)', () => {
    const r = readLabel('DC-DC STEP DOWN', 'IN 3-32VDC');
    expect(r.extracted.productType?.value).not.toBe('solid state relay');
  });
});

describe("a battery's charge", () => {
  it("is never a cell's size run into it (186504000mAh)", () => {
    const r = readLabel('BRC 186504000mAh');
    expect(r.technicalSpecs).not.toMatch(/186504000/);
  });

  it('is kept from a coin cell to a standby bank of 2 V cells', () => {
    expect(readLabel('CR2032 3V 220mAh').technicalSpecs).toMatch(/220 mAh/);
    expect(readLabel('2V 3000Ah VRLA').technicalSpecs).toMatch(/3000 Ah/);
  });
});

describe("UltraFire's name", () => {
  it('is a maker of lithium cells: its 18650 with a charge is a battery', () => {
    const r = readLabel('UltraFire', 'BRC18650 4000mAh');
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.extracted.productType?.value).toBe('rechargeable battery');
  });

  it('still names a foam extinguisher of the maker of the same name', () => {
    const r = readLabel('UltraFire', '6 L AFFF', 'FIRE EXTINGUISHER');
    expect(r.suggestedCategory).toBe('Safety Equipment');
  });
});

describe("a model printed as its family's capitals and a number", () => {
  it('is the model where the maker is read elsewhere ("PWS 8000" under BOSCH)', () => {
    const r = lines(line('MAKITA', 40, 0.99), line('GXQ 8000', 20, 0.95));
    expect(r.extracted.model?.value).toBe('GXQ 8000');
    expect(r.suggestedTitle).toMatch(/^Makita GXQ 8000/);
  });

  it('is never a limit, a standard, a lot or a date ("MAX 253", "EN 1359", "LOT 07124", "JUNE 2015")', () => {
    for (const text of ['MAX 253', 'EN 1359', 'LOT 07124', 'JUNE 2015', 'PN 16', 'GXQ 2015']) {
      const r = lines(line('MAKITA', 40, 0.99), line(text, 20, 0.95));
      expect(r.extracted.model?.value ?? '').not.toBe(text);
    }
  });

  it('is not read from an unsure line, nor when two such lines compete', () => {
    expect(lines(line('MAKITA', 40, 0.99), line('GXQ 8000', 20, 0.8)).extracted.model).toBeUndefined();
    expect(lines(line('MAKITA', 40, 0.99), line('GXQ 8000'), line('HRT 450')).extracted.model).toBeUndefined();
  });
});
