import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatGbp } from '../../shared/money.ts';
import { AI_PRICING_MESSAGES } from '../../shared/messages/ai-pricing-messages.ts';
import { readAiPrices, type AiPrices } from './ai-prices.ts';
import type { AnalyzeSpecifications } from './api-bodies.ts';
import { requestAnalysis } from './analyze-request.ts';
import { toast } from './toast-store.ts';

export type { AiPrices } from './ai-prices.ts';
export type { AnalyzeSpecifications } from './api-bodies.ts';

/** How long the upload editor shows 'Unit price updated by AI' after a recalculation (spec §2). */
export const AI_NOTE_MS = 3000;

/** The analysis endpoint caps each hint at 2,000 characters; longer text would answer 400. */
const MAX_SPEC_CHARS = 2000;

export function trimSpecs(specs: AnalyzeSpecifications): AnalyzeSpecifications {
  const trimmed: AnalyzeSpecifications = {};
  for (const [key, value] of Object.entries(specs) as Array<[keyof AnalyzeSpecifications, string | undefined]>) {
    if (typeof value === 'string') trimmed[key] = value.trim().slice(0, MAX_SPEC_CHARS);
  }
  return trimmed;
}

/**
 * 'Recalculate with AI' for both edit dialogs: SpareBot prices the stored photo again with the
 * seller's current fields. Only the photo's id travels (the server has the photo, and answers
 * unchanged inputs from its stored analysis). Toasts 'Pricing Updated' or spec §8's failure;
 * resolves to the new prices, or null after a failure.
 */
export function useAiRecalculation() {
  const analysis = useMutation({
    mutationFn: async ({ photoId, specs }: { photoId: number; specs: AnalyzeSpecifications }) => {
      const prices = readAiPrices(await requestAnalysis({ photoId, specifications: trimSpecs(specs) }));
      if (!prices) throw new Error('The analysis returned no price');
      return prices;
    },
    onSuccess: (prices) =>
      toast({
        title: AI_PRICING_MESSAGES.updatedTitle,
        description: `Retail ${formatGbp(prices.retail)} · Surplus ${formatGbp(prices.surplus)} per unit`,
        variant: 'success',
      }),
    onError: () => toast({ title: AI_PRICING_MESSAGES.failedTitle, description: AI_PRICING_MESSAGES.failedBody, variant: 'destructive' }),
  });
  const { mutateAsync } = analysis;

  const recalculate = useCallback(
    (photoId: number, specs: AnalyzeSpecifications): Promise<AiPrices | null> => mutateAsync({ photoId, specs }).catch(() => null),
    [mutateAsync],
  );

  return { recalculate, running: analysis.isPending };
}
