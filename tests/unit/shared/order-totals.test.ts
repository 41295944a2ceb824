import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from '../../../src/shared/constants/orders.ts';
import { ORDER_TEXTS } from '../../../src/shared/messages/orders-messages.ts';
import { computeOrderTotals, formatOrderTotals } from '../../../src/shared/order-totals.ts';

describe('computeOrderTotals', () => {
  it('adds 20 % VAT to goods and delivery together, rounded once on the line total', () => {
    // 3 × 1234p = 3702p, + 499p = 4201p; 20 % = 840.2p → 840p.
    expect(
      computeOrderTotals({ unitPricePence: 1234, quantity: 3, vatMode: 'plus_vat', handover: 'delivery', deliveryPricePence: 499 }),
    ).toEqual({
      goods: 3702,
      delivery: 499,
      vat: 840,
      total: 5041,
    });
    // Per unit 33p × 20 % = 6.6p would round to 7p each (21p); on the line 99p × 20 % = 19.8p → 20p.
    expect(
      computeOrderTotals({ unitPricePence: 33, quantity: 3, vatMode: 'plus_vat', handover: 'collection', deliveryPricePence: 500 }).vat,
    ).toBe(20);
    // To the nearest penny (20 % of whole pence never lands on a half): 3p → 0.6p → 1p, 2p → 0.4p → 0p.
    expect(
      computeOrderTotals({ unitPricePence: 3, quantity: 1, vatMode: 'plus_vat', handover: 'collection', deliveryPricePence: null }).vat,
    ).toBe(1);
    expect(
      computeOrderTotals({ unitPricePence: 2, quantity: 1, vatMode: 'plus_vat', handover: 'collection', deliveryPricePence: null }).vat,
    ).toBe(0);
  });

  it('adds no VAT for not_registered, margin or none; collection costs nothing; "ask the seller" stays out of the total', () => {
    for (const vatMode of ['not_registered', 'margin', null] as const) {
      expect(computeOrderTotals({ unitPricePence: 1000, quantity: 2, vatMode, handover: 'delivery', deliveryPricePence: 350 })).toEqual({
        goods: 2000,
        delivery: 350,
        vat: 0,
        total: 2350,
      });
    }
    expect(
      computeOrderTotals({ unitPricePence: 1000, quantity: 2, vatMode: 'plus_vat', handover: 'collection', deliveryPricePence: 350 }),
    ).toEqual({ goods: 2000, delivery: 0, vat: 400, total: 2400 });
    expect(
      computeOrderTotals({ unitPricePence: 1000, quantity: 2, vatMode: 'plus_vat', handover: 'delivery', deliveryPricePence: null }),
    ).toEqual({ goods: 2000, delivery: null, vat: 400, total: 2400 });
  });
});

describe('formatOrderTotals', () => {
  it('speaks 2-decimal strings and shows VAT only when it is added', () => {
    const margin = formatOrderTotals({ goods: 2000, delivery: null, vat: 0, total: 2000 }, 'margin', 'delivery');
    expect(margin).toEqual({
      goods: '20.00',
      delivery: null,
      deliveryToAgree: true,
      vat: null,
      vatNote: ORDER_TEXTS.vatMargin,
      total: '20.00',
      currency: 'GBP',
    });
    const plus = formatOrderTotals({ goods: 2000, delivery: 0, vat: 400, total: 2400 }, 'plus_vat', 'collection');
    expect(plus).toMatchObject({ delivery: '0.00', deliveryToAgree: false, vat: '4.00', vatNote: 'VAT at 20%', total: '24.00' });
  });
});

describe('order numbers', () => {
  it('are SS- and the id, six digits at least, and read back however typed', () => {
    expect(formatOrderNumber(123)).toBe('SS-000123');
    expect(formatOrderNumber(1234567)).toBe('SS-1234567');
    for (const typed of ['SS-000123', 'ss-123', 'SS123', ' 123 ']) expect(parseOrderNumber(typed), typed).toBe(123);
    for (const typed of ['SS-', 'SS-0', 'AB-123', '12a']) expect(parseOrderNumber(typed), typed).toBeNull();
  });
});
