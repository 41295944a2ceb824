/** Spec §8 SpareBot analysis errors, as values the retry rules can read. */
export type AnalyzeFailureKind = 'quota' | 'http' | 'network';

export const QUOTA_MESSAGE = 'Quota exceeded. Please wait a few minutes before analyzing more items.';

export class AnalyzeFailure extends Error {
  readonly kind: AnalyzeFailureKind;
  readonly status: number | null;

  constructor(kind: AnalyzeFailureKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'AnalyzeFailure';
    this.kind = kind;
    this.status = status;
  }
}

/** HTTP 429, or a body that mentions quota or exceeded, is a quota error. */
export function isQuotaResponse(status: number, body: string): boolean {
  return status === 429 || /quota|exceeded/i.test(body);
}

/** The error for a non-OK answer of POST /api/analyze-image. */
export function failureFromResponse(status: number, body: string): AnalyzeFailure {
  if (isQuotaResponse(status, body)) return new AnalyzeFailure('quota', QUOTA_MESSAGE, status);
  return new AnalyzeFailure('http', `Failed to analyze image: ${status} ${body}`, status);
}

/** A request that never got an answer (offline, reset connection) is a network error. */
export function toAnalyzeFailure(error: unknown): AnalyzeFailure {
  if (error instanceof AnalyzeFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AnalyzeFailure('network', `Failed to analyze image: ${message}`);
}
