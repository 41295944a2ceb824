import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_OPTIONS,
  parseDisplayOptions,
  serializeDisplayOptions,
} from '../../../src/client/features/inventory/display-options.ts';

describe('parseDisplayOptions', () => {
  it('defaults to pricing, quantity, condition and description on; material and size off', () => {
    expect(parseDisplayOptions(null)).toEqual({
      showPricing: true,
      showQuantity: true,
      showCondition: true,
      showDescription: true,
      showMaterial: false,
      showSize: false,
    });
  });

  it('round-trips what was stored', () => {
    const stored = { ...DEFAULT_DISPLAY_OPTIONS, showMaterial: true, showPricing: false };
    expect(parseDisplayOptions(serializeDisplayOptions(stored))).toEqual(stored);
  });

  it('falls back to defaults for malformed JSON, non-objects and non-boolean values', () => {
    expect(parseDisplayOptions('{oops')).toEqual(DEFAULT_DISPLAY_OPTIONS);
    expect(parseDisplayOptions('[true]')).toEqual(DEFAULT_DISPLAY_OPTIONS);
    expect(parseDisplayOptions('null')).toEqual(DEFAULT_DISPLAY_OPTIONS);
    expect(parseDisplayOptions('{"showSize":"yes","showMaterial":true,"extra":1}')).toEqual({
      ...DEFAULT_DISPLAY_OPTIONS,
      showMaterial: true,
    });
  });

  it('returns a fresh object each time, so callers cannot change the defaults', () => {
    const options = parseDisplayOptions(null);
    options.showSize = true;
    expect(DEFAULT_DISPLAY_OPTIONS.showSize).toBe(false);
  });
});
