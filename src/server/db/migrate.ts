import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './database.ts';
import type { MigrationContext } from './migration-context.ts';

export type { MigrationContext } from './migration-context.ts';
import * as m001 from './migrations/001-accounts.ts';
import * as m002 from './migrations/002-listings.ts';
import * as m003 from './migrations/003-listings-version.ts';
import * as m004 from './migrations/004-email-outbox.ts';
import * as m005 from './migrations/005-photos.ts';
import * as m006 from './migrations/006-photo-analyses.ts';
import * as m007 from './migrations/007-listing-publishing.ts';
import * as m008 from './migrations/008-listing-search.ts';
import * as m009 from './migrations/009-listing-views.ts';
import * as m010 from './migrations/010-search-vocabulary.ts';
import * as m011 from './migrations/011-deals.ts';
import * as m012 from './migrations/012-wanted.ts';
import * as m013 from './migrations/013-moderation.ts';
import * as m014 from './migrations/014-account-controls.ts';
import * as m015 from './migrations/015-sparebot-feedback.ts';
import * as m016 from './migrations/016-orders.ts';
import * as m017 from './migrations/017-payments.ts';
import * as m018 from './migrations/018-disputes.ts';
import * as m019 from './migrations/019-search-facts.ts';
import * as m025 from './migrations/025-placeable-postcodes.ts';
import * as m026 from './migrations/026-sparebot-owner-notes.ts';
import * as m027 from './migrations/027-order-tracking.ts';
import * as m028 from './migrations/028-order-feedback.ts';
import * as m029 from './migrations/029-watchlist.ts';
import * as m030 from './migrations/030-feedback-reports.ts';
import * as m032 from './migrations/032-search-facts-by-id.ts';

type MigrationModule = {
  up: (db: Kysely<unknown>, ctx: MigrationContext) => Promise<void>;
  down?: (db: Kysely<unknown>, ctx: MigrationContext) => Promise<void>;
};

/** Numbered, never edited once landed. Imported statically so the compiled server needs no file scanning. */
const MIGRATIONS: Record<string, MigrationModule> = {
  '001-accounts': m001,
  '002-listings': m002,
  '003-listings-version': m003,
  '004-email-outbox': m004,
  '005-photos': m005,
  '006-photo-analyses': m006,
  '007-listing-publishing': m007,
  '008-listing-search': m008,
  '009-listing-views': m009,
  '010-search-vocabulary': m010,
  '011-deals': m011,
  '012-wanted': m012,
  '013-moderation': m013,
  '014-account-controls': m014,
  '015-sparebot-feedback': m015,
  '016-orders': m016,
  '017-payments': m017,
  '018-disputes': m018,
  '019-search-facts': m019,
  '025-placeable-postcodes': m025,
  '026-sparebot-owner-notes': m026,
  '027-order-tracking': m027,
  '028-order-feedback': m028,
  '029-watchlist': m029,
  '030-feedback-reports': m030,
  '032-search-facts-by-id': m032,
};

function contextFor(dialect: Dialect): MigrationContext {
  return dialect === 'postgres'
    ? { idColumn: { type: 'serial', build: (c) => c.primaryKey() } }
    : { idColumn: { type: 'integer', build: (c) => c.primaryKey().autoIncrement() } };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly ctx: MigrationContext) {}

  getMigrations(): Promise<Record<string, Migration>> {
    const entries = Object.entries(MIGRATIONS).map(([name, mod]): [string, Migration] => [
      name,
      {
        up: (db) => mod.up(db, this.ctx),
        down: mod.down ? (db) => mod.down!(db, this.ctx) : undefined,
      },
    ]);
    return Promise.resolve(Object.fromEntries(entries));
  }
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  return migrateTo(db, dialect);
}

/** Migrates up or down to the named migration (the latest when none is named): tests of a data migration start from before it. */
export async function migrateTo(db: Kysely<unknown>, dialect: Dialect, target?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(contextFor(dialect)) });
  const { error, results } = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
