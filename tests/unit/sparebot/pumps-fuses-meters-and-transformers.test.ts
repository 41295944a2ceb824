import { describe, expect, it } from 'vitest';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 32 rules (issue 30): no evaluation photo's reading.

describe('product words of Latin American and Italian plates, and of hobby batteries', () => {
  it('reads a peripheral pump run together in Portuguese capitals as a pump', () => {
    const pump = lines(line('BOMBAPERIFERICA', 24), line('3450RPM', 18));
    expect(pump.suggestedCategory).toBe('Plumbing Supplies');
    expect(pump.suggestedTitle).toMatch(/pump/i);
  });

  it('reads a LiPo pack as a rechargeable battery', () => {
    const pack = lines(line('VOLTARIX', 30), line('HIGH DISCHARGE LIPO BATTERY', 20));
    expect(pack.suggestedTitle).toMatch(/rechargeable battery/);
  });

  it('reads a dual-element time-delay cartridge as a fuse, never a timing relay', () => {
    const fuse = lines(line('DUAL-ELEMENT TIME-DELAY', 20), line('600VAC', 20));
    expect(fuse.suggestedTitle).toMatch(/^Fuse/);
    expect(fuse.suggestedCategory).toBe('Electrical Components');
  });

  it('reads any product tester as an instrument', () => {
    expect(lines(line('TELEPHONE PRODUCT', 24), line('TESTER', 24)).suggestedCategory).toBe('Instrumentation');
    expect(lines(line('NETWORK CABLE TESTER', 24)).suggestedCategory).toBe('Instrumentation');
  });
});

describe('ratings', () => {
  it('reads the voltage of a plate that writes its unit first, and no frequency from its second value', () => {
    const specs = specsOf('V.127/220 Hz60 3450RPM');
    expect(specs).toContain('Voltage: 127/220 V');
    expect(specs).toContain('Frequency: 60 Hz');
    expect(specs).not.toContain('220 Hz');
  });

  it('reads "1Ph 2W" in mixed case as two wires, never two watts', () => {
    const specs = specsOf('120Vac/-1Ph2W.');
    expect(specs).toContain('2-wire');
    expect(specs).not.toMatch(/Power/);
  });
});

describe('what a label carries', () => {
  it('files a meter made to the water-meter standard as a water meter, not as the valve its DN and PN suggest', () => {
    const meter = lines(line('DN15 CLASS', 40), line('PN:16bar', 36), line('ISO4064', 36));
    expect(meter.suggestedTitle).toMatch(/^Water meter/);
  });

  it('reads a dual mains primary with low-voltage secondaries and no DC as a transformer, keeping the secondaries', () => {
    const plate = lines(line('115/230V,50/60Hz', 30), line('Model:X7B21', 30), line('17V,0.68A', 30), line('or 34V,0.34A', 30));
    expect(plate.suggestedTitle).toMatch(/transformer/);
    expect(plate.technicalSpecs).toMatch(/Voltage: .*17 V/);
  });
});

describe('catalogue codes and makers', () => {
  it("reads Square D's American breakers and load centres by their codes", () => {
    const breaker = lines(line('QO120', 20));
    expect(breaker.brandInfo).toBe('Schneider Electric');
    expect(breaker.suggestedTitle).toMatch(/^Schneider Electric Square D .*MCB 20 A$/);
    expect(lines(line('HOM24L70F', 20)).suggestedTitle).toMatch(/consumer unit 70 A$/);
    expect(lines(line('QO LOAD CENTER', 20)).suggestedTitle).toMatch(/consumer unit/i);
  });

  it("reads Mersen's American fuses by their codes", () => {
    const fuse = lines(line('AJT60', 20));
    expect(fuse.brandInfo).toBe('Mersen');
    expect(fuse.suggestedTitle).toMatch(/fuse 60 A$/);
  });

  it('reads a maker whose name in capitals runs into a word in small letters', () => {
    expect(lines(line('MATSUSADAPrecision Inc.', 18), line('INPUT +24VDC', 14)).brandInfo).toBe('Matsusada');
  });

  it('knows water-meter, materials-testing and test-equipment makers by their kind', () => {
    expect(lines(line('NEPTUNE', 30)).suggestedCategory).toBe('Plumbing Supplies');
    expect(lines(line('INSTRON', 30)).suggestedCategory).toBe('Instrumentation');
    expect(lines(line('BKPRECISION', 30)).brandInfo).toBe('B&K Precision');
  });
});

describe("an unknown maker's own name", () => {
  it('files the item by the trade its domain or company name states, and asks the seller to confirm', () => {
    const pumps = lines(line('www.velmarpumps.com', 20));
    expect(pumps.brandInfo).toBe('Velmar');
    expect(pumps.suggestedCategory).toBe('Plumbing Supplies');
    expect(pumps.confidence).toBeLessThan(0.5);
    expect(lines(line('TRENDEX LIGHTING', 30)).suggestedCategory).toBe('Lighting');
    expect(lines(line('Quorvex Controls Inc.', 20)).suggestedCategory).toBe('Control Systems');
  });

  it('says nothing where the name carries no trade', () => {
    expect(lines(line('Ningbo Zhuoli Electric Appliance Co., Ltd.', 20)).suggestedCategory).toBe('Electrical Components');
  });
});

describe('more words and makers', () => {
  it('reads a softener alone as a water softener, and a three-letter boiler logo as its maker', () => {
    expect(lines(line('SOFTENER', 20)).suggestedTitle).toMatch(/^Water softener/);
    const boiler = lines(line('HTP', 35, 1));
    expect(boiler.brandInfo).toBe('HTP');
    expect(boiler.suggestedCategory).toBe('HVAC Equipment');
  });
});
