import { z } from 'zod';
import { ALL_CONDITIONS } from '../constants/conditions.ts';
import { parsePostcode } from '../postcode.ts';
import { HANDOVERS, VAT_MODES } from './listings.ts';

/** The sell form's words (issue 31): what a seller reads under a field it refuses. */
export const SELL_REVIEW_MESSAGES = {
  price: 'Enter a price per unit above £0, in pounds, like 12.50',
  quantity: 'Enter a quantity of 1 or more, as a whole number',
  condition: 'Choose the condition',
  conditionConfirmed: 'Please confirm the condition before listing',
  deliveryPrice: 'Enter the delivery charge in pounds, like 7.50, or leave it empty to agree it with the buyer',
  postcode: 'Enter a full UK postcode, like B1 1AA, or leave it empty to use your profile postcode',
} as const;

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/** One item under review: price per unit and quantity as typed (text fields), condition chosen. */
const SellItemSchema = z.object({
  id: z.number().int().positive(),
  price: z
    .string()
    .trim()
    .refine((v) => MONEY.test(v) && Number(v) > 0, SELL_REVIEW_MESSAGES.price),
  quantity: z
    .string()
    .trim()
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= 1, SELL_REVIEW_MESSAGES.quantity),
  condition: z.enum(ALL_CONDITIONS as [string, ...string[]], { error: SELL_REVIEW_MESSAGES.condition }),
});

/**
 * The review step before anything goes live: per item price, quantity and condition; for all of
 * them the condition confirmed, the handover, the delivery charge, the place and the VAT mode.
 */
export const SellReviewSchema = z
  .object({
    items: z.array(SellItemSchema).min(1),
    conditionConfirmed: z.boolean().refine((v) => v, SELL_REVIEW_MESSAGES.conditionConfirmed),
    handover: z.enum(HANDOVERS),
    deliveryPrice: z
      .string()
      .trim()
      .refine((v) => v === '' || MONEY.test(v), SELL_REVIEW_MESSAGES.deliveryPrice),
    postcode: z
      .string()
      .trim()
      .refine((v) => {
        if (v === '') return true;
        const parsed = parsePostcode(v);
        return parsed.ok && parsed.full !== null;
      }, SELL_REVIEW_MESSAGES.postcode),
    vatMode: z.enum([...VAT_MODES, '']),
  })
  .strict();
export type SellReviewValues = z.infer<typeof SellReviewSchema>;
