import { priceForCondition } from './price-math.ts';
import { buildFallbackSuggestion, detailsFromSuggestion, FALLBACK_ERROR, IOS_QUOTA_FALLBACK_ERROR, isUnsure } from './suggestions.ts';
import type { AiSuggestion, ItemDetails, UploadEntry } from './upload-types.ts';

let counter = 0;

export function newEntryId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

export function createEntry(fileName: string, preview: string, isManualEntry: boolean, suggestion?: AiSuggestion): UploadEntry {
  const base: UploadEntry = { id: newEntryId(), fileName, preview, status: 'analyzing', isManualEntry, reviewed: false };
  return suggestion ? completeEntry(base, suggestion) : base;
}

/** Spec §4: an entry becomes completed with its suggestion (SpareBot's, the fallback or manual). */
export function completeEntry(entry: UploadEntry, suggestion: AiSuggestion, error?: string): UploadEntry {
  const details = detailsFromSuggestion(suggestion);
  return {
    ...entry,
    status: 'completed',
    error,
    aiSuggestion: suggestion,
    details,
    aiPrice: entry.isManualEntry ? undefined : details.surplusPrice,
    aiRetail: entry.isManualEntry ? undefined : details.retailPrice,
    reviewed: !isUnsure(suggestion),
  };
}

/** Spec §8: on any failure the entry takes the rotating fallback and still completes. */
export function completeWithFallback(entry: UploadEntry, position: number, iosQuota: boolean): UploadEntry {
  return completeEntry(entry, buildFallbackSuggestion(position), iosQuota ? IOS_QUOTA_FALLBACK_ERROR : FALLBACK_ERROR);
}

/** SpareBot's reference price for a condition: its retail baseline × the condition factor; none without a baseline. */
export function aiPriceForCondition(aiRetail: number | undefined, condition: string): number | undefined {
  return aiRetail === undefined ? undefined : priceForCondition(aiRetail, condition);
}

/** A condition change moves both the seller's price and SpareBot's reference price (spec §4). */
export function changeCondition(
  details: ItemDetails,
  aiRetail: number | undefined,
  condition: string,
): { details: ItemDetails; aiPrice: number | undefined } {
  return {
    details: { ...details, condition, surplusPrice: priceForCondition(details.retailPrice, condition) },
    aiPrice: aiPriceForCondition(aiRetail, condition),
  };
}

export function countCompleted(entries: UploadEntry[]): number {
  return entries.filter((e) => e.status === 'completed').length;
}

export function needsCheck(entry: UploadEntry): boolean {
  return entry.status === 'completed' && !entry.isManualEntry && !entry.reviewed;
}
