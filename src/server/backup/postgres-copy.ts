import { spawn } from 'node:child_process';
import pg from 'pg';
import type { DatabaseSnapshot } from './database-snapshot.ts';

/**
 * The connection for pg_dump / pg_restore: the URL without its password, which goes in PGPASSWORD
 * so that it never shows in the process list.
 */
function clientArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs a PostgreSQL client tool (Debian's postgresql-client); rejects with its last lines of stderr. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error) => reject(new Error(`${tool} could not start (install Debian's postgresql-client): ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString());
      else reject(new Error(`${tool} exited with ${code}: ${Buffer.concat(err).toString().trim().split('\n').slice(-5).join('\n')}`));
    });
  });
}

/**
 * `pg_dump --format=custom` inside a snapshot this connection exported: the dump and the photo keys
 * read here come from the same instant, so every photo the copy names is one that existed then.
 * The server keeps writing meanwhile (a REPEATABLE READ snapshot blocks no writer).
 */
export async function snapshotPostgres(url: string, target: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string; now: Date }>(
      'SELECT pg_export_snapshot() AS snapshot, clock_timestamp() AS now',
    );
    const { snapshot, now } = rows[0]!;
    const { dbname, env } = clientArgs(url);
    await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${dbname}`], env);
    const photos = await client.query<{ image_key: string; thumb_key: string }>('SELECT image_key, thumb_key FROM photos');
    const migrations = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
    await client.query('COMMIT');
    // The archive reads back whole (its table of contents lists every part).
    await runTool('pg_restore', ['--list', target], env);
    return {
      snapshotAt: now.toISOString(),
      keys: photos.rows.flatMap((r) => [r.image_key, r.thumb_key]),
      migrations: migrations.rows.map((r) => r.name),
    };
  } finally {
    await client.end();
  }
}

/** An empty database has no table, view or sequence outside PostgreSQL's own schemas. */
export async function postgresTargetProblem(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%' AND c.relkind IN ('r', 'v', 'm', 'S', 'p')`,
    );
    return rows[0]!.n > 0 ? `the database already holds ${rows[0]!.n} tables or sequences: restore only into an empty database` : undefined;
  } finally {
    await client.end();
  }
}

/** pg_restore in one transaction: a failure leaves the database as empty as it was. */
export async function restorePostgres(copy: string, url: string): Promise<void> {
  const { dbname, env } = clientArgs(url);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, copy],
    env,
  );
}
