import type { CompiledQuery } from 'kysely';

/** Runs compiled reads outside Kysely's driver (SQLite: on reader threads; PostgreSQL: as prepared statements). */
export interface CompiledReader {
  read<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
}
