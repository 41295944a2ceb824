import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 35 fit-out types (kb/product-words/fit-out.ts, issue 30).

describe('fit-out product types', () => {
  it('reads a two-word name whole, not as the type its last word names alone', () => {
    expect(lines(line('EURO CYLINDER', 30), line('35/35', 20)).suggestedCategory).toBe('Fasteners & Fixings');
    expect(lines(line('WIRING HARNESS', 30)).suggestedCategory).toBe('Cables & Wiring');
    expect(lines(line('PIPE FREEZER', 30)).suggestedTitle).not.toMatch(/^Freezer/);
    expect(lines(line('PIPE FREEZER', 30)).suggestedCategory).toBe('Tools & Hardware');
    expect(lines(line('CHAINSAW', 30)).suggestedCategory).toBe('Tools & Hardware');
    expect(lines(line('CONCEALED CISTERN FRAME', 30)).suggestedCategory).toBe('Plumbing Supplies');
  });

  it('names what consumer units and solar installs gained', () => {
    const afdd = lines(line('AFDD', 40), line('B16 30mA', 30), line('230V~', 30));
    expect(afdd.suggestedTitle).toMatch(/arc fault detection device/i);
    expect(afdd.suggestedCategory).toBe('Electrical Components');
    expect(lines(line('POWER OPTIMISER', 30), line('Input 80V', 20)).suggestedCategory).toBe('Electrical Components');
  });

  it('names bathroom, site and instrument kit in continental words too', () => {
    expect(lines(line('Duschwanne', 30)).suggestedCategory).toBe('Plumbing Supplies');
    expect(lines(line('BETONMISCHER', 30), line('230 V 50 Hz', 20)).suggestedTitle).toMatch(/cement mixer/i);
    expect(lines(line('GEIGERZAHLER', 30)).suggestedCategory).toBe('Instrumentation');
    expect(lines(line('AUTOMATED EXTERNAL DEFIBRILLATOR', 30)).suggestedCategory).toBe('Safety Equipment');
  });
});
