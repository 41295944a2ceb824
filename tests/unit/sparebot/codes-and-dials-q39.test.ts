import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

const specsOf = (...rows: string[]) => readLabel(...rows).technicalSpecs;

// Synthetic label text for the version 63 rules (issue 30): no evaluation photo's reading.

describe('digits before capitals that are no unit', () => {
  it('are a code, kept among the codes ("1215FC", "46021R7", "0392C2")', () => {
    expect(specsOf('SIMATIC', 'CPU 1215FC', 'DC/DC/DC')).toMatch(/Codes:.*\b1215FC\b/);
    expect(specsOf('Timer motor', '120 VAC', '46021R7')).toMatch(/Codes:.*\b46021R7\b/);
    expect(specsOf('G5LE-1A', '16A250VAC', '0392C2')).toMatch(/Codes:.*\b0392C2\b/);
  });

  it('are still a value where the capitals are a unit or units ("4000RPM", "2200MAH", "16MM2", "4CH")', () => {
    for (const value of ['4000RPM', '2200MAH', '16MM2', '250VAC', '4CH', '100PCS']) {
      expect(specsOf('Widget', value), value).not.toMatch(new RegExp(`Codes:.*\\b${value}\\b`));
    }
  });
});

describe('a part number with its label glued on by a colon', () => {
  it('is kept without the label ("Code:3.AB.07.120415")', () => {
    expect(specsOf('P/N:WB3S', 'Code:3.AB.07.120415')).toMatch(/Codes:.*3\.AB\.07\.120415/);
  });
});

describe('two long groups of digits', () => {
  it('are kept as a code, not a range, but name no model in the title', () => {
    const r = readLabel('RXL004-2211-0934-P14', '45006-220731', '2014-02-11 V1.1');
    expect(r.technicalSpecs).toMatch(/Codes:.*45006-220731/);
    expect(r.suggestedTitle).not.toContain('45006-220731');
  });

  it('are no code when both are round numbers, as a range is ("1000-10000")', () => {
    expect(specsOf('Counter', 'Range 1000-10000')).not.toContain('1000-10000');
  });
});

describe('an article number by its label', () => {
  it('is the article number, with a production week printed after it, and no serial ("Art.-No.4081193/16w03")', () => {
    const r = readLabel('wilo', 'Art.-No.4081193/16w03', 'Star Z20/4');
    expect(r.technicalSpecs).toContain('Article no.: 4081193/16w03');
    expect(r.technicalSpecs).not.toContain('Serial no.');
    expect(r.suggestedTitle).toContain('Z20/4');
    expect(specsOf('Artikel-Nr.: 2045330')).toBe('Article no.: 2045330');
  });

  it('is not read from a word that merely starts so, nor without four digits', () => {
    expect(specsOf('Artist 2000 series')).not.toContain('Article no.');
    expect(specsOf('Art. 5 of the law')).not.toContain('Article no.');
  });
});

describe("a gauge's face with its pressure unit alone on a row", () => {
  it('is a pressure gauge, unsurely, when only a mark or two is read beside it', () => {
    const r = readLabel('2025-03-14 09:12:40', '6', 'bar');
    expect(r.suggestedTitle).toBe('Pressure gauge');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.confidence).toBeLessThan(0.5);
  });

  it("is outweighed by what the label names (a plasma cutter's or compressor's air pressure)", () => {
    expect(readLabel('PLASMA CUTTER', 'AIR', 'bar', '4').suggestedTitle).toBe('Plasma cutter');
    expect(readLabel('Air compressor', 'bar', '8').suggestedTitle).toBe('Air compressor');
  });

  it('needs a mark: a unit alone is no dial', () => {
    expect(readLabel('bar').suggestedTitle).not.toContain('gauge');
  });
});

describe("a motor's frame printed after its series", () => {
  it('is the frame, not a capacity in litres ("LS 80 L")', () => {
    const r = readLabel('LEROY-SOMER', 'LS 80 L', '0.75 kW', '1410 min-1');
    expect(r.technicalSpecs).toContain('Frame: 80L');
    expect(r.technicalSpecs).not.toContain('Capacity');
  });

  it('and a motor holds nothing in litres, whatever its plate says ("100 L")', () => {
    expect(readLabel('motor', '100 L', '2.2 kW', '1420 rpm').technicalSpecs).not.toContain('Capacity');
    expect(readLabel('Megaflo', '210 L').technicalSpecs).toContain('Capacity: 210 L');
  });
});
