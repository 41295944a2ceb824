import { describe, expect, it } from 'vitest';
import { splitUnitRun } from '../../../src/server/sparebot/extract/segment.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 57 rules (issue 30): no evaluation photo's reading.

describe("a camera's resolution", () => {
  it('reads lines and megapixels, and files what carries them as a camera', () => {
    expect(specsOf('UnionCam Q5 1080P Security Camera')).toContain('Resolution: 1080p');
    expect(specsOf('IP CAMERA 4MP 2.8mm')).toContain('Resolution: 4 MP');
    expect(specsOf('0.3 Megapixel')).toBe('Resolution: 0.3 MP');
    const camera = lines(line('720P', 30, 0.98), line('Night vision', 20, 0.96));
    expect(camera.suggestedCategory).toBe('Safety Equipment');
    expect(camera.suggestedTitle).toBe('CCTV camera');
  });

  it('takes "MP" only beside a camera\'s word: alone it may be a pressure in MPa with its end lost', () => {
    expect(specsOf('2MP')).not.toContain('Resolution');
    expect(specsOf('0-1.2MP 1511')).not.toContain('Resolution');
  });

  it("reads PTZ as a camera's word, no maker", () => {
    const r = lines(line('PTZ', 40, 0.99), line('720P', 20, 0.97));
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.suggestedTitle).toBe('CCTV camera');
  });
});

describe("a meter's metrology marking", () => {
  it('reads M with its year and the notified body after CE, or a body number opening with a nought', () => {
    expect(specsOf('CE M18 0120')).toBe('Metrology mark: M18 0120');
    expect(specsOf('M12 0120')).toBe('Metrology mark: M12 0120');
  });

  it('is no thread with a number after it', () => {
    expect(specsOf('M20 1500')).not.toContain('Metrology');
    expect(specsOf('M20x1.5')).not.toContain('Metrology');
  });
});

describe('a series named by its power', () => {
  it('keeps the code as the model, and its power apart', () => {
    const r = lines(line('power-one', 40, 0.98), line('SGTU-3KW', 30, 0.98));
    expect(r.technicalSpecs).toContain('Power: 3 kW');
    expect(r.technicalSpecs).toContain('Codes: SGTU-3KW');
    expect(r.suggestedTitle).toContain('SGTU-3KW');
  });

  it('is no supply or label word with a value', () => {
    expect(lines(line('INVERTER', 30, 0.98), line('MAX-3KW', 20, 0.98)).technicalSpecs).not.toContain('MAX-3KW');
  });
});

describe('a supply written after AC and a hyphen', () => {
  it('is the supply, not a utilisation category with a bare nought after it', () => {
    expect(splitUnitRun('AC-230V')).toBeUndefined();
    expect(specsOf('AC-230V')).toBe('Voltage: 230 V');
    // A category run into its ratings is still split.
    expect(splitUnitRun('AC-3400V25A')).toBe('AC-3 400V 25A');
    expect(splitUnitRun('AC-30.5A')).toBe('AC-3 0.5A');
  });
});
