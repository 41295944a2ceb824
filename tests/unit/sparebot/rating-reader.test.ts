import { describe, expect, it } from 'vitest';
import { parseInlineRatings } from '../../../src/server/sparebot/extract/inline-ratings.ts';
import { parseCurveLetters, readRatings } from '../../../src/server/sparebot/rating-reader.ts';

const values = (text: string) => readRatings(text).map((r) => `${r.key}=${r.value}`);

describe('readRatings (SpareBot’s extraction for typed text)', () => {
  it('reads ratings however they are written: 32A, 32 A, 32 amp, 32 amps', () => {
    for (const text of ['32A', '32 A', '32 amp', '32 amps', '32 Amperes']) expect(values(text)).toEqual(['current=32 A']);
  });

  it('reads breaking capacity, power, voltage and IP ratings with their units', () => {
    expect(values('6kA')).toEqual(['breakingCapacity=6 kA']);
    expect(values('0,75 kW')).toEqual(['power=0.75 kW']);
    expect(values('400 V')).toEqual(['voltage=400 V']);
    expect(values('ip 65')).toEqual(['ipRating=IP65']);
  });

  it('reads power written out in words', () => {
    expect(values('750 watts')).toEqual(['power=750 W']);
    expect(values('1.5 kilowatt motor')).toEqual(['power=1.5 kW']);
    expect(parseInlineRatings('50 Watt floodlight').map((r) => r.value)).toEqual(['50 W']);
  });

  it('reads a trip curve by its letter, with or without the current', () => {
    expect(values('Type B')).toEqual(['tripCurve=Type B']);
    expect(values('C curve MCB')).toEqual(['tripCurve=Type C']);
    expect(values('curve-D')).toEqual(['tripCurve=Type D']);
    expect(values('B32')).toEqual(['tripCurve=Type B 32 A']);
    expect(values('type b, 10kA')).toEqual(['breakingCapacity=10 kA', 'tripCurve=Type B']);
  });

  it('keeps curve letters out of the nameplate rules (on an RCD plate "Type B" is its residual-current type)', () => {
    expect(parseInlineRatings('RCD Type B 30mA').map((r) => `${r.key}=${r.value}`)).toEqual([
      'residualCurrent=30 mA',
      'residualType=Type B',
    ]);
    expect(parseCurveLetters('RCD Type B 30mA').map((r) => r.value)).toEqual(['Type B']);
    expect(parseCurveLetters('Type AC, typeface, B-52')).toEqual([]);
  });

  it('does not read label columns out of prose ("in 2 boxes" is no current)', () => {
    expect(values('Comes in 2 boxes; V 3 of the range')).toEqual([]);
  });
});
