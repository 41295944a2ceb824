import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { extractRatings, formatRatings } from '../../../src/server/sparebot/extract/ratings.ts';
import { RATING_LABELS } from '../../../src/server/sparebot/extract/rating-types.ts';

// Synthetic label text for the version 15 rules (issue 30): no evaluation photo's reading.
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.95 })) });
const specsOf = (...rows: string[]) => formatRatings(extractRatings(rows), RATING_LABELS);
const line = (text: string, height = 20, confidence = 0.95) => ({ text, height, confidence });

describe('test instruments and the marks around them', () => {
  it('reads a measurement category as printed or run together, and the instrument it marks', () => {
    expect(specsOf('CAT III 1000V', 'CAT IV 600V')).toContain('Measurement category: CAT III 1000 V, CAT IV 600 V');
    expect(specsOf('CATII')).toBe('Measurement category: CAT II');
    expect(specsOf('CATl600V')).toBe('Measurement category: CAT I 600 V');
    // Never a word or a maker that starts the same way.
    expect(specsOf('CATALOGUE NO 1234')).not.toMatch(/Measurement/);
    expect(specsOf('CATL 3.2V 280Ah')).not.toMatch(/Measurement/);
    const meter = read('KX-33C+', 'CAT II 600V', '10A MAX', 'COM');
    expect(meter.extracted.productType?.value).toBe('electrical tester');
    expect(meter.suggestedCategory).toBe('Instrumentation');
  });

  it('never reads a measurement category run together as a maker one letter away', () => {
    expect(matchBrands([line('CATI600V')]).map((b) => b.brand.name)).toEqual([]);
    expect(matchBrands([line('CATL')]).map((b) => b.brand.name)).toEqual(['CATL']);
  });

  it('reads a mark whose letters are an everyday word only as printed (UNI-T, never "unit")', () => {
    expect(matchBrands([line('UNI-T')]).map((b) => b.brand.name)).toEqual(['Uni-Trend']);
    expect(matchBrands([line('GYRO UNIT')]).map((b) => b.brand.name)).toEqual([]);
    expect(matchBrands([line('UNIT')]).map((b) => b.brand.name)).toEqual([]);
  });

  it("keeps an EU directive's number out of the codes and the title", () => {
    const r = read('QUARVEX', 'KX-400 400W', 'INPUT 230V 4A 47-63Hz', 'WEEE 2002/96/EG 2012/19/EU');
    expect(r.technicalSpecs).not.toMatch(/2002|2012/);
    expect(r.suggestedTitle).not.toMatch(/2002|2012/);
  });

  it("titles a power supply by its total output, not a rail's share or its standby draw", () => {
    const r = read('QUARVEX POWER SUPPLY', 'AC INPUT 230V 4A 47-63Hz', '+3.3V 24A +5V 21A 120W', '+12V 17A 360W', '400W', 'STANDBY <1W');
    expect(r.extracted.productType?.value).toBe('DC power supply');
    expect(r.suggestedTitle).toMatch(/ 400 W$/);
  });

  it("reads a coil's duty cycle with its power in VA as a solenoid valve, titled by its coil's voltage", () => {
    const r = read('QUARVEX', 'KX 5P/13', '220VAC 19VA', '100%ED');
    expect(r.extracted.productType?.value).toBe('valve');
    expect(r.suggestedTitle).toMatch(/valve 220 VAC$/);
    expect(read('QUARVEX', 'KX 5P/13', '220VAC 19VA').extracted.productType?.value).not.toBe('valve');
  });

  it('drops a value read with zeros before it (DC12V read as 0012V), not a relay code printed 05VDC', () => {
    const r = read('QUARVEX', 'SOLENOID VALVE', '0012V', '0~150 psi');
    expect(r.technicalSpecs).not.toMatch(/0012 V/);
    expect(r.suggestedTitle).not.toMatch(/0012/);
    expect(read('SRD-05VDC-SL-C', 'RELAY').technicalSpecs).toMatch(/5 V DC|05VDC/);
  });

  it('reads a short product word only where it starts a word: a gyro unit is no RO unit', () => {
    expect(read('AZIMUTH', 'GYRO UNIT').extracted.productType?.value).toBeUndefined();
    expect(read('RO UNIT', '230V 50Hz').extracted.productType?.value).toBe('reverse osmosis unit');
    // After a value's unit it still counts ("500HzLCR METER"), and a product word after it counts anywhere.
    expect(read('20Hz-500HzLCR METER').extracted.productType?.value).toBe('LCR meter');
    expect(read('D.C.MOTOR 220V').extracted.productType?.value).toBe('DC motor');
  });

  it("reads a maker's initials before its name on the maker line, never a label word's", () => {
    const plate = (top: string) =>
      readOpenMakers([line(top, 70), line('Use softkeys to select', 34), line('RANGE:AUTO', 34), line('BIAS', 30)]);
    expect(plate('QX PRECISION').map((m) => m.name)).toEqual(['QX Precision']);
    expect(plate('AC PRECISION')).toEqual([]);
    expect(plate('CE PRECISION')).toEqual([]);
  });

  it('never takes for a maker a label word with a letter lost, or a phrase run together in capitals', () => {
    const plate = (top: string) => readOpenMakers([line(top, 41), line('BURN-IN', 25), line('RUN-IN', 22), line('230V', 22)]);
    expect(plate('Quarvon').map((m) => m.name)).toEqual(['Quarvon']);
    expect(plate('Waning')).toEqual([]);
    expect(plate('DGTLSTORAGEOSCLSCOPE')).toEqual([]);
  });
});

