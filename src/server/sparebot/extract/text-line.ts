/** A line of text read on a photo, as brand matching and the maker readers take it. */
export interface TextLine {
  text: string;
  /** Text height in pixels; bigger text is more likely to be the maker's logo. */
  height: number;
  confidence: number;
  /** Where the line lies on the photo (centre, length along the text, angle in radians), when known. */
  place?: { cx: number; cy: number; length: number; angle: number };
  /** The line as OCR read it, where words run together were split since ("POWERTECH" → "POWER TECH"). */
  read?: string;
}
