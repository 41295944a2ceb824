import type { z } from 'zod';
import { badRequest } from './http-errors.ts';

/** Parses a request part with a shared schema; the first problem becomes the 400 message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest('Invalid request');
  if (issue.code === 'unrecognized_keys') throw badRequest(`Unknown field: ${issue.keys.join(', ')}`);
  if (issue.code === 'invalid_type' && issue.path.length === 0) throw badRequest('Request body must be a JSON object');
  throw badRequest(issue.message);
}
