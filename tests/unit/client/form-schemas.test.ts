import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DecisionFormSchema } from '../../../src/client/features/admin/decision-form-schema.ts';
import { buyNowResolver, contactSellerResolver } from '../../../src/client/features/marketplace/listing-form-resolvers.ts';
import { offerFormSchema } from '../../../src/client/features/messages/offer-form-schema.ts';
import { resetPasswordResolver } from '../../../src/client/features/password/reset-password-resolver.ts';
import { DEALS_MESSAGES, offerAboveAsking } from '../../../src/shared/messages/deals-messages.ts';
import { DISPUTES_MESSAGES } from '../../../src/shared/messages/disputes-messages.ts';
import { ORDERS_MESSAGES } from '../../../src/shared/messages/orders-messages.ts';
import { UpdateConversationSchema } from '../../../src/shared/schemas/deals.ts';
import { CancelOrderSchema, HandOverOrderSchema, PlaceOrderFormSchema } from '../../../src/shared/schemas/orders.ts';

/**
 * The converted forms check their fields with the routes' shared schemas (react-hook-form through
 * zodResolver): each form's messages stay the ones its screen showed before, and a valid form
 * hands the route the body it documents.
 */
async function resolve<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: Partial<T>) {
  // A form starts with fields unset (no decision chosen yet), as react-hook-form's defaultValues allow.
  const result = await resolver(values as T, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>);
  const messages = Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, error?.message]));
  return { messages, values: result.values };
}

describe('Buy now', () => {
  const resolver = buyNowResolver(5);

  it('asks for between 1 and what is left, in the screen’s words', async () => {
    for (const quantity of ['0', '6', '', '2.5']) {
      const { messages } = await resolve(resolver, { listingId: 7, quantity, handover: 'collection' });
      expect(messages).toEqual({ quantity: 'Choose between 1 and 5' });
    }
  });

  it('asks for the address with delivery, and sends none with collection', async () => {
    const delivery = await resolve(resolver, { listingId: 7, quantity: '2', handover: 'delivery', deliveryAddress: '  ' });
    expect(delivery.messages).toEqual({ deliveryAddress: ORDERS_MESSAGES.deliveryAddressRequired });
    const collection = await resolve(resolver, { listingId: 7, quantity: '2', handover: 'collection' });
    expect(collection.values).toEqual({ listingId: 7, quantity: 2, handover: 'collection', deliveryAddress: null });
  });
});

describe('Contact seller', () => {
  const resolver = contactSellerResolver(3, 2000);
  const valid = { listingId: 9, message: ' Is it boxed? ', quantity: '2', offerPrice: '' };

  it('words each problem as the screen did', async () => {
    expect((await resolve(resolver, { ...valid, message: '  ' })).messages).toEqual({ message: 'Write a message to the seller' });
    expect((await resolve(resolver, { ...valid, quantity: '4' })).messages).toEqual({ quantity: 'Ask for between 1 and 3' });
    expect((await resolve(resolver, { ...valid, offerPrice: '20.01' })).messages).toEqual({ offerPrice: offerAboveAsking(2000) });
    expect((await resolve(resolver, { ...valid, offerPrice: '1.234' })).messages).toEqual({ offerPrice: DEALS_MESSAGES.offerPriceInvalid });
  });

  it('sends the route’s body: the message trimmed, the offer in pounds only when one is made', async () => {
    expect((await resolve(resolver, valid)).values).toEqual({ listingId: 9, message: 'Is it boxed?', quantity: 2 });
    expect((await resolve(resolver, { ...valid, offerPrice: '19.50' })).values).toEqual({
      listingId: 9,
      message: 'Is it boxed?',
      quantity: 2,
      offerPrice: 19.5,
    });
  });
});

describe('the offer form', () => {
  const resolver = zodResolver(offerFormSchema(1500));

  it('refuses an offer above the asking price, and sends pounds and units as numbers', async () => {
    expect((await resolve(resolver, { quantity: '1', price: '15.01' })).messages).toEqual({ price: offerAboveAsking(1500) });
    expect((await resolve(resolver, { quantity: '3', price: '12' })).values).toEqual({ quantity: 3, price: 12 });
  });
});

describe('the dispute decision form', () => {
  const resolver = zodResolver(DecisionFormSchema);

  it('asks for a decision first, in words, then for the amount and the note', async () => {
    expect((await resolve(resolver, { note: '' })).messages).toEqual({ outcome: 'Please choose a decision' });
    const partial = await resolve(resolver, { outcome: 'partial_refund', amount: '', note: 'Half the units were damaged' });
    expect(partial.messages).toEqual({ amount: DISPUTES_MESSAGES.amountRequired });
    const noNote = await resolve(resolver, { outcome: 'reject', note: '   ' });
    expect(noNote.messages).toEqual({ note: DISPUTES_MESSAGES.noteRequired });
  });

  it('sends the amount with a partial refund only', async () => {
    const partial = await resolve(resolver, { outcome: 'partial_refund', amount: '12.50', note: ' Damaged ' });
    expect(partial.values).toEqual({ outcome: 'partial_refund', amount: 12.5, note: 'Damaged' });
    expect((await resolve(resolver, { outcome: 'reject', note: 'Not as described' })).values).toEqual({
      outcome: 'reject',
      note: 'Not as described',
    });
  });
});

describe('the order and agreement text forms', () => {
  it('a cancel reason is needed, a ready note is not', async () => {
    expect(CancelOrderSchema.shape.reason.safeParse('  ').error?.issues[0]?.message).toBe(ORDERS_MESSAGES.cancelReasonRequired);
    expect(HandOverOrderSchema.shape.note.parse('  ')).toBeNull();
    expect(UpdateConversationSchema.parse({ handoverDetails: ' ' })).toEqual({ handoverDetails: null });
  });

  it('Place order for an agreed offer asks for a delivery address', async () => {
    const resolver = zodResolver(PlaceOrderFormSchema);
    const delivery = await resolve(resolver, { listingId: 3, offerId: 8, handover: 'delivery' });
    expect(delivery.messages).toEqual({ deliveryAddress: ORDERS_MESSAGES.deliveryAddressRequired });
    const collection = await resolve(resolver, { listingId: 3, offerId: 8, handover: 'collection' });
    expect(collection.values).toEqual({ listingId: 3, offerId: 8, handover: 'collection', deliveryAddress: null });
  });
});

describe('the reset password form', () => {
  it('checks the route’s password rule and that the two match', async () => {
    const mismatch = await resolve(resetPasswordResolver, { newPassword: 'Secret123!', confirmPassword: 'Secret124!' });
    expect(mismatch.messages).toEqual({ confirmPassword: 'Passwords do not match' });
    const short = await resolve(resetPasswordResolver, { newPassword: 'abc', confirmPassword: 'abc' });
    expect(Object.keys(short.messages)).toEqual(['newPassword']);
  });
});
