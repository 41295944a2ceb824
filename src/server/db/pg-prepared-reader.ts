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
 */
export function createPreparedReader(
  pool: Pick<pg.Pool, 'query'> | { query(config: pg.QueryConfig): Promise<pg.QueryResult> },
): CompiledReader {
  const names = new Map<string, string>();
  const nameFor = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) {
      name = `sparestock_read_${names.size + 1}`;
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
