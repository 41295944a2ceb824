import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export type ReadRequest = { id: number; sql: string; parameters: readonly unknown[] };
export type ReadResponse = { id: number; rows: unknown[] } | { id: number; error: string };

const STATEMENT_CACHE_SIZE = 200;
const { file } = workerData as { file: string };
// A connection of its own, read-only: WAL lets it read while the server's connection writes.
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// Read through a memory map: no read() call and no copy per page of the search index.
sqlite.pragma('mmap_size = 268435456');
// A search's grouping and sorting happen in temporary b-trees: keep them off disk.
sqlite.pragma('temp_store = MEMORY');
const statements = new Map<string, SQLite.Statement>();

function prepare(sql: string): SQLite.Statement {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = sqlite.prepare(sql);
    if (!statement.reader) throw new Error('Only reads run on a reader thread');
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
  }
  statements.set(sql, statement);
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
