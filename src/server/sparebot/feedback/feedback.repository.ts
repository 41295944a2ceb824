import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SparebotFeedbackTable } from '../../db/schema.ts';

export type FeedbackRow = Selectable<SparebotFeedbackTable>;
export type NewFeedback = Omit<Insertable<SparebotFeedbackTable>, 'id'>;
export type TrainingPageRow = Pick<FeedbackRow, 'id' | 'ocr_tokens' | 'kept_category' | 'kept_brand' | 'owner_id'> & {
  /** The owner moderates (is an admin): their kept maker names count on their own. */
  moderator: boolean;
};
export type ReportRow = Pick<FeedbackRow, 'id' | 'suggested' | 'kept' | 'created_at'>;

/** What SpareBot suggested and what owners kept (migration 015). */
export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    async findByListing(listingId: number): Promise<Pick<FeedbackRow, 'id' | 'kept'> | undefined> {
      return db.selectFrom('sparebot_feedback').select(['id', 'kept']).where('listing_id', '=', listingId).executeTakeFirst();
    },

    async create(row: NewFeedback): Promise<void> {
      await db.insertInto('sparebot_feedback').values(row).execute();
    },

    async updateKept(id: number, values: Pick<FeedbackRow, 'kept' | 'kept_category' | 'kept_brand' | 'updated_at'>): Promise<void> {
      await db.updateTable('sparebot_feedback').set(values).where('id', '=', id).execute();
    },

    /** Rows after `afterId` in id order, only what training reads. */
    async listTrainingPage(afterId: number, limit: number): Promise<TrainingPageRow[]> {
      const rows = await db
        .selectFrom('sparebot_feedback as f')
        .leftJoin('users as u', 'u.id', 'f.owner_id')
        .select([
          'f.id as id',
          'f.ocr_tokens as ocr_tokens',
          'f.kept_category as kept_category',
          'f.kept_brand as kept_brand',
          'f.owner_id as owner_id',
          'u.is_admin as is_admin',
        ])
        .where('f.id', '>', afterId)
        .orderBy('f.id')
        .limit(limit)
        .execute();
      return rows.map(({ is_admin, ...row }) => ({ ...row, moderator: Boolean(is_admin) }));
    },

    /** Rows after `afterId` in id order, for the acceptance report. */
    async listReportPage(afterId: number, limit: number): Promise<ReportRow[]> {
      return db
        .selectFrom('sparebot_feedback')
        .select(['id', 'suggested', 'kept', 'created_at'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Changes whenever a row is added or updated: how many rows, and the latest change. */
    async stamp(): Promise<string> {
      const row = await db
        .selectFrom('sparebot_feedback')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('updated_at').as('latest')])
        .executeTakeFirst();
      return `${Number(row?.n ?? 0)}|${row?.latest ?? ''}`;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
