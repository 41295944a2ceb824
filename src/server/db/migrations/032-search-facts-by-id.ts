import { sql, type Kysely } from 'kysely';

/**
 * Live listings' facts by id (issue 28: a node reads every live listing's facts when it starts).
 * The same covering index as 019's `listings_live_facts_idx`, led by the id, so that the facts are
 * read in pages of ids (`id > last ORDER BY id LIMIT n`, each a seek) instead of in one statement
 * whose rows are all held at once: the peak memory of a node's start is a page, not the catalogue.
 * 019's index stays: reads ordered by date may use it.
 */
const INDEX = `CREATE INDEX listings_live_facts_by_id_idx
  ON listings (id, published_at, category_id, brand_info, condition, handover, outcode, unit_price_pence, owner_id)
  WHERE status = 'live' AND quantity > 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(INDEX).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX listings_live_facts_by_id_idx`.execute(db);
}
