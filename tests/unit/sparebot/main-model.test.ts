import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { accessoryCodes, isAccessory } from '../../../src/server/sparebot/extract/accessory-codes.ts';

const read = (...rows: string[]) =>
  analyseText({ rows, lines: rows.map((text, i) => ({ text, height: i === 0 ? 40 : 20, confidence: 0.95 })) });

describe("the label's main model code, not an accessory's", () => {
  it('titles a relay by its own catalogue number when its socket is printed first', () => {
    const r = read('Allen-Bradley', 'USE ONLY WITH CAT NO. 700-HN125', 'CAT 700-HA32A1 SER D', 'COIL 120VAC 10A');
    expect(r.suggestedTitle).toContain('700-HA32A1');
    expect(r.suggestedTitle).not.toContain('700-HN125');
    expect(r.technicalSpecs).toContain('Model: 700-HA32A1');
    expect(r.technicalSpecs).toContain('For use with: 700-HN125');
  });

  it('reads a cue whose code OCR put on the next row, and cues in other label languages', () => {
    expect([...accessoryCodes(['FOR USE WITH CAT', '700-HN125', 'Cat 700-HA32A1']).values()]).toEqual(['700-HN125']);
    expect([...accessoryCodes(['Sockel/Base: QX-9105', 'Typ QR-2210'])].length).toBe(1);
    expect([...accessoryCodes(['Zoccolo 96.72'])].map(([, v]) => v)).toEqual(['96.72']);
  });

  it('keeps an unknown maker’s main code as the model and the socket as kept text', () => {
    const r = read('Kuhse GmbH', 'Socket: XR-205', 'Type KR-4410 24VDC relay');
    expect(r.suggestedTitle).toContain('KR-4410');
    expect(r.suggestedTitle).not.toContain('XR-205');
    expect(r.technicalSpecs).toContain('For use with: XR-205');
  });

  it('matches an accessory read with a character lost at its end, never a short unrelated code', () => {
    const acc = accessoryCodes(['USE ONLY WITH 700-HN125']);
    expect(isAccessory('700-HN12', acc)).toBe(true);
    expect(isAccessory('700-HA32A1', acc)).toBe(false);
    expect(isAccessory('12', acc)).toBe(false);
  });

  it('does not take product words after a cue for codes', () => {
    expect(accessoryCodes(['BASE UNIT MODEL 4410', 'SUITABLE FOR OUTDOOR USE']).size).toBe(0);
  });
});

describe("a relay's title rating is its coil voltage", () => {
  it('passes over voltages on contact-rating rows (utilisation category, "OR n HP")', () => {
    const r = read('Allen-Bradley', 'CAT 700-HA32A1', 'AC15 230VAC 3A', '5A OR 1/4HP 240VAC', '24VDC');
    expect(r.suggestedTitle).toMatch(/relay 24 VDC$/);
    expect(r.technicalSpecs).toContain('230 VAC');
  });

  it('takes a voltage named as the coil’s in any label language', () => {
    expect(read('Relay KR-4410', '250 V AC 10 A', 'Spule 12 V DC').suggestedTitle).toMatch(/12 V DC$/);
    expect(read('Relay KR-4410', '250 V AC 10 A', 'bobine 48 V AC').suggestedTitle).toMatch(/48 V AC$/);
  });
});

describe("a maker's series with its number", () => {
  it('names the series in the specs and, with no catalogue number read, in the title', () => {
    const r = read('PowerFlex 40', 'Allen-Bradley', 'drive 0.75 kW');
    expect(r.technicalSpecs).toContain('Series: PowerFlex 40');
    expect(r.suggestedTitle).toContain('Allen-Bradley PowerFlex 40');
  });

  it('never takes a rating or a spelling of the maker’s name for a series number', () => {
    expect(read('Altivar 4 kW', 'Schneider Electric').technicalSpecs).not.toContain('Series');
    expect(read('Allen Bradley 700', 'relay').technicalSpecs).not.toContain('Series');
  });

  it('keeps the catalogue number as the model when both are read', () => {
    const r = read('Altivar 312', 'ATV312HU22N4', 'Schneider Electric');
    expect(r.technicalSpecs).toContain('Series: Altivar 312');
    expect(r.suggestedTitle).toContain('ATV312');
    expect(r.suggestedTitle).not.toContain('Altivar 312');
  });
});

describe('nothing read surely is thrown away', () => {
  it('keeps digit-only catalogue numbers in three or more groups, never dates or ranges', () => {
    const r = read('Kuhse GmbH', '61.22.4.110 2019.06.14', 'ART 1492-2-100', '72-120 24-72');
    expect(r.technicalSpecs).toContain('61.22.4.110');
    expect(r.technicalSpecs).not.toContain('2019.06.14');
    expect(r.technicalSpecs).not.toContain('72-120');
  });

  it('shows up to five values of a rating and eight codes', () => {
    const r = read('motor', '220-240/380-415 V 50Hz', '254-277/440-480 V 60Hz', '230/400 V 400/690 V 500 V');
    expect(r.technicalSpecs).toMatch(/Voltage: [^;]*, [^;]*, [^;]*, [^;]*, [^;]*;/);
    const codes = read('Kuhse GmbH', 'QA1-10 QB2-20 QC3-30 QD4-40 QE5-50 QF6-60 QG7-70 QH8-80').technicalSpecs;
    expect(codes).toContain('QH8-80');
  });
});

describe('codes are what a buyer searches for', () => {
  it('drops a number label glued to a code and a rating already read with its label glued on', () => {
    const r = read('Kuhse GmbH motor', 'SER.QX71234 MAX.AMB.45C', '0.75 kW 1400 rpm');
    expect(r.technicalSpecs).toContain('Temperature: 45 °C');
    expect(r.technicalSpecs).toContain('QX71234');
    expect(r.technicalSpecs).not.toContain('SER.QX71234');
    expect(r.technicalSpecs).not.toContain('MAX.AMB');
    expect(read('Kuhse GmbH motor', 'QX7123DateCode').technicalSpecs).toBe('Codes: QX7123');
  });
});
