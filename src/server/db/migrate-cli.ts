import type { Kysely } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// `npm run db:migrate`: the same migrations the server runs at start-up, on their own.
const { db, dialect } = openDatabase(loadConfig().database);
try {
  const applied = await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date');
} finally {
  await db.destroy();
}
