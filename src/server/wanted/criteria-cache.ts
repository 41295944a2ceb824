import { LRUCache } from 'lru-cache';
import { toCriteria, type WantedCriteria } from './wanted-criteria.ts';
import type { CandidateKey, WantedCandidateRow, WantedRepository } from './wanted.repository.ts';

/** Items kept worked out; past this the least recently used goes first. */
const CACHE_SIZE = 50_000;

export interface Candidate {
  row: WantedCandidateRow;
  criteria: WantedCriteria;
}

/**
 * Wanted items as matching reads them, kept in memory by id and last change: the SQL prefilter
 * answers only ids and change times, and an item is read (and its JSON parsed) again only after
 * it changed. Each instance keeps its own; the change time comes from the database every time,
 * so an edit on another instance is never missed.
 */
export function createCriteriaCache(wanted: Pick<WantedRepository, 'listMatchRows'>) {
  const cache = new LRUCache<number, Candidate>({ max: CACHE_SIZE });
  return {
    async read(keys: CandidateKey[]): Promise<Candidate[]> {
      const missing = keys.filter((k) => cache.get(k.id)?.row.updated_at !== k.updated_at).map((k) => k.id);
      for (const row of await wanted.listMatchRows(missing)) {
        cache.set(row.id, { row, criteria: toCriteria(row) });
      }
      return keys.flatMap((k) => {
        const hit = cache.get(k.id);
        return hit && hit.row.updated_at === k.updated_at ? [hit] : [];
      });
    },
  };
}

export type CriteriaCache = ReturnType<typeof createCriteriaCache>;
