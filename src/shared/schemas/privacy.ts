import { z } from 'zod';

/** GET /api/privacy/processors: who outside SpareStock reads what, for the privacy policy. */
export const PrivacyProcessorsSchema = z.object({
  /** The outside AI service SpareBot sends photos to; null when SpareBot runs offline on our servers. */
  aiProcessor: z.string().nullable(),
});
export type PrivacyProcessors = z.infer<typeof PrivacyProcessorsSchema>;
