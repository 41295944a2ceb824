import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { entryArgs, PROJECT_ROOT } from '../../support/entry-point.ts';
import { waitFor } from './wait.ts';

export type LogLine = Record<string, unknown>;

/** One of the cluster's processes (an API node or a worker), as `npm start` / `npm run worker` run them (tests/support/entry-point.ts). */
export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** Every JSON log line written so far. */
  logs: LogLine[];
  /** The first log line (already written or still to come) that `match` accepts. */
  waitForLog(match: (line: LogLine) => boolean, what: string): Promise<LogLine>;
  /** Resolves with the exit code or signal once the process has exited. */
  exited: Promise<number | string>;
  /** Sends `signal` (SIGKILL by default) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts `entry` (a source entry point, run as tests/support/entry-point.ts says, or a built `.js`
 * one) with `env` and resolves once `ready` accepts a log line, or, given `{ url }`, once that URL
 * answers 200 (for processes that log little, e.g. in benchmarks).
 */
export async function startNodeProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  ready: ((line: LogLine) => boolean) | { url: string },
): Promise<NodeProcess> {
  const child = spawn(process.execPath, entry.endsWith('.js') ? [entry] : entryArgs(entry), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      logs.push(JSON.parse(text) as LogLine);
    } catch {
      // not a log line
    }
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let gone = false;
  void exited.then(() => (gone = true));

  const waitForLog = async (match: (line: LogLine) => boolean, what: string) =>
    waitFor(() => {
      const line = logs.find(match);
      if (!line && gone) throw new Error(`${name} exited before ${what}\n${stderr.join('').slice(-2000)}`);
      return line;
    }, `${name}: ${what}`);

  try {
    if (typeof ready === 'function') await waitForLog(ready, 'ready');
    else {
      await waitFor(async () => {
        if (gone) throw new Error(`${name} exited before answering ${ready.url}\n${stderr.join('').slice(-2000)}`);
        return (await fetch(ready.url).catch(() => undefined))?.status === 200;
      }, `${name}: ${ready.url} to answer`);
    }
  } catch (error) {
    // Not ready in time: the caller gets no handle to stop it with, so stop it here.
    if (!gone) child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    child,
    logs,
    waitForLog,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
