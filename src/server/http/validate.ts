import type { z } from 'zod';
import { badRequest } from './http-errors.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * Parses a request part with a shared schema; the first problem becomes the 400 message.
 * Only an absent body counts as `{}`: a JSON `null` body is a non-object body like `[]` or `"x"`.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // PostgreSQL cannot store U+0000 in text (SQLite silently keeps it): refuse it everywhere alike.
  if (containsNul(value)) throw badRequest('Text must not contain NUL characters');
  const result = schema.safeParse(value === undefined ? {} : value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest('Invalid request');
  if (issue.code === 'unrecognized_keys') throw badRequest(`Unknown field: ${issue.keys.join(', ')}`);
  if (issue.code === 'invalid_type' && issue.path.length === 0) throw badRequest('Request body must be a JSON object');
  throw badRequest(issue.message);
}
