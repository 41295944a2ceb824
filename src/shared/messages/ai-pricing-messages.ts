/** 'Recalculate with AI' toasts, word for word from spec §8 (Inventory), shared by both edit dialogs. */
export const AI_PRICING_MESSAGES = {
  failedTitle: 'AI Analysis Failed',
  failedBody: 'Could not recalculate pricing. Please try again.',
  updatedTitle: 'Pricing Updated',
} as const;
