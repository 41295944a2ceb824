import fs from 'node:fs';
import path from 'node:path';

/** A table named in server source: by the query builder (or a qualified column), or in raw SQL. */
export interface TableReference {
  table: string;
  write: boolean;
  line: number;
}

const BUILDER =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*['"`]([a-z_]+)(?:\s+as\s+\w+)?['"`]/g;
const BUILDER_WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
/** `'listings.id'`: a column named with its table, in the builder's select/where/ref calls (not a file name such as `'listings.csv'`). */
const QUALIFIED = /['"`]([a-z_]+)\.(?!(?:json|csv|txt|zip|jpg)['"`])[a-z_*]+['"`]/g;
/** Raw SQL keywords are upper case in this codebase; comments say "from", not "FROM". */
const RAW = /\b(FROM|JOIN|UPDATE|INSERT\s+INTO|DELETE\s+FROM|INDEXED\s+BY)\s+([a-z_]+)\b/g;
const RAW_WRITES = /^(UPDATE|INSERT|DELETE)/;

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** Every table reference in one file's text. `tables`: the known table names (a qualified match of anything else is not a table). */
export function findTableReferences(source: string, tables: ReadonlySet<string>): TableReference[] {
  const found: TableReference[] = [];
  for (const m of source.matchAll(BUILDER)) found.push({ table: m[2]!, write: BUILDER_WRITES.has(m[1]!), line: lineOf(source, m.index) });
  for (const m of source.matchAll(QUALIFIED)) {
    if (tables.has(m[1]!)) found.push({ table: m[1]!, write: false, line: lineOf(source, m.index) });
  }
  for (const m of source.matchAll(RAW)) {
    if (tables.has(m[2]!)) found.push({ table: m[2]!, write: RAW_WRITES.test(m[1]!), line: lineOf(source, m.index) });
  }
  return found;
}

/** The TypeScript files under `dir` (recursively), as paths relative to `dir` with forward slashes. */
export function listSourceFiles(dir: string, skip: (relative: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.ts')) files.push(child);
    }
  };
  walk('');
  return files;
}

/** The feature a server file belongs to: its top folder (a top-level file is its own). */
export const featureOf = (relative: string) => relative.split('/')[0]!;
