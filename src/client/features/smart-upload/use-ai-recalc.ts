import { useCallback, useEffect, useRef, useState } from 'react';
import { requestAnalysis, type AiPrices } from '../../lib/analyze-request.ts';
import { toast } from '../../lib/toast-store.ts';
import { INVENTORY_MESSAGES } from '../inventory/inventory-messages.ts';
import type { EditFormValues } from './edit-form-values.ts';
import { stripDataUrlPrefix } from './file-rules.ts';

export const AI_NOTE_MS = 3000;

/**
 * Asks SpareBot to price the item again from its photo and the seller's edits (spec §7
 * `specifications`); the 'Unit price updated by AI' note shows for 3 seconds afterwards.
 */
export function useAiRecalc(preview: string, onPrices: (prices: AiPrices) => void) {
  const [running, setRunning] = useState(false);
  const [noteVisible, setNoteVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const recalc = useCallback(
    async (v: EditFormValues) => {
      setRunning(true);
      try {
        const result = await requestAnalysis(stripDataUrlPrefix(preview), {
          title: v.title,
          category: v.category,
          condition: v.condition,
          material: v.material,
          size: v.size,
          brandInfo: v.brandInfo,
          technicalSpecs: v.technicalSpecs,
        });
        onPrices({ retail: result.estimatedPrice.marketPrice, surplus: result.estimatedPrice.surplusPrice });
        setNoteVisible(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setNoteVisible(false), AI_NOTE_MS);
      } catch {
        toast({ title: INVENTORY_MESSAGES.aiFailedTitle, description: INVENTORY_MESSAGES.aiFailedBody, variant: 'destructive' });
      } finally {
        setRunning(false);
      }
    },
    [onPrices, preview],
  );

  return { recalc, running, noteVisible };
}
