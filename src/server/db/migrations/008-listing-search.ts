import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * The marketplace search index, kept by triggers on `listings` so that every write path (create,
 * edit, publish, withdraw, bulk, delete, quantity 0) changes it in the same transaction, and a
 * view count (an update of `views` only) never touches it. Only live rows with quantity > 0 are
 * indexed. Codes: title, brand, specs and description upper-cased with `- / . _` removed, so a
 * part number matches by substring on that normalised form.
 * SQLite: FTS5 (unicode61 words, weighted by bm25 at query time) + an FTS5 trigram table for codes
 * + an fts5vocab view (the word list typo correction draws candidates from).
 * PostgreSQL: a weighted tsvector with GIN, the codes text with a pg_trgm GIN index, and a word list.
 */
const CODES = (row: string) =>
  `upper(replace(replace(replace(replace(${row}.title || ' ' || coalesce(${row}.brand_info, '') || ' ' || coalesce(${row}.technical_specs, '') || ' ' || coalesce(${row}.description, ''), '-', ''), '/', ''), '.', ''), '_', ''))`;
const INDEXED_COLUMNS = 'title, description, category_id, brand_info, technical_specs, status, quantity';

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE listing_search USING fts5(title, brand, category, description, specs, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`CREATE VIRTUAL TABLE listing_codes USING fts5(codes, tokenize = 'trigram')`.execute(db);
  await sql`CREATE VIRTUAL TABLE listing_search_vocab USING fts5vocab(listing_search, 'row')`.execute(db);
  const insert = (row: string, where: string) => `
    INSERT INTO listing_search (rowid, title, brand, category, description, specs)
      SELECT ${row}.id, ${row}.title, coalesce(${row}.brand_info, ''), coalesce((SELECT name FROM categories WHERE id = ${row}.category_id), ''),
             coalesce(${row}.description, ''), coalesce(${row}.technical_specs, '') ${where};
    INSERT INTO listing_codes (rowid, codes) SELECT ${row}.id, ${CODES(row)} ${where};`;
  const remove = `DELETE FROM listing_search WHERE rowid = old.id; DELETE FROM listing_codes WHERE rowid = old.id;`;
  const live = `WHERE new.status = 'live' AND new.quantity > 0`;
  await sql.raw(`CREATE TRIGGER listings_search_insert AFTER INSERT ON listings BEGIN ${insert('new', live)} END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER listings_search_update AFTER UPDATE OF ${INDEXED_COLUMNS} ON listings BEGIN ${remove} ${insert('new', live)} END`)
    .execute(db);
  await sql.raw(`CREATE TRIGGER listings_search_delete AFTER DELETE ON listings BEGIN ${remove} END`).execute(db);
  // Rows already live when this runs.
  for (const statement of insert('l', `FROM listings l WHERE l.status = 'live' AND l.quantity > 0`).split(';')) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE TABLE listing_search (
    listing_id integer PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
    document tsvector NOT NULL,
    codes text NOT NULL)`.execute(db);
  await sql`CREATE INDEX listing_search_document_idx ON listing_search USING gin (document)`.execute(db);
  await sql`CREATE INDEX listing_search_codes_idx ON listing_search USING gin (codes gin_trgm_ops)`.execute(db);
  // Every word ever indexed (never pruned: a stale word only adds a candidate that matches nothing).
  await sql`CREATE TABLE listing_search_words (word text PRIMARY KEY)`.execute(db);
  await sql`CREATE INDEX listing_search_words_trgm_idx ON listing_search_words USING gin (word gin_trgm_ops)`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION listing_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE doc tsvector;
    BEGIN
      IF NEW.status = 'live' AND NEW.quantity > 0 THEN
        doc := setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A')
            || setweight(to_tsvector('simple', coalesce(NEW.brand_info, '') || ' ' || coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B')
            || setweight(to_tsvector('simple', coalesce(NEW.technical_specs, '')), 'C')
            || setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
        INSERT INTO listing_search (listing_id, document, codes) VALUES (NEW.id, doc, ${CODES('NEW')})
          ON CONFLICT (listing_id) DO UPDATE SET document = EXCLUDED.document, codes = EXCLUDED.codes;
        INSERT INTO listing_search_words (word) SELECT unnest(tsvector_to_array(doc)) ON CONFLICT DO NOTHING;
      ELSE
        DELETE FROM listing_search WHERE listing_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER listings_search_refresh AFTER INSERT OR UPDATE OF ${INDEXED_COLUMNS} ON listings
    FOR EACH ROW EXECUTE FUNCTION listing_search_refresh()`,
    )
    .execute(db);
  await sql`UPDATE listings SET status = status WHERE status = 'live'`.execute(db);
}

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await (ctx.idColumn.type === 'serial' ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  if (ctx.idColumn.type === 'serial') {
    await sql`DROP TRIGGER listings_search_refresh ON listings`.execute(db);
    await sql`DROP FUNCTION listing_search_refresh()`.execute(db);
    await sql`DROP TABLE listing_search_words`.execute(db);
    await sql`DROP TABLE listing_search`.execute(db);
    return;
  }
  for (const trigger of ['listings_search_insert', 'listings_search_update', 'listings_search_delete']) {
    await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  }
  for (const table of ['listing_search_vocab', 'listing_codes', 'listing_search']) await sql.raw(`DROP TABLE ${table}`).execute(db);
}
