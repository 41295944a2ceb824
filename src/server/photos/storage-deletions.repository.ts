import type { Kysely, Selectable } from 'kysely';
import type { Database, StorageDeletionsTable } from '../db/schema.ts';

export type StorageDeletionRow = Selectable<StorageDeletionsTable>;

/** Stored files whose delete failed, waiting for the sweep to try again. */
export function createStorageDeletionsRepository(db: Kysely<Database>) {
  return {
    /** Records a failed delete, due at once (the next sweep pass); a key already recorded keeps its count. */
    async record(key: string, error: string, now: string): Promise<void> {
      await db
        .insertInto('storage_deletions')
        .values({ key, attempts: 1, last_error: error, next_attempt_at: now, created_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ last_error: error }))
        .execute();
    },

    /** Due retries (next_attempt_at passed) that have not used up `maxAttempts`, oldest first. */
    listDue(now: string, maxAttempts: number, limit: number): Promise<StorageDeletionRow[]> {
      return db
        .selectFrom('storage_deletions')
        .selectAll()
        .where('next_attempt_at', '<=', now)
        .where('attempts', '<', maxAttempts)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('storage_deletions').where('id', '=', id).execute();
    },

    async recordRetryFailure(id: number, attempts: number, error: string, nextAttemptAt: string): Promise<void> {
      await db
        .updateTable('storage_deletions')
        .set({ attempts, last_error: error, next_attempt_at: nextAttemptAt })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type StorageDeletionsRepository = ReturnType<typeof createStorageDeletionsRepository>;
