import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureOf, findTableReferences, listSourceFiles } from './table-references.ts';

/**
 * Each table has one owning feature (docs/architecture.md, "Who owns which table"): only the owner
 * writes it. The listings table is owned outright: only listings/ names it at all, reads included
 * (the live rule, first photo and version bump live there). Migrations are frozen history and
 * exempt; search's index tables are fed by the listing triggers the migrations define.
 */
// prettier-ignore
const OWNERS: Record<string, string> = {
  listings: 'listings', listing_views: 'listings', view_salts: 'listings', categories: 'listings',
  photos: 'photos', storage_deletions: 'photos',
  users: 'auth', sessions: 'auth', email_tokens: 'auth', email_changes: 'auth', account_events: 'auth',
  email_outbox: 'mail',
  photo_analyses: 'sparebot', sparebot_feedback: 'sparebot',
  conversations: 'deals', conversation_messages: 'deals', offers: 'deals', user_blocks: 'deals',
  reports: 'moderation', moderation_actions: 'moderation',
  wanted_items: 'wanted', wanted_match_jobs: 'wanted', wanted_matches: 'wanted', notifications: 'wanted', wanted_digests: 'wanted',
  data_exports: 'account',
  orders: 'orders', order_events: 'orders', payment_accounts: 'orders', payments: 'orders', refunds: 'orders', stripe_events: 'orders',
  disputes: 'orders', dispute_evidence: 'orders', dispute_decisions: 'orders', order_feedback: 'orders',
  watchlist: 'watchlist',
  listing_search: 'search', listing_codes: 'search', listing_facet_changes: 'search', listing_search_vocab: 'search',
  listing_search_words: 'search', listing_search_state: 'search',
};
/** Tables no other feature may even read. */
const OWNED_OUTRIGHT = new Set(['listings']);
/** The few writes outside a table's owner, each with its reason. Keep this list short. */
const EXCEPTIONS: { file: string; table: string; reason: string }[] = [
  {
    file: 'listings/listing-rules.ts',
    table: 'users',
    reason: "users.listings_version is the inventory cache's version: listings bumps it in the same transaction as each listing write",
  },
];

const SERVER = path.resolve(import.meta.dirname, '../../../src/server');
const TABLES = new Set(Object.keys(OWNERS));

/** What breaks the rules in one file. */
function violations(relative: string, source: string): string[] {
  const feature = featureOf(relative);
  const found: string[] = [];
  for (const ref of findTableReferences(source, TABLES)) {
    const owner = OWNERS[ref.table];
    if (owner === undefined) {
      found.push(`${relative}:${ref.line} writes ${ref.table}, which has no owner here: add it to OWNERS and docs/architecture.md`);
    } else if (feature !== owner && (ref.write || OWNED_OUTRIGHT.has(ref.table))) {
      if (EXCEPTIONS.some((e) => e.file === relative && e.table === ref.table)) continue;
      found.push(
        `${relative}:${ref.line} ${ref.write ? 'writes' : 'reads'} ${ref.table}, owned by ${owner}/: call its service or repository`,
      );
    }
  }
  return found;
}

describe('table owners', () => {
  it('only the owning feature writes a table, and only listings/ names the listings table', () => {
    const files = listSourceFiles(SERVER, (relative) => relative === 'db/migrations');
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((relative) => violations(relative, fs.readFileSync(path.join(SERVER, relative), 'utf8')));
    expect(found).toEqual([]);
  });

  it('every exception still names a real access (a stale one is removed)', () => {
    for (const { file, table } of EXCEPTIONS) {
      const refs = findTableReferences(fs.readFileSync(path.join(SERVER, file), 'utf8'), TABLES);
      expect(
        refs.some((r) => r.table === table && r.write),
        `${file} ${table}`,
      ).toBe(true);
    }
  });

  it('catches the builder, qualified columns and raw SQL outside the owner', () => {
    const source = [
      "db.selectFrom('listings as l').select('l.id')",
      "db.selectFrom('photos').innerJoin('listings', 'listings.id', 'photos.listing_id')",
      'sql`SELECT id FROM listings WHERE status = ${live}`',
      "trx.updateTable('offers').set({ status: 'cancelled' })",
      'sql`UPDATE reports SET status = ${s}`',
      "trx.insertInto('mystery').values({})",
      "db.selectFrom('offers').selectAll()",
    ].join('\n');
    expect(violations('orders/x.ts', source)).toEqual([
      'orders/x.ts:1 reads listings, owned by listings/: call its service or repository',
      'orders/x.ts:2 reads listings, owned by listings/: call its service or repository',
      'orders/x.ts:4 writes offers, owned by deals/: call its service or repository',
      'orders/x.ts:6 writes mystery, which has no owner here: add it to OWNERS and docs/architecture.md',
      'orders/x.ts:2 reads listings, owned by listings/: call its service or repository',
      'orders/x.ts:3 reads listings, owned by listings/: call its service or repository',
      'orders/x.ts:5 writes reports, owned by moderation/: call its service or repository',
    ]);
    expect(violations('listings/x.ts', "db.selectFrom('listings').select('listings.id')")).toEqual([]);
  });
});
