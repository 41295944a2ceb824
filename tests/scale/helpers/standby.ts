import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../support/free-port.ts';

const PGBIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL 15 primary and a streaming hot standby of it (pg_basebackup -R), both on loopback. */
export interface PrimaryAndStandby {
  /** The `sparestock` database on the primary, and on the standby. */
  primaryUrl: string;
  standbyUrl: string;
  /** Runs one statement on the standby (pg_wal_replay_pause() and friends). */
  onStandby(sql: string): Promise<void>;
  stopStandby(): void;
  startStandby(): void;
  stop(): Promise<void>;
}

function run(command: string, args: string[]): void {
  const [cmd, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', path.join(PGBIN, command), ...args]]
      : [path.join(PGBIN, command), args];
  execFileSync(cmd, argv, { stdio: 'ignore' });
}

export async function startPrimaryAndStandby(): Promise<PrimaryAndStandby> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-scale-standby-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const [p1, p2] = [await freePort(), await freePort()];
  const common = `-c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=100`;
  run('initdb', ['-D', `${dir}/primary`, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  // initdb's pg_hba.conf already lets 127.0.0.1 replicate (trust); wal_level=replica is the default.
  run('pg_ctl', [
    '-D',
    `${dir}/primary`,
    '-l',
    `${dir}/primary.log`,
    '-w',
    '-t',
    '30',
    '-o',
    `${common} -p ${p1} -c max_wal_senders=5`,
    'start',
  ]);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${p1}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE sparestock');
  await admin.end();
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(p1),
    '-U',
    'postgres',
    '-D',
    `${dir}/standby`,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
  // --checkpoint=fast: the default spread checkpoint made this step take over a minute.
  const standbyOptions = `${common} -p ${p2} -c hot_standby=on`;
  const startStandby = () =>
    run('pg_ctl', ['-D', `${dir}/standby`, '-l', `${dir}/standby.log`, '-w', '-t', '30', '-o', standbyOptions, 'start']);
  const stopStandby = () => run('pg_ctl', ['-D', `${dir}/standby`, '-m', 'fast', '-w', 'stop']);
  startStandby();
  const standbyUrl = `postgres://postgres@127.0.0.1:${p2}/sparestock`;
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${p1}/sparestock`,
    standbyUrl,
    async onStandby(sql) {
      const client = new pg.Client({ connectionString: standbyUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    stopStandby,
    startStandby,
    async stop() {
      for (const node of ['standby', 'primary']) {
        try {
          run('pg_ctl', ['-D', `${dir}/${node}`, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