describe('servo words (version 15)', () => {
  it('reads an RC servo as a servo motor and a positioning controller as a servo drive', () => {
    expect(read('DIGITAL SERVO', 'DC4.8-6.8V').extracted.productType?.value).toBe('servo motor');
    expect(read('MICRO SERVO 9g').extracted.productType?.value).toBe('servo motor');
    expect(read('Positioning Controller', 'KX2 70/10').extracted.productType?.value).toBe('servo drive');
    // A servo drive stays a drive: the longer product word wins.
    expect(read('AC SERVO DRIVER', '220V 750W').extracted.productType?.value).toBe('servo drive');
  });
});

describe('panels, gauges and network addresses (version 15)', () => {
  it('reads a SIMATIC panel by its order number or its KTP name, titled by its supply', () => {
    const r = read('SIEMENS', 'KTP700 Basic', '6AV2 123-2GB03-0AX0', 'Supply 24Vdc, max. 0,44A');
    expect(r.extracted.productType?.value).toBe('operator panel (HMI)');
    expect(r.suggestedTitle).toMatch(/24 VDC$/);
  });

  it("never reads a network address's hex pairs as a breaker's curve or a code", () => {
    const r = read('QUARVEX', 'MAC 10-D6-57-70-86-06', 'DC24V');
    expect(r.technicalSpecs).not.toMatch(/Trip curve|10-D6/);
    expect(read('QUARVEX', 'MCB D6').technicalSpecs).toMatch(/Trip curve: Type D 6 A/);
  });

  it("reads a dial's unit among bare scale numbers as a pressure gauge, not a rated pressure", () => {
    expect(read('0.6', 'PESSURE', '0.2 0.8', '0 1', 'MPa').extracted.productType?.value).toBe('pressure gauge');
    expect(read('QUARVEX', 'PN 10 bar', '15', '22', '28').extracted.productType?.value).not.toBe('pressure gauge');
  });
});

describe('part numbers printed as digits alone (version 15)', () => {
  it('keeps digits after the label of a part or order number, not a bare number or a date', () => {
    expect(read('QUARVEX', 'cod. 6484228', 'Made in Italy').technicalSpecs).toMatch(/6484228/);
    expect(read('QUARVEX', 'Art.-Nr. 4012345', '230V').technicalSpecs).toMatch(/4012345/);
    expect(read('QUARVEX', '6484228', 'Made in Italy').technicalSpecs).not.toMatch(/6484228/);
    expect(read('QUARVEX', 'cod. 2019', '230V').technicalSpecs).not.toMatch(/2019/);
  });

  it("keeps a dial's unit as read but never as the model, and drops a year glued to its label", () => {
    const gauge = read('MANOMETER', 'kg/cm2', 'Jahr2001');
    expect(gauge.technicalSpecs).toMatch(/kg\/cm2/);
    expect(gauge.technicalSpecs).not.toMatch(/Jahr/);
    expect(gauge.suggestedTitle).toBe('Manometer');
    expect(gauge.suggestedCategory).toBe('Instrumentation');
  });
});

describe('addresses, legends and UPS labels (version 15)', () => {
  it("never takes an address's country or US state, a button's legends or a product phrase for the maker", () => {
    const plate = (top: string) => readOpenMakers([line(top, 60), line('KX-501', 30), line('RELAY', 30), line('110VAC', 30)]);
    // The name before the state or country is the maker's (version 83), never the place with it.
    expect(plate('QUARVON WASHINGTONUSA').map((m) => m.name)).toEqual(['Quarvon']);
    expect(plate('QUARVON GERMANY').map((m) => m.name)).toEqual(['Quarvon']);
    expect(plate('TESTHUSH')).toEqual([]);
    expect(plate('OVERCURRENT CONDITIONS')).toEqual([]);
    // A trade word that follows makers' names keeps an everyday name a name.
    expect(plate('SPARTAN SCIENTIFIC').map((m) => m.name)).toEqual(['Spartan Scientific']);
  });

  it('reads a UPS rated in VA as the UPS, not the sealed lead-acid battery its label warns of', () => {
    const r = read('HEWLETT PACKARD', 'MODEL:KX277A', '1000VA (700W) MAX', 'WARNING: Contains sealed lead-acid batteries', 'OF THIS UPS');
    expect(r.extracted.productType?.value).toBe('UPS');
    expect(r.brandInfo).toBe('Hewlett-Packard');
  });
});

describe('MAX and MIN glued to a value (version 15)', () => {
  it('reads 10AMAX, MAX1000VA and Imax10A as the values they hold, never splitting a code', () => {
    const specsRead = (...rows: string[]) => read(...rows).technicalSpecs;
    expect(specsRead('QUARVEX', '10AMAX')).toMatch(/Current: 10 A/);
    expect(specsRead('QUARVEX', 'MAX1000VA')).toMatch(/Apparent power: 1000 VA/);
    expect(specsRead('QUARVEX', 'Imax10A')).toMatch(/Current: 10 A/);
    expect(specsRead('QUARVEX', 'MAX232 RS485')).not.toMatch(/MAX 232/);
  });
});
