import { describe, expect, it } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { isCircuitBoard } from '../../../src/server/sparebot/extract/circuit-board.ts';
import { normaliseOcrText } from '../../../src/server/sparebot/extract/text-normalise.ts';
import { splitRunTogether } from '../../../src/server/sparebot/extract/segment.ts';
import { line, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 16 rules (issue 30): no evaluation photo's reading.
const read = readLabel;

describe('values printed after their label or unit', () => {
  it("reads a three-phase meter's unit printed before its values", () => {
    expect(specsOf('V 3×230/400', 'A3x10-60')).toBe('Voltage: 3x230/400 V; Current: 10-60 A');
    // A count by a value is read once, not also as the value alone, with its x in either case.
    expect(specsOf('3×230/400V')).toBe('Voltage: 3x230/400 V');
    expect(specsOf('3X230/400V')).toBe('Voltage: 3x230/400 V');
  });

  it('reads a value whose short label and point are glued to it', () => {
    expect(specsOf('Pr.230V~ Sec.12V~')).toBe('Voltage: 230 V AC, 12 V AC');
    expect(specsOf('pmax.75mbar')).toBe('Pressure: 75 mbar');
  });

  it("reads no voltage from a code's D between digits or from a version's V", () => {
    expect(specsOf('TC48D100 3-32VDC')).toBe('Voltage: 3-32 VDC');
    expect(specsOf('Y240/415')).toBe('Voltage: 240/415 V');
    expect(specsOf('36/02 V1.13')).not.toMatch(/Voltage/);
    expect(specsOf('24 V 1A')).toMatch(/Voltage: 24 V/);
  });

  it("reads an older gas meter's cubic feet an hour", () => {
    expect(specsOf('250 ft3/h')).toBe('Flow rate: 250 ft³/h');
  });

  it('reads a word after a stray mark run into it', () => {
    expect(normaliseOcrText('oTrafo')).toBe('o Trafo');
    expect(read('TRAINCO', 'oTrafo', '10VA', '0-B:16V~').extracted.productType?.value).toBe('transformer');
    // Units and names with one small letter first stay whole.
    expect(normaliseOcrText('12V 7Ah eMotor')).toBe('12V 7Ah e Motor');
    expect(normaliseOcrText('230V 10mA kWh')).toBe('230V 10mA kWh');
  });
});

describe("what is never a product's model", () => {
  it('keeps versions and revisions as codes but never titles them', () => {
    const board = read('CONTROLLER', 'Boot.1.01.00', 'Appl.3.05.00', 'PCU-EX7', '24V');
    expect(board.technicalSpecs).toMatch(/Boot\.1\.01\.00/);
    expect(board.suggestedTitle).toMatch(/PCU-EX7/);
    expect(board.suggestedTitle).not.toMatch(/Boot|Appl/);
  });

  it('takes no decimal printed after a type label for the model, and no speed unit for a code', () => {
    const plate = read('G-Mot Typ', '0.44', 'kW', 'min-1', 'IP54');
    expect(plate.technicalSpecs).not.toMatch(/Model: 0\.44/);
    expect(plate.technicalSpecs).not.toMatch(/Codes:.*min-1/);
  });

  it('reads an American national standard as a standard, not a code', () => {
    const board = read('IGNITION CONTROL', 'ANSI Z21.20 AUTOMATIC', 'ZX42-5165');
    expect(board.technicalSpecs).toMatch(/Standards: ANSI Z21\.20/);
    expect(board.technicalSpecs).not.toMatch(/Codes:.*Z21\.20/);
  });
});

describe('boards, fuses and extinguishers', () => {
  it("counts an American board's diode and lamp references: its C25 is a capacitor", () => {
    expect(isCircuitBoard('CR2 DS1 DS2 R72 R11 RV1')).toBe(true);
    expect(specsOf('CR2 DS1 DS2 R72 R11 C25')).toMatch(/Trip curve/);
    expect(read('CR2 DS1 DS2 R72 R11', 'C25', '24VAC').technicalSpecs).not.toMatch(/Trip curve/);
  });

  it("takes no breaker's curve on a product that has none", () => {
    const ups = read('UPS', 'MAX1000VA(700W)', '220/230/240V', 'B50', 'OUTPUT SOCKETS');
    expect(ups.extracted.productType?.value).toBe('UPS');
    expect(ups.technicalSpecs).not.toMatch(/Trip curve/);
    expect(read('MCB', 'B50', '6000', '230/400V').technicalSpecs).toMatch(/Trip curve: Type B 50 A/);
  });

  it('shows milliamperes as a residual current only on the products that have one', () => {
    expect(read('GAS METER', '12V dc 10mA', '883 ft3/h').technicalSpecs).toMatch(/Current: 10 mA/);
    expect(read('RCD', '40A', '30mA', '230V').technicalSpecs).toMatch(/Residual current: 30 mA/);
  });

  it("takes no RCD from a lone 500 mA: a board's fuse; 30 mA alone still is one", () => {
    expect(read('HEATER', 'AC230V 50/60Hz', '500mA').extracted.productType?.value).not.toBe('RCD');
    expect(read('AC230V', '30mA').extracted.productType?.value).toBe('RCD');
  });

  it('reads an extinguisher by its fire rating or its powder, and the rating is no current', () => {
    const powder = read('FEUERWEHR', '6kgA ABC-Pulver', '34A 233B C', 'Schlauch fassen');
    expect(powder.extracted.productType?.value).toBe('fire extinguisher');
    expect(powder.technicalSpecs).toMatch(/Fire rating: 34A 233B C/);
    expect(powder.technicalSpecs).not.toMatch(/Current/);
    expect(specsOf('13A 113B')).toBe('Fire rating: 13A 113B');
  });

  it('takes no Nordic or Polish label word for a maker', () => {
    const panel = read('Innstillinger', 'Adresse', 'Paritet', 'Baud');
    expect(panel.brandInfo).toBe('Unbranded');
    expect(read('NAPIECIE', '230V', 'WYLACZNIK').brandInfo).toBe('Unbranded');
  });

  it("takes a maker's name that is a word of another language for the word, unless it is the logo", () => {
    const names = (...texts: string[]) => matchBrands(texts.map((t) => line(t, 20, 0.99))).map((b) => b.brand.name);
    // "Druck-" ends a line mid-word (Druckhebel): no logo.
    expect(names('Schlauch fassen, Druck-', 'Druck-')).toEqual([]);
    expect(names('DRUCK')).toEqual(['Druck']);
  });
});

describe('makers named by their trade word, their company form or twice', () => {
  const makers = (...lines: ReturnType<typeof line>[]) => readOpenMakers(lines).map((m) => m.name);

  it("takes three capitals before a maker's trade word, as the tallest line", () => {
    expect(makers(line('QTR ELECTRIC', 52, 0.97), line('WATTHOUR METER', 46), line('TYPE QTR-91E', 42), line('10(30)A', 43))).toContain(
      'QTR Electric',
    );
  });

  it('splits a company form and a trade word run into the name', () => {
    expect(makers(line('ZORBAELECTRICCO.LTD.', 20, 0.92))).toContain('Zorba');
  });

  it('takes a name-like word read alone on two lines, and never an everyday word so read', () => {
    expect(makers(line('TC48D100', 30), line('quorvex', 29, 0.96), line('3-32VDC', 28), line('quorvex', 32, 0.96))).toEqual(['Quorvex']);
    expect(makers(line('CAUTION', 30), line('SETTINGS', 25, 0.96), line('3-32VDC', 28), line('SETTINGS', 25, 0.96))).toEqual([]);
  });
});

describe('instruments: their models and their legends', () => {
  it("takes the model printed after the maker's name alone on its line, out of the title when it reads as a rating", () => {
    const scope = read('Tektronix 2465A', 'VOLTS/DIV', 'TRIGGER', 'oscilloscope', 'CH1 CH2');
    expect(scope.technicalSpecs).toMatch(/Model: 2465A/);
    expect(scope.technicalSpecs).not.toMatch(/Current/);
    expect(scope.suggestedTitle).not.toMatch(/2465/);
    expect(read('Fluke 1587', 'insulation tester').technicalSpecs).toMatch(/Model: 1587/);
    // By the maker's three-letter logo too, with the model's mark after it (version 41).
    // Since version 91 Deep Sea's catalogue grammar reads it whole, as printed with its logo.
    expect(read('DSE', 'DSE 8610 MKII', 'START', 'STOP', 'AUTO').technicalSpecs).toMatch(/Model: DSE 8610 MKII/);
  });

  it("takes a model number printed on its own or before the product's name, where the maker is read elsewhere (version 41)", () => {
    const cutter = read('KLEIN', 'tubing cutter', '50046');
    expect(cutter.technicalSpecs).toMatch(/Model: 50046/);
    expect(cutter.suggestedTitle).toMatch(/50046/);
    const meter = read('KEITHLEY', '2015 THD MULTIMETER', 'POWER', 'RANGE', '3A250V');
    expect(meter.technicalSpecs).toMatch(/Model: 2015/);
    // Two numbers alone, a year alone, three digits alone, a scale's round mark, a rating's letter: none is named the model.
    expect(read('KLEIN', 'tubing cutter', '1443', '82008').technicalSpecs).not.toMatch(/Model/);
    expect(read('KLEIN', 'tubing cutter', '2019').technicalSpecs).not.toMatch(/Model/);
    expect(read('HUSQVARNA', 'chainsaw', '435').technicalSpecs).not.toMatch(/Model/);
    expect(read('KLEIN', 'tubing cutter', '1200').technicalSpecs).not.toMatch(/Model/);
    expect(read('MEAN WELL', 'power supply', '115V').technicalSpecs).not.toMatch(/Model/);
    // Nor from an unsure reading.
    const unsure = analyseText({
      rows: ['KLEIN', 'tubing cutter', '50046'],
      lines: [line('KLEIN', 40), line('tubing cutter'), line('50046', 20, 0.8)],
    });
    expect(unsure.technicalSpecs).not.toMatch(/Model/);
  });

  it("never titles a meter's range legends, an input's rating or a misread measurement category", () => {
    const meter = read('multimeter', '20k200k2M20M', '1M15pF400Vpk', 'CATE600V', 'COM');
    expect(meter.technicalSpecs).toMatch(/20k200k2M20M/);
    expect(meter.suggestedTitle).not.toMatch(/20k200k2M20M|1M15pF|CATE600V/);
  });

  it('reads a transistor tester as a tester, and a model glued to its label', () => {
    const tester = read('TRANSISTOR TESTER', 'MODELIT-121', '10mA', '100mA');
    expect(tester.suggestedCategory).toBe('Instrumentation');
    expect(tester.technicalSpecs).toMatch(/IT-121/);
    expect(tester.technicalSpecs).not.toMatch(/MODELIT/);
  });
});

describe('run-together product words and printed legends', () => {
  it('splits a product word off the end of a run of capitals, whatever comes before it', () => {
    expect(splitRunTogether('QUORVEXSTEPPER')).toBe('QUORVEX STEPPER');
    const motor = read('QUORVEXSTEPPER', 'TYPE23LM-C226', '1.8DEG/STEP', '12V/PHASE', '0.38A/PHASE');
    expect(motor.suggestedCategory).toBe('Motors & Drives');
    expect(motor.suggestedTitle).toMatch(/23LM-C226/);
    expect(motor.suggestedTitle).not.toMatch(/DEG\/STEP|TYPE23/);
  });

  it("takes no scale's unit legend for a maker", () => {
    expect(readOpenMakers([line('V-mA', 26, 0.97), line('0.5A', 19), line('250V', 18)]).map((m) => m.name)).toEqual([]);
  });

  it('reads a frequency meter as a panel meter', () => {
    expect(read('FREQUENCYMETER', 'CYCLES', '50').suggestedCategory).toBe('Instrumentation');
  });
});
