import type { AnalysisResult } from '../../../shared/schemas/analysis.ts';
import { ApiError } from '../../lib/api.ts';
import type { PhotoAnalysis } from '../../lib/photos-api.ts';
import type { UploadEntry } from './upload-types.ts';

/**
 * What a reloaded page does with an entry that was still analysing: SpareBot may have
 * answered meanwhile (its answer is stored with the photo), the draft photo may be gone
 * (swept after 24 h, or removed in another tab), or the analysis is still to do.
 */
export type ResumeDecision =
  { kind: 'complete'; analysis: AnalysisResult } | { kind: 'queue'; photoId: number } | { kind: 'drop'; reason: 'not-uploaded' | 'gone' };

export async function decideResume(
  entry: UploadEntry,
  fetchAnalysis: (photoId: number) => Promise<PhotoAnalysis>,
): Promise<ResumeDecision> {
  // The photo was still on its way up when the page went: its bytes went with the page.
  if (entry.photoId === undefined) return { kind: 'drop', reason: 'not-uploaded' };
  try {
    const stored = await fetchAnalysis(entry.photoId);
    return stored.analysis ? { kind: 'complete', analysis: stored.analysis } : { kind: 'queue', photoId: entry.photoId };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'drop', reason: 'gone' };
    // No answer or a server error: asking SpareBot again is what the page did before it knew better.
    return { kind: 'queue', photoId: entry.photoId };
  }
}

/** The toast for entries a resume had to drop, or null when none were. */
export function describeDropped(decisions: readonly ResumeDecision[]): { title: string; description: string } | null {
  const dropped = decisions.filter((d) => d.kind === 'drop').length;
  if (dropped === 0) return null;
  return {
    title: 'Some photos need adding again',
    description: `${dropped} photo(s) from the earlier upload are no longer on the server or never finished uploading. Add them again.`,
  };
}
