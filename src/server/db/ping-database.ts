import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A trivial query through the app's own connection or pool (GET /api/ready): rejects when the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
