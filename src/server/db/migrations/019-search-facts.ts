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
 * PostgreSQL's `listing_search` loses the filter columns migration 010 gave it (no search reads
 * them now), and its trigger again watches only the indexed columns: a new price no longer
 * rewrites the listing's document.
 */
const WATCHED = [
  'title',
  'description',
  'technical_specs',
  'category_id',
  'brand_info',
  'condition',
  'handover',
  'outcode',
  'unit_price_pence',
  'published_at',
  'owner_id',
  'status',
  'quantity',
].join(', ');
const FACTS_INDEX = `CREATE INDEX listings_live_facts_idx ON listings (published_at, category_id, brand_info, condition, handover, outcode, unit_price_pence, owner_id)
  WHERE status = 'live' AND quantity > 0`;
const INDEXED_COLUMNS = 'title, description, category_id, brand_info, technical_specs, status, quantity';
// Migration 010's columns of listing_search, and its document and codes, unchanged.
const FACET_COLUMNS = [
  'owner_id',
  'category_id',
  'brand_info',
  'condition',
  'handover',
  'outcode',
  'unit_price_pence',
  'published_at',
  'status',
  'quantity',
];
const FACET_TYPES = [
  'integer',
  'integer',
  'varchar(200)',
  'varchar(20)',
  'varchar(10)',
  'varchar(4)',
  'integer',
  'varchar(32)',
  'varchar(10)',
  'integer',
];
const DOCUMENT = `setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A')
            || setweight(to_tsvector('simple', coalesce(NEW.brand_info, '') || ' ' || coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B')
            || setweight(to_tsvector('simple', coalesce(NEW.technical_specs, '')), 'C')
            || setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D')`;
const CODES = `upper(replace(replace(replace(replace(NEW.title || ' ' || coalesce(NEW.brand_info, '') || ' ' || coalesce(NEW.technical_specs, '') || ' ' || coalesce(NEW.description, ''), '-', ''), '/', ''), '.', ''), '_', ''))`;

/** The search row's refresh, with `columns` of the listing copied into it (migration 010's) or none. */
const refreshFunction = (columns: string[]) => `CREATE OR REPLACE FUNCTION listing_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE doc tsvector; added text[]; version bigint;
    BEGIN
      IF NEW.status = 'live' AND NEW.quantity > 0 THEN
        doc := ${DOCUMENT};
        INSERT INTO listing_search (id, document, codes${columns.map((c) => `, ${c}`).join('')})
          VALUES (NEW.id, doc, ${CODES}${columns.map((c) => `, NEW.${c}`).join('')})
          ON CONFLICT (id) DO UPDATE SET document = EXCLUDED.document, codes = EXCLUDED.codes${columns.map((c) => `, ${c} = EXCLUDED.${c}`).join('')};
        WITH inserted AS (
          INSERT INTO listing_search_words (word) SELECT unnest(tsvector_to_array(doc)) ON CONFLICT DO NOTHING RETURNING word)
        SELECT array_agg(word) INTO added FROM inserted;
        IF added IS NOT NULL THEN
          UPDATE listing_search_state SET words_version = words_version + 1 WHERE id = 1 RETURNING words_version INTO version;
          UPDATE listing_search_words SET added_version = version WHERE word = ANY (added);
        END IF;
      ELSE
        DELETE FROM listing_search WHERE id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`;

async function watchForSearch(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`DROP TRIGGER listings_search_refresh ON listings`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER listings_search_refresh AFTER INSERT OR UPDATE OF ${columns} ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_search_refresh()`,
    )
    .execute(db);
}

const OLD_FACETS_INDEX = `CREATE INDEX listings_live_facets_idx ON listings (category_id, brand_info, condition, handover, outcode, unit_price_pence, owner_id)
  WHERE status = 'live' AND quantity > 0`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE listing_facet_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, listing_id INTEGER NOT NULL UNIQUE)`.execute(db);
  const log = (row: string) => `INSERT OR REPLACE INTO listing_facet_changes (listing_id) VALUES (${row}.id);`;
  await sql
    .raw(`CREATE TRIGGER listings_facts_log_insert AFTER INSERT ON listings WHEN new.status = 'live' BEGIN ${log('new')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER listings_facts_log_update AFTER UPDATE OF ${WATCHED} ON listings WHEN old.status = 'live' OR new.status = 'live' BEGIN ${log('new')} END`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER listings_facts_log_delete AFTER DELETE ON listings WHEN old.status = 'live' BEGIN ${log('old')} END`)
    .execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE listing_facet_changes (listing_id integer PRIMARY KEY, changed_xid xid8 NOT NULL)`.execute(db);
  await sql`CREATE INDEX listing_facet_changes_xid_idx ON listing_facet_changes (changed_xid)`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION listing_facts_log() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed integer;
    BEGIN
      IF TG_OP = 'DELETE' THEN changed := OLD.id; ELSE changed := NEW.id; END IF;
      IF (TG_OP <> 'INSERT' AND OLD.status = 'live') OR (TG_OP <> 'DELETE' AND NEW.status = 'live') THEN
        INSERT INTO listing_facet_changes (listing_id, changed_xid) VALUES (changed, pg_current_xact_id())
          ON CONFLICT (listing_id) DO UPDATE SET changed_xid = EXCLUDED.changed_xid;
      END IF;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER listings_facts_log AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_facts_log()`,
    )
    .execute(db);
  await sql.raw(refreshFunction([])).execute(db);
  await watchForSearch(db, INDEXED_COLUMNS);
  for (const column of FACET_COLUMNS) await sql.raw(`ALTER TABLE listing_search DROP COLUMN ${column}`).execute(db);
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
    for (const [i, column] of FACET_COLUMNS.entries())
      await sql.raw(`ALTER TABLE listing_search ADD COLUMN ${column} ${FACET_TYPES[i]}`).execute(db);
    await sql
      .raw(`UPDATE listing_search s SET ${FACET_COLUMNS.map((c) => `${c} = l.${c}`).join(', ')} FROM listings l WHERE l.id = s.id`)
      .execute(db);
    await sql.raw(refreshFunction(FACET_COLUMNS)).execute(db);
    await watchForSearch(db, [...new Set([...INDEXED_COLUMNS.split(', '), ...FACET_COLUMNS])].join(', '));
    await sql`DROP TRIGGER listings_facts_log ON listings`.execute(db);
    await sql`DROP FUNCTION listing_facts_log()`.execute(db);
  } else {
    for (const trigger of ['listings_facts_log_insert', 'listings_facts_log_update', 'listings_facts_log_delete'])
      await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  }
  await sql`DROP TABLE listing_facet_changes`.execute(db);
}
