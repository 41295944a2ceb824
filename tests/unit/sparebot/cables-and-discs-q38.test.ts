import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 62 rules (issue 30): no evaluation photo's reading.

describe("a wire spool's gauge printed without AWG", () => {
  it('is read from "14 Stranded", "12 Solid" or "10 Gauge" where a row names the wire, and sizes the item', () => {
    const r = readLabel('14 Stranded', 'cerrowire', 'THHN', 'SOLD IN FULL ROLLS');
    expect(r.technicalSpecs).toContain('Wire gauge: 14 AWG');
    expect(r.size).toBe('14 AWG');
    expect(specsOf('12 Solid', 'THWN-2 copper')).toContain('Wire gauge: 12 AWG');
    expect(specsOf('Building wire', '10 Gauge')).toContain('Wire gauge: 10 AWG');
  });

  it("is not read where no row names wire or cable: a brad nail's 16 gauge, a solid door", () => {
    expect(specsOf('Brad nails', '16 Gauge', '2000 pcs')).not.toContain('Wire gauge');
    expect(specsOf('FIRE DOOR', '44 Solid core')).not.toContain('Wire gauge');
  });
});

describe("a cable's length", () => {
  it('is read in feet on a wire label and titled with the gauge', () => {
    const r = readLabel('14 Stranded', 'cerrowire', 'THHN', '25 ft.');
    expect(r.suggestedTitle).toBe('Cerrowire building wire 14 AWG 25 ft');
    expect(specsOf('THHN', '12 AWG', '500 FT')).toContain('Length: 500 ft');
  });

  it('is read in metres from a drum, reel, coil or box, or after "Length" in five languages, and titled after the conductor', () => {
    const r = readLabel('6242Y', '2.5mm²', '100m drum', 'BS 6004');
    expect(r.suggestedTitle).toBe('6242Y twin and earth cable 2.5 mm² 100 m');
    expect(specsOf('Cat6 cable', '305m box')).toContain('Length: 305 m');
    expect(specsOf('H07RN-F 3G1.5', 'Länge 50 m')).toContain('Length: 50 m');
    expect(specsOf('SY cable', 'Length: 25m')).toContain('Length: 25 m');
  });

  it("is never cubic feet, a square metre's or a height read as metres", () => {
    expect(specsOf('Gas meter', '250 ft3/h', 'wire seal')).not.toContain('Length');
    expect(specsOf('cable', 'Length 10m²')).not.toContain('Length');
    expect(specsOf('Pump', 'Head 10m')).not.toContain('Length');
  });
});

describe("a cutting or grinding disc's size", () => {
  it('is read as diameter × thickness × bore, as printed, and titles and sizes the disc', () => {
    const r = readLabel('CUTTING DISC', '125x1.0x22', 'RPM 12200', 'EN 12413');
    expect(r.technicalSpecs).toContain('Dimensions: 125x1.0x22 mm');
    expect(r.size).toBe('125x1.0x22 mm');
    expect(r.suggestedTitle).toMatch(/cutting disc 125x1\.0x22 mm$/i);
    expect(specsOf('Grinding wheel', '230 x 6 x 22.23 mm')).toContain('Dimensions: 230x6x22.23 mm');
  });

  it("prices the disc as a consumable, not at its category's baseline", () => {
    const r = readLabel('CUTTING DISC', '125x1.0x22');
    expect(r.estimatedPrice.priceTransparency.retailBaseline).toBe(3);
    expect(readLabel('End mill', '4F 30° ALTIN').estimatedPrice.marketPrice).toBeLessThan(60);
  });

  it("is not read from a cable's cores × size nor from three whole numbers without millimetres", () => {
    expect(specsOf('Cable', '3x2.5x1.5')).not.toContain('Dimensions');
    expect(specsOf('Relay', '5x10x15')).not.toContain('Dimensions');
  });
});

