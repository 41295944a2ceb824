import { describe, expect, it } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { isCircuitBoard } from '../../../src/server/sparebot/extract/circuit-board.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { line, placed, readLabel as read } from './helpers/label-text.ts';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';

// Synthetic label text for the version 53 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

const makersOf = (...ls: ReturnType<typeof line>[]) => matchBrands(ls).map((h) => h.brand.name);

describe("a maker's two-letter mark", () => {
  it('counts only printed as the maker prints it, in capitals', () => {
    // A multimeter's range legends: "Mk" is no MK Electric.
    expect(makersOf(line('mV A Mk QnumF', 40), line('ZX-118D', 38))).not.toContain('MK Electric');
    expect(makersOf(line('MK', 40), line('K2757WHI', 20))).toContain('MK Electric');
  });

  it('counts with its sign only when the sign was read ("L&T", never "LT" or "It")', () => {
    expect(makersOf(line('L&T', 40), line('8BA00A', 20))).toContain('L&T');
    expect(makersOf(line('It Deluxe', 40), line('LT 2', 20))).not.toContain('L&T');
  });
});

describe('a sentence in small letters', () => {
  it("names no maker one letter from one of its words ('vieda' is no Viega)", () => {
    expect(makersOf(line('tulee vieda tarkoituksenmukaiseen paikkaan.', 58), line('230V', 30))).not.toContain('Viega');
  });

  it('still names a maker printed as its logo', () => {
    expect(makersOf(line('Viega', 58), line('230V', 30))).toContain('Viega');
  });
});

describe('"Made in" read with a letter lost', () => {
  it('makes no company of the country after it ("MADE I: JAP AS" is Made in Japan)', () => {
    expect(readOpenMakers([line('BEARINGS', 70), line('MADE I: JAP AS', 26)]).map((m) => m.name)).not.toContain('JAP');
  });

  it('leaves a company with its legal form on the same line alone', () => {
    expect(readOpenMakers([line('ZORVEK AS', 40), line('MADE IN NORWAY', 20)]).map((m) => m.name)).toContain('Zorvek');
  });
});

describe('product words of modules, stage kit, cable and water heaters', () => {
  it('reads a strobe as a stage light and a sounder strobe as a fire alarm device', () => {
    expect(read('SUPER STROBE', 'ZQ-106MR')).toMatchObject({ suggestedCategory: 'Lighting', suggestedTitle: 'ZQ-106MR stage light' });
    expect(read('Sounder Strobe', '24V DC').suggestedCategory).toBe('Safety Equipment');
  });

  it('reads the German and Nordic word for cable as cable', () => {
    expect(read('ZORVEX', 'SUPEREX FR', 'KABEL').suggestedCategory).toBe('Cables & Wiring');
  });

  it("reads a sensor module, a breakout board and a kitchen scale's load cell for what they are", () => {
    expect(read('ZX35 Temperature Module V2.0', 'OUT GND VCC')).toMatchObject({ suggestedCategory: 'Control Systems' });
    expect(read('HX711AD ConverterBreakoutModule').suggestedTitle).toMatch(/circuit board/);
    expect(read('5KG Portable Electronic Kitchen Scale').suggestedCategory).toBe('Instrumentation');
  });

  it('reads a transducer, an electromagnetic flow meter, a wet test meter and a speed regulator', () => {
    expect(read('E TRANSDUCER', 'Out+:Black(2)', 'In+:Red(1)').suggestedCategory).toBe('Instrumentation');
    expect(read('EMFM', 'ZFD30').suggestedTitle).toBe('ZFD30 flow meter');
    expect(read('WET TEST METER', 'LITERS').suggestedTitle).toBe('Gas meter');
    expect(read('Drehzahlregler', 'Speed regulator', 'Ein/Aus').suggestedCategory).toBe('HVAC Equipment');
  });

  it("reads a Swedish or Finnish water heater's label as a water heater", () => {
    const heater = read('VATTENVARMARE', '-VEDENLAMMITIN', '3x230/400V');
    expect(heater.suggestedCategory).toBe('Plumbing Supplies');
    expect(heater.suggestedTitle).toMatch(/water heater/i);
    expect(heater.brandInfo).toBe('Unbranded');
  });
});

