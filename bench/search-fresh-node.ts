import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.ts';
import { createFreshDatabase } from '../tests/api/helpers/test-server.ts';
import { startNodeProcess } from '../tests/scale/helpers/node-process.ts';
import { startScriptEnv } from './lib.ts';

export interface FreshNode {
  /** From spawning the process to the first search answered (its start-up warm-up included). */
  firstSearchMs: number;
  /** Resident memory after the first search and `searches` more, MB. */
  rssMb: number;
  /**
   * The anonymous part of it, MB: what the process itself holds (heaps, the facts). The rest is
   * file pages (the code, and on SQLite the database's pages while the readers mapped it: no longer,
   * since 2026-11-28): the kernel's page cache, shared and given back under pressure.
   */
  anonMb: number;
}

const statusMb = (pid: number, field: 'VmRSS' | 'RssAnon') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** What `npm start` runs (the build) when there is one, else the server from source (tsx compiles it first, seconds more). */
const BUILT_SERVER = 'dist/node/server/main.js';
const serverEntry = () => (fs.existsSync(path.join(import.meta.dirname, '..', BUILT_SERVER)) ? BUILT_SERVER : 'src/server/main.ts');

/**
 * A new API process (as `npm start`, production mode: it warms its search at start) on
 * `databaseUrl`: how soon it answers its first search, and its memory after a few searches.
 */
export async function startFreshNode(databaseUrl: string, searches: string[]): Promise<FreshNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-bench-fresh-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const node = await startNodeProcess(
    'fresh-node',
    serverEntry(),
    {
      // What `npm start` sets (MALLOC_ARENA_MAX=2: without it the reader threads' allocator arenas add ~15 MB).
      ...startScriptEnv(),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_URL: url,
    },
    { url: `${url}/api/search?q=contactor` },
  );
  const firstSearchMs = performance.now() - started;
  try {
    for (const search of searches) await fetch(`${url}${search}`).then((r) => r.arrayBuffer());
    return { firstSearchMs, rssMb: statusMb(node.child.pid!, 'VmRSS'), anonMb: statusMb(node.child.pid!, 'RssAnon') };
  } finally {
    await node.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same process on an empty, migrated database: the baseline "idle" memory search adds to (its first-search time is not used). */
export async function idleNodeMemory(searches: string[]): Promise<FreshNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-bench-idle-'));
  const database = await createFreshDatabase({
    dataDir,
    adminUrl: process.env.BENCH_DATABASE_URL,
    namePrefix: 'sparestock_idle',
    sqliteFile: 'idle.db',
  });
  try {
    return await startFreshNode(database.url, searches);
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
