import { describe, expect, it } from 'vitest';
import { LiveListings } from '../../../src/server/search/live-listings.ts';
import { prepareSearchIndexes } from '../../../src/server/search/search-indexes.ts';

function storeOf(count: number): LiveListings {
  const store = new LiveListings();
  for (let id = 1; id <= count; id++) {
    store.put({
      id,
      owner_id: 1 + (id % 3),
      category_id: 1 + (id % 4),
      brand_info: id % 2 ? 'Hager' : 'ABB',
      condition: 'New',
      handover: 'both',
      outcode: id % 2 ? 'B1' : 'M1',
      unit_price_pence: 100 * (1 + (id % 7)),
      published_at: `2026-11-${String(1 + (id % 20)).padStart(2, '0')}T10:00:00.000Z`,
    });
  }
  return store;
}

describe('prepareSearchIndexes', () => {
  it('builds the four indexes one at a time, letting the event loop run between them', async () => {
    const store = storeOf(50);
    const built: string[] = [];
    const indexed = store.indexed.bind(store);
    store.indexed = ((name: string, make: Parameters<LiveListings['indexed']>[1]) => {
      built.push(name);
      return indexed(name, make);
    }) as LiveListings['indexed'];
    // Work queued for the event loop (a search's next step) runs after each build, not only after the last.
    const turns: number[] = [];
    let watching = true;
    const watch = () => {
      turns.push(built.length);
      if (watching) setImmediate(watch);
    };
    setImmediate(watch);
    const done = prepareSearchIndexes(store);
    expect(built).toEqual(['newest']);
    await done;
    watching = false;
    expect(built).toEqual(['newest', 'price', 'outcodes', 'change-log']);
    expect(turns.slice(0, 3)).toEqual([1, 2, 3]);
  });
});
