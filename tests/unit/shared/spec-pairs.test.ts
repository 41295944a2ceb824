import { describe, expect, it } from 'vitest';
import { parseSpecPairs } from '../../../src/shared/spec-pairs.ts';

describe('parseSpecPairs', () => {
  it('reads SpareBot’s "Name: value; Name: value" form', () => {
    expect(parseSpecPairs('Voltage: 230/460 V, 190/380 V; Current: 16 A; Poles: 3')).toEqual([
      { name: 'Voltage', value: '230/460 V, 190/380 V' },
      { name: 'Current', value: '16 A' },
      { name: 'Poles', value: '3' },
    ]);
  });

  it('reads one per line and "name = value", keeping unnamed text as a value', () => {
    expect(parseSpecPairs('IP rating = IP65\nType B curve\n\n')).toEqual([
      { name: 'IP rating', value: 'IP65' },
      { name: '', value: 'Type B curve' },
    ]);
  });

  it('reads nothing from empty specs', () => {
    expect(parseSpecPairs(null)).toEqual([]);
    expect(parseSpecPairs(' ; ')).toEqual([]);
  });
});
