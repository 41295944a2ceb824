import { z } from 'zod';

/** The message of a text field over its length limit. */
export const tooLong = (max: number, field: string) => `${field} must be at most ${max} characters`;

/** A free-text field that may be left out, null or empty, trimmed, of at most `max` characters. */
export const optionalText = (max: number, field: string) => z.string().trim().max(max, tooLong(max, field)).nullish();
