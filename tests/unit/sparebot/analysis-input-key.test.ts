import { describe, expect, it } from 'vitest';
import { analysisInputKey, normaliseSpecs, type SparebotIdentity } from '../../../src/server/sparebot/analysis-input-key.ts';

const LOCAL: SparebotIdentity = { provider: 'local', model: null, baseUrl: null, combineLocal: null };
const OPENAI: SparebotIdentity = { provider: 'openai', model: 'gpt-4o-mini', baseUrl: 'https://api.openai.com/v1', combineLocal: true };
const keyOf = (specs: Parameters<typeof normaliseSpecs>[0], identity = LOCAL, version?: number) =>
  analysisInputKey(normaliseSpecs(specs), identity, version);

describe('normaliseSpecs', () => {
  it('treats no specs, empty objects and blank or whitespace-only fields as the first look', () => {
    expect(normaliseSpecs({})).toBeUndefined();
    expect(normaliseSpecs({ userSpecs: {}, specifications: {} })).toBeUndefined();
    expect(normaliseSpecs({ specifications: { title: '', condition: '   ', size: '\n\t' } })).toBeUndefined();
  });

  it('trims values and drops blank fields, keeping the case and inner spacing of the rest', () => {
    expect(normaliseSpecs({ userSpecs: { title: '  Siemens  7.5 kW motor ', material: ' ', brandInfo: 'ABB' } })).toEqual({
      brandInfo: 'ABB',
      title: 'Siemens  7.5 kW motor',
    });
  });

  it('lets userSpecs win over specifications field by field, and a blank userSpecs field hands the field back to the photo', () => {
    expect(normaliseSpecs({ specifications: { title: 'Pump', condition: 'Good' }, userSpecs: { condition: 'Poor' } })).toEqual({
      title: 'Pump',
      condition: 'Poor',
    });
    // The analysis reads a blank field as "not given", so the merged value must be dropped, not the older one kept.
    expect(normaliseSpecs({ specifications: { title: 'Pump' }, userSpecs: { title: '  ' } })).toBeUndefined();
  });
});

describe('analysisInputKey', () => {
  it('is a SHA-256 hex digest', () => {
    expect(keyOf({})).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for specs that differ only in blank fields, surrounding whitespace, field order or the field name used', () => {
    const base = keyOf({ userSpecs: { title: 'Grundfos pump', condition: 'Good' } });
    expect(keyOf({ userSpecs: { condition: 'Good', title: 'Grundfos pump' } })).toBe(base);
    expect(keyOf({ userSpecs: { title: ' Grundfos pump\t', condition: 'Good ', size: '', material: '  ' } })).toBe(base);
    expect(keyOf({ specifications: { title: 'Grundfos pump', condition: 'Good' } })).toBe(base);
    expect(keyOf({})).toBe(keyOf({ userSpecs: { title: '' }, specifications: { size: ' ' } }));
  });

  it('changes when a value changes, including its case (titles are echoed verbatim, conditions match exactly)', () => {
    const base = keyOf({ userSpecs: { title: 'Grundfos pump', condition: 'Good' } });
    expect(keyOf({ userSpecs: { title: 'Grundfos pump', condition: 'Poor' } })).not.toBe(base);
    expect(keyOf({ userSpecs: { title: 'grundfos pump', condition: 'Good' } })).not.toBe(base);
    expect(keyOf({ userSpecs: { title: 'Grundfos pump', condition: 'Good', size: '22 mm' } })).not.toBe(base);
    expect(keyOf({})).not.toBe(base);
  });

  it('does not confuse a value moved to another field', () => {
    expect(keyOf({ userSpecs: { title: 'ABB' } })).not.toBe(keyOf({ userSpecs: { brandInfo: 'ABB' } }));
  });

  it('changes with the provider, the model, the endpoint, combining and SpareBot’s version', () => {
    const base = keyOf({}, OPENAI);
    expect(keyOf({}, LOCAL)).not.toBe(base);
    expect(keyOf({}, { ...OPENAI, model: 'gpt-4o' })).not.toBe(base);
    expect(keyOf({}, { ...OPENAI, baseUrl: 'http://127.0.0.1:11434/v1' })).not.toBe(base);
    expect(keyOf({}, { ...OPENAI, combineLocal: false })).not.toBe(base);
    expect(keyOf({}, OPENAI, 999)).not.toBe(base);
    expect(keyOf({}, OPENAI)).toBe(base);
  });
});
