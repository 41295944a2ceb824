import { afterEach, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { CATEGORIES } from '../../../src/shared/constants/categories.ts';
import { CATEGORIES_AT_001, up as up001 } from '../../../src/server/db/migrations/001-accounts.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';

type CategoriesDb = { categories: { id: number; name: string } };
let db: Kysely<CategoriesDb> | undefined;
afterEach(async () => db?.destroy());

function openMemoryDb(): Kysely<CategoriesDb> {
  db = new Kysely<CategoriesDb>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  return db;
}

const readCategories = (database: Kysely<CategoriesDb>) => database.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();

describe('migration 001 categories', () => {
  it('seeds its frozen copy of the categories, row for row', async () => {
    const database = openMemoryDb();
    await up001(database as unknown as Kysely<unknown>, { idColumn: { type: 'integer', build: (c) => c.primaryKey().autoIncrement() } });
    expect(await readCategories(database)).toEqual(CATEGORIES_AT_001.map(({ id, name }) => ({ id, name })));
  });

  it('leaves, with every later migration, exactly the categories of src/shared (a change there needs a new migration)', async () => {
    const database = openMemoryDb();
    await migrateToLatest(database as unknown as Kysely<unknown>, 'sqlite');
    expect(await readCategories(database)).toEqual(CATEGORIES.map(({ id, name }) => ({ id, name })));
  });
});
