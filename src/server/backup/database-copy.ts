import type { AppConfig } from '../config.ts';
import { postgresTargetProblem, restorePostgres, snapshotPostgres } from './postgres-copy.ts';
import { restoreSqlite, snapshotSqlite, sqliteTargetProblem } from './sqlite-copy.ts';
import type { DatabaseSnapshot } from './database-snapshot.ts';

/** The file name of the copy in a backup folder. */
export function databaseFileName(database: AppConfig['database']): string {
  return database.dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
}

export function snapshotDatabase(database: AppConfig['database'], target: string): Promise<DatabaseSnapshot> {
  return database.dialect === 'sqlite' ? snapshotSqlite(database.file, target) : snapshotPostgres(database.url, target);
}

/** Why the configured database is not an empty place to restore into, or undefined when it is. */
export async function databaseTargetProblem(database: AppConfig['database']): Promise<string | undefined> {
  return database.dialect === 'sqlite' ? sqliteTargetProblem(database.file) : postgresTargetProblem(database.url);
}

export function restoreDatabase(database: AppConfig['database'], copy: string): Promise<void> {
  return database.dialect === 'sqlite' ? restoreSqlite(copy, database.file) : restorePostgres(copy, database.url);
}
