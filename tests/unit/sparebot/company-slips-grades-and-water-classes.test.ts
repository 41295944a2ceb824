import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 34 rules learnt from round y (issue 30): no evaluation photo's reading.

describe('makers', () => {
  it('keeps the company a line names outright over a short known name one slip from it', () => {
    const relay = lines(line('NINGBO CLION RELAY CO., LTD.', 50, 0.9), line('SOLID STATE RELAY', 50), line('24~440VAC 25A', 50));
    expect(relay.brandInfo).toMatch(/^Clion/);
  });

  it('still reads a long known name from a company line with a slip in it', () => {
    expect(lines(line('SCHNEIDR ELECTRIC INDUSTRIES SAS', 40), line('CIRCUIT BREAKER', 30)).brandInfo).toBe('Schneider Electric');
  });

  it("takes a product line's grade word for no maker", () => {
    expect(lines(line('PREMIUM', 74)).brandInfo).toBe('Unbranded');
    expect(lines(line('Essentials', 40), line('HEATER', 30)).brandInfo).toBe('Unbranded');
  });

  it('knows Protherm, the Slovak boiler maker', () => {
    expect(lines(line('protherm', 87), line('3x230/400V 50Hz', 37)).brandInfo).toBe('Protherm');
  });
});

describe('meters', () => {
  it("reads a nominal flow with a water meter's temperature class as a water meter", () => {
    const cold = lines(line('Qn 1,5 m3/h', 100), line('30°C', 79), line('SVK-15', 78));
    expect(cold.suggestedTitle).toMatch(/water meter/);
    expect(cold.suggestedCategory).toBe('Plumbing Supplies');
  });

  it('leaves a heat meter that counts energy to its energy', () => {
    const heat = lines(line('Qn 1,5 m3/h', 40), line('90°C', 30), line('MWh', 30), line('12.345 kWh', 30));
    expect(heat.suggestedTitle).not.toMatch(/water meter/);
  });
});

describe('catering coffee', () => {
  it('names espresso machines and their makers, filed under Other', () => {
    expect(lines(line('COFFEE MACHINE', 40)).suggestedTitle).toMatch(/^Espresso machine/);
    expect(lines(line('Macchina da caffè', 40)).suggestedCategory).toBe('Other');
    const machine = lines(line('Rancilio', 40), line('230V 50Hz 1100W', 20));
    expect(machine.brandInfo).toBe('Rancilio');
    expect(machine.suggestedCategory).toBe('Other');
  });
});
