import { z } from 'zod';

/**
 * A path id as a number: 1–`maxDigits` digits (12; fewer where the column is a 32-bit integer
 * that PostgreSQL would refuse a larger number for), at least 1. Anything else can't be anyone's, so the route
 * answers 404 with `notFoundMessage` (validate.ts turns a params failure into a 404), like an
 * unknown id or another user's.
 */
export function pathId(notFoundMessage: string, maxDigits = 12) {
  return z
    .string()
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), notFoundMessage)
    .transform(Number)
    .refine((id) => id >= 1, notFoundMessage);
}

/** `{ id }` in the path, as a number, with the route's 404 message. */
export const idParams = (notFoundMessage: string, maxDigits?: number) => z.object({ id: pathId(notFoundMessage, maxDigits) });
