import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';

/**
 * Every API test server starts on a database already migrated: a copy of a template migrated once
 * per migration set (a SQLite file in the temp folder; a PostgreSQL database, copied by CREATE
 * DATABASE … TEMPLATE), instead of running every migration again for each server. The app still
 * runs migrateToLatest at start-up and finds nothing to do. The template's name carries a hash of
 * the migrations' source, so a changed or added migration makes a new one; stale PostgreSQL
 * templates are left on the test server (`sparestock_template_*`, safe to drop).
 */
/** The migrations import nothing but these (and types): their text decides the schema. */
const DB_SOURCE = path.resolve(import.meta.dirname, '../../../src/server/db');

let key: string | undefined;
function migrationsKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const migrations = path.join(DB_SOURCE, 'migrations');
  for (const name of fs.readdirSync(migrations).sort()) hash.update(name).update(fs.readFileSync(path.join(migrations, name)));
  for (const name of ['migrate.ts', 'migration-context.ts']) hash.update(fs.readFileSync(path.join(DB_SOURCE, name)));
  return (key = hash.digest('hex').slice(0, 16));
}

async function migrate(config: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }): Promise<void> {
  const { db, dialect } = openDatabase(config);
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
  } finally {
    await db.destroy();
  }
}

let sqliteTemplate: Promise<string> | undefined;

/** Copies the migrated SQLite template to `file` (making the template first if no process has). */
export async function copySqliteTemplate(file: string): Promise<void> {
  sqliteTemplate ??= (async () => {
    const template = path.join(os.tmpdir(), `sparestock-template-${migrationsKey()}.db`);
    if (!fs.existsSync(template)) {
      // Made under its own name and renamed into place: another worker never copies a half-migrated file.
      const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await migrate({ dialect: 'sqlite', file: partial });
      fs.renameSync(partial, template);
    }
    return template;
  })();
  fs.copyFileSync(await sqliteTemplate, file);
}

const pgTemplates = new Map<string, Promise<string>>();

/** The name of the migrated template database on the server `adminUrl` names (made if missing). */
function postgresTemplate(adminUrl: string): Promise<string> {
  let template = pgTemplates.get(adminUrl);
  if (!template) {
    template = makePostgresTemplate(adminUrl);
    pgTemplates.set(adminUrl, template);
  }
  return template;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `sparestock_template_${migrationsKey()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length) return name;
    // Migrated under its own name, then renamed: a worker racing this one either finds the finished
    // template or loses the rename and drops its own copy. PostgreSQL reports the lost rename as 42P04
    // (the name exists), or as 23505 on its catalogue's unique name index when both renames run at once.
    const partial = `${name}_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE ${partial}`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    await migrate({ dialect: 'postgres', url: url.toString() });
    try {
      await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    } catch (error) {
      if (!['42P04', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
      await client.query(`DROP DATABASE ${partial} WITH (FORCE)`);
    }
    return name;
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE `name` as a copy of the migrated template, on the client's server. */
export async function createFromPostgresTemplate(client: pg.Client, adminUrl: string, name: string): Promise<void> {
  const template = await postgresTemplate(adminUrl);
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 55006: another session is still connected to the template (a racing worker's rename, for a moment).
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
