import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { queryDb } from './db.ts';
import type { TestServer } from './test-server.ts';

/** Every entry of a zip, by name, with its bytes (a small reader over yauzl, for the data export). */
export async function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStreamPromise(entry).then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const content = Buffer.concat(chunks);
        // The checksum the zip declares is the one of the bytes (yauzl leaves that to its caller).
        if (zlib.crc32(content) !== entry.crc32) return reject(new Error(`bad CRC-32 for ${entry.fileName}`));
        entries.set(entry.fileName, content);
        zip.readEntry();
      }, reject);
    });
    zip.readEntry();
  });
  return entries;
}

/** Every table of the server's database (user tables, also the search engine's own: FTS shadow tables). */
export async function listTables(server: TestServer): Promise<string[]> {
  const rows =
    server.dialect === 'sqlite'
      ? await queryDb<{ name: string }>(server, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      : await queryDb<{ name: string }>(
          server,
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
        );
  return rows.map((row) => row.name);
}

/** Columns that hold a user id: every foreign key to users, per the database's own catalogue. */
async function userForeignKeys(server: TestServer, tables: string[]): Promise<{ table: string; column: string }[]> {
  if (server.dialect === 'postgres') {
    return queryDb<{ table: string; column: string }>(
      server,
      `SELECT kcu.table_name AS "table", kcu.column_name AS "column"
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' AND tc.table_schema = 'public'`,
    );
  }
  const keys: { table: string; column: string }[] = [];
  for (const table of tables) {
    if (table.startsWith('sqlite_')) continue;
    const rows = await queryDb<{ table: string; from: string }>(server, 'SELECT "table", "from" FROM pragma_foreign_key_list(?)', [table]);
    for (const row of rows) if (row.table === 'users') keys.push({ table, column: row.from });
  }
  return keys;
}

async function columnsOf(server: TestServer, table: string): Promise<string[]> {
  const rows =
    server.dialect === 'sqlite'
      ? await queryDb<{ name: string }>(server, 'SELECT name FROM pragma_table_info(?)', [table])
      : await queryDb<{ name: string }>(
          server,
          "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ?",
          [table],
        );
  return rows.map((row) => row.name);
}

/** Columns without a foreign key that still name a user by id (a record meant to outlive its subject). */
const USER_ID_COLUMN = /(^|_)(user|owner|buyer|seller|sender|reporter|blocker|blocked|admin)(_id)?$|_by$/;

/**
 * Where a user still appears in the database: the id in any column that holds user ids (foreign
 * keys to users from the catalogue, and columns named for users), reports about them, and any
 * of `texts` (email, names, postcode, phone) or their `users/{id}/` storage folder in any cell of
 * any table. Returns `table.column` of each find; empty when nothing is left.
 */
export async function findUserTraces(server: TestServer, userId: number, texts: string[]): Promise<string[]> {
  const found: string[] = [];
  const tables = await listTables(server);
  const idColumns = await userForeignKeys(server, tables);
  for (const table of tables) {
    if (table === 'sqlite_sequence' || table === 'kysely_migration' || table === 'kysely_migration_lock') continue;
    const columns = await columnsOf(server, table);
    for (const column of columns) {
      if (
        (USER_ID_COLUMN.test(column) || (table === 'users' && column === 'id')) &&
        !idColumns.some((k) => k.table === table && k.column === column)
      ) {
        idColumns.push({ table, column });
      }
    }
    const rows = await queryDb<Record<string, unknown>>(server, `SELECT * FROM "${table}"`);
    const needles = [...texts.map((t) => t.toLowerCase()), `users/${userId}/`];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = (Buffer.isBuffer(value) ? value.toString('utf8') : String(value)).toLowerCase();
        const hit = needles.find((needle) => text.includes(needle));
        if (hit) found.push(`${table}.${column} holds "${hit}"`);
      }
    }
  }
  for (const { table, column } of idColumns) {
    const rows = await queryDb<{ n: number }>(server, `SELECT count(*) AS n FROM "${table}" WHERE "${column}" = ?`, [userId]);
    if (Number(rows[0]?.n)) found.push(`${table}.${column} = ${userId}`);
  }
  const reports = await queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM reports WHERE kind = 'user' AND target_id = ?", [userId]);
  if (Number(reports[0]?.n)) found.push(`reports.target_id = ${userId} (kind user)`);
  return found;
}

/** Every path (folders too) under the server's photo folder, relative, with `/`. */
export function storagePaths(server: Pick<TestServer, 'dataDir'>): string[] {
  const dir = path.join(server.dataDir, 'uploads');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