describe('a code that holds a whole date', () => {
  it("is a batch's stamp, kept among the codes but never the title's model", () => {
    const r = readLabel('CUTTING DISC', 'JEMM/2025/03/01', '125x1.0x22');
    expect(r.suggestedTitle).not.toContain('JEMM');
    expect(r.technicalSpecs).toContain('JEMM/2025/03/01');
  });
});

describe("a cell's or battery's chemistry", () => {
  it('is kept as the trade writes it, its O read as 0 too', () => {
    expect(specsOf('Lifepo4 Rechargeable 3.2v Battery', '7000 mAh')).toContain('Chemistry: LiFePO4');
    expect(specsOf('LiFeP04 12.8V 100Ah')).toContain('Chemistry: LiFePO4');
    expect(specsOf('Li-ion 18650', '3.7V 2600mAh')).toContain('Chemistry: Li-ion');
    expect(specsOf('12V 7Ah', 'VRLA')).toContain('Chemistry: VRLA');
  });

  it('names a rechargeable battery where no product word does, and leaves a charger a charger', () => {
    expect(readLabel('LiPolymer 7.4V').suggestedTitle).toBe('Rechargeable battery 7.4 V');
    expect(readLabel('Li-ion charger', '12.6V 2A').suggestedTitle).toMatch(/^Battery charger/);
  });

  it('is not read inside other words', () => {
    expect(specsOf('Lifeline', 'Nickel plated')).not.toContain('Chemistry');
  });
});

describe("a model's current-like end after three or four letters", () => {
  it('is the code\'s, not a current ("Lii-70A" on a 3.2 V cell), while "MAX-16A" is still 16 A', () => {
    const r = readLabel('Lii-70A', 'Lifepo4 Rechargeable 3.2v Battery', '7000 mAh');
    expect(r.technicalSpecs).not.toContain('Current: 70 A');
    expect(r.technicalSpecs).toContain('Lii-70A');
    expect(specsOf('MAX-16A', '230V')).toContain('Current: 16 A');
  });
});

describe("a cable's length with decimals", () => {
  it('is read after "Cable length"', () => {
    expect(specsOf('Power adapter', 'Cable length 1.8 m')).toContain('Length: 1.8 m');
  });
});

describe('TeSys auxiliary contact blocks and control relays', () => {
  it('are named by their catalogue numbers, the maker too', () => {
    const block = readLabel('LADN20', 'TeSys', '53 NO', '63 NO');
    expect(block.suggestedTitle).toBe('Schneider Electric TeSys LADN20 auxiliary contact');
    const relay = readLabel('CA2KN', '22B7', '24V', '50/60Hz');
    expect(relay.brandInfo).toBe('Schneider Electric');
    expect(relay.suggestedTitle).toContain('CA2KN relay');
    expect(readLabel('CAD32M7').suggestedTitle).toContain('CAD32M7 relay');
  });
});

describe('a current followed by a hyphen and one letter', () => {
  it('is a code\'s end ("1772A-B", a blade\'s code), while "10A-250VAC" is still 10 A', () => {
    const r = readLabel('FRAMING', '1772A-B', 'MAX RPM');
    expect(r.technicalSpecs).not.toContain('Current');
    expect(r.technicalSpecs).toContain('1772A-B');
    expect(specsOf('10A-250VAC')).toContain('Current: 10 A');
  });
});

describe("a water meter's flow ratio printed as its quotient", () => {
  it('is read ("Q3/Q1:R250" → R250), names a water meter, and "Q3/Q1" is no code', () => {
    const r = readLabel('Water meter', 'Q3/Q1:R250 SW:V1', '2.5 m³/h');
    expect(r.technicalSpecs).toContain('Meter class: R250');
    expect(r.technicalSpecs).not.toContain('Q3/Q1');
    expect(r.suggestedTitle).toMatch(/^Water meter/);
    expect(specsOf('Q3/Q1 = 160', 'water meter')).toContain('Meter class: R160');
  });
});
