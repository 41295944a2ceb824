import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { migrateTo } from '../../src/server/db/migrate.ts';
import { openUnmigratedDatabase, type UnmigratedDatabase } from './helpers/unmigrated-database.ts';

/** Migrations 025 and 026 (issue 31) on a database as it was before them (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let handle: DatabaseHandle;
let db: Kysely<unknown>;
let unmigrated: UnmigratedDatabase;

beforeAll(async () => {
  unmigrated = await openUnmigratedDatabase();
  ({ handle, db } = unmigrated);
});
afterAll(async () => unmigrated.remove());

describe('migration 025-placeable-postcodes', () => {
  it('takes items placed at an unplaceable postcode off the market and flags them, and leaves the rest', async () => {
    await migrateTo(db, handle.dialect, '019-search-facts');
    const now = '2026-01-02T03:04:05.000Z';
    const user = async (email: string, postcode: string | null) =>
      Number(
        (
          await sql<{
            id: number;
          }>`INSERT INTO users (email, password_hash, is_email_verified, is_profile_complete, postcode, created_at, updated_at)
            VALUES (${email}, 'x', 1, 1, ${postcode}, ${now}, ${now}) RETURNING id`.execute(db)
        ).rows[0]!.id,
      );
    const item = async (owner: number, postcode: string | null, outcode: string | null) =>
      Number(
        (
          await sql<{
            id: number;
          }>`INSERT INTO listings (owner_id, title, condition, quantity, unit_price_pence, created_at, updated_at, status, published_at, postcode, outcode)
            VALUES (${owner}, 'Item', 'New', 1, 100, ${now}, ${now}, 'live', ${now}, ${postcode}, ${outcode}) RETURNING id`.execute(db)
        ).rows[0]!.id,
      );
    const good = await user('good@example.co.uk', 'B1 1AA');
    const bad = await user('bad@example.co.uk', 'ZZ99 9ZZ');
    const placed = await item(good, null, 'B1');
    const ownBad = await item(good, 'ZZ99 9ZZ', 'ZZ99');
    const profileBad = await item(bad, null, 'ZZ99');
    const ownGood = await item(bad, 'M1 1AE', 'M1');
    const malformed = await item(good, 'NOT A PC', null);

    await migrateTo(db, handle.dialect, '025-placeable-postcodes');
    const rows = await sql<{
      id: number;
      status: string;
      needs_location: number;
    }>`SELECT id, status, needs_location FROM listings ORDER BY id`.execute(db);
    const byId = new Map(rows.rows.map((r) => [Number(r.id), { status: r.status, needs: Number(r.needs_location) }]));
    expect(byId.get(placed)).toEqual({ status: 'live', needs: 0 });
    expect(byId.get(ownGood)).toEqual({ status: 'live', needs: 0 });
    for (const id of [ownBad, profileBad, malformed]) expect(byId.get(id)).toEqual({ status: 'private', needs: 1 });
    const versions = await sql<{ id: number; listings_version: number }>`SELECT id, listings_version FROM users ORDER BY id`.execute(db);
    expect(versions.rows.map((r) => Number(r.listings_version) > 0)).toEqual([true, true]);
  });

  it('026 moves SpareBot notes out of descriptions into their own field', async () => {
    const now = '2026-01-02T03:04:05.000Z';
    const owner = Number((await sql<{ id: number }>`SELECT id FROM users ORDER BY id`.execute(db)).rows[0]!.id);
    const note = 'Condition not assessed from the photo; please confirm before listing.';
    const insert = async (description: string) =>
      Number(
        (
          await sql<{
            id: number;
          }>`INSERT INTO listings (owner_id, title, description, condition, quantity, unit_price_pence, created_at, updated_at)
            VALUES (${owner}, 'Item', ${description}, 'New', 1, 100, ${now}, ${now}) RETURNING id`.execute(db)
        ).rows[0]!.id,
      );
    const withNote = await insert(`Hager MCB 32A. ${note}`);
    const onlyNote = await insert(note);
    const plain = await insert('Boxed, never installed before listing.');
    await migrateTo(db, handle.dialect, '026-sparebot-owner-notes');
    const read = async (id: number) =>
      (
        await sql<{
          description: string | null;
          sparebot_notes: string | null;
        }>`SELECT description, sparebot_notes FROM listings WHERE id = ${id}`.execute(db)
      ).rows[0];
    expect(await read(withNote)).toEqual({ description: 'Hager MCB 32A.', sparebot_notes: note });
    expect(await read(onlyNote)).toEqual({ description: null, sparebot_notes: note });
    expect(await read(plain)).toEqual({ description: 'Boxed, never installed before listing.', sparebot_notes: null });
  });
});
