import { z } from 'zod';
import { HANDOVERS, VAT_MODES } from '../../../shared/constants/listing-terms.ts';
import { parseOptionalMoneyText } from '../../../shared/listing-numbers.ts';
import { parsePostcode } from '../../../shared/postcode.ts';
import { PublishListingSchema } from '../../../shared/schemas/listings.ts';

const FULL_POSTCODE = 'Please enter a full UK postcode, like B1 1AA';

/**
 * The edit dialog's Marketplace fields, as typed, made into POST /api/listings/{id}/publish's body
 * and checked by its schema: a blank postcode is the profile's, a full one is needed otherwise; no
 * delivery price with collection only; the VAT choice only from a business.
 */
export const marketplaceSettingsSchema = (business: boolean) =>
  z
    .object({
      postcode: z.string().superRefine((typed, ctx) => {
        const parsed = typed.trim() ? parsePostcode(typed.trim()) : null;
        if (parsed && (!parsed.ok || !parsed.full)) ctx.addIssue({ code: 'custom', message: FULL_POSTCODE });
      }),
      handover: z.enum(HANDOVERS),
      deliveryPrice: z.string(),
      vatMode: z.union([z.literal(''), z.enum(VAT_MODES)]),
    })
    .transform(({ postcode, handover, deliveryPrice, vatMode }): unknown => {
      const parsed = postcode.trim() ? parsePostcode(postcode.trim()) : null;
      return {
        postcode: parsed?.ok ? parsed.full : null,
        handover,
        deliveryPrice: handover === 'collection' ? null : parseOptionalMoneyText(deliveryPrice),
        ...(business ? { vatMode: vatMode || null } : {}),
      };
    })
    .pipe(PublishListingSchema);

export type MarketplaceSettingsFields = z.input<ReturnType<typeof marketplaceSettingsSchema>>;
