import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Search facts in server memory (search/live-listings.ts, docs/decisions.md "Search speed"): every
 * live listing's filter and sort columns are held by each server, and the database only finds the
 * words and codes. `listing_facet_changes` says which listings changed since a server last looked,
 * one row per listing (its latest change), written by triggers in the same transaction as the change:
 * - SQLite: `seq` AUTOINCREMENT (never reused); one writer at a time, so numbers become visible in order.
 * - PostgreSQL: `changed_xid`, the changing transaction's id. A server remembers the oldest
 *   transaction still running when it last looked (its snapshot's xmin); every change it could not
 *   see then has an id at least that, so reading from there never misses one, without a lock
 *   shared by all writers.
 * Logged: a listing that is live, or was before the change, when a column a search filters, sorts or
 * matches by changes, or the row is deleted. A view count changes none of them.
 * The covering index of live listings (migration 010) now also holds `published_at`: a server
 * reads every live listing's facts from it when it starts.
 */
const WATCHED = [
  'title', 'description', 'technical_specs', 'category_id', 'brand_info', 'condition', 'handover',
  'outcode', 'unit_price_pence', 'published_at', 'owner_id', 'status', 'quantity',
].join(', ');
const FACTS_INDEX = `CREATE INDEX listings_live_facts_idx ON listings (published_at, category_id, brand_info, condition, handover, outcode, unit_price_pence, owner_id)
  WHERE status = 'live' AND quantity > 0`;
const OLD_FACETS_INDEX = `CREATE INDEX listings_live_facets_idx ON listings (category_id, brand_info, condition, handover, outcode, unit_price_pence, owner_id)
  WHERE status = 'live' AND quantity > 0`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE listing_facet_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, listing_id INTEGER NOT NULL UNIQUE)`.execute(db);
  const log = (row: string) => `INSERT OR REPLACE INTO listing_facet_changes (listing_id) VALUES (${row}.id);`;
  await sql.raw(`CREATE TRIGGER listings_facts_log_insert AFTER INSERT ON listings WHEN new.status = 'live' BEGIN ${log('new')} END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER listings_facts_log_update AFTER UPDATE OF ${WATCHED} ON listings WHEN old.status = 'live' OR new.status = 'live' BEGIN ${log('new')} END`)
    .execute(db);
  await sql.raw(`CREATE TRIGGER listings_facts_log_delete AFTER DELETE ON listings WHEN old.status = 'live' BEGIN ${log('old')} END`).execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE listing_facet_changes (listing_id integer PRIMARY KEY, changed_xid xid8 NOT NULL)`.execute(db);
  await sql`CREATE INDEX listing_facet_changes_xid_idx ON listing_facet_changes (changed_xid)`.execute(db);
  await sql.raw(`CREATE FUNCTION listing_facts_log() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed integer;
    BEGIN
      IF TG_OP = 'DELETE' THEN changed := OLD.id; ELSE changed := NEW.id; END IF;
      IF (TG_OP <> 'INSERT' AND OLD.status = 'live') OR (TG_OP <> 'DELETE' AND NEW.status = 'live') THEN
        INSERT INTO listing_facet_changes (listing_id, changed_xid) VALUES (changed, pg_current_xact_id())
          ON CONFLICT (listing_id) DO UPDATE SET changed_xid = EXCLUDED.changed_xid;
      END IF;
      RETURN NULL;
    END $$`).execute(db);
  await sql.raw(`CREATE TRIGGER listings_facts_log AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_facts_log()`).execute(db);
}

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await (ctx.idColumn.type === 'serial' ? upPostgres(db) : upSqlite(db));
  await sql`DROP INDEX listings_live_facets_idx`.execute(db);
  await sql.raw(FACTS_INDEX).execute(db);
}

export async function down(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await sql`DROP INDEX listings_live_facts_idx`.execute(db);
  await sql.raw(OLD_FACETS_INDEX).execute(db);
  if (ctx.idColumn.type === 'serial') {
    await sql`DROP TRIGGER listings_facts_log ON listings`.execute(db);
    await sql`DROP FUNCTION listing_facts_log()`.execute(db);
  } else {
    for (const trigger of ['listings_facts_log_insert', 'listings_facts_log_update', 'listings_facts_log_delete']) await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  }
  await sql`DROP TABLE listing_facet_changes`.execute(db);
}
