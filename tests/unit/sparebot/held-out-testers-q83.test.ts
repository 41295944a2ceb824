import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 154 on (issue 30): no evaluation photo's reading.

describe('"programmable" before the product it describes', () => {
  it('names the timer, the tester or the supply it qualifies, never a PLC', () => {
    const timer = readLabel('PROGRAMMABLE TIMER', '230V~ 50Hz 16(4)A');
    expect(timer.extracted.productType?.value).toBe('time switch');
    const tester = readLabel('9032A Programmable Auto Safety Tester', 'OUTPUT DANGER');
    expect(tester.suggestedCategory).toBe('Instrumentation');
    expect(tester.extracted.productType?.value).not.toBe('PLC module');
  });

  it('still names a programmable logic controller or programmable controller a PLC', () => {
    expect(readLabel('PROGRAMMABLE LOGIC CONTROLLER', '24VDC').extracted.productType?.value).toBe('PLC module');
    expect(readLabel('PROGRAMMABLE CONTROLLER', 'INPUT 24VDC').extracted.productType?.value).toBe('PLC module');
  });

  it('names a hipot or withstand tester a tester', () => {
    expect(readLabel('AC/DC HIPOT TESTER', 'OUTPUT 5kV').suggestedCategory).toBe('Instrumentation');
    expect(readLabel('WITHSTAND TESTER', 'RAMP TIMER').suggestedCategory).toBe('Instrumentation');
  });
});

describe("a switch's contact ratings", () => {
  it('reads normally closed and open contacts glued to their ratings, with no codes made of them', () => {
    const r = readLabel('THERMOSTAT', 'TRZ 3435', 'N.C.16(2,5)A/250V~', 'N.O.1(1)A/250V~');
    expect(r.technicalSpecs).toContain('Current: 16(2.5) A, 1(1) A');
    expect(r.technicalSpecs).toContain('Voltage: 250 V AC');
    expect(r.technicalSpecs).not.toMatch(/N\.C\.16|A\/250V/);
  });

  it('reads a current and voltage printed as a pair as ratings, no code', () => {
    const r = readLabel('ROTARY SWITCH', '16A/250V~');
    expect(r.technicalSpecs).toContain('Current: 16 A');
    expect(r.technicalSpecs).not.toContain('Codes');
    expect(readLabel('PUSH BUTTON', '250V/10A').technicalSpecs).not.toContain('Codes');
    // A code with a slash and no unit's value stays a code.
    expect(readLabel('ROTARY SWITCH', 'CA10A/250').technicalSpecs).toContain('CA10A/250');
  });
});

describe("a circulator's type across a middle dot", () => {
  it('reads "UPS·25-40" as Grundfos\'s UPS 25-40, no uninterruptible supply', () => {
    const r = readLabel('GRUNDFOS', 'Type UPS·25-40 N 180 P/96910060', '230V~');
    expect(r.suggestedTitle).toContain('UPS 25-40');
    expect(r.extracted.productType?.value).toBe('circulating pump');
  });
});

describe('a model code broken at its hyphen into two boxes of one row', () => {
  const row = (...texts: string[]) =>
    analyseText({
      rows: [texts.join(' '), 'INSULATION TESTER'],
      lines: [...texts.map((t) => line(t, 18)), line('INSULATION TESTER', 18)],
    });

  it('is read whole ("MODEL: GPI-" then "5005T")', () => {
    const r = row('MODEL: GPI-', '5005T');
    expect(r.technicalSpecs).toMatch(/GPI-5005T/);
    expect(r.technicalSpecs).not.toMatch(/(?<!-)5005T/);
  });

  it("joins no supply's hyphen to its voltage, nor a code to a value with its unit", () => {
    expect(row('DC-', '24V').technicalSpecs).not.toMatch(/DC-24V/);
    expect(row('MODEL: GPI-', '500V').technicalSpecs).not.toMatch(/GPI-500V/);
  });
});

describe("a meter's resolution", () => {
  it('reads "6 1/2DIGITS" as a half digit, no code', () => {
    const r = readLabel('PICOTEST', 'M3510A 6 1/2DIGITS MULTIMETER', '500Vpk MAX');
    expect(r.technicalSpecs).toContain('M3510A');
    expect(r.technicalSpecs).not.toMatch(/DIGITS/i);
  });
});

describe("a weight's row name glued to it", () => {
  it('reads "NETWGT.5LBS." and "NET WT.2kg" as weights, no code', () => {
    expect(readLabel('SEALING COMPOUND', 'NETWGT.5LBS.(2.265KG)').technicalSpecs).toBe('Weight: 5 lb, 2.265 kg');
    expect(readLabel('JOINTING COMPOUND', 'NET WT.2kg').technicalSpecs).toBe('Weight: 2 kg');
  });
});

