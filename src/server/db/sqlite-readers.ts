import type { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import type { CompiledReader } from './compiled-reader.ts';
import { startWorker } from '../lib/start-worker.ts';
import type { ReadRequest, ReadResponse } from './sqlite-reader-worker.ts';

/**
 * Reads on SQLite connections in worker threads: a long read (a search over thousands of index
 * rows) then neither blocks the event loop nor waits behind another, and several use the cores at once.
 */
export interface SqliteReaders extends CompiledReader {
  close(): Promise<void>;
}

/**
 * A reader thread only runs SQLite and posts rows back: its young generation stays small (V8's
 * default lets each grow to tens of MB). At 1 M listings this took ~25 MB off a node's memory for
 * search, at the same speed (bench/README.md, 'A million listings').
 */
const READER_LIMITS = { maxYoungGenerationSizeMb: 4 };

type Reader = { worker: Worker; pending: Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }> };

export function createSqliteReaders(file: string, threads: number): SqliteReaders {
  const readers: Reader[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Reader {
    const reader: Reader = { worker: startWorker(import.meta.url, 'sqlite-reader-worker', { file }, READER_LIMITS), pending: new Map() };
    reader.worker.on('message', (response: ReadResponse) => {
      const waiting = reader.pending.get(response.id);
      reader.pending.delete(response.id);
      if (reader.pending.size === 0) reader.worker.unref();
      if ('error' in response) waiting?.reject(new Error(response.error));
      else waiting?.resolve(response.rows);
    });
    const fail = (error: Error) => {
      readers.splice(readers.indexOf(reader), 1);
      for (const waiting of reader.pending.values()) waiting.reject(error);
      reader.pending.clear();
    };
    reader.worker.on('error', fail);
    reader.worker.on('exit', (code) => {
      if (readers.includes(reader)) fail(new Error(`SQLite reader thread exited with ${code}`));
    });
    // An idle reader never keeps the process alive; one with reads to answer does.
    reader.worker.unref();
    readers.push(reader);
    return reader;
  }

  /**
   * An idle reader; else a new thread, up to `threads`; else the reader with the fewest reads
   * waiting. A thread costs ~0.15 s to start and memory to keep, so it starts only when the ones
   * there are all busy (a server read one at a time has one).
   */
  function pick(): Reader {
    const idle = readers.find((r) => r.pending.size === 0);
    if (idle) return idle;
    if (readers.length < threads) return spawn();
    return readers.reduce((best, r) => (r.pending.size < best.pending.size ? r : best));
  }

  return {
    read<Row>(query: CompiledQuery<Row>): Promise<Row[]> {
      if (closed) return Promise.reject(new Error('The database readers are closed'));
      const reader = pick();
      const id = nextId++;
      return new Promise<Row[]>((resolve, reject) => {
        if (reader.pending.size === 0) reader.worker.ref();
        reader.pending.set(id, { resolve: (rows) => resolve(rows as Row[]), reject });
        const request: ReadRequest = { id, sql: query.sql, parameters: query.parameters };
        reader.worker.postMessage(request);
      });
    },
    async close() {
      closed = true;
      const all = readers.splice(0);
      for (const reader of all) for (const waiting of reader.pending.values()) waiting.reject(new Error('The database readers are closed'));
      await Promise.all(all.map((r) => r.worker.terminate()));
    },
  };
}
