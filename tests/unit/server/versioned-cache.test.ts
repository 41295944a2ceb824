import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../../src/server/search/versioned-cache.ts';

describe('VersionedCache', () => {
  it('answers only for the version stored, forgets older versions and never goes back to one', () => {
    const cache = new VersionedCache<string>(2);
    cache.set(1, 'a', 'a@1');
    expect(cache.get(1, 'a')).toBe('a@1');
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.set(2, 'b', 'b@2');
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(2, 'a')).toBeUndefined();
    // A search that began at version 1 finishing late: not kept, and version 2's entries stay.
    cache.set(1, 'c', 'c@1');
    expect(cache.get(1, 'c')).toBeUndefined();
    expect(cache.get(2, 'b')).toBe('b@2');
  });

  it('drops the least recently used entry when full', () => {
    const cache = new VersionedCache<number>(2);
    cache.set(1, 'a', 1);
    cache.set(1, 'b', 2);
    cache.get(1, 'a');
    cache.set(1, 'c', 3);
    expect([cache.get(1, 'a'), cache.get(1, 'b'), cache.get(1, 'c')]).toEqual([1, undefined, 3]);
  });
});
