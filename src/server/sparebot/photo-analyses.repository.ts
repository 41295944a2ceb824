import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AnalysisResult } from '../../shared/schemas/analysis.ts';
import type { Database, PhotoAnalysesTable } from '../db/schema.ts';

export type PhotoAnalysisRow = Selectable<PhotoAnalysesTable>;
export type NewPhotoAnalysis = Omit<Insertable<PhotoAnalysesTable>, 'id'>;

/** A stored answer, read back. */
export interface StoredAnalysis {
  result: AnalysisResult;
  createdAt: string;
}

function toStored(row: Pick<PhotoAnalysisRow, 'result' | 'created_at'>): StoredAnalysis {
  // Written by create() from an AnalysisResult: our own JSON.
  return { result: JSON.parse(row.result) as AnalysisResult, createdAt: row.created_at };
}

export function createPhotoAnalysesRepository(db: Kysely<Database>) {
  return {
    /** The newest answer for this photo and input key, if one was stored. */
    async findLatestByInput(photoId: number, inputKey: string): Promise<StoredAnalysis | undefined> {
      const row = await db
        .selectFrom('photo_analyses')
        .select(['result', 'created_at'])
        .where('photo_id', '=', photoId)
        .where('input_key', '=', inputKey)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && toStored(row);
    },

    /** The newest answer made without seller specs (the first look at the photo), whatever the provider or version. */
    async findLatestFirstLook(photoId: number): Promise<StoredAnalysis | undefined> {
      const row = await db
        .selectFrom('photo_analyses')
        .select(['result', 'created_at'])
        .where('photo_id', '=', photoId)
        .where('user_specs', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && toStored(row);
    },

    /**
     * SpareBot's first look at the first of these photos (in the order given) that has one: what
     * it suggested for an item made from them. Its row id, provider and version with the answer.
     */
    async findFirstLookAmong(
      photoIds: readonly number[],
    ): Promise<(StoredAnalysis & Pick<PhotoAnalysisRow, 'id' | 'photo_id' | 'provider' | 'sparebot_version'>) | undefined> {
      if (!photoIds.length) return undefined;
      const rows = await db
        .selectFrom('photo_analyses')
        .select(['id', 'photo_id', 'provider', 'sparebot_version', 'result', 'created_at'])
        .where('photo_id', 'in', [...photoIds])
        .where('user_specs', 'is', null)
        .orderBy('id', 'desc')
        .execute();
      for (const photoId of photoIds) {
        const row = rows.find((r) => r.photo_id === photoId);
        if (row)
          return { ...toStored(row), id: row.id, photo_id: row.photo_id, provider: row.provider, sparebot_version: row.sparebot_version };
      }
      return undefined;
    },

    async create(row: NewPhotoAnalysis): Promise<void> {
      await db.insertInto('photo_analyses').values(row).execute();
    },
  };
}

export type PhotoAnalysesRepository = ReturnType<typeof createPhotoAnalysesRepository>;
