import { describe, expect, it } from 'vitest';
import { singularFamily } from '../../../src/server/sparebot/extract/maker-family.ts';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text (issue 30): a maker read with no product word is named by what it is known for.

describe("a maker family's name as one product", () => {
  it('drops the plural as English forms it', () => {
    expect(singularFamily('solar inverters')).toBe('solar inverter');
    expect(singularFamily('batteries')).toBe('battery');
    expect(singularFamily('switches')).toBe('switch');
    expect(singularFamily('circulating pumps')).toBe('circulating pump');
    expect(singularFamily('glass')).toBe('glass');
  });
});

describe('a maker read with no product word', () => {
  it("is titled by its main family's product type, in the category it already had, as surely as before", () => {
    const r = readLabel('Lux Power', 'LXP 3600 ACS');
    expect(r.suggestedTitle).toBe('Lux Power solar inverter');
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.confidence).toBeLessThan(0.7);
    expect(readLabel('Sherline').suggestedTitle).toBe('Sherline lathe');
  });

  it("reads a brand table's families too, where a maker makes one kind of thing", () => {
    expect(readLabel('Vaillant').suggestedTitle).toBe('Vaillant boiler');
    expect(readLabel('Ohme', 'Home Pro').suggestedTitle).toBe('Ohme EV charger');
    expect(readLabel('Fronius').suggestedTitle).toBe('Fronius solar inverter');
  });

  it('gives way to a product word the label prints', () => {
    expect(readLabel('Lux Power', 'DC isolator').suggestedTitle).not.toContain('solar inverter');
  });
});
