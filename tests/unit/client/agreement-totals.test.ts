import { describe, expect, it } from 'vitest';
import { agreementTotals } from '../../../src/client/features/messages/agreement-money.ts';

describe('the totals shown before "Place order" (issue 31)', () => {
  it('adds delivery and VAT for a business seller pricing plus VAT', () => {
    expect(agreementTotals({ unitPrice: '11.00', quantity: 5 }, { vatMode: 'plus_vat', deliveryPrice: '5.50' }, 'delivery')).toEqual({
      goods: 5500,
      delivery: 550,
      vat: 1210,
      total: 7260,
    });
  });
  it('charges no delivery for collection and no VAT when none is stated', () => {
    expect(agreementTotals({ unitPrice: '11.00', quantity: 5 }, { vatMode: null, deliveryPrice: '5.50' }, 'collection')).toEqual({
      goods: 5500,
      delivery: 0,
      vat: 0,
      total: 5500,
    });
  });
});
