import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Search at 100,000 listings (bench/search.ts, docs/decisions.md "Search speed").
 * The words the index holds are kept in server memory (search-vocabulary.ts), caught up cheaply:
 * - SQLite: `listing_search_changes` holds, per live listing, the sequence number of its last
 *   indexing (AUTOINCREMENT: never reused); the server reads the text of rows past the last
 *   number it has seen. Kept by triggers beside migration 008's, in the same transaction.
 * - PostgreSQL: each word of `listing_search_words` is stamped with the version that added it;
 *   `listing_search_state` holds the version. The trigger takes the next version only when it adds
 *   a word, under the state row's lock, so versions become visible in the order they were taken
 *   and `added_version > n` never misses one.
 * PostgreSQL's `listing_search` also carries the listing's columns that searches filter and count
 * by, so a search reads one row per match instead of two (its key is renamed `id` to match).
 * Both: a partial index of live listings holding every column a search without words counts by,
 * so the marketplace's first page groups 100,000 listings from the index alone.
 */
const INDEXED_COLUMNS = 'title, description, category_id, brand_info, technical_specs, status, quantity';
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

// Migration 008's document and normalised codes, unchanged.
const DOCUMENT = `setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A')
            || setweight(to_tsvector('simple', coalesce(NEW.brand_info, '') || ' ' || coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B')
            || setweight(to_tsvector('simple', coalesce(NEW.technical_specs, '')), 'C')
            || setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D')`;
const CODES = `upper(replace(replace(replace(replace(NEW.title || ' ' || coalesce(NEW.brand_info, '') || ' ' || coalesce(NEW.technical_specs, '') || ' ' || coalesce(NEW.description, ''), '-', ''), '/', ''), '.', ''), '_', ''))`;

const REFRESH_FUNCTION = `CREATE OR REPLACE FUNCTION listing_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE doc tsvector; added text[]; version bigint;
    BEGIN
      IF NEW.status = 'live' AND NEW.quantity > 0 THEN
        doc := ${DOCUMENT};
        INSERT INTO listing_search (id, document, codes, ${FACET_COLUMNS.join(', ')})
          VALUES (NEW.id, doc, ${CODES}, ${FACET_COLUMNS.map((c) => `NEW.${c}`).join(', ')})
          ON CONFLICT (id) DO UPDATE SET document = EXCLUDED.document, codes = EXCLUDED.codes,
            ${FACET_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')};
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

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE listing_search_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, listing_id INTEGER NOT NULL UNIQUE)`.execute(db);
  const log = `INSERT OR REPLACE INTO listing_search_changes (listing_id) VALUES (new.id);`;
  const live = `WHEN new.status = 'live' AND new.quantity > 0`;
  await sql.raw(`CREATE TRIGGER listings_search_log_insert AFTER INSERT ON listings ${live} BEGIN ${log} END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER listings_search_log_update AFTER UPDATE OF ${INDEXED_COLUMNS} ON listings ${live} BEGIN ${log} END`)
    .execute(db);
  await sql`CREATE TRIGGER listings_search_log_delete AFTER DELETE ON listings BEGIN DELETE FROM listing_search_changes WHERE listing_id = old.id; END`.execute(
    db,
  );
  await sql`INSERT INTO listing_search_changes (listing_id) SELECT id FROM listings WHERE status = 'live' AND quantity > 0 ORDER BY id`.execute(
    db,
  );
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // Typo candidates are matched in memory now, not by trigram similarity.
  await sql`DROP INDEX listing_search_words_trgm_idx`.execute(db);
  await sql`ALTER TABLE listing_search_words ADD COLUMN added_version bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE INDEX listing_search_words_added_idx ON listing_search_words (added_version)`.execute(db);
  await sql`CREATE TABLE listing_search_state (id integer PRIMARY KEY CHECK (id = 1), words_version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO listing_search_state (id, words_version) VALUES (1, 0)`.execute(db);

  await sql`ALTER TABLE listing_search RENAME COLUMN listing_id TO id`.execute(db);
  for (const [i, column] of FACET_COLUMNS.entries())
    await sql.raw(`ALTER TABLE listing_search ADD COLUMN ${column} ${FACET_TYPES[i]}`).execute(db);
  await sql
    .raw(`UPDATE listing_search s SET ${FACET_COLUMNS.map((c) => `${c} = l.${c}`).join(', ')} FROM listings l WHERE l.id = s.id`)
    .execute(db);

  await sql.raw(REFRESH_FUNCTION).execute(db);
  await sql`DROP TRIGGER listings_search_refresh ON listings`.execute(db);
  const watched = [...new Set([...INDEXED_COLUMNS.split(', '), ...FACET_COLUMNS])].join(', ');
  await sql
    .raw(
      `CREATE TRIGGER listings_search_refresh AFTER INSERT OR UPDATE OF ${watched} ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_search_refresh()`,
    )
    .execute(db);
}

const FACETS_INDEX = `CREATE INDEX listings_live_facets_idx ON listings (category_id, brand_info, condition, handover, outcode, unit_price_pence, owner_id)
  WHERE status = 'live' AND quantity > 0`;

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await (ctx.idColumn.type === 'serial' ? upPostgres(db) : upSqlite(db));
  await sql.raw(FACETS_INDEX).execute(db);
}

export async function down(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await sql`DROP INDEX listings_live_facets_idx`.execute(db);
  if (ctx.idColumn.type === 'serial') {
    // Migration 008's trigger and function take over again.
    await sql`DROP TRIGGER listings_search_refresh ON listings`.execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION listing_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE doc tsvector;
    BEGIN
      IF NEW.status = 'live' AND NEW.quantity > 0 THEN
        doc := ${DOCUMENT};
        INSERT INTO listing_search (listing_id, document, codes) VALUES (NEW.id, doc, ${CODES})
          ON CONFLICT (listing_id) DO UPDATE SET document = EXCLUDED.document, codes = EXCLUDED.codes;
        INSERT INTO listing_search_words (word) SELECT unnest(tsvector_to_array(doc)) ON CONFLICT DO NOTHING;
      ELSE
        DELETE FROM listing_search WHERE listing_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`,
      )
      .execute(db);
    for (const column of FACET_COLUMNS) await sql.raw(`ALTER TABLE listing_search DROP COLUMN ${column}`).execute(db);
    await sql`ALTER TABLE listing_search RENAME COLUMN id TO listing_id`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER listings_search_refresh AFTER INSERT OR UPDATE OF ${INDEXED_COLUMNS} ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_search_refresh()`,
      )
      .execute(db);
    await sql`DROP TABLE listing_search_state`.execute(db);
    await sql`DROP INDEX listing_search_words_added_idx`.execute(db);
    await sql`ALTER TABLE listing_search_words DROP COLUMN added_version`.execute(db);
    await sql`CREATE INDEX listing_search_words_trgm_idx ON listing_search_words USING gin (word gin_trgm_ops)`.execute(db);
    return;
  }
  for (const trigger of ['listings_search_log_insert', 'listings_search_log_update', 'listings_search_log_delete']) {
    await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  }
  await sql`DROP TABLE listing_search_changes`.execute(db);
}
