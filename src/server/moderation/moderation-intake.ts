import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ReportsTable } from '../db/schema.ts';

/* What other features hand to moderation: reports filed, and a deleted account's records. */

/** Files a report into the moderation queue (people report from deals' safety routes); its id. */
export async function fileReport(db: Kysely<Database>, values: Insertable<ReportsTable>): Promise<number> {
  const { id } = await db.insertInto('reports').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Whether a report or a moderation record names the user (then a deleted account keeps a stand-in). */
export async function isInModeration(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const report = await trx
    .selectFrom('reports')
    .select('id')
    .where((eb) => eb.or([eb('reporter_id', '=', userId), eb.and([eb('kind', '=', 'user'), eb('target_id', '=', userId)])]))
    .limit(1)
    .executeTakeFirst();
  if (report) return true;
  const action = await trx.selectFrom('moderation_actions').select('id').where('target_user_id', '=', userId).limit(1).executeTakeFirst();
  return action !== undefined;
}

/** Reports a deleted account made or that name it, and the records of actions on it, name the stand-in instead. */
export async function handOverModeration(trx: Transaction<Database>, userId: number, standIn: number): Promise<void> {
  await trx.updateTable('reports').set({ reporter_id: standIn }).where('reporter_id', '=', userId).execute();
  await trx.updateTable('reports').set({ target_id: standIn }).where('kind', '=', 'user').where('target_id', '=', userId).execute();
  await trx.updateTable('moderation_actions').set({ target_user_id: standIn }).where('target_user_id', '=', userId).execute();
}
