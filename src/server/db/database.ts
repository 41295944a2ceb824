import { LRUCache } from 'lru-cache';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from './schema.ts';
import type { CompiledReader } from './compiled-reader.ts';
import { createPgPool } from './pg-pool.ts';
import { createPreparedReader } from './pg-prepared-reader.ts';

export type Dialect = AppConfig['database']['dialect'];

/** Runs a compiled one-row read synchronously, or answers null when it cannot (then use Kysely). */
export type SyncReader = <Row>(query: CompiledQuery<Row>) => { row: Row | undefined } | null;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * SQLite only: a synchronous read for the hottest query (the session lookup on every
   * authenticated request), skipping Kysely's async driver round. It declines while a
   * transaction is open on the shared connection, so it never reads uncommitted writes.
   */
  readSync?: SyncReader;
  /**
   * SQLite only: a counter that moves whenever the database may have changed: at every statement
   * that can write on this process's connection, and when another connection (a second server
   * process on the same file, the migration CLI) has committed, which SQLite reports through
   * `PRAGMA data_version`. A row read while the counter stood at n is still current while it
   * stands at n (the session cache relies on this).
   */
  writeGeneration?: () => number;
  /** PostgreSQL only: reads run as named prepared statements (pg-prepared-reader.ts), for the search's hot path. */
  preparedReader?: CompiledReader;
  /** PostgreSQL only: the pool itself (read routing asks it for WAL positions and falls back to it). */
  pool?: pg.Pool;
}

/**
 * Opens the configured database. SQLite runs in WAL mode with a busy timeout so readers never block
 * the writer. On PostgreSQL `log` hears of each connection the server ended (pg-pool.ts).
 */
export function openDatabase(config: AppConfig['database'], log?: { warn(details: object, message: string): void }): DatabaseHandle {
  if (config.dialect === 'postgres') {
    const pool = createPgPool({ connectionString: config.url, max: 10 }, (error) =>
      log?.warn({ event: 'database.connection_lost', code: (error as { code?: string }).code }, 'the database ended a connection'),
    );
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      preparedReader: createPreparedReader(pool),
      pool,
    };
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const cached = withStatementCache(sqlite);
  const readSync: SyncReader = <Row>(query: CompiledQuery<Row>) =>
    sqlite.inTransaction ? null : { row: cached.prepared(query.sql).get(...query.parameters) as Row | undefined };
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: cached.database }) }),
    dialect: 'sqlite',
    readSync,
    writeGeneration: cached.writeGeneration,
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running most of ours (a session
 * lookup is ~5 µs to run and ~30 µs to prepare). Keep prepared statements by SQL text, least
 * recently used out. `iterate` gets a fresh statement, because a cached one that is mid-iteration
 * would be busy for the next caller.
 */
function withStatementCache(sqlite: SQLite.Database): {
  database: SqliteDatabase;
  prepared: (sql: string) => SQLite.Statement;
  writeGeneration: () => number;
} {
  const cache = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  let generation = 0;
  // Counted before the statement runs: a write that fails or is rolled back only costs a cache miss.
  const noteWrite = (statement: SQLite.Statement) => {
    if (!statement.readonly) generation++;
  };
  const prepared = (sql: string): SQLite.Statement => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  const database: SqliteDatabase = {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const statement = prepared(sql);
      return {
        reader: statement.reader,
        all: (parameters) => {
          noteWrite(statement);
          return statement.all(...parameters);
        },
        run: (parameters) => {
          noteWrite(statement);
          return statement.run(...parameters);
        },
        iterate: (parameters) => {
          noteWrite(statement);
          return sqlite.prepare(sql).iterate(...parameters);
        },
      };
    },
  };
  // Changes committed by other connections. Inside an open transaction the connection's own
  // snapshot applies; the next call outside it catches up.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let lastDataVersion: unknown;
  let checkedThisTurn = false;
  const writeGeneration = () => {
    if (sqlite.inTransaction || checkedThisTurn) return generation;
    const seen = dataVersion.get();
    if (seen !== lastDataVersion) {
      lastDataVersion = seen;
      generation++;
    }
    checkedThisTurn = true;
    setImmediate(() => (checkedThisTurn = false));
    return generation;
  };
  return { database, prepared, writeGeneration };
}
