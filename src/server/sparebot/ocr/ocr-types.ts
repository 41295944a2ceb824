/** A text line found on the photo, in the coordinates of the (auto-oriented) original image. */
export interface OcrLine {
  text: string;
  /** Mean probability of the decoded characters, 0–1. */
  confidence: number;
  /** Centre, length along the text, thickness across it, and angle in radians. */
  box: OrientedBox;
}

export interface OrientedBox {
  cx: number;
  cy: number;
  length: number;
  thickness: number;
  angle: number;
}

export interface OcrResult {
  lines: OcrLine[];
  /** Lines grouped into visual rows (left to right), joined with single spaces. */
  rows: string[];
  width: number;
  height: number;
  timings: { decodeMs: number; detectMs: number; recogniseMs: number; totalMs: number };
}
