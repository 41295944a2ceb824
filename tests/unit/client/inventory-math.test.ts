import { describe, expect, it } from 'vitest';
import { computeInventoryTotals, recomputeSurplusInput } from '../../../src/client/features/inventory/inventory-math.ts';
import { formatMoneyInput, parseMoneyInput, parseOptionalMoneyInput, parseQuantityInput } from '../../../src/client/lib/money-input.ts';
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
    expect(parseMoneyInput('abc')).toBe(0);
    expect(parseMoneyInput('')).toBe(0);
    expect(parseMoneyInput('-4')).toBe(0);
    expect(parseMoneyInput(' 12.345 ')).toBe(12.35);
    expect(parseMoneyInput('19.9')).toBe(19.9);
  });

  it('treats a blank retail price as unknown', () => {
    expect(parseOptionalMoneyInput('  ')).toBeNull();
    expect(parseOptionalMoneyInput('x')).toBe(0);
    expect(parseOptionalMoneyInput('25')).toBe(25);
  });

  it('reads quantities as whole numbers of at least 1, else 1', () => {
    expect(parseQuantityInput('')).toBe(1);
    expect(parseQuantityInput('nope')).toBe(1);
    expect(parseQuantityInput('0')).toBe(1);
    expect(parseQuantityInput('-3')).toBe(1);
    expect(parseQuantityInput('2.9')).toBe(2);
    expect(parseQuantityInput('12')).toBe(12);
  });

  it('formats pounds for an input with two decimals', () => {
    expect(formatMoneyInput(20)).toBe('20.00');
  });
});

describe('recomputeSurplusInput', () => {
  it('sets surplus to retail × the condition factor', () => {
    expect(recomputeSurplusInput('100', 'New', '1.00')).toBe('80.00');
    expect(recomputeSurplusInput('100', 'Like New', '1.00')).toBe('72.00');
    expect(recomputeSurplusInput('100', 'Poor', '1.00')).toBe('18.00');
    expect(recomputeSurplusInput('19.99', 'Fair', '1.00')).toBe('7.00');
  });

  it('uses the default factor for an unknown condition', () => {
    expect(recomputeSurplusInput('100', 'Refurbished', '1.00')).toBe('58.00');
  });

  it('keeps the surplus when there is no retail price to derive from', () => {
    expect(recomputeSurplusInput('', 'New', '12.50')).toBe('12.50');
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
