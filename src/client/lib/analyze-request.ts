import { AnalysisResultSchema, type AnalysisResult } from '../../shared/schemas/analysis.ts';
import { AnalyzeFailure, failureFromResponse } from './analyze-errors.ts';
import { ApiError, apiJson } from './api.ts';
import type { AnalyzeImageBody } from './api-bodies.ts';

/**
 * POST /api/analyze-image, failing with spec §8's errors: a quota answer, another status
 * ('Failed to analyze image: {status} {body}'), or no answer at all (network).
 * The client sends `{ photoId }`: the photo's bytes went up once, to POST /api/photos.
 */
export async function requestAnalysis(body: AnalyzeImageBody): Promise<AnalysisResult> {
  try {
    return await apiJson('POST', '/api/analyze-image', AnalysisResultSchema, body);
  } catch (error) {
    if (error instanceof ApiError) throw failureFromResponse(error.status, error.bodyText || error.statusText);
    throw new AnalyzeFailure('network', `Failed to analyze image: ${error instanceof Error ? error.message : String(error)}`);
  }
}
