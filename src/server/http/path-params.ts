import { z } from 'zod';

/**
 * A path id as a number: 1–12 digits, at least 1. Anything else can't be anyone's, so the route
 * answers 404 with `notFoundMessage` (validate.ts turns a params failure into a 404), like an
 * unknown id or another user's.
 */
export function pathId(notFoundMessage: string) {
  return z
    .string()
    .regex(/^\d{1,12}$/, notFoundMessage)
    .transform(Number)
    .refine((id) => id >= 1, notFoundMessage);
}

/** `{ id }` in the path, as a number, with the route's 404 message. */
export const idParams = (notFoundMessage: string) => z.object({ id: pathId(notFoundMessage) });
