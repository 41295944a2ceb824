import fs from 'node:fs';
import fsp from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import type { DatabaseSnapshot } from './database-snapshot.ts';

/** What the copy's own tables say: the photo keys its rows hold and the migrations it has. */
function readCopy(file: string): { keys: string[]; migrations: string[] } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`integrity_check of the copy: ${String(check)}`);
    const keys = db.prepare('SELECT image_key, thumb_key FROM photos').raw().all() as string[][];
    const migrations = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
    return { keys: keys.flat(), migrations };
  } finally {
    db.close();
  }
}

/**
 * `VACUUM INTO`: one read transaction over the live file, so the copy is the database as it stood
 * at that instant, while the server goes on writing (WAL lets a reader and the writer run together;
 * unlike the online backup API, nothing restarts when the server commits meanwhile). Needs a
 * SQLite that has it (3.27+; better-sqlite3 ships its own).
 */
export async function snapshotSqlite(source: string, target: string): Promise<DatabaseSnapshot> {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  let snapshotAt: string;
  try {
    db.pragma('busy_timeout = 10000');
    snapshotAt = new Date().toISOString();
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  return { snapshotAt, ...readCopy(target) };
}

/** A SQLite target is empty when its file does not exist (or is empty) and has no WAL beside it. */
export function sqliteTargetProblem(file: string): string | undefined {
  for (const name of [file, `${file}-wal`]) {
    if (fs.existsSync(name) && fs.statSync(name).size > 0) return `${name} already exists: restore only into an empty data folder`;
  }
  return undefined;
}

/** Copies the backup's file into place through a temp file; the copy is checked before it gets its name. */
export async function restoreSqlite(copy: string, target: string): Promise<void> {
  const temp = `${target}.restore.tmp`;
  await fsp.copyFile(copy, temp);
  try {
    readCopy(temp);
    for (const side of ['-wal', '-shm']) await fsp.rm(`${target}${side}`, { force: true });
    await fsp.rename(temp, target);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
}
