import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { entryArgs, PROJECT_ROOT } from '../../support/entry-point.ts';
import { TEST_SERVER_ENV } from '../../support/server-env.ts';
import { testRedisEnv } from './test-redis.ts';

/** The real server (`src/server/main.ts`, as `npm start` runs it) in a process of its own. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Every JSON log line the process has written so far. */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the first log line (already written or still to come) that `match` accepts. */
  waitForLog(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
  /** Kills the process if it still runs and removes its data folder (unless `keepData`). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts `src/server/main.ts` (tests/support/entry-point.ts: from source, or the fresh build) on a loopback port of its own choosing (PORT 0), with its own data folder
 * (or `dataDir`), SQLite unless DATABASE_URL is given, and resolves once it logs that it listens.
 */
export async function startServerProcess(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-proc-'));
  const child = spawn(process.execPath, entryArgs('src/server/main.ts'), {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Port 0: the server takes a free port as it binds, and logs it. A port found free beforehand could be taken by a
      // loopback client's source port before the child binds it (EADDRINUSE under a busy parallel run).
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...TEST_SERVER_ENV,
      ...testRedisEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiters: Array<{ match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }> = [];
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    logs.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.match(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const waitForLog = (match: (line: Record<string, unknown>) => boolean) => {
    const seen = logs.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      waiters.push({ match, resolve });
      void exited.then((code) => reject(new Error(`server exited (${code}) before the expected log line\n${stderr.join('')}`)));
    });
  };
  const listening = await waitForLog((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening'));
  const port = Number(/:(\d+)\s*$/.exec(String(listening.msg))?.[1]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in the server's listening line: ${String(listening.msg)}`);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    logs,
    waitForLog,
    exited,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      if (!keepData && !options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
