import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 31 rules (issue 30): no evaluation photo's reading.

describe("a catalogue code's own ratings", () => {
  it('gives a Mean Well supply its watts and output volts, so a misread current never names it', () => {
    const supply = lines(line('MEAN WELL', 30), line('MODEL:RS-25-24', 22), line('INPUT:100-240VAC', 20), line('60.55A', 14));
    expect(supply.suggestedTitle).toMatch(/^Mean Well RS-25-24 DC power supply 25 W$/);
    expect(supply.technicalSpecs).toContain('24 V DC');
  });

  it('gives a Mean Well LED driver its watts, and its volts only where the code ends in a supply voltage', () => {
    expect(lines(line('LPV-100-24', 22)).technicalSpecs).toMatch(/Voltage: 24 V DC.*Power: 100 W/);
    expect(lines(line('LPC-60-1400', 22)).technicalSpecs).not.toMatch(/Voltage/);
  });

  it("reads a Hager breaker's curve and current from a code that opens with the curve letter", () => {
    const mcb = lines(line('MC 132A', 24));
    expect(mcb.suggestedTitle).toMatch(/^Hager (?:MC 132A )?MCB Type C 32 A$/);
    expect(mcb.suggestedCategory).toBe('Electrical Components');
  });

  it('reads a Bosch drill whose voltage has a decimal comma as a power tool, not a damper actuator', () => {
    const drill = lines(line('BOSCH', 50), line('GSR10,8-2-LI', 26), line('Professional', 20));
    expect(drill.suggestedCategory).toBe('Tools & Hardware');
    expect(drill.suggestedTitle).toMatch(/power tool/);
  });

  it('names a Viessmann boiler by its line and series number alone', () => {
    const boiler = lines(line('VITOPLEX 100', 24));
    expect(boiler.brandInfo).toBe('Viessmann');
    expect(boiler.suggestedTitle).toMatch(/boiler/);
    expect(boiler.suggestedCategory).toBe('HVAC Equipment');
  });
});

describe('product words', () => {
  it('takes "AC-DC converter" for a power supply, never for a maker', () => {
    const module = lines(line('AC-DC CONVERTER', 50), line('QX040-S24', 48), line('Input:100-240Vac 800mA', 44));
    expect(module.suggestedTitle).toMatch(/AC-DC converter/);
    expect(module.suggestedCategory).toBe('Electrical Components');
    expect(module.brandInfo).not.toMatch(/converter/i);
  });

  it('files a fresh-water station (Frischwasserstation) under HVAC Equipment', () => {
    expect(lines(line('Frischwassererwärmer', 22), line('KW 20', 20)).suggestedCategory).toBe('HVAC Equipment');
  });

  it("asks to confirm a room thermostat's category: heating kit to most, a control to some", () => {
    const stat = lines(line('COOL OFF HEAT', 44), line('FAN', 50), line('ON AUTO', 44), line('SYSTEM', 50));
    expect(stat.suggestedCategory).toBe('HVAC Equipment');
    expect(stat.confidence).toBeLessThan(0.7);
    expect(stat.categoryChoices?.slice(0, 2)).toEqual(['HVAC Equipment', 'Control Systems']);
  });
});

describe('makers', () => {
  it('knows Forza (UPS and voltage regulators), Schulz (air compressors) and American Standard (air conditioning)', () => {
    expect(lines(line('forza', 30), line('Automatic Voltage Regulator', 22)).brandInfo).toBe('Forza');
    expect(lines(line('SCHULZ', 30), line('2,0HP', 16)).suggestedCategory).toBe('Tools & Hardware');
    expect(lines(line('AmericanStandard', 30)).suggestedCategory).toBe('HVAC Equipment');
  });
});

describe('round p: product names over abbreviations, codes over units, makers over words', () => {
  it('takes a three-word product name over a three-letter abbreviation read beside it', () => {
    const controller = lines(line('SOLAR CHARGE CONTROLLER', 25), line('UTP', 24));
    expect(controller.suggestedTitle).toMatch(/solar charge controller/i);
    expect(controller.suggestedCategory).toBe('Electrical Components');
  });

  it('reads a solenoid valve code with a V inside it as a valve, never as a voltage', () => {
    const valve = lines(line('Model2V025-08', 29));
    expect(valve.technicalSpecs).not.toMatch(/Voltage/);
    expect(valve.suggestedCategory).toBe('Plumbing Supplies');
  });

  it("names L&T's contactors by their code", () => {
    expect(lines(line('MNX 25', 27)).brandInfo).toBe('L&T');
  });

  it('takes the maker a plate names outright, not a range name read inside a run-together French word', () => {
    const plate = lines(line('CONSOMMATION TOTALEMAX', 57), line('MANUFACTURED BY: QUORVEX INC. ONTARIO', 35));
    expect(plate.brandInfo).toBe('Quorvex');
  });

  it("takes no maker from a pool filter valve's German positions", () => {
    expect(lines(line('Ruckspulen', 20), line('Zur Duse', 22)).brandInfo).toBe('Unbranded');
  });

  it('never titles an item by a value run into its legend ("+5VOUTPU")', () => {
    const supply = lines(line('power supply', 70), line('+5VOUTPU', 44), line('AC INPUT 20-30VAC', 50));
    expect(supply.suggestedTitle).not.toMatch(/5VOUTPU/);
  });
});

describe("a battery's label", () => {
  it('reads C10 and C100 as discharge rates, never as breaker curves', () => {
    const battery = lines(line('SOLARGEL', 40), line('12V 200Ah (C10-C100)', 28), line('DEEP CYCLE GEL BATTERY', 23));
    expect(battery.technicalSpecs).not.toMatch(/Trip curve/);
    expect(battery.suggestedTitle).not.toMatch(/C10/);
  });

  it('reads the voltage run into its capacity range ("12V200-250Ah"), unlike a valve code\'s V', () => {
    const battery = lines(line('12V200-250Ah(C10)', 28));
    expect(battery.technicalSpecs).toContain('Voltage: 12 V');
    expect(battery.technicalSpecs).not.toMatch(/Trip curve/);
  });
});

describe('letters and digits OCR confuses', () => {
  it("keeps the O of a code's opening capitals (MSO, DSO, ISO) and still reads a 0 between a code's letters and digits", () => {
    expect(lines(line('RIGOL', 30), line('MSO5074', 30)).suggestedTitle).toMatch(/MSO5074/);
    expect(lines(line('LC1DO9', 30)).technicalSpecs).toContain('LC1D09');
  });
});

describe("an analogue multimeter's dial", () => {
  it('is a multimeter by its capacitance multipliers and DC ranges, and a multiplier is no model', () => {
    const meter = lines(line('mA=', 70), line('A=', 60), line('pFx100', 34), line('uFx0,1', 31), line('VA', 25));
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.suggestedTitle).toMatch(/multimeter/i);
    expect(meter.suggestedTitle).not.toMatch(/pFx100/);
  });
});

describe('a maker of more than one kind', () => {
  it('speaks for the line its label names, and alone for what it is known for first', () => {
    const circulator = lines(line('GRUNDFOS', 56), line('CIRCULATOR PUMP', 34), line('230 V  50 Hz  IP44', 34));
    expect(circulator.suggestedCategory).toBe('HVAC Equipment');
    expect(circulator.confidence).toBeGreaterThanOrEqual(0.7);
    expect(lines(line('GRUNDFOS', 56)).suggestedCategory).toBe('Plumbing Supplies');
  });
});
