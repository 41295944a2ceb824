import { LRUCache } from 'lru-cache';
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export type ReadRequest = { id: number; sql: string; parameters: readonly unknown[] };
export type ReadResponse = { id: number; rows: unknown[] } | { id: number; error: string };

const STATEMENT_CACHE_SIZE = 200;
const { file } = workerData as { file: string };
// A connection of its own, read-only: WAL lets it read while the server's connection writes.
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// No memory map (SQLite's default, mmap_size 0): pages are read into the connection's own small
// cache. Mapping 256 MB per reader put up to that much of the file into the process's RSS for no
// measured gain: at 1 M listings the same CPU per search with or without, RSS 25–40 MB lower without;
// at 100 k 130 MB lower (bench/README.md, 'A million listings').
// A search's grouping and sorting happen in temporary b-trees: keep them off disk.
sqlite.pragma('temp_store = MEMORY');
const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });

function prepare(sql: string): SQLite.Statement {
  let statement = statements.get(sql);
  if (!statement) {
    statement = sqlite.prepare(sql);
    if (!statement.reader) throw new Error('Only reads run on a reader thread');
    statements.set(sql, statement);
  }
  return statement;
}

parentPort!.on('message', ({ id, sql, parameters }: ReadRequest) => {
  let response: ReadResponse;
  try {
    response = { id, rows: prepare(sql).all(...parameters) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
