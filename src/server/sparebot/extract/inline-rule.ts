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
