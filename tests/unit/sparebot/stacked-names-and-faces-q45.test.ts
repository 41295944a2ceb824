import { describe, expect, it } from 'vitest';
import { line, lines, placed, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 69's rules (issue 30): no evaluation photo's reading.

describe("a product's name set in two lines", () => {
  it('is read in the whole phrase, not in its upper half alone', () => {
    // "solar charge" alone is a solar inverter's word; over "Controller" it names a charge controller.
    const r = lines(placed('Solar Charge', 200, 300, 24), placed('Controller', 190, 326, 24));
    expect(r.suggestedTitle).toBe('Solar charge controller');
    expect(r.suggestedCategory).toBe('Electrical Components');
  });

  it('leaves lines that are no halves of one name as they were', () => {
    // Far apart, the two are read as two lines: the upper half still names its own product.
    const r = lines(placed('Solar Charge', 200, 100, 24), placed('Controller', 600, 500, 24));
    expect(r.suggestedTitle).not.toContain('charge controller');
  });
});

describe('a maker named with its legal form', () => {
  it('is read when its two words are joined by a hyphen, or a full stop read for one', () => {
    expect(readLabel('HEAT.TIMER CORPORATION', 'MODEL EPU', 'ELECTRONIC HEATING CONTROL').brandInfo).toBe('Heat-Timer');
    expect(readLabel('Heat-Timer Corporation', 'Model 927', '120V 60Hz').brandInfo).toBe('Heat-Timer');
  });

  it('is not read from two everyday words without the hyphen', () => {
    expect(readLabel('HEAT TIMER CORPORATION', 'ELECTRONIC HEATING CONTROL').brandInfo).not.toBe('Heat Timer');
  });
});

describe('a model of capitals only', () => {
  it('is read after "Model"', () => {
    expect(specsOf('MODEL EPU')).toContain('Model: EPU');
    expect(specsOf('Model: LRD')).toContain('Model: LRD');
  });

  it('is never a word, a label word or a product word', () => {
    expect(specsOf('MODEL NO')).not.toContain('Model:');
    expect(specsOf('MODEL NUMBER')).not.toContain('Model:');
    expect(specsOf('Model: LED')).not.toContain('Model:');
    expect(specsOf('MODEL SERIES')).not.toContain('Model:');
  });

  it('needs "Model" itself: "Type AC" is an RCD\'s type', () => {
    expect(specsOf('TYPE AC')).not.toContain('Model:');
  });
});

describe('a heating control', () => {
  it('is a heating controller, filed under control systems', () => {
    const r = readLabel('ELECTRONIC HEATING CONTROL', 'DAY THERMOSTAT', 'NIGHT THERMOSTAT');
    expect(r.suggestedTitle).toBe('Heating controller');
    expect(r.suggestedCategory).toBe('Control Systems');
  });
});

describe("a temperature controller's face", () => {
  it('names the controller by its PV and SV displays with its alarm and output lamps', () => {
    const r = readLabel('PV', 'SV', 'AL1 AL2', 'OUT AT', 'MODE');
    expect(r.suggestedTitle).toBe('Temperature controller');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it("needs four of them: a PV input beside an output is an inverter's port", () => {
    expect(readLabel('PV INPUT', 'OUT', 'SV').suggestedTitle).not.toContain('Temperature controller');
  });
});

describe("Autonics's temperature controller series", () => {
  it('is read from the series code alone, as the front prints it', () => {
    const r = readLabel('TCN4S');
    expect(r.brandInfo).toBe('Autonics');
    expect(r.suggestedTitle).toBe('Autonics TCN4S temperature controller');
    expect(readLabel('TK4M').suggestedTitle).toContain('temperature controller');
  });

  it('names a temperature controller from its full order code too', () => {
    expect(readLabel('TCN4S-24R').suggestedTitle).toBe('Autonics TCN4S-24R temperature controller');
  });
});

describe('a long maker name kept to exact matches because an everyday word is one slip from it', () => {
  it('is read from a letter misread when the reading is no nearer any word', () => {
    // INVERTER one slip away kept "Invertek" exact; "Imvertek" is nearer the maker than any word.
    const r = lines(line('Imvertek', 40), line('IP20 230V', 20));
    expect(r.brandInfo).toBe('Invertek Drives');
  });

  it('is not read from a reading a letter short: that is a name cut at the edge', () => {
    const r = lines(line('HITACH', 30, 0.79));
    expect(r.brandInfo).toBe('Hitachi');
  });
});

describe("a contactor's or overload relay's power terminals", () => {
  it('give its poles by their marks', () => {
    expect(specsOf('2T1 4T2 6T3')).toContain('Poles: 3-pole');
    expect(specsOf('1L1 3L2 5L3 7L4', '2T1 4T2 6T3 8T4')).toContain('Poles: 4-pole');
    expect(specsOf('1/L1 3/L2 5/L3')).toContain('Poles: 3-pole');
  });

  it('need three marks or more that keep to the numbering, and three poles', () => {
    expect(specsOf('1L1')).not.toContain('Poles');
    // A four-pole contactor whose third and fourth poles' marks were misread: no pole count rather than a wrong one.
    expect(specsOf('1L1 3L2', '2T1 4T2')).not.toContain('Poles');
    expect(specsOf('L1 L2 L3')).not.toContain('Poles');
    // 4T1 breaks the numbering (T1 is terminal 2): a code, no terminal.
    expect(specsOf('4T1 6T2')).not.toContain('Poles');
    // Poles 1 and 3 without 2: not the marks of one device.
    expect(specsOf('2T1 6T3')).not.toContain('Poles');
  });
});

describe("a display's voltage reading", () => {
  it('stays out of the title: hundredths over ten volts are a measurement', () => {
    const r = readLabel('MORNINGSTAR', 'Solar Charge Controller', 'Max 12.10V', 'Min 12.07V');
    expect(r.suggestedTitle).toBe('Morningstar solar charge controller');
    expect(r.technicalSpecs).toContain('12.10 V');
  });

  it('leaves a rated voltage in the title', () => {
    expect(readLabel('Solar Charge Controller', '12V/24V 20A').suggestedTitle).toMatch(/20 A|12 V/);
  });
});

describe("an RCD's residual current read without its IΔn", () => {
  it('is read after its rated current and "="', () => {
    expect(specsOf('25A=003A')).toContain('Residual current: 0.03 A');
    expect(specsOf('40A =0,1A')).toContain('Residual current: 0.1 A');
  });

  it("only at an RCD's sensitivity", () => {
    expect(specsOf('5A=005A')).not.toContain('Residual current');
    expect(specsOf('10A=2A')).not.toContain('Residual current');
  });

  it('is titled in milliamperes, as the trade names it', () => {
    expect(readLabel('RCCB', '25A=003A', 'Un=230V~').suggestedTitle).toBe('RCD 25 A 30 mA');
    expect(readLabel('RCCB', 'In=25A IΔn=0.03A').suggestedTitle).toBe('RCD 25 A 30 mA');
  });
});

describe("a pipe's size in millimetres", () => {
  it('is read on a fitting, a valve or a pipe, and is its size', () => {
    expect(specsOf('TRV 15mm')).toContain('Pipe size: 15 mm');
    expect(specsOf('22mm compression elbow')).toContain('Pipe size: 22 mm');
    const r = readLabel('Isolating valve 15 mm');
    expect(r.size).toBe('15 mm');
    expect(r.suggestedTitle).toBe('Isolating valve 15 mm');
  });

  it('needs a pipe word on the label (on its line or, since version 189, on another) and a pipe size', () => {
    expect(specsOf('FAN 15mm')).not.toContain('Pipe size');
    expect(specsOf('valve 17mm')).not.toContain('Pipe size');
    expect(specsOf('TRV', '15mm')).toBe('Pipe size: 15 mm');
  });
});
