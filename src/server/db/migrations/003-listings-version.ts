import type { Kysely } from 'kysely';

/**
 * A per-owner counter bumped in the same transaction as every listing write. The inventory
 * list is cached per owner and version, so every instance can tell a stale copy from the
 * session lookup it already makes (see listings-cache.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('listings_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('listings_version').execute();
}
