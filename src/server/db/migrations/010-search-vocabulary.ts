import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * What lets the server keep the words typo correction draws from in memory and catch up cheaply
 * (search-vocabulary.ts), instead of reading the whole word list for every typed word.
 * SQLite: `listing_search_changes` holds, per live listing, the sequence number of its last
 * indexing (AUTOINCREMENT: never reused); the server reads the text of rows past the last number
 * it has seen. Kept by triggers beside migration 008's, in the same transaction.
 * PostgreSQL: the word list keeps only words that can be corrected to (3+ letters, no digit),
 * each stamped with the version that added it; `listing_search_state` holds the version. The
 * trigger takes the next version only when it adds a word, under the state row's lock, so
 * versions become visible in the order they were taken and `added_version > n` never misses one.
 */
const INDEXED_COLUMNS = 'title, description, category_id, brand_info, technical_specs, status, quantity';

// Migration 008's document and normalised codes, unchanged; only the word list differs.
const CODES = `upper(replace(replace(replace(replace(NEW.title || ' ' || coalesce(NEW.brand_info, '') || ' ' || coalesce(NEW.technical_specs, '') || ' ' || coalesce(NEW.description, ''), '-', ''), '/', ''), '.', ''), '_', ''))`;
const refreshFunction = (declarations: string, words: string) => `CREATE OR REPLACE FUNCTION listing_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE doc tsvector; ${declarations}
    BEGIN
      IF NEW.status = 'live' AND NEW.quantity > 0 THEN
        doc := setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A')
            || setweight(to_tsvector('simple', coalesce(NEW.brand_info, '') || ' ' || coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B')
            || setweight(to_tsvector('simple', coalesce(NEW.technical_specs, '')), 'C')
            || setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
        INSERT INTO listing_search (listing_id, document, codes) VALUES (NEW.id, doc, ${CODES})
          ON CONFLICT (listing_id) DO UPDATE SET document = EXCLUDED.document, codes = EXCLUDED.codes;
        ${words}
      ELSE
        DELETE FROM listing_search WHERE listing_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`;
const STAMPED_WORDS = `WITH inserted AS (
          INSERT INTO listing_search_words (word)
            SELECT w FROM unnest(tsvector_to_array(doc)) AS w WHERE length(w) >= 3 AND w !~ '[0-9]'
            ON CONFLICT DO NOTHING RETURNING word)
        SELECT array_agg(word) INTO added FROM inserted;
        IF added IS NOT NULL THEN
          UPDATE listing_search_state SET words_version = words_version + 1 WHERE id = 1 RETURNING words_version INTO version;
          UPDATE listing_search_words SET added_version = version WHERE word = ANY (added);
        END IF;`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE listing_search_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, listing_id INTEGER NOT NULL UNIQUE)`.execute(db);
  const log = `INSERT OR REPLACE INTO listing_search_changes (listing_id) VALUES (new.id);`;
  const live = `WHEN new.status = 'live' AND new.quantity > 0`;
  await sql.raw(`CREATE TRIGGER listings_search_log_insert AFTER INSERT ON listings ${live} BEGIN ${log} END`).execute(db);
  await sql.raw(`CREATE TRIGGER listings_search_log_update AFTER UPDATE OF ${INDEXED_COLUMNS} ON listings ${live} BEGIN ${log} END`).execute(db);
  await sql`CREATE TRIGGER listings_search_log_delete AFTER DELETE ON listings BEGIN DELETE FROM listing_search_changes WHERE listing_id = old.id; END`.execute(db);
  await sql`INSERT INTO listing_search_changes (listing_id) SELECT id FROM listings WHERE status = 'live' AND quantity > 0 ORDER BY id`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX listing_search_words_trgm_idx`.execute(db);
  await sql`DELETE FROM listing_search_words WHERE length(word) < 3 OR word ~ '[0-9]'`.execute(db);
  await sql`ALTER TABLE listing_search_words ADD COLUMN added_version bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE INDEX listing_search_words_added_idx ON listing_search_words (added_version)`.execute(db);
  await sql`CREATE TABLE listing_search_state (id integer PRIMARY KEY CHECK (id = 1), words_version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO listing_search_state (id, words_version) VALUES (1, 0)`.execute(db);
  await sql.raw(refreshFunction('added text[]; version bigint;', STAMPED_WORDS)).execute(db);
}

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await (ctx.idColumn.type === 'serial' ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  if (ctx.idColumn.type === 'serial') {
    // Migration 008's function takes over again; the words it would have kept come back as listings change.
    await sql`DROP TABLE listing_search_state`.execute(db);
    await sql`DROP INDEX listing_search_words_added_idx`.execute(db);
    await sql`ALTER TABLE listing_search_words DROP COLUMN added_version`.execute(db);
    await sql`CREATE INDEX listing_search_words_trgm_idx ON listing_search_words USING gin (word gin_trgm_ops)`.execute(db);
    await sql.raw(refreshFunction('', 'INSERT INTO listing_search_words (word) SELECT unnest(tsvector_to_array(doc)) ON CONFLICT DO NOTHING;')).execute(db);
    return;
  }
  for (const trigger of ['listings_search_log_insert', 'listings_search_log_update', 'listings_search_log_delete']) {
    await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  }
  await sql`DROP TABLE listing_search_changes`.execute(db);
}
