import { describe, expect, it } from 'vitest';
import { isNotCode } from '../../../src/server/sparebot/extract/not-codes.ts';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, lines, placed, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 72's rules (issue 30): no evaluation photo's reading.

describe('interfaces, makers served and faint words', () => {
  it('a BMS interface by its BEMS name, and the maker whose units it serves is not its maker', () => {
    const r = readLabel('Zorvex', 'Kelda BEMS MINI', 'for Mitsubishi Electric Europe (UK)', 'RS-485', 'CN105');
    expect(r.suggestedTitle).toMatch(/^Zorvex .*BMS interface/);
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.brandInfo).toBe('Zorvex');
  });

  it('a serial device server by its words, set in two lines', () => {
    const r = readLabel('RS485 To Ethernet', 'ZV-TCP485-100', 'Converter', 'DC5V');
    expect(r.suggestedTitle).toMatch(/serial device server/);
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it("… and set over each other, the port's number kept in the phrase", () => {
    const ls = [placed('RS485 To Ethernet', 200, 100), placed('Converter', 200, 140), placed('ZV-TCP485-100', 200, 220, 20)];
    const r = analyseText({ lines: ls, rows: ['RS485 To Ethernet', 'Ethernet 10M/100M Converter', 'ZV-TCP485-100'] });
    expect(r.suggestedTitle).toMatch(/serial device server/);
  });

  it("a lone product word read faintly is a guess, even beside a maker's name", () => {
    const faint = lines(line('Grundfos', 40, 0.99), line('Fans', 20, 0.62));
    expect(faint.confidence).toBeLessThan(0.7);
    const sure = lines(line('Grundfos', 40, 0.99), line('Pump', 20, 0.95));
    expect(sure.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('a logo read with its mark as a letter before it, a little less surely, still names a known maker', () => {
    expect(lines(line('OFLIR', 40, 0.88)).brandInfo).toBe('Teledyne FLIR');
    // … but an unknown word read so is not taken for a name.
    expect(lines(line('OZORVEX', 40, 0.88)).brandInfo).toBe('Unbranded');
  });
});

describe("words of a label's own language and charts", () => {
  it("a controller's German menu words name no maker", () => {
    const r = readLabel('Kuhlbetr.: Wassertemp', '[] Bestat.', 'Wahlen', '15°C', '20°C');
    expect(r.brandInfo).toBe('Unbranded');
    expect(readLabel('QUADRO DE CHAMADAS', 'ELETROMECANICO').brandInfo).toBe('Unbranded');
  });

  it("a board's circuit chart in Spanish, and a misread room on a North American one, name no maker", () => {
    const spanish = readLabel('LLAVE GENERAL DIF ILUMINACION', 'DIF TOMAS', 'COCINA');
    expect(spanish.suggestedTitle).toBe('Consumer unit');
    expect(spanish.brandInfo).toBe('Unbranded');
    const american = readLabel('Bed 2', 'Bath#2', 'Laundry', 'Eatry', 'Bed4', 'Furnace');
    expect(american.brandInfo).toBe('Unbranded');
    expect(american.technicalSpecs).not.toContain('Bed4');
    expect(isNotCode('Bed4')).toBe(true);
  });

  it('a word with one letter dropped from an everyday one is no maker', () => {
    expect(readLabel('Bypass', 'Direcion', 'Flow', 'Chiller').brandInfo).toBe('Unbranded');
    // … while a name that is no such word, alone on its line, is still a maker's.
    expect(readLabel('Bypass', 'Zorvexin', 'Flow', 'Chiller').brandInfo).toBe('Zorvexin');
  });
});

describe('instruments', () => {
  it("a model number before the instrument's name, never a rating", () => {
    expect(readLabel('179 TRUE RMS MULTIMETER', '1000V CAT III').technicalSpecs).toContain('Model: 179');
    expect(readLabel('FLUKE', '87 TRUE RMS MULTIMETER').suggestedTitle).toBe('Fluke 87 multimeter');
    expect(readLabel('600V MULTIMETER', 'FLUKE').technicalSpecs).not.toContain('Model');
  });

  it("a multimeter's sockets and marks outweigh a power meter's keys", () => {
    const r = readLabel('ZORVEX', 'AUTORANGE', 'M-3850', 'DMM', 'FUNCTION', 'SET/RESET', 'UP', 'DOWN', 'hFE', 'NPN', 'FUSED');
    expect(r.suggestedTitle).toMatch(/multimeter/);
  });

  it("an oscilloscope's multiplier, input impedance, channels and calibrator are no model or code", () => {
    const r = readLabel('GWINSTEK', 'GOS-620', 'CAT.', 'x10 300Vpk', '1M//25pF', 'CH1X', 'PULLX5MAG', '2Vp-p', '20MHz');
    expect(r.suggestedTitle).toBe('GW Instek GOS-620 oscilloscope 20 MHz');
    expect(r.technicalSpecs).not.toMatch(/x10|25pF|CH1X|PULL|2Vp-p/);
    for (const token of ['1MQ/25pF', 'CH2Y', 'PULLX5MAG', '2Vp-p']) expect(isNotCode(token), token).toBe(true);
    expect(isNotCode('GOS-620')).toBe(false);
  });

  it('an instrument made before Agilent became Keysight keeps the name on its case', () => {
    expect(readLabel('Agilent Technologies', 'MSO7104A', 'Mixed Signal Oscilloscope').brandInfo).toBe('Agilent');
    expect(readLabel('KEYSIGHT', 'DSOX1204G', 'Oscilloscope').brandInfo).toBe('Keysight');
  });

  it("a gauge's range is read from its scale's marks, not from a label's numbered names", () => {
    expect(readLabel('ENERGY BAR', 'BAR', 'TANK 18', 'TANK 19', 'TANK 20', '0').technicalSpecs).not.toContain('Pressure');
    expect(specsOf('bar', '0', '4', '8', '12', '16')).toContain('Pressure: 0-16 bar');
  });
});

describe('motor control gear', () => {
  it("a motor protection breaker's trip class, never a bolt's strength class", () => {
    const r = readLabel('WEG', 'MPW40', 'CLASS 10', 'TRIP', 'TEST');
    expect(r.suggestedTitle).toMatch(/^WEG MPW40 motor protection breaker/);
    expect(r.technicalSpecs).toContain('Trip class: Class 10');
    expect(specsOf('TRIP CLASS 10A')).toContain('Trip class: Class 10A');
    expect(specsOf('M12x60 CLASS 10.9')).not.toContain('Trip class');
  });
});
