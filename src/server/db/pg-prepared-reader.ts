import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { CompiledQuery } from 'kysely';
import type { CompiledReader } from './compiled-reader.ts';

/** Distinct statement texts kept prepared; past this, further texts run unnamed (as Kysely sends them). */
const MAX_PREPARED = 200;

/**
 * Reads sent as named prepared statements: each pooled connection parses and plans a statement
 * once and runs it by name after (node-postgres keeps the names a connection has parsed). Kysely
 * sends every query unnamed, so PostgreSQL parses and plans it every time, which cost the search's
 * two cached-path reads ~0.5 ms of server CPU each, more than running them. Only for a bounded set
 * of read statements (the search's): names are never deallocated, so a text per call (an IN list
 * of each length) would fill the cap, after which reads still work, unnamed.
 *
 * A name is the text's hash, not a count: readers share connections (a replica's reader falls back
 * to the primary's pool, whose connections the primary's reader has prepared on), and node-postgres
 * refuses a name a connection already holds for another text. By hash, one text has one name in
 * every reader.
 */
export function createPreparedReader(
  pool: Pick<pg.Pool, 'query'> | { query(config: pg.QueryConfig): Promise<pg.QueryResult> },
): CompiledReader {
  const names = new Map<string, string>();
  const nameFor = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) {
      name = `sparestock_read_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async read<Row>(query: CompiledQuery<Row>) {
      const result = await (pool as { query(config: pg.QueryConfig): Promise<pg.QueryResult> }).query({
        name: nameFor(query.sql),
        text: query.sql,
        values: [...query.parameters],
      });
      return result.rows as Row[];
    },
  };
}
