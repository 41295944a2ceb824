import { describe, expect, it } from 'vitest';
import { extractRatings, formatRatings } from '../../../src/server/sparebot/extract/ratings.ts';
import { RATING_LABELS } from '../../../src/server/sparebot/extract/rating-types.ts';
import { normaliseOcrText } from '../../../src/server/sparebot/extract/text-normalise.ts';
import { splitRunTogether } from '../../../src/server/sparebot/extract/segment.ts';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for the version 17 rules (issue 30): no evaluation photo's reading, and
// makers' names made up.
const read = readLabel;
const specsOf = (...rows: string[]) => formatRatings(extractRatings(rows.map((r) => normaliseOcrText(r))), RATING_LABELS);

describe('inverters, chargers and batteries', () => {
  it('reads watts in lower case from 10 W up, never an oil grade', () => {
    expect(specsOf('1500w Power Inverter')).toBe('Power: 1500 W');
    expect(specsOf('10w-40 engine oil')).not.toMatch(/Power/);
    expect(specsOf('5w')).not.toMatch(/Power/);
  });

  it('splits two words run together at a capital I, also when OCR reads it as a small l', () => {
    expect(splitRunTogether('Powerlnverter')).toBe('Power Inverter');
    expect(splitRunTogether('PowerInverter')).toBe('Power Inverter');
    expect(splitRunTogether('Installation')).toBe('Installation');
    const inverter = read('Voltarn', '1500w Powerlnverter');
    expect(inverter.suggestedTitle).toMatch(/power inverter/i);
    expect(inverter.technicalSpecs).toMatch(/Power: 1500 W/);
  });

  it('takes "pure sine wave" for an inverter, which never carries thousands of volts', () => {
    const inverter = read('KELVARO', '2000V', 'KELVARO PURE SINE WAVE');
    expect(inverter.suggestedCategory).toBe('Electrical Components');
    expect(inverter.suggestedTitle).toMatch(/power inverter/i);
    expect(`${inverter.suggestedTitle} ${inverter.technicalSpecs}`).not.toMatch(/2000 V/);
  });

  it('reads AGM and deep cycle as a lead-acid battery', () => {
    expect(read('Brightcell', 'AGM', 'AGM').suggestedTitle).toMatch(/lead acid battery/i);
    expect(read('Brightcell', 'DEEP CYCLE').suggestedTitle).toMatch(/lead acid battery/i);
  });

  it("keeps a selector's numbered legends out of the codes and the title", () => {
    const controller = read('SOLVARA', 'CHARGE CONTROLLER', 'BATTERY TYPE', '1-GEL', '2-SEALED', '3-FLOODED');
    expect(controller.suggestedTitle).toMatch(/charge controller/i);
    expect(`${controller.suggestedTitle} ${controller.technicalSpecs}`).not.toMatch(/GEL|SEALED|FLOODED/);
  });
});

describe('legends that name the product', () => {
  it("takes a thermostat's system switch for a room thermostat, not its fan switch for a fan", () => {
    const stat = read('Thermora', 'Cool Off Heat', 'SYSTEM', 'FAN', 'Auto On', 'TH4100A');
    expect(stat.suggestedCategory).toBe('HVAC Equipment');
    expect(stat.suggestedTitle).toMatch(/room thermostat/i);
    expect(stat.suggestedTitle).toMatch(/TH4100A/);
  });

  it("drops a label's own part number and a channel's name from the codes", () => {
    const controller = read('Aquavion', 'POOL CONTROLLER', 'LABELP/N123456', 'AUX1', 'AUX2');
    expect(controller.technicalSpecs).not.toMatch(/123456|AUX/);
    expect(controller.suggestedTitle).not.toMatch(/LABEL|123456/);
  });
});
