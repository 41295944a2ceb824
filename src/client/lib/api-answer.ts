import type { $ZodType, output } from 'zod/v4/core';

/** A Standard Schema issue (what `~standard.validate` reports; zod's own issues have this shape). */
type PathSegment = PropertyKey | { readonly key: PropertyKey };
interface AnswerIssue {
  readonly message: string;
  readonly path?: readonly PathSegment[] | undefined;
}

/**
 * A server answer that does not have the shape its shared schema promises. Its message names the
 * call and each mismatching field, so a drift between server and client is a clear error at the
 * boundary rather than `undefined` somewhere in a screen.
 */
export class ApiAnswerError extends Error {
  readonly source: string;
  readonly issues: readonly AnswerIssue[];

  constructor(source: string, issues: readonly AnswerIssue[]) {
    super(`${source} answered in an unexpected shape: ${describeIssues(issues)}`);
    this.name = 'ApiAnswerError';
    this.source = source;
    this.issues = issues;
  }
}

function describeIssues(issues: readonly AnswerIssue[]): string {
  const segment = (part: PathSegment) => String(typeof part === 'object' ? part.key : part);
  return issues.map((issue) => `${(issue.path ?? []).map(segment).join('.') || '(answer)'}: ${issue.message}`).join('; ');
}

/**
 * A schema, or a loader of one. Code in the entry chunk passes a loader (a dynamic import of the
 * shared schema) so zod is not in the first script; the load runs while the request travels.
 * Either zod API: the public pages' answers are zod/mini schemas (docs/client.md).
 */
export type SchemaSource<S extends $ZodType> = S | (() => Promise<S>);

export async function resolveSchema<S extends $ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : source;
}

/**
 * Checks `value` against `schema` and returns the schema's output; throws ApiAnswerError on a
 * mismatch. Through the schema's Standard Schema face (`~standard`), which zod and zod/mini both
 * carry, so this module (in the entry chunk) imports no zod code at all.
 */
export function parseAnswer<S extends $ZodType>(schema: S, value: unknown, source: string): output<S> {
  const result = schema['~standard'].validate(value);
  // Answer schemas have no async refinements; one that did would be a programming error here.
  if (result instanceof Promise) throw new Error(`${source}: the answer schema is asynchronous`);
  if (result.issues) throw new ApiAnswerError(source, result.issues);
  return result.value;
}
