import { LRUCache } from 'lru-cache';
import type { WordMatch } from './search-vocabulary.ts';
import type { Read, SearchDialect } from './search-dialect.ts';

/** What one search's words and codes matched at a version of the facts: ids ascending, and the ranks read so far. */
export type Matched = { version: number; ids: Int32Array; ranks: Map<number, number> };

/** Past this many listings changed since an entry's version, it is matched again whole rather than brought forward. */
export const MAX_BROUGHT_FORWARD = 256;

const parseIds = (ids: string | null | undefined) => (ids ? ids.split(',').map(Number) : []);

/**
 * `ids` (ascending) without the listings in `changed`, with `again` (those of them that still match)
 * in their places: one merge, a tight loop over typed arrays.
 */
export function bringForward(ids: Int32Array, changed: number[], again: number[]): Int32Array {
  const drop = Int32Array.from(changed).sort();
  const add = Int32Array.from(again).sort();
  const out = new Int32Array(ids.length + add.length);
  let n = 0;
  let d = 0;
  let a = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    while (a < add.length && add[a]! < id) out[n++] = add[a++]!;
    while (d < drop.length && drop[d]! < id) d++;
    if (d < drop.length && drop[d] === id) continue;
    if (a < add.length && add[a] === id) continue; // matched again: added from `add` (kept once)
    out[n++] = id;
  }
  while (a < add.length) out[n++] = add[a++]!;
  return out.slice(0, n);
}

/**
 * The matches of the searches' words and codes, kept per search (least recently used out) and
 * brought forward as listings change: only the listings changed since an entry's version are
 * matched again (and ranked again, for words), instead of every match of a common word (130,000
 * at a million listings: ~30 ms a search while listings change, when every change dropped them).
 * `changedBetween` is the facts' journal (search-facts.ts); undefined there means match whole.
 * Only where the dialect can match a few ids cheaply (`matchIdsAmong`: PostgreSQL); elsewhere
 * (SQLite) an entry answers only at the version it was read at, and a newer one reads it whole.
 * Ranks of listings that did not change are kept from when they were read: a PostgreSQL rank
 * (ts_rank) is the listing's own, whatever else changes.
 */
export function createMatchCache(
  read: Read,
  dialect: Pick<SearchDialect, 'matchIds' | 'matchIdsAmong' | 'rankIds'>,
  changedBetween: (from: number, to: number) => number[] | undefined,
  size: number,
) {
  const entries = new LRUCache<string, Matched>({ max: size });
  const keep = (key: string, entry: Matched) => {
    const current = entries.peek(key);
    if (current && current.version > entry.version) return;
    // Entries that can never answer again (no bringing forward) hold no memory past a newer version.
    if (!dialect.matchIdsAmong) {
      const stale = [...entries.entries()].flatMap(([k, e]) => (e.version < entry.version ? [k] : []));
      for (const k of stale) entries.delete(k);
    }
    entries.set(key, entry);
  };

  return {
    async matched(version: number, words: WordMatch[], codes: string[]): Promise<Matched> {
      const key = JSON.stringify([words, codes]);
      const kept = entries.get(key);
      if (kept?.version === version) {
        keep(key, kept);
        return kept;
      }
      const among = dialect.matchIdsAmong;
      const changed = among && kept && kept.version < version ? changedBetween(kept.version, version) : undefined;
      if (among && kept && changed && changed.length <= MAX_BROUGHT_FORWARD) {
        const again = changed.length ? parseIds((await read(among(words, codes, changed)))[0]?.ids) : [];
        if (words.length && again.length)
          for (const r of await read(dialect.rankIds(words, again))) kept.ranks.set(Number(r.id), Number(r.r));
        const next = { version, ids: bringForward(kept.ids, changed, again), ranks: kept.ranks };
        keep(key, next);
        return next;
      }
      const ids = Int32Array.from(parseIds((await read(dialect.matchIds(words, codes)))[0]?.ids)).sort();
      const next = { version, ids, ranks: new Map<number, number>() };
      keep(key, next);
      return next;
    },
  };
}
