import { describe, expect, it } from 'vitest';
import { computeInventoryTotals } from '../../../src/client/features/inventory/inventory-math.ts';
import { formatMoneyText, parseMoneyText, parseOptionalMoneyText, parseQuantityText } from '../../../src/shared/listing-numbers.ts';
import { columnsForWidth } from '../../../src/client/features/inventory/inventory-layout.ts';

describe('computeInventoryTotals', () => {
  it('counts listings and sums surplus unit price × quantity', () => {
    const totals = computeInventoryTotals([
      { originalPrice: '12.50', quantity: 4 },
      { originalPrice: '100.00', quantity: 1 },
      { originalPrice: '7.25', quantity: 3 },
    ]);
    expect(totals).toEqual({ totalItems: 3, totalSurplusValue: 171.75 });
  });

  it('adds to the penny over 10,000 items (no floating-point drift)', () => {
    const listings = Array.from({ length: 10_000 }, () => ({ originalPrice: '0.10', quantity: 3 }));
    expect(computeInventoryTotals(listings).totalSurplusValue).toBe(3000);
  });

  it('is zero for an empty inventory', () => {
    expect(computeInventoryTotals([])).toEqual({ totalItems: 0, totalSurplusValue: 0 });
  });
});

describe('number inputs', () => {
  it('reads unparseable or negative prices as 0 and rounds to the penny', () => {
    expect(parseMoneyText('abc')).toBe(0);
    expect(parseMoneyText('')).toBe(0);
    expect(parseMoneyText('-4')).toBe(0);
    expect(parseMoneyText(' 12.345 ')).toBe(12.35);
    expect(parseMoneyText('19.9')).toBe(19.9);
  });

  it('treats a blank retail price as unknown', () => {
    expect(parseOptionalMoneyText('  ')).toBeNull();
    expect(parseOptionalMoneyText('x')).toBe(0);
    expect(parseOptionalMoneyText('25')).toBe(25);
  });

  it('reads quantities as whole numbers of at least 1, else 1', () => {
    expect(parseQuantityText('')).toBe(1);
    expect(parseQuantityText('nope')).toBe(1);
    expect(parseQuantityText('0')).toBe(1);
    expect(parseQuantityText('-3')).toBe(1);
    expect(parseQuantityText('2.9')).toBe(2);
    expect(parseQuantityText('12')).toBe(12);
  });

  it('formats pounds for an input with two decimals', () => {
    expect(formatMoneyText(20)).toBe('20.00');
  });
});

describe('columnsForWidth', () => {
  it('fits one card on a phone and up to four on a desktop', () => {
    expect(columnsForWidth(0)).toBe(1);
    expect(columnsForWidth(358)).toBe(1);
    expect(columnsForWidth(700)).toBe(2);
    expect(columnsForWidth(1120)).toBe(4);
    expect(columnsForWidth(4000)).toBe(4);
  });
});
