import type { z } from 'zod';

/**
 * A server answer that does not have the shape its shared schema promises. Its message names the
 * call and each mismatching field, so a drift between server and client is a clear error at the
 * boundary rather than `undefined` somewhere in a screen.
 */
export class ApiAnswerError extends Error {
  readonly source: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(source: string, issues: readonly z.core.$ZodIssue[]) {
    super(`${source} answered in an unexpected shape: ${describeIssues(issues)}`);
    this.name = 'ApiAnswerError';
    this.source = source;
    this.issues = issues;
  }
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`).join('; ');
}

/**
 * A schema, or a loader of one. Code in the entry chunk passes a loader (a dynamic import of the
 * shared schema) so zod is not in the first script; the load runs while the request travels.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export async function resolveSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : source;
}

/** Checks `value` against `schema` and returns the schema's output; throws ApiAnswerError on a mismatch. */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, source: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiAnswerError(source, result.error.issues);
  return result.data;
}
