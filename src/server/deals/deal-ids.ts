import { z } from 'zod';
import { notFound } from '../http/http-errors.ts';

export const IdParams = z.object({ id: z.string().regex(/^\d{1,12}$/) });
export const UserIdParams = z.object({ userId: z.string().regex(/^\d{1,12}$/) });

/** A path id; one that is not a positive integer can't be anyone's, so it answers the 404 of an unknown one. */
export function parsePathId<S extends typeof IdParams | typeof UserIdParams>(schema: S, params: unknown, notFoundMessage: string): number {
  const parsed = schema.safeParse(params);
  const raw = parsed.success ? Object.values(parsed.data)[0] : undefined;
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id < 1) throw notFound(notFoundMessage);
  return id;
}
