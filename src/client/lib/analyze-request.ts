import type { AnalysisResult } from '../../shared/schemas/analysis.ts';
import { AnalyzeFailure, failureFromResponse } from './analyze-errors.ts';
import { buildAuthHeaders } from './api.ts';

export interface AnalyzeSpecifications {
  title: string;
  category: string;
  condition: string;
  material: string;
  size: string;
  brandInfo: string;
  technicalSpecs: string;
}

/** The retail and surplus unit prices SpareBot suggests for an item. */
export interface AiPrices {
  retail: number;
  surplus: number;
}

/** POST /api/analyze-image with the photo's base64 (no data: prefix), failing with spec §8's errors. */
export async function requestAnalysis(base64: string, specifications?: AnalyzeSpecifications): Promise<AnalysisResult> {
  let response: Response;
  try {
    response = await fetch('/api/analyze-image', {
      method: 'POST',
      headers: buildAuthHeaders(true),
      body: JSON.stringify(specifications ? { image: base64, specifications } : { image: base64 }),
      credentials: 'include',
    });
  } catch (error) {
    throw new AnalyzeFailure('network', `Failed to analyze image: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw failureFromResponse(response.status, body || response.statusText);
  }
  return (await response.json()) as AnalysisResult;
}
