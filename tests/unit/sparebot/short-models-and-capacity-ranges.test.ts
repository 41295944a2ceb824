import { describe, expect, it } from 'vitest';
import { codeAfterMaker } from '../../../src/server/sparebot/extract/code-after-maker.ts';
import { filed, line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 55 rules (issue 30): no evaluation photo's reading.

describe("a short model code after the maker's name", () => {
  it("titles a known maker's panel with the short code printed after its name", () => {
    const panel = lines(line('TEXECOM', 30, 0.97), line('TEXECOM RC-4 CONTROL PANEL', 22, 0.96), line('12V 7Ah', 18, 0.95));
    expect(panel.suggestedTitle).toMatch(/^Texecom RC-4 /);
    expect(panel.technicalSpecs).toMatch(/Model: RC-4/);
  });

  it('titles a maker the knowledge base does not know with the code after its name', () => {
    const camera = lines(line('Lumacam Q7 1080P Security Camera', 33, 0.96));
    expect(camera.brandInfo).toBe('Lumacam');
    expect(camera.suggestedTitle).toMatch(/^Lumacam Q7 CCTV camera/);
  });

  it('takes no curve, lamp cap, thread, phase count, revision or rating for a model', () => {
    for (const text of ['Hager C16', 'Hager GU10', 'Hager M20', 'Hager 3PH', 'Hager R3', 'Hager 230V', 'Hager IP65', 'Hager AC-3']) {
      expect(codeAfterMaker(['Hager'], [line(text, 20, 0.97)]), text).toBeUndefined();
    }
    expect(codeAfterMaker(['Hager'], [line('Hager NX-4', 20, 0.97)])).toBe('NX-4');
  });

  it('takes the code only where the name opens a line read surely', () => {
    expect(codeAfterMaker(['Caddx'], [line('Caddx NX-4', 20, 0.85)])).toBeUndefined();
    expect(codeAfterMaker(['Caddx'], [line('PANEL Caddx NX-4', 20, 0.97)])).toBeUndefined();
    expect(codeAfterMaker(['Power One'], [line('POWER ONE SG-3', 20, 0.97)])).toBe('SG-3');
  });
});

describe('a range of battery capacities', () => {
  it('keeps the range as printed', () => {
    expect(specsOf('12V 14-15Ah')).toMatch(/Battery capacity: 14-15 Ah/);
  });

  it("reads a cell's size before its capacity as no range", () => {
    expect(specsOf('18650-2600mAh')).toMatch(/Battery capacity: 2600 mAh/);
    expect(specsOf('18650-2600mAh')).not.toMatch(/18650-2600/);
  });
});

describe("a motor's mounting without its IM", () => {
  it('reads the mounting after its label or after the frame size', () => {
    expect(specsOf('FRAME 112M B3/B5', '4kW 400V 50Hz')).toMatch(/Mounting: IM B3\/B5/);
    expect(specsOf('Bauform V1', '0,75 kW')).toMatch(/Mounting: IM V1/);
    expect(specsOf('Frame 71 B14', '0.37kW 1400rpm')).toMatch(/Mounting: IM B14/);
  });

  it("takes no version, no breaker's curve and no vertical form after a bare number for a mounting", () => {
    expect(specsOf('PCB 100 V1.0')).not.toMatch(/Mounting/);
    expect(specsOf('10 B16 230V')).not.toMatch(/Mounting/);
    expect(specsOf('24 V1 OUT')).not.toMatch(/Mounting/);
  });
});

describe("a product's name and number joined by a hyphen", () => {
  it('keeps it as a code and titles the item with it', () => {
    const panel = lines(line('7+1 ZONE SECURITY CUM FIRE PANEL', 11, 0.98), line('Vestara-3401', 13, 0.98), line('ZOE-1', 7, 0.81));
    expect(panel.technicalSpecs).toMatch(/Vestara-3401/);
    expect(panel.suggestedTitle).toMatch(/^Vestara-3401 /);
  });

  it('takes no everyday, label or trade word before a number for a name', () => {
    for (const text of ['Warning-1234', 'Pressure-1600', 'Spannung-2300']) {
      expect(lines(line('FIRE PANEL', 11, 0.98), line(text, 13, 0.98)).technicalSpecs, text).not.toMatch(/\d{4}/);
    }
  });
});

describe('a name before the country it was made in', () => {
  it('reads the name opening the line as the maker', () => {
    const compressor = lines(line('KORVAC MADE KOREA', 42, 0.83), line('R134a PAG46 GC203UL1', 38, 0.94), line('REFRIGERANT', 23, 0.99));
    expect(compressor.brandInfo).toBe('Korvac');
    expect(filed(line('Corvani Made in Italy', 30, 0.95), line('PUMP 230V', 20, 0.95)).brand).toBe('Corvani');
  });

  it('takes no everyday, label or trade word before "made in" for a maker', () => {
    for (const text of ['PROUDLY MADE IN USA', 'PRODUCT MADE IN CHINA', 'QUALITY MADE IN GERMANY', 'PUMPS MADE IN UK']) {
      expect(filed(line(text, 30, 0.95), line('VALVE 230V', 20, 0.95)).brand, text).toBe('Unbranded');
    }
  });
});
