import { useCallback, useState } from 'react';
import { formatGbp } from '../../../shared/money.ts';
import { requestAnalysis, type AiPrices, type AnalyzeSpecifications } from '../../lib/analyze-request.ts';
import { toast } from '../../lib/toast-store.ts';
import { readAiPrices, readBlobAsBase64 } from './ai-pricing.ts';
import { INVENTORY_MESSAGES } from './inventory-messages.ts';

/** The analysis endpoint caps each hint at 2,000 characters. */
function trimSpecs(specs: AnalyzeSpecifications): AnalyzeSpecifications {
  const cut = (v: string) => v.trim().slice(0, 2000);
  return {
    title: cut(specs.title),
    category: cut(specs.category),
    condition: cut(specs.condition),
    material: cut(specs.material),
    size: cut(specs.size),
    brandInfo: cut(specs.brandInfo),
    technicalSpecs: cut(specs.technicalSpecs),
  };
}

/** Sends the item's first photo and the current fields to SpareBot and returns its new prices. */
export function useAiPricing() {
  const [running, setRunning] = useState(false);

  const recalculate = useCallback(async (imageUrl: string, specs: AnalyzeSpecifications): Promise<AiPrices | null> => {
    setRunning(true);
    try {
      const photo = await fetch(imageUrl, { credentials: 'include' });
      if (!photo.ok) throw new Error(`Photo unavailable (${photo.status})`);
      const image = await readBlobAsBase64(await photo.blob());
      const result = await requestAnalysis(image, trimSpecs(specs));
      const prices = readAiPrices(result);
      if (!prices) throw new Error('The analysis returned no price');
      toast({
        title: INVENTORY_MESSAGES.pricingUpdatedTitle,
        description: `Retail ${formatGbp(prices.retail)} · Surplus ${formatGbp(prices.surplus)} per unit`,
        variant: 'success',
      });
      return prices;
    } catch {
      toast({ title: INVENTORY_MESSAGES.aiFailedTitle, description: INVENTORY_MESSAGES.aiFailedBody, variant: 'destructive' });
      return null;
    } finally {
      setRunning(false);
    }
  }, []);

  return { recalculate, running };
}
