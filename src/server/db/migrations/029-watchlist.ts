import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Watchlist (issue 27, item 2; docs/watchlist.md). `watchlist`: one row per user and listing, with
 * the unit price when watched; it goes with the listing (cascade) and with the account.
 *
 * A trigger on listings writes the watchers' notifications in the same transaction as the change
 * (as the wanted list's match jobs are written), so they are in GET /api/notifications at once:
 * - `watch_price_drop`: a live listing's unit price went down;
 * - `watch_last_one`: a live listing went down to one unit;
 * - `watch_sold`: a live listing's last unit went (quantity 0);
 * - `watch_withdrawn`: a live listing with stock was made private.
 * A notification names the listing; a price drop gives the new price. Nothing after a listing is
 * private: its later changes tell watchers nothing.
 * `users.watch_mail`: 1 = a daily email of those notifications (the default), 0 = off.
 */
const KINDS = `CASE
  WHEN OLD.status = 'live' AND NEW.status <> 'live' AND OLD.quantity > 0 THEN 'watch_withdrawn'
  WHEN NEW.status = 'live' AND OLD.status = 'live' AND NEW.quantity = 0 AND OLD.quantity > 0 THEN 'watch_sold'
  WHEN NEW.status = 'live' AND OLD.status = 'live' AND NEW.quantity > 0 AND NEW.unit_price_pence < OLD.unit_price_pence THEN 'watch_price_drop'
  WHEN NEW.status = 'live' AND OLD.status = 'live' AND NEW.quantity = 1 AND OLD.quantity > 1 THEN 'watch_last_one'
END`;
const WHEN = `OLD.status = 'live' AND (NEW.status <> 'live' OR (NEW.quantity = 0 AND OLD.quantity > 0)
  OR (NEW.quantity > 0 AND NEW.unit_price_pence < OLD.unit_price_pence) OR (NEW.quantity = 1 AND OLD.quantity > 1))`;

function notifySql(money: string, now: string, concat: (...parts: string[]) => string): string {
  const title = `CASE k.kind
      WHEN 'watch_price_drop' THEN ${concat("'Price drop: '", 'NEW.title')}
      WHEN 'watch_last_one' THEN ${concat("'Only one left: '", 'NEW.title')}
      WHEN 'watch_sold' THEN ${concat("'Sold: '", 'NEW.title')}
      ELSE ${concat("'No longer available: '", 'NEW.title')} END`;
  const body = `CASE k.kind
      WHEN 'watch_price_drop' THEN ${concat("'Now '", money, "' each (was '", money.replaceAll('NEW.', 'OLD.'), "'), on a listing you watch.'")}
      WHEN 'watch_last_one' THEN ${concat("'Only one unit is left, at '", money, "' each.'")}
      WHEN 'watch_sold' THEN 'The last unit has been sold.'
      ELSE 'The seller has withdrawn this listing.' END`;
  return `INSERT INTO notifications (user_id, kind, title, body, url, created_at)
    SELECT w.user_id, k.kind, substr(${title}, 1, 300), ${body}, ${concat("'/listing/'", 'CAST(NEW.id AS TEXT)')}, ${now}
    FROM watchlist w CROSS JOIN (SELECT ${KINDS} AS kind) k
    WHERE w.listing_id = NEW.id AND k.kind IS NOT NULL`;
}

export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  const postgres = idColumn.type === 'serial';
  await db.schema
    .createTable('watchlist')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('price_pence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('watchlist_user_listing_key', ['user_id', 'listing_id'])
    .execute();
  // The watchers of a listing (the trigger, the seller's counts).
  await db.schema.createIndex('watchlist_listing_idx').on('watchlist').column('listing_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('watch_mail', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  if (postgres) {
    const money = `'£' || to_char(NEW.unit_price_pence / 100.0, 'FM999999990.00')`;
    const now = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await sql
      .raw(
        `CREATE FUNCTION watchlist_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${WHEN} THEN
          ${notifySql(money, now, (...parts) => parts.join(' || '))};
        END IF;
        RETURN NULL;
      END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER listings_watchlist_notify AFTER UPDATE OF status, quantity, unit_price_pence ON listings
      FOR EACH ROW EXECUTE FUNCTION watchlist_notify()`.execute(db);
  } else {
    const money = `'£' || printf('%.2f', NEW.unit_price_pence / 100.0)`;
    const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
    await sql
      .raw(
        `CREATE TRIGGER listings_watchlist_notify AFTER UPDATE OF status, quantity, unit_price_pence ON listings
      WHEN ${WHEN}
      BEGIN
        ${notifySql(money, now, (...parts) => parts.join(' || '))};
      END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  if (idColumn.type === 'serial') {
    await sql`DROP TRIGGER listings_watchlist_notify ON listings`.execute(db);
    await sql`DROP FUNCTION watchlist_notify()`.execute(db);
  } else {
    await sql`DROP TRIGGER listings_watchlist_notify`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('watch_mail').execute();
  await db.schema.dropTable('watchlist').execute();
}
