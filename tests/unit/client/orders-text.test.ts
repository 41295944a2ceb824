import { describe, expect, it } from 'vitest';
import type { ConversationDetail } from '../../../src/shared/schemas/deals.ts';
import { findAgreementOrderId } from '../../../src/client/features/messages/agreement-order.ts';
import { handoverChoices, previewOrder } from '../../../src/client/features/marketplace/order-preview.ts';
import { describeNextAction, ordersHref, otherPartyPhrase, readOrdersUrl } from '../../../src/client/features/orders/order-text.ts';

describe('/orders URL state', () => {
  it('reads the tab and status, falling back to Bought and every status', () => {
    expect(readOrdersUrl('')).toEqual({ tab: 'bought', status: null });
    expect(readOrdersUrl('?tab=sold&status=paid')).toEqual({ tab: 'sold', status: 'paid' });
    expect(readOrdersUrl('?tab=nonsense&status=lost')).toEqual({ tab: 'bought', status: null });
  });

  it('writes the state back with the defaults left out', () => {
    expect(ordersHref({ tab: 'bought', status: null })).toBe('/orders');
    expect(ordersHref({ tab: 'sold', status: null })).toBe('/orders?tab=sold');
    expect(ordersHref({ tab: 'bought', status: 'ready_for_collection' })).toBe('/orders?status=ready_for_collection');
  });
});

describe('order wording', () => {
  it('highlights the caller’s move and names whom they wait for', () => {
    expect(describeNextAction('pay', 'Dave S.')).toEqual({ text: 'Your turn: Pay by card', yours: true });
    expect(describeNextAction('dispatch', 'Dave S.')).toEqual({ text: 'Your turn: Mark dispatched', yours: true });
    expect(describeNextAction('wait', 'Dave S.')).toEqual({ text: 'Waiting for Dave S.', yours: false });
    expect(describeNextAction(null, 'Dave S.')).toBeNull();
  });

  it('names the other side from the caller’s', () => {
    expect(otherPartyPhrase('buyer', 'Sparks Ltd')).toBe('from Sparks Ltd');
    expect(otherPartyPhrase('seller', 'Owen P.')).toBe('to Owen P.');
  });
});

describe('Buy now', () => {
  it('offers the handovers the listing allows (a listing that never said is collected)', () => {
    expect(handoverChoices('both')).toEqual(['collection', 'delivery']);
    expect(handoverChoices('delivery')).toEqual(['delivery']);
    expect(handoverChoices('collection')).toEqual(['collection']);
    expect(handoverChoices(null)).toEqual(['collection']);
  });

  it('previews the total as the server works it out: VAT on goods and delivery, rounded once', () => {
    expect(previewOrder({ unitPrice: '10.05', quantity: 3, vatMode: 'plus_vat', handover: 'delivery', deliveryPrice: '6.99' })).toEqual({
      goodsPence: 3015,
      deliveryPence: 699,
      vatPence: 743,
      vatNote: 'VAT at 20%',
      totalPence: 4457,
    });
    const margin = previewOrder({ unitPrice: '40.00', quantity: 2, vatMode: 'margin', handover: 'collection', deliveryPrice: '5.00' });
    expect(margin).toMatchObject({ goodsPence: 8000, deliveryPence: 0, vatPence: null, totalPence: 8000 });
    expect(margin.vatNote).toMatch(/margin scheme/);
    expect(previewOrder({ unitPrice: '12.50', quantity: 1, vatMode: null, handover: 'delivery', deliveryPrice: null })).toMatchObject({
      deliveryPence: null,
      totalPence: 1250,
    });
  });
});

describe('the order an agreement became', () => {
  const thread = (messages: Array<{ body: string; createdAt: string; kind?: 'event' | 'message' }>, agreedAt: string | null) =>
    ({
      agreement: agreedAt ? { offerId: 1, quantity: 2, unitPrice: '5.00', total: '10.00', agreedAt } : null,
      messages: messages.map((m, i) => ({
        id: i + 1,
        kind: m.kind ?? 'event',
        body: m.body,
        fromMe: false,
        senderRole: null,
        createdAt: m.createdAt,
        contactWarning: false,
      })),
    }) as unknown as ConversationDetail;

  it('is read from the order lines posted after the agreement', () => {
    const detail = thread(
      [
        { body: 'Order SS-000007: Order placed', createdAt: '2026-01-01T10:00:00Z' },
        { body: 'Offer accepted', createdAt: '2026-01-02T10:00:00Z' },
        { body: 'Order SS-000123: Order placed', createdAt: '2026-01-02T11:00:00Z' },
      ],
      '2026-01-02T10:00:00Z',
    );
    expect(findAgreementOrderId(detail)).toBe(123);
  });

  it('is none before the order is placed, for a message that only quotes a number, or without an agreement', () => {
    expect(
      findAgreementOrderId(thread([{ body: 'Order SS-000007: Order placed', createdAt: '2026-01-01T10:00:00Z' }], '2026-01-02T10:00:00Z')),
    ).toBeNull();
    expect(
      findAgreementOrderId(
        thread([{ body: 'Order SS-000009: is it here?', createdAt: '2026-01-03T10:00:00Z', kind: 'message' }], '2026-01-02T10:00:00Z'),
      ),
    ).toBeNull();
    expect(findAgreementOrderId(thread([{ body: 'Order SS-000009: Order placed', createdAt: '2026-01-03T10:00:00Z' }], null))).toBeNull();
  });
});
