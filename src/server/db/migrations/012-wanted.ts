import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Wanted lists and their alerts (issue 14).
 *
 * `wanted_items`: what a user looks for, as typed (`words`, `ratings` a JSON array) plus what
 * matching reads: `brand_key` (lower case), `match_data` (words, codes and ratings worked out, JSON),
 * and the latitude/longitude box around `near_outcode` that holds `radius_miles` (null without a
 * radius), for a prefilter in SQL. `alert_mode` instant | daily | off; `paused` 0/1.
 *
 * `wanted_match_jobs`: a listing to match, written by a trigger on `listings` in the same
 * transaction as the write that calls for it (private → live, or a live listing's unit price going
 * down), whatever code path makes it; a server instance claims one (`locked_until`), matches it and
 * deletes it in the transaction that records the alerts. A crash leaves the row to be claimed again.
 *
 * `wanted_matches`: one row per alert, unique per (wanted item, listing, unit price), inserted
 * ON CONFLICT DO NOTHING: a retried job or a second instance cannot alert twice. `digest` none |
 * pending (waits for the daily email) | sent; `reasons` the JSON reasons shown in that email.
 *
 * `notifications`: in-app alerts. `wanted_digests`: one daily email per (user, day), unique.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('wanted_items')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('words', 'varchar(200)', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('brand', 'varchar(100)')
    .addColumn('brand_key', 'varchar(100)')
    .addColumn('ratings', 'text', (c) => c.notNull())
    .addColumn('match_data', 'text', (c) => c.notNull())
    .addColumn('max_price_pence', 'integer', (c) => c.check(sql`max_price_pence > 0`))
    .addColumn('near_outcode', 'varchar(4)')
    .addColumn('radius_miles', 'integer', (c) => c.check(sql`radius_miles IN (5, 10, 25, 50, 100)`))
    .addColumn('box_min_lat', 'double precision')
    .addColumn('box_max_lat', 'double precision')
    .addColumn('box_min_lon', 'double precision')
    .addColumn('box_max_lon', 'double precision')
    .addColumn('alert_mode', 'varchar(10)', (c) => c.notNull().check(sql`alert_mode IN ('instant', 'daily', 'off')`))
    .addColumn('paused', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paused IN (0, 1)`),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wanted_items_user_idx').on('wanted_items').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('wanted_match_jobs')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull().check(sql`reason IN ('published', 'price_drop')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wanted_matches')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('wanted_id', 'integer', (c) => c.notNull().references('wanted_items.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('price_pence', 'integer', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('distance_miles', 'double precision')
    .addColumn('digest', 'varchar(10)', (c) => c.notNull().check(sql`digest IN ('none', 'pending', 'sent')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wanted_matches_alert_key', ['wanted_id', 'listing_id', 'price_pence'])
    .execute();
  await db.schema.createIndex('wanted_matches_listing_idx').on('wanted_matches').columns(['listing_id', 'wanted_id']).execute();
  await db.schema.createIndex('wanted_matches_digest_idx').on('wanted_matches').columns(['digest', 'created_at']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('wanted_digests')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('matches', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wanted_digests_user_day_key', ['user_id', 'day'])
    .execute();

  // The job, in the transaction of the write: private → live, or a live listing cheaper per unit,
  // while some wanted item could alert (none: nothing to match, and an item saved later never
  // alerts for listings already live). Not on INSERT: every listing is created private.
  if (idColumn.type === 'serial') {
    await sql`CREATE FUNCTION wanted_match_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'live' AND NEW.quantity > 0 AND (OLD.status <> 'live' OR NEW.unit_price_pence < OLD.unit_price_pence)
           AND EXISTS (SELECT 1 FROM wanted_items WHERE paused = 0 AND alert_mode <> 'off') THEN
          INSERT INTO wanted_match_jobs (listing_id, unit_price_pence, reason, attempts, created_at)
          VALUES (NEW.id, NEW.unit_price_pence, CASE WHEN OLD.status = 'live' THEN 'price_drop' ELSE 'published' END, 0,
                  to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER listings_wanted_match_job AFTER UPDATE OF status, unit_price_pence ON listings
      FOR EACH ROW EXECUTE FUNCTION wanted_match_job()`.execute(db);
  } else {
    await sql`CREATE TRIGGER listings_wanted_match_job AFTER UPDATE OF status, unit_price_pence ON listings
      WHEN NEW.status = 'live' AND NEW.quantity > 0 AND (OLD.status <> 'live' OR NEW.unit_price_pence < OLD.unit_price_pence)
        AND EXISTS (SELECT 1 FROM wanted_items WHERE paused = 0 AND alert_mode <> 'off')
      BEGIN
        INSERT INTO wanted_match_jobs (listing_id, unit_price_pence, reason, attempts, created_at)
        VALUES (NEW.id, NEW.unit_price_pence, CASE WHEN OLD.status = 'live' THEN 'price_drop' ELSE 'published' END, 0,
                strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
      END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  if (idColumn.type === 'serial') {
    await sql`DROP TRIGGER listings_wanted_match_job ON listings`.execute(db);
    await sql`DROP FUNCTION wanted_match_job()`.execute(db);
  } else {
    await sql`DROP TRIGGER listings_wanted_match_job`.execute(db);
  }
  for (const table of ['wanted_digests', 'notifications', 'wanted_matches', 'wanted_match_jobs', 'wanted_items']) {
    await db.schema.dropTable(table).execute();
  }
}
