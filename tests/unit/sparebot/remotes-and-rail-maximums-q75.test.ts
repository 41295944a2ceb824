import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 99's rules (issue 30): no evaluation photo's reading.

describe("an air conditioner's hand-held remote", () => {
  it('is read by its swing, powerful and economy keys, its FAN key no fan', () => {
    const r = readLabel('ON/OFF', 'SWING', 'MODE', 'POWERFUL', 'ECONO', 'FAN', 'TEMP', 'TIMER');
    expect(r.extracted.productType?.value).toBe('air conditioner remote control');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });

  it("leaves a thermostat's screen of mode, fan and temperature a thermostat", () => {
    const r = readLabel('HEAT ON', 'COOL', 'AUTO', 'FAN', 'HOLD', 'SYSTEM', 'SCHEDULE');
    expect(r.extracted.productType?.value).toBe('thermostat');
  });
});

describe("a supply rail's maximum current", () => {
  it('is no breaker\'s trip curve ("B 25A MAX")', () => {
    expect(readLabel('OUTPUT', 'B 25A MAX', '12V').technicalSpecs).not.toMatch(/Trip curve/);
  });

  it("leaves a breaker's B25 a curve", () => {
    expect(readLabel('MCB', 'B25', '230/400V').technicalSpecs).toMatch(/Type B 25 A/);
  });
});

describe("the new types' retail baselines", () => {
  it('price a remote as a remote, not as HVAC equipment, and a solid state relay by its load current', () => {
    const remote = readLabel('ON/OFF', 'SWING', 'MODE', 'POWERFUL', 'ECONO', 'FAN');
    expect(remote.estimatedPrice.priceTransparency.retailBaseline).toBe(30);
    const ssr = readLabel('QDX4-40DA', 'INPUT 3-32VDC', 'LOAD 24-380VAC 40A');
    expect(ssr.estimatedPrice.priceTransparency.retailBaseline).toBe(16);
  });
});

describe('a welding plate (EN 60974-1)', () => {
  it('is a welder by its output marks or duty-cycle row, whatever its table of numbers (version 101)', () => {
    const r = readLabel(
      'Type: QX250 Made in China',
      'EN 60974-1',
      'U2 10A/10.4V~250A/20V',
      'x  60 100',
      'A U=56V 12(A) 250 193',
      'U(V) 20 17.8',
      'AC 220V',
      'U=220V Ihm=37A len=29A',
      'IP21S',
    );
    expect(r.extracted.productType?.value).toBe('welder');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
  });
});

describe("a pump controller's face", () => {
  it('is a pump controller by "PUMP CONTROL" or a solar pump\'s "linear current booster", not the pump (version 102)', () => {
    expect(readLabel('LCB G', 'PUMP CONTROL', 'linear current booster').extracted.productType?.value).toBe('pump controller');
    expect(readLabel('linear current booster', '12-24V 7A').suggestedCategory).toBe('Control Systems');
  });

  it("leaves a pump's own plate a pump, and a pump control panel a panel", () => {
    expect(readLabel('PUMP', '230V 50Hz 0.75kW').extracted.productType?.value).toBe('pump');
    expect(readLabel('PUMP CONTROL PANEL', '400V 3PH').extracted.productType?.value).toBe('contactor panel');
  });
});