describe("a maker's name alone on its line over its model code", () => {
  it('names the maker, even where a product word says what the item is', () => {
    const meter = read('6000', 'Zorvecos', 'ZX-118D', '6000 counts', 'MAX 600V', 'TRUE RMS multimeter');
    expect(meter.brandInfo).toBe('Zorvecos');
    expect(meter.suggestedTitle).toMatch(/^Zorvecos ZX-118D multimeter/);
  });

  it('is no rating, nor a word alone over a line that opens with a word', () => {
    // The name alone on its line is still the maker (as a lone word), but nothing below it is its model.
    for (const below of ['600V MAX', 'TRUE RMS']) {
      const r = read('6000', 'Zorvecos', below, 'multimeter');
      expect(r.suggestedTitle).toMatch(/^Zorvecos [a-z ]+$/);
    }
  });
});

describe('makers added in version 53', () => {
  it("names American wire makers, Hyundai's switchgear and ABB's i-bus range", () => {
    expect(read('14 Stranded', 'cerrowire', 'THHN', 'Gauge').brandInfo).toBe('Cerrowire');
    expect(read('HYUNDAI', 'MADE IN KOREA', '30A 30mA', 'RCD').brandInfo).toBe('Hyundai Electric');
    expect(read('ABBi-bus', 'SA/S 8.10.2.1', 'KNX').brandInfo).toBe('ABB');
  });

  it('names the makers of the trade-gap tables (DALI controls, garage doors), never a join of label words', () => {
    // Known, not only read: the maker's own category files the item.
    expect(read('LUNATONE')).toMatchObject({ brandInfo: 'Lunatone', suggestedCategory: 'Control Systems' });
    expect(read('NOVOFERM')).toMatchObject({ brandInfo: 'Novoferm', suggestedCategory: 'Motors & Drives' });
    expect(read('LED FLEX', '24V 14.4W/m').brandInfo).toBe('Unbranded');
  });
});

describe("a contactor's rating label", () => {
  it("keeps the add-on its ratings apply with out of the title, and reads Japan's standard printed without 'JIS'", () => {
    const plate = read(
      'Schneider',
      'ratings apply when used with ZXDUL1',
      'Cont.current:80A',
      'AC3 kW 18.5',
      'IEC/EN60947-4-1',
      'C8201-5-1',
    );
    expect(plate.suggestedTitle).not.toMatch(/ZXDUL1|C8201/);
    expect(plate.technicalSpecs).toMatch(/For use with: ZXDUL1/);
    expect(plate.technicalSpecs).toMatch(/JIS C 8201-5-1/);
    // Nor is a standard's number run into the unit a power rating.
    const glued = read('Schneider', 'C8201-4-1kW', 'AC3 kW 18.5', 'contactor');
    expect(glued.technicalSpecs).not.toMatch(/4-1 kW/);
    expect(glued.suggestedTitle).not.toMatch(/C8201/);
  });
});

describe("a product's name printed above and below its model code", () => {
  const front = (lowerX: number) => {
    const ls = [placed('HIGH PRESSURE', 645, 360, 28), placed('ZQCS-16', 650, 404, 55), placed('CLEANING SYSTEM', lowerX, 448, 26)];
    return analyseText({ lines: ls, rows: ls.map((l) => l.text) });
  };

  it('is read as one phrase', () => {
    expect(front(650)).toMatchObject({ suggestedCategory: 'Tools & Hardware', suggestedTitle: 'ZQCS-16 pressure washer' });
  });

  it('is not, where the lower half is not under the code', () => {
    expect(front(1250).suggestedTitle).not.toMatch(/pressure washer/);
  });
});

describe("an inspection sticker's words", () => {
  it('name no maker ("Nächste Prüfung": next inspection)', () => {
    const sticker = [line('UVV', 38), line('Nachste Prufung', 28), line('Nachste Prufung', 27), line('CHECK', 24)];
    const plate = [line('Rated Current', 12), line('Capacity', 12), line('Voltage', 12), line('400V', 12), line('IP54', 12)];
    expect(readOpenMakers([...sticker, ...plate]).map((m) => m.name)).toEqual([]);
  });
});

describe("a board's capacitor references", () => {
  it('make a circuit board of three or more numbers no breaker is rated at, so its C16 is no MCB', () => {
    expect(isCircuitBoard('REV G2\nXMTR8\nC16\nC15\nINC\nC14\nC3\nC12')).toBe(true);
    expect(read('ZQUI INC', 'XMTR8', 'C16', 'C15', 'C14', 'C3', 'C12').suggestedTitle).not.toMatch(/MCB/);
  });

  it("leave a panel of breakers' curves and currents alone", () => {
    expect(isCircuitBoard('C16\nC10\nC32\nC6\nC20\nC40')).toBe(false);
  });
});
