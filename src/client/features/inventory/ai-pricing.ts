import type { AnalysisResult } from '../../../shared/schemas/analysis.ts';
import { roundPounds } from '../../../shared/pricing.ts';

export interface AiPrices {
  retail: number;
  surplus: number;
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Retail = priceTransparency.retailBaseline (else marketPrice); surplus = surplusPrice. Null if unusable. */
export function readAiPrices(result: Partial<AnalysisResult> | null | undefined): AiPrices | null {
  const estimate = result?.estimatedPrice;
  if (!estimate) return null;
  const retail = isPrice(estimate.priceTransparency?.retailBaseline) ? estimate.priceTransparency.retailBaseline : estimate.marketPrice;
  if (!isPrice(retail) || !isPrice(estimate.surplusPrice)) return null;
  return { retail: roundPounds(retail), surplus: roundPounds(estimate.surplusPrice) };
}

/** The base64 payload of a data: URL (the API wants no prefix). */
export function stripDataUrlPrefix(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
}

export function readBlobAsBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(stripDataUrlPrefix(typeof reader.result === 'string' ? reader.result : ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}