describe('version 155', () => {
  it("names Honeywell's VR combination gas valves by their order codes", () => {
    const r = readLabel('VR8204C6000', '3-5" WC RANGE', 'USE CLASS 2 TRANSFORMER', 'NAT GAS ONLY');
    expect(r.brandInfo).toBe('Honeywell');
    expect(r.extracted.productType?.value).toBe('gas valve');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
    expect(readLabel('VR4601CB 1009', '230V').extracted.productType?.value).toBe('gas valve');
  });

  it('reads a current transformer by its ratio as most print it ("100/5A")', () => {
    const r = readLabel('CLASS 1.0', '100/5A', 'CE');
    expect(r.extracted.productType?.value).toBe('current transformer');
    // … and a relay's resistive and inductive ratings are no ratio.
    expect(readLabel('RELAY', '10/5A 250V').extracted.productType?.value).not.toBe('current transformer');
  });

  it('names Lauritz Knudsen as its newer labels print it, over the L&T its codes imply', () => {
    expect(readLabel('LAURITZ KNUDSEN', 'RCCB 25A 30mA').brandInfo).toBe('Lauritz Knudsen');
    expect(readLabel('Knudsen', 'MNX 22', '2T1 4T2 6T3 14NO').brandInfo).toBe('Lauritz Knudsen');
    expect(readLabel('L&T', 'MNX 22').brandInfo).toBe('L&T');
  });

  it("files an air compressor maker's unit with the tools, as an air compressor is filed", () => {
    const r = readLabel('Ingersoll Rand', 'Oil-Free Air');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(r.suggestedTitle).toContain('air compressor');
  });

  it("reads no code from an Indian maker's town and PIN or its country", () => {
    const r = readLabel('SWITZER', 'PRESSURE SWITCH', 'SWITZER INSTRUMENT LIMITED', 'CHENNAI-600 09S.INDIA');
    expect(r.technicalSpecs).not.toMatch(/CHENNAI|INDIA/);
    // A panel's part reference of four capitals stays as read.
    expect(readLabel('CONTROL PANEL', 'XFMR-121 FU-100').technicalSpecs).toContain('XFMR-121');
  });
});

describe('version 156', () => {
  it('reads a series\' letters set apart from the number after "Model No." as the model', () => {
    const r = readLabel('WAGNER', 'MODEL NO.', 'WG 840585', 'MOTORS');
    expect(r.technicalSpecs).toContain('Model: WG 840585');
    expect(readLabel('MOTOR', 'Model No. WG 840585').suggestedTitle).toContain('WG 840585');
    // An RCD's type and current after "TYPE" are no model.
    expect(readLabel('RCCB', 'TYPE A 30mA').technicalSpecs).not.toContain('Model');
  });

  it("reads a Siemens order number's 6 read as an E back as its 6", () => {
    const r = readLabel('SIEMENS', 'LOGO! 12/24RCE', 'EED1052-1MD00-0BA8');
    expect(r.technicalSpecs).toContain('6ED1052-1MD00-0BA8');
    expect(r.technicalSpecs).not.toContain('EED1052');
  });

  it("names Kelvinator's air conditioners", () => {
    const r = readLabel('Kelvinator', '88');
    expect(r.brandInfo).toBe('Kelvinator');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });
});

describe("version 157: marks kept among the codes but never the title's model", () => {
  it("names no supply over its phases, no supply over a value and no battery's discharge rates in the title", () => {
    const compressor = readLabel('DALGAKIRAN', 'AIR COMPRESSOR', '400V AC/3Ph. PE~');
    expect(compressor.suggestedTitle).not.toContain('AC/3Ph');
    expect(compressor.technicalSpecs).toContain('AC/3Ph');
    expect(readLabel('RAUCHABZUG', 'SMOKE VENT BUTTON', '24V DC/0.15').suggestedTitle).not.toContain('DC/0.15');
    const battery = readLabel('EMAX', 'LIPO BATTERY 450mAh', 'HV4.35V 80c/160c');
    expect(battery.suggestedTitle).not.toMatch(/80c\/160c|HV4\.35V/i);
  });
});

describe("version 158: a compressor by its maker's trade", () => {
  it('names a compressor by an air compressor maker an air compressor, filed with the tools', () => {
    for (const maker of ['INGERSOLL RAND', 'MATTEI', 'CREYSSENSAC']) {
      const r = readLabel(maker, 'COMPRESSOR', 'MODEL 2475N7.5');
      expect(r.suggestedCategory).toBe('Tools & Hardware');
      expect(r.extracted.productType?.value).toBe('air compressor');
    }
  });

  it('names a compressor by a refrigeration maker a refrigeration compressor', () => {
    const r = readLabel('COPELAND', 'COMPRESSOR');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
    expect(r.extracted.productType?.value).toBe('refrigeration compressor');
  });
});
