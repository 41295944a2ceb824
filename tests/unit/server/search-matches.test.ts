import type { RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bringForward, createMatchCache, MAX_BROUGHT_FORWARD } from '../../../src/server/search/search-matches.ts';
import { keepLiveListings, JOURNAL_CATCH_UPS, type FactsSource } from '../../../src/server/search/search-facts.ts';
import type { Read, SearchDialect } from '../../../src/server/search/search-dialect.ts';

describe('bringForward', () => {
  it('drops the changed ids, adds back those matching again in order, and keeps the rest', () => {
    const ids = Int32Array.from([2, 5, 9, 12, 40]);
    expect([...bringForward(ids, [9, 3, 40, 41], [3, 41])]).toEqual([2, 3, 5, 12, 41]);
    expect([...bringForward(ids, [5], [5])]).toEqual([2, 5, 9, 12, 40]);
    expect([...bringForward(ids, [], [])]).toEqual([2, 5, 9, 12, 40]);
    expect([...bringForward(new Int32Array(0), [7, 1], [7, 1])]).toEqual([1, 7]);
  });
});

/** A database of words by listing id, answering matchIds and rankIds as the dialects do, and counting the ids each read looked at. */
function wordsDatabase(words: Map<number, string>) {
  const looked: { kind: 'match' | 'rank'; among: number[] | 'all' }[] = [];
  // The "statements" are what was asked, read back by `read` (the SQL itself is the API suite's to test).
  type Asked = { kind: 'match' | 'rank'; word: string; among: number[] | 'all' };
  const ask = (asked: Asked) => asked as unknown as RawBuilder<never>;
  const dialect: Pick<SearchDialect, 'matchIds' | 'matchIdsAmong' | 'rankIds'> = {
    matchIds: (w) => ask({ kind: 'match', word: w[0]!.word, among: 'all' }),
    matchIdsAmong: (w, _codes, among) => ask({ kind: 'match', word: w[0]!.word, among }),
    rankIds: (w, ids) => ask({ kind: 'rank', word: w[0]!.word, among: ids }),
  };
  const read = (async (asked: Asked) => {
    looked.push({ kind: asked.kind, among: asked.among });
    const pool = asked.among === 'all' ? [...words.keys()] : asked.among;
    const hits = pool.filter((id) => words.get(id)?.includes(asked.word));
    if (asked.kind === 'match') return [{ ids: hits.length ? hits.join(',') : null }];
    return hits.map((id) => ({ id, r: -words.get(id)!.length }));
  }) as unknown as Read;
  return { read, dialect, looked };
}

const word = (w: string) => [{ word: w, corrections: [] }];

describe('createMatchCache', () => {
  it('matches again only the listings changed since, and answers what a whole read would', async () => {
    const words = new Map([
      [1, 'contactor'],
      [2, 'valve'],
      [3, 'contactor coil'],
    ]);
    const db = wordsDatabase(words);
    const journal = new Map<number, number[]>();
    const changedBetween = (from: number, to: number) => [...journal].filter(([v]) => v > from && v <= to).flatMap(([, ids]) => ids);
    const cache = createMatchCache(db.read, db.dialect, changedBetween, 8);
    expect([...(await cache.matched(1, word('contactor'), [])).ids]).toEqual([1, 3]);
    // Version 2: listing 2 now says contactor, listing 3 no longer does, a price changed on 1.
    words.set(2, 'contactor relay').set(3, 'coil');
    journal.set(2, [2, 3, 1]);
    db.looked.length = 0;
    const forward = await cache.matched(2, word('contactor'), []);
    expect([...forward.ids]).toEqual([1, 2]);
    expect(db.looked).toEqual([
      { kind: 'match', among: [2, 3, 1] },
      { kind: 'rank', among: [2, 1] },
    ]);
    expect(forward.ranks.get(2)).toBe(-'contactor relay'.length);
    // The same version again: from the cache, nothing read.
    db.looked.length = 0;
    await cache.matched(2, word('contactor'), []);
    expect(db.looked).toEqual([]);
  });

  it('reads whole when the journal cannot say, or too many changed', async () => {
    const words = new Map([[1, 'pump']]);
    const db = wordsDatabase(words);
    let answer: number[] | undefined;
    const cache = createMatchCache(db.read, db.dialect, () => answer, 8);
    await cache.matched(1, word('pump'), []);
    words.set(2, 'pump');
    answer = undefined;
    db.looked.length = 0;
    expect([...(await cache.matched(2, word('pump'), [])).ids]).toEqual([1, 2]);
    expect(db.looked[0]).toEqual({ kind: 'match', among: 'all' });
    answer = Array.from({ length: MAX_BROUGHT_FORWARD + 1 }, (_, i) => 100 + i);
    db.looked.length = 0;
    await cache.matched(3, word('pump'), []);
    expect(db.looked[0]).toEqual({ kind: 'match', among: 'all' });
  });

  it('without a cheap match among a few ids (SQLite), answers only at its own version and reads whole after', async () => {
    const words = new Map([[1, 'pump']]);
    const db = wordsDatabase(words);
    const cache = createMatchCache(db.read, { ...db.dialect, matchIdsAmong: undefined }, () => [2], 8);
    await cache.matched(1, word('pump'), []);
    words.set(2, 'pump');
    db.looked.length = 0;
    expect([...(await cache.matched(2, word('pump'), [])).ids]).toEqual([1, 2]);
    expect(db.looked).toEqual([{ kind: 'match', among: 'all' }]);
  });
});

describe('keepLiveListings journal', () => {
  it('says which listings changed between two versions, and nothing across a reload or past what it keeps', async () => {
    let changes: Awaited<ReturnType<FactsSource['readChanges']>>;
    const source: FactsSource = { readAll: async () => 'v', readChanges: async () => changes };
    const live = keepLiveListings(source);
    const first = (await live.current()).version;
    changes = { version: 'v', changed: [7, 8], live: [] };
    await live.current();
    changes = { version: 'v', changed: [9], live: [] };
    const third = (await live.current()).version;
    expect(live.changedBetween(first, third)).toEqual([7, 8, 9]);
    expect(live.changedBetween(first + 1, third)).toEqual([9]);
    expect(live.changedBetween(first - 1, third)).toBeUndefined();
    for (let i = 0; i < JOURNAL_CATCH_UPS; i++) await live.current();
    expect(live.changedBetween(first, (await live.current()).version)).toBeUndefined();
    changes = 'reload';
    const reloaded = (await live.current()).version;
    expect(live.changedBetween(third, reloaded)).toBeUndefined();
  });
});
