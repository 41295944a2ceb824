import { describe, expect, it } from 'vitest';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 33 rules learnt from set uc (issue 30): no evaluation photo's reading.

describe('what a label names', () => {
  it('takes the last noun of an English phrase as the product ("transformer oil thermometer")', () => {
    const thermometer = lines(line('TRANSFORMER OIL TEMPERATURE THERMOMETER', 30));
    expect(thermometer.suggestedCategory).toBe('Instrumentation');
    expect(thermometer.suggestedTitle).toMatch(/thermometer/i);
  });

  it('takes the controller of a "pump controller", the pump of a "controller pump"', () => {
    expect(lines(line('SMART PUMP CONTROLLER', 30)).suggestedCategory).toBe('Control Systems');
    expect(lines(line('CONTROLLER PUMP', 30)).suggestedCategory).toBe('Plumbing Supplies');
  });
});

describe('dials', () => {
  it('reads an analogue panel meter by its unit apart and an evenly stepped scale', () => {
    const meter = lines(line('V 450', 60), line('300', 50), line('150', 50), line('XM-77', 30));
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.suggestedTitle).toMatch(/panel meter/);
  });

  it("reads a nameplate's values beside their units as no dial", () => {
    const plate = lines(line('V 230', 20), line('A 10', 20), line('Hz 50', 20), line('MOTOR', 20));
    expect(plate.suggestedTitle).not.toMatch(/panel meter/);
  });

  it('reads a temperature dial as a thermometer', () => {
    const dial = lines(line('Oil temperature', 30), ...['20', '40', '60', '80', '100', '120'].map((n) => line(n, 40)));
    expect(dial.suggestedCategory).toBe('Instrumentation');
    expect(dial.suggestedTitle).toMatch(/^Thermometer/);
  });
});

describe('ratings and numbers', () => {
  it("keeps a contact's rating pair out of the title's model", () => {
    const title = lines(line('THERMOMETER', 30), line('(Point Capacity):AC220V/5A', 20)).suggestedTitle;
    expect(title).not.toMatch(/AC220V\/5A/);
  });

  it('reads a serial that starts with its year, a meter constant with its i lost, and a Polish disc constant', () => {
    expect(specsOf('NO.2015.06634.10')).toContain('Serial no.: 2015.06634.10');
    expect(specsOf('1000mp/kwh')).toContain('1000 imp/kWh');
    expect(specsOf('375obr/kW·h')).toContain('375 rev/kWh');
  });

  it('files lab viscometers and balances as instruments, and knows Messko', () => {
    expect(lines(line('VISCOMETER', 30)).suggestedCategory).toBe('Instrumentation');
    expect(lines(line('ELECTRONIC BALANCE', 30)).suggestedCategory).toBe('Instrumentation');
    const messko = lines(line('Messko', 20), line('MR', 20));
    expect(messko.brandInfo).toBe('Messko');
    expect(messko.suggestedCategory).toBe('Instrumentation');
  });
});
