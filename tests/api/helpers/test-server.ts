import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';

export const TEST_APP_URL = 'http://sparestock.test';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  /** Which database this server runs on, and how to reach it directly (see helpers/db.ts). */
  dialect: 'sqlite' | 'postgres';
  /** The SQLite file path, or the PostgreSQL connection URL of this server's own database. */
  databaseLocation: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one server: a SQLite file in a temp folder, or, when TEST_DATABASE_URL
 * names a PostgreSQL server (CI's second run), a new database on it.
 */
async function createDatabaseUrl(dataDir: string): Promise<{ url: string; location: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const file = path.join(dataDir, 'test.db');
    return { url: `sqlite:${file}`, location: file, drop: async () => undefined };
  }
  const name = `sparestock_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    location: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the real app on a loopback port with its own database and data folder. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-api-'));
  const database = await createDatabaseUrl(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    dataDir,
    dialect: config.database.dialect,
    databaseLocation: database.location,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
