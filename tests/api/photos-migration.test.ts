import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { migrateTo } from '../../src/server/db/migrate.ts';
import { openUnmigratedDatabase, type UnmigratedDatabase } from './helpers/unmigrated-database.ts';

/**
 * Migration 005 on a database as it was before it (SQLite, or PostgreSQL with TEST_DATABASE_URL):
 * every listing_images row becomes a photo row of its listing's owner, keys kept.
 */
let handle: DatabaseHandle;
let db: Kysely<unknown>;
let unmigrated: UnmigratedDatabase;

beforeAll(async () => {
  unmigrated = await openUnmigratedDatabase();
  ({ handle, db } = unmigrated);
});
afterAll(async () => unmigrated.remove());

const KEYS = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002', '0a1b2c3d-0000-4000-8000-000000000003'];

describe('migration 005-photos', () => {
  it('moves every listing_images row into photos, owned by its listing’s owner, attached when it was made', async () => {
    await migrateTo(db, handle.dialect, '004-email-outbox');
    const now = '2026-01-02T03:04:05.000Z';
    const users = await sql<{
      id: number;
    }>`INSERT INTO users (email, password_hash, is_email_verified, is_profile_complete, created_at, updated_at)
      VALUES ('a@example.co.uk', 'x', 1, 1, ${now}, ${now}), ('b@example.co.uk', 'x', 1, 1, ${now}, ${now}) RETURNING id`.execute(db);
    const [alice, bob] = users.rows.map((r) => Number(r.id));
    const listing = (owner: number) =>
      sql<{ id: number }>`INSERT INTO listings (owner_id, title, condition, quantity, unit_price_pence, created_at, updated_at)
        VALUES (${owner}, 'Item', 'New', 1, 100, ${now}, ${now}) RETURNING id`.execute(db);
    const aliceItem = Number((await listing(alice!)).rows[0]!.id);
    const bobItem = Number((await listing(bob!)).rows[0]!.id);
    const image = (listingId: number, position: number, key: string, created: string) =>
      sql`INSERT INTO listing_images (listing_id, position, image_key, thumb_key, created_at)
        VALUES (${listingId}, ${position}, ${`${key}.jpg`}, ${`${key}-thumb.jpg`}, ${created})`.execute(db);
    await image(aliceItem, 1, KEYS[1]!, '2026-01-01T00:00:01.000Z');
    await image(aliceItem, 0, KEYS[0]!, '2026-01-01T00:00:00.000Z');
    await image(bobItem, 0, KEYS[2]!, '2026-01-03T00:00:00.000Z');

    expect(await migrateTo(db, handle.dialect, '005-photos')).toEqual(['005-photos']);

    const photos = await sql<
      Record<string, unknown>
    >`SELECT owner_id, listing_id, position, image_key, thumb_key, width, height, created_at, attached_at
      FROM photos ORDER BY image_key`.execute(db);
    expect(
      photos.rows.map((r) => ({ ...r, owner_id: Number(r.owner_id), listing_id: Number(r.listing_id), position: Number(r.position) })),
    ).toEqual([
      {
        owner_id: alice,
        listing_id: aliceItem,
        position: 0,
        image_key: `${KEYS[0]}.jpg`,
        thumb_key: `${KEYS[0]}-thumb.jpg`,
        width: null,
        height: null,
        created_at: '2026-01-01T00:00:00.000Z',
        attached_at: '2026-01-01T00:00:00.000Z',
      },
      {
        owner_id: alice,
        listing_id: aliceItem,
        position: 1,
        image_key: `${KEYS[1]}.jpg`,
        thumb_key: `${KEYS[1]}-thumb.jpg`,
        width: null,
        height: null,
        created_at: '2026-01-01T00:00:01.000Z',
        attached_at: '2026-01-01T00:00:01.000Z',
      },
      {
        owner_id: bob,
        listing_id: bobItem,
        position: 0,
        image_key: `${KEYS[2]}.jpg`,
        thumb_key: `${KEYS[2]}-thumb.jpg`,
        width: null,
        height: null,
        created_at: '2026-01-03T00:00:00.000Z',
        attached_at: '2026-01-03T00:00:00.000Z',
      },
    ]);
    await expect(sql`SELECT 1 FROM listing_images`.execute(db)).rejects.toThrow();
    // New rows get fresh ids after the moved ones (PostgreSQL's sequence was not bypassed).
    const next = await sql<{
      id: number;
    }>`INSERT INTO photos (owner_id, image_key, thumb_key, created_at) VALUES (${alice}, 'k.jpg', 'k-thumb.jpg', ${now}) RETURNING id`.execute(
      db,
    );
    expect(Number(next.rows[0]!.id)).toBe(4);
    // A key is unique.
    await expect(
      sql`INSERT INTO photos (owner_id, image_key, thumb_key, created_at) VALUES (${alice}, 'k.jpg', 'k2-thumb.jpg', ${now})`.execute(db),
    ).rejects.toThrow();
  });

  it('goes back down to listing_images with the attached photos, drafts dropped', async () => {
    await sql`DELETE FROM photos WHERE image_key = 'k.jpg'`.execute(db);
    await migrateTo(db, handle.dialect, '004-email-outbox');
    const rows = await sql<{
      image_key: string;
      position: number;
    }>`SELECT image_key, position FROM listing_images ORDER BY image_key`.execute(db);
    expect(rows.rows.map((r) => [r.image_key, Number(r.position)])).toEqual([
      [`${KEYS[0]}.jpg`, 0],
      [`${KEYS[1]}.jpg`, 1],
      [`${KEYS[2]}.jpg`, 0],
    ]);
    await migrateTo(db, handle.dialect);
  });
});
