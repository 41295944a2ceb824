import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database as Schema } from '../../src/server/db/schema.ts';
import { pickSearchDialect, type Read } from '../../src/server/search/search-dialect.ts';
import type { FactsSource } from '../../src/server/search/search-facts.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { createListing } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * Issue 28's bounded catch-up, on the engine under test: a catch-up reads at most N changed
 * listings (else it asks for a reload from a snapshot), and a transaction left open elsewhere
 * neither hides later changes nor makes every later catch-up read them again.
 */
const MAX_CHANGES = 3;
/** Fewer than the test's listings: a full read takes several pages. */
const PAGE_ROWS = 4;
let server: TestServer;
let kysely: Kysely<Schema>;
let facts: FactsSource;
const ids: number[] = [];

type Changes = Exclude<Awaited<ReturnType<FactsSource['readChanges']>>, undefined | 'reload'>;
const changedIds = (changes: Awaited<ReturnType<FactsSource['readChanges']>>) => [...(changes as Changes).changed].sort((a, b) => a - b);
const touch = (id: number) => queryDb(server, 'UPDATE listings SET unit_price_pence = unit_price_pence + 1 WHERE id = ?', [id]);

beforeAll(async () => {
  server = await startTestServer();
  const seller = await createCompleteUser(createClient(server.url));
  for (let i = 0; i < 6; i++) {
    const listing = await createListing(server.url, seller.token, { title: `Catch-up item ${i}` });
    await queryDb(server, `UPDATE listings SET status = 'live', published_at = '2026-11-01T10:00:00.000Z' WHERE id = ?`, [listing.id]);
    ids.push(listing.id);
  }
  kysely =
    server.dialect === 'postgres'
      ? new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: server.databaseLocation }) }) })
      : new Kysely<Schema>({ dialect: new SqliteDialect({ database: new Database(server.databaseLocation) }) });
  const read: Read = async (query) => (await query.execute(kysely)).rows;
  facts = pickSearchDialect(server.dialect).facts(read, read, MAX_CHANGES, PAGE_ROWS);
});
afterAll(async () => {
  await kysely?.destroy();
  await server?.close();
});

describe('search catch-up', () => {
  it(`reads at most ${MAX_CHANGES} changes a pass; a node further behind reloads from a snapshot`, async () => {
    const pages: number[][] = [];
    const version = await facts.readAll((page) => pages.push(page.map((r) => Number(r.id))));
    // Every live listing once, in pages of at most PAGE_ROWS, by id.
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((page) => page.length <= PAGE_ROWS)).toBe(true);
    const read = pages.flat();
    expect(read).toEqual([...read].sort((a, b) => a - b));
    expect(new Set(read).size).toBe(read.length);
    expect(read).toEqual(expect.arrayContaining(ids));
    for (const id of ids.slice(0, MAX_CHANGES)) await touch(id);
    const within = await facts.readChanges(version);
    expect(changedIds(within)).toEqual(ids.slice(0, MAX_CHANGES));
    for (const id of ids.slice(0, MAX_CHANGES + 1)) await touch(id);
    expect(await facts.readChanges((within as Changes).version)).toBe('reload');
  });

  it('a transaction left open elsewhere holds nothing back, and later passes read only what changed since', async () => {
    let version = await facts.readAll(() => undefined);
    const [a, b, c, d] = ids;
    // Open on another connection for the whole test: on PostgreSQL it writes (it holds an id, below
    // every later one); SQLite has one writer at a time, so there it holds a read snapshot open.
    const postgres = server.dialect === 'postgres';
    const long = postgres ? new pg.Client({ connectionString: server.databaseLocation }) : undefined;
    const sqlite = postgres ? undefined : new Database(server.databaseLocation);
    try {
      if (long) {
        await long.connect();
        await long.query('BEGIN');
        await long.query('UPDATE listings SET unit_price_pence = unit_price_pence + 1 WHERE id = $1', [a]);
      } else {
        sqlite!.prepare('BEGIN').run();
        sqlite!.prepare('SELECT count(*) FROM listings').get();
      }
      await touch(b!);
      await touch(c!);
      const first = (await facts.readChanges(version)) as Changes;
      expect(changedIds(first)).toEqual([b, c]);
      version = first.version;
      await touch(d!);
      const second = (await facts.readChanges(version)) as Changes;
      // With the oldest running transaction as the mark, b and c came again with every pass.
      expect(changedIds(second)).toEqual([d]);
      version = second.version;
      // Nothing more. On PostgreSQL transaction ids are the cluster's: other suites' databases on the
      // same server move the snapshot, and the pass then has no listings and a newer version.
      const idle = await facts.readChanges(version);
      if (postgres) expect(idle === undefined ? [] : changedIds(idle)).toEqual([]);
      else expect(idle).toBeUndefined();
      if (idle) version = (idle as Changes).version;
      if (long) await long.query('COMMIT');
      else sqlite!.prepare('COMMIT').run();
      const third = await facts.readChanges(version);
      // The open transaction's own change arrives when it commits.
      if (postgres) expect(changedIds(third)).toEqual([a]);
      else expect(third).toBeUndefined();
    } finally {
      await long?.end();
      sqlite?.close();
    }
  });
});
