import { z } from 'zod';
import { notFound } from '../http/http-errors.ts';

export const IdParams = z.object({ id: z.string().regex(/^\d{1,12}$/) });

/** An id that is not a positive integer can't be anyone's item: 404, like another user's id. */
export function parseId(params: unknown): number {
  const parsed = IdParams.safeParse(params);
  if (!parsed.success) throw notFound('Item not found');
  return Number(parsed.data.id);
}
