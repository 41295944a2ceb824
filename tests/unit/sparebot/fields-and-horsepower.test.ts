import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 30 rules (issue 30): no evaluation photo's reading; unknown makers' names made up.

describe('a field name run into its code', () => {
  it('reads "MODEL" glued to the model as the model field', () => {
    const plate = lines(line('FANWORKS', 30), line('MODELQX7K20B4', 26), line('VOLTS 230', 20));
    expect(plate.technicalSpecs).toContain('Model: QX7K20B4');
    expect(plate.technicalSpecs).not.toMatch(/MODELQX7/);
  });

  it('keeps a code that only starts like a field name whole', () => {
    expect(lines(line('TYPEB16', 20)).technicalSpecs ?? '').not.toContain('Model: B16');
  });
});

describe('a plate rated in horsepower', () => {
  it('is a motor when nothing else names it', () => {
    const plate = lines(line('FANWORKS', 30), line('MODEL QX7K20B4', 26), line('VOLTS 115', 20), line('HP 1/6', 20));
    expect(plate.suggestedCategory).toBe('Motors & Drives');
    expect(plate.suggestedTitle).toMatch(/motor/i);
    expect(plate.confidence).toBeLessThan(0.7);
  });

  it("leaves a contactor's horsepower rating to the contactor", () => {
    const contactor = lines(line('CONTACTOR', 30), line('3 HP 230 V', 20), line('COIL 24 V AC', 20));
    expect(contactor.suggestedTitle).toMatch(/contactor/i);
  });
});
