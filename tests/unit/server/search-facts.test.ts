import { describe, expect, it } from 'vitest';
import { keepLiveListings, type FactsSource } from '../../../src/server/search/search-facts.ts';
import type { ListingFacts } from '../../../src/server/search/live-listings.ts';

const facts = (id: number, price: number): ListingFacts => ({
  id,
  owner_id: 1,
  category_id: null,
  brand_info: null,
  condition: 'New',
  handover: null,
  outcode: null,
  unit_price_pence: price,
  published_at: null,
});

type Changes = Awaited<ReturnType<FactsSource['readChanges']>>;

/** A source whose reads answer when the test says so; a full read gives its facts in two pages, and waits between them while `pause` is set. */
function controlledSource() {
  const reads: { since: string; answer: (changes: Changes) => void }[] = [];
  let loads = 0;
  let pause: Promise<void> | undefined;
  const source: FactsSource = {
    readAll: async (onPage) => {
      loads++;
      onPage([facts(1, 100)]);
      await pause;
      onPage([facts(2, 200)]);
      return '1';
    },
    readChanges: (since) => new Promise((answer) => reads.push({ since, answer })),
  };
  return { source, reads, loads: () => loads, pauseFullReads: (until: Promise<void>) => (pause = until) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('keepLiveListings', () => {
  it('tells the facts as last read and their engine version, without reading, and nothing before the first read', async () => {
    const { source, reads } = controlledSource();
    const keeper = keepLiveListings(source);
    expect(keeper.known()).toBeUndefined();
    const store = await keeper.current();
    expect(keeper.known()).toEqual({ store, version: '1' });
    const next = keeper.current();
    await flush();
    // A catch-up under way changes nothing known until its answer is applied.
    expect(keeper.known()?.version).toBe('1');
    reads[0]!.answer({ version: '4', changed: [1], live: [] });
    await next;
    expect(keeper.known()).toEqual({ store, version: '4' });
    expect(store.slotOf(1)).toBeUndefined();
  });

  it('loads once, then applies changes: removed ids, live facts', async () => {
    const { source, reads, loads } = controlledSource();
    const keeper = keepLiveListings(source);
    const store = await keeper.current();
    expect(store.size).toBe(2);
    const next = keeper.current();
    await flush();
    reads[0]!.answer({ version: '2', changed: [1, 2], live: [facts(2, 250)] });
    await next;
    expect(store.slotOf(1)).toBeUndefined();
    expect(store.price[store.slotOf(2)!]).toBe(250);
    const version = store.version;
    const after = keeper.current();
    await flush();
    expect(reads[1]!.since).toBe('2');
    reads[1]!.answer(undefined);
    await after;
    expect(loads()).toBe(1);
    // The version caches are keyed by moves with every change applied, and only then.
    expect(store.version).toBe(version);
    const changed = keeper.current();
    await flush();
    reads[2]!.answer({ version: '3', changed: [2], live: [facts(2, 260)] });
    await changed;
    expect(store.version).toBeGreaterThan(version);
  });

  it('never reads two at once: a later read waits, so an older state never lands on a newer one', async () => {
    const { source, reads } = controlledSource();
    const keeper = keepLiveListings(source);
    const store = await keeper.current();
    const first = keeper.current();
    await flush();
    // Started: a search arriving now needs a read of its own, after this one.
    const second = keeper.current();
    const third = keeper.current();
    expect(third).toBe(second);
    await flush();
    expect(reads).toHaveLength(1);
    reads[0]!.answer({ version: '2', changed: [1], live: [facts(1, 111)] });
    await first;
    await flush();
    expect(reads).toHaveLength(2);
    expect(reads[1]!.since).toBe('2');
    reads[1]!.answer({ version: '3', changed: [1], live: [] });
    await second;
    expect(store.slotOf(1)).toBeUndefined();
  });

  it('reloads everything when told the version went back, and recovers from a failed read', async () => {
    const { source, reads, loads } = controlledSource();
    const keeper = keepLiveListings(source);
    await keeper.current();
    const failing = keeper.current();
    await flush();
    reads[0]!.answer(Promise.reject(new Error('database gone')) as never);
    await expect(failing).rejects.toThrow('database gone');
    const reload = keeper.current();
    await flush();
    reads[1]!.answer('reload');
    expect((await reload).size).toBe(2);
    expect(loads()).toBe(2);
  });

  it('reads a reload into a new store and swaps it in whole: nobody sees a catalogue half read', async () => {
    const { source, reads, pauseFullReads } = controlledSource();
    const keeper = keepLiveListings(source);
    const before = await keeper.current();
    let resume!: () => void;
    pauseFullReads(new Promise((resolve) => (resume = resolve)));
    const reload = keeper.current();
    await flush();
    reads[0]!.answer('reload');
    await flush();
    // One page read, the next still to come: what is known is the old store, whole.
    expect(keeper.known()).toEqual({ store: before, version: '1' });
    expect(before.size).toBe(2);
    resume();
    const after = await reload;
    expect(after).not.toBe(before);
    expect(after.size).toBe(2);
    expect(after.version).toBeGreaterThan(before.version);
    expect(keeper.known()?.store).toBe(after);
  });
});
