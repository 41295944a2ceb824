import Database from 'better-sqlite3';
import pg from 'pg';
import type { TestServer } from './test-server.ts';

type Param = string | number | null;

/**
 * Runs one SQL statement straight against a test server's own database, beside the app: the
 * SQLite file through better-sqlite3, or the PostgreSQL database through pg. Write `?` for
 * parameters on both (they become $1, $2… for PostgreSQL). Returns the rows (empty for writes).
 * For looking at what the server stored and for moving clocks (expires_at) in the past.
 */
export async function queryDb<T = Record<string, unknown>>(
  server: Pick<TestServer, 'dialect' | 'databaseLocation'>,
  sql: string,
  params: Param[] = [],
): Promise<T[]> {
  if (server.dialect === 'sqlite') {
    const db = new Database(server.databaseLocation, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      const statement = db.prepare(sql);
      return statement.reader ? (statement.all(...params) as T[]) : (statement.run(...params), []);
    } finally {
      db.close();
    }
  }
  let index = 0;
  const text = sql.replace(/\?/g, () => `$${++index}`);
  const client = new pg.Client({ connectionString: server.databaseLocation });
  await client.connect();
  try {
    const result = await client.query(text, params);
    return result.rows as T[];
  } finally {
    await client.end();
  }
}

/** Every value of every row of a table, as text (to search the stored data for a secret). */
export async function tableText(server: TestServer, table: 'users' | 'sessions' | 'email_tokens' | 'email_outbox'): Promise<string> {
  const rows = await queryDb(server, `SELECT * FROM ${table}`);
  return rows.map((row) => Object.values(row).map(String).join('\u0000')).join('\n');
}

/** A past ISO timestamp, in the format the server stores (UTC ISO-8601). */
export function isoInThePast(ms = 60_000): string {
  return new Date(Date.now() - ms).toISOString();
}
