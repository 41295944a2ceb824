import type { AnalysisResult } from '../../../shared/schemas/analysis.ts';
import { roundPounds } from '../../../shared/pricing.ts';
import type { AiPrices } from '../../lib/analyze-request.ts';
import { stripDataUrlPrefix } from '../smart-upload/file-rules.ts';
import { blobToDataUrl } from '../smart-upload/image-compress.ts';


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

/** The photo as base64 without the data: prefix, as POST /api/analyze-image wants it. */
export async function readBlobAsBase64(blob: Blob): Promise<string> {
  return stripDataUrlPrefix(await blobToDataUrl(blob));
}
