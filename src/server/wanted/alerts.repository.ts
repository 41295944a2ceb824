import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, NotificationsTable, WantedMatchesTable, WantedMatchJobsTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type MatchJobRow = Selectable<WantedMatchJobsTable>;
export type MatchRow = Selectable<WantedMatchesTable>;

/** Rows per INSERT: 9 columns × 1,000 stays well under SQLite's 32,766 bound parameters. */
const CHUNK = 1_000;

/** Match jobs, alert rows, in-app notifications and daily digests (migration 012). */
export function createAlertsRepository(db: Kysely<Database>) {
  return {
    /** Jobs nobody holds, oldest first. Only reads: while nothing is due, a pass writes nothing. */
    async findDueJobIds(now: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('wanted_match_jobs')
        .select('id')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.id));
    },

    /** Takes a job until `lockedUntil`, counting the attempt; one UPDATE, so of two instances exactly one gets it. */
    claimJob(id: number, now: string, lockedUntil: string): Promise<MatchJobRow | undefined> {
      return db
        .updateTable('wanted_match_jobs')
        .set((eb) => ({ locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes a job; false when it was gone already (another instance finished it after our claim lapsed). */
    async deleteJob(id: number, trx: Db = db): Promise<boolean> {
      const result = await trx.deleteFrom('wanted_match_jobs').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The lowest unit price each of these wanted items was already alerted at for the listing. */
    async lowestAlertedPrices(listingId: number, wantedIds: number[], trx: Db = db): Promise<Map<number, number>> {
      if (wantedIds.length === 0) return new Map();
      const rows = await trx
        .selectFrom('wanted_matches')
        .select(['wanted_id', (eb) => eb.fn.min('price_pence').as('lowest')])
        .where('listing_id', '=', listingId)
        .where('wanted_id', 'in', wantedIds)
        .groupBy('wanted_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.wanted_id), Number(row.lowest)]));
    },

    /** Inserts the alerts that do not exist yet (unique per wanted item, listing and price); returns the wanted ids inserted. */
    async insertMatches(rows: Insertable<WantedMatchesTable>[], trx: Db): Promise<Set<number>> {
      const inserted = new Set<number>();
      for (let start = 0; start < rows.length; start += CHUNK) {
        const done = await trx
          .insertInto('wanted_matches')
          .values(rows.slice(start, start + CHUNK))
          .onConflict((oc) => oc.columns(['wanted_id', 'listing_id', 'price_pence']).doNothing())
          .returning('wanted_id')
          .execute();
        for (const row of done) inserted.add(Number(row.wanted_id));
      }
      return inserted;
    },

    async insertNotifications(rows: Insertable<NotificationsTable>[], trx: Db): Promise<void> {
      for (let start = 0; start < rows.length; start += CHUNK)
        await trx
          .insertInto('notifications')
          .values(rows.slice(start, start + CHUNK))
          .execute();
    },

    /** Address and first name of the users to mail. */
    listRecipients(userIds: number[], trx: Db): Promise<{ id: number; email: string; first_name: string | null }[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return trx.selectFrom('users').select(['id', 'email', 'first_name']).where('id', 'in', userIds).execute();
    },

    /** When each listing was first alerted for a wanted item. */
    async firstAlertTimes(wantedId: number, listingIds: number[]): Promise<Map<number, string>> {
      if (listingIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('wanted_matches')
        .select(['listing_id', (eb) => eb.fn.min('created_at').as('first')])
        .where('wanted_id', '=', wantedId)
        .where('listing_id', 'in', listingIds)
        .groupBy('listing_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.listing_id), String(row.first)]));
    },

    /** Users with alerts waiting for a digest made before `cutoff` and no digest for `day` yet (reads only). */
    async listDigestUsers(cutoff: string, day: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('wanted_matches as m')
        .select('m.user_id')
        .distinct()
        .where('m.digest', '=', 'pending')
        .where('m.created_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('wanted_digests as d').select('d.id').whereRef('d.user_id', '=', 'm.user_id').where('d.day', '=', day))),
        )
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.user_id));
    },

    /** Claims the (user, day) digest: false when another instance (or an earlier pass) has it. */
    async claimDigest(userId: number, day: string, now: string, trx: Db): Promise<number | undefined> {
      const row = await trx
        .insertInto('wanted_digests')
        .values({ user_id: userId, day, matches: 0, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    /** Marks the user's waiting alerts made before `cutoff` as sent in a digest, returning them oldest first. */
    async takePendingForDigest(userId: number, cutoff: string, trx: Db): Promise<MatchRow[]> {
      const rows = await trx
        .updateTable('wanted_matches')
        .set({ digest: 'sent' })
        .where('user_id', '=', userId)
        .where('digest', '=', 'pending')
        .where('created_at', '<', cutoff)
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.id - b.id);
    },

    async setDigestCount(id: number, matches: number, trx: Db): Promise<void> {
      await trx.updateTable('wanted_digests').set({ matches }).where('id', '=', id).execute();
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
