import type { RatingKey } from './rating-types.ts';

/** One way a rating is written with its unit or label: what it reads and how it is shown. */
export interface InlineRule {
  key: RatingKey;
  pattern: RegExp;
  /** Builds the display value from the match. */
  format: (m: RegExpExecArray) => string | null;
  fraction?: boolean;
  /** The match group holding the numbers, when it is not the first. */
  group?: number;
}

/** Pattern pieces the unit rules share: a number, a range of up to four values, a left word edge. */
export const NUM = String.raw`\d+(?:\.\d+)?`;
export const RANGE = String.raw`${NUM}(?:\s?[/-]\s?${NUM}){0,3}`;
export const EDGE = String.raw`(?<![A-Za-z0-9.])`;

/** A value as read with its inner spaces taken out ("230 / 400" → "230/400"). */
export const compact = (s: string | undefined): string => (s ?? '').replace(/\s+/g, '');
