import { describe, expect, it } from 'vitest';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 33 rules (issue 30): no evaluation photo's reading.

describe('ranges with a tilde', () => {
  it('reads "3~32VDC" as a range of volts, never three phases', () => {
    const specs = specsOf('INPUT 3~32VDC');
    expect(specs).toContain('3-32 VDC');
    expect(specs).not.toMatch(/Phases/);
    expect(specsOf('DIM 1~10V')).not.toMatch(/Phases/);
  });

  it('still reads "3~400V" and "1~ 230V" as phases', () => {
    expect(specsOf('MOT 3~400V 50Hz')).toMatch(/Phases: 3 phase/);
    expect(specsOf('1~ 230V 50Hz')).toMatch(/Phases: 1 phase/);
  });
});

describe('machine tools and gauges', () => {
  it("files a mill's specification plate as a milling machine", () => {
    const mill = lines(
      line('Spindle speed 100-2500', 20),
      line('Spindle taper MT3', 20),
      line('Drilling capacity 16mm', 20),
      line('Motor output 500W', 20),
    );
    expect(mill.suggestedCategory).toBe('Tools & Hardware');
    expect(mill.suggestedTitle).toMatch(/^Milling machine/);
    expect(lines(line('MINI MILL', 40)).suggestedTitle).toMatch(/^Milling machine/);
  });

  it("files a lathe's specification plate as a lathe", () => {
    const lathe = lines(
      line('Swing over bed 300mm', 20),
      line('Distance between centres 900mm', 20),
      line('Spindle bore 38mm', 20),
      line('Motor 1.1kW 230V', 20),
    );
    expect(lathe.suggestedCategory).toBe('Tools & Hardware');
    expect(lathe.suggestedTitle).toMatch(/^Lathe/);
  });

  it('reads a differential gauge by its PSID scale, a solid state relay by its module name', () => {
    expect(lines(line('PSID', 24), line('HIGH PRESSURE', 24)).suggestedCategory).toBe('Instrumentation');
    expect(lines(line('Solid State Module', 30)).suggestedTitle).toMatch(/solid state relay/i);
  });
});
