import { z } from 'zod';
import { DISPUTE_OUTCOMES } from '../../../shared/constants/disputes.ts';
import { DisputeDecisionSchema } from '../../../shared/schemas/disputes.ts';

/**
 * The form's fields, checked as the screen words it (a decision chosen: the route's own message
 * names the API's values), then by the route's schema. Until a decision is chosen the rest is not
 * checked, so the form shows one message at a time, in the order of its fields.
 */
export const DecisionFormSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'Please choose a decision' }),
    /** Registered only while a partial refund is chosen, so no other outcome sends it. */
    amount: z.string().optional(),
    note: z.string(),
  })
  // A blank amount is no amount (the route would call '' an invalid one). Handed on as the route's
  // schema reads any body (its amount parses text).
  .transform(({ amount, ...fields }): unknown => (amount?.trim() ? { ...fields, amount } : fields))
  .pipe(DisputeDecisionSchema);
export type DecisionFields = z.input<typeof DecisionFormSchema>;
