// Loaded on first use by the listing page's Buy now and Contact seller forms (lib/lazy-resolver.ts):
// the listing page is public, and zod's full API stays out of its first load (docs/client.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ORDER_HANDOVERS } from '../../../shared/constants/orders.ts';
import { StartConversationSchema } from '../../../shared/schemas/deals.ts';
import { PlaceOrderFormSchema } from '../../../shared/schemas/orders.ts';
import { formatCount } from '../../../shared/money.ts';
import { checkOfferPrice } from '../../../shared/offer-price.ts';

/** A whole number of units as typed, from 1 to what the listing has. */
const unitsUpTo = (available: number, message: string) =>
  z.string().refine((text) => {
    const units = Number(text.trim());
    return text.trim() !== '' && Number.isInteger(units) && units >= 1 && units <= available;
  }, message);

/** Buy now's fields: how many (in the screen's words, against what is left), then the route's own checks. */
export const buyNowFormSchema = (available: number) =>
  z
    .object({
      listingId: z.number(),
      quantity: unitsUpTo(available, `Choose between 1 and ${formatCount(available)}`),
      handover: z.enum(ORDER_HANDOVERS),
      /** Registered only while delivery is chosen. */
      deliveryAddress: z.string().optional(),
    })
    // Handed on as the route's schema reads any body (its number fields parse text).
    .transform((fields): unknown => fields)
    .pipe(PlaceOrderFormSchema);

export const buyNowResolver = (available: number) => zodResolver(buyNowFormSchema(available));

/**
 * Contact seller's fields, checked as the screen words them (a message to the seller, a quantity up
 * to what is listed, an offer no higher than the asking price), then by the route's schema.
 */
export const contactSellerFormSchema = (available: number, askingPence: number) =>
  z
    .object({
      listingId: z.number(),
      message: z.string().refine((text) => text.trim() !== '', 'Write a message to the seller'),
      quantity: unitsUpTo(available, `Ask for between 1 and ${formatCount(available)}`),
      offerPrice: z.string().superRefine((text, ctx) => {
        // The server's offer rule, word for word (shared/offer-price.ts).
        const problem = text.trim() ? checkOfferPrice(text, askingPence) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    })
    // No offer typed is no offer. Handed on as the route's schema reads any body (it parses text).
    .transform(({ offerPrice, ...fields }): unknown => (offerPrice.trim() ? { ...fields, offerPrice } : fields))
    .pipe(StartConversationSchema);

export const contactSellerResolver = (available: number, askingPence: number) =>
  zodResolver(contactSellerFormSchema(available, askingPence));
