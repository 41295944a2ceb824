import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../support/free-port.ts';
import { waitFor } from './wait.ts';

const PGBIN = '/usr/lib/postgresql/15/bin';

export interface LocalService {
  url: string;
  stop(): Promise<void>;
}

/** Runs `command` as the postgres user when this process is root (PostgreSQL refuses root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL 15 of its own (Debian's binaries): a fresh cluster in a temp folder on a free
 * loopback port, no fsync, one database `sparestock`. `url` is that database's URL.
 */
export async function startPostgres(): Promise<LocalService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-scale-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  const run = (command: string, args: string[]) => {
    const [cmd, argv] = asPostgres(path.join(PGBIN, command), args);
    execFileSync(cmd, argv, { stdio: 'ignore' });
  };
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-t', '30', '-o', options, 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE sparestock');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/sparestock`,
    async stop() {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisService extends LocalService {
  /** Starts it again on the same port (empty: nothing is persisted), after `stop()`. */
  start(): Promise<void>;
}

/** Debian's redis-server on a free loopback port, nothing written to disk. */
export async function startRedis(): Promise<RedisService> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited = Promise.resolve();
  const launch = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    child = started;
    await waitFor(() => output.includes('Ready to accept connections'), 'redis-server to start');
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    start: launch,
    async stop() {
      child?.kill('SIGKILL');
      await exited;
    },
  };
}
