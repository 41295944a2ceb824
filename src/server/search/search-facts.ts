import { LiveListings, type ListingFacts } from './live-listings.ts';

/** Where live listings' facts come from (search-dialect.ts); a version is the engine's own mark, opaque here. */
export interface FactsSource {
  /**
   * Takes a version, then reads every live listing's facts after it, a page at a time into
   * `onPage` (changes in between are read again later, harmlessly), and resolves to the version.
   */
  readAll(onPage: (rows: ListingFacts[]) => void): Promise<string>;
  /**
   * The listings changed since `since` and the facts of those among them still live; undefined
   * when nothing changed; 'reload' when the version went back (a restored database).
   */
  readChanges(since: string): Promise<{ version: string; changed: number[]; live: ListingFacts[] } | undefined | 'reload'>;
}

/**
 * The live listings of the database, in memory, brought up to date before each search: a search
 * sees every change committed before it began. Catch-ups run one at a time, each applying what it
 * read before the next reads (two at once could apply an older state after a newer one); searches
 * that arrive while one waits to start share it.
 */
export interface KeptLiveListings {
  /** The facts brought up to date: every change committed before the call is in them. */
  current(): Promise<LiveListings>;
  /**
   * The facts as last brought up to date and the engine's version they reflect, without asking the
   * database (undefined before the first read). A reader that checks, in the statement that reads
   * its rows, that nothing changed since that version saves the catch-up's round trip.
   */
  known(): { store: LiveListings; version: string } | undefined;
  /**
   * The ids of the listings whose facts or words changed after the facts' version `from` up to
   * `to` (LiveListings.version numbers), or undefined when that is not known: a reload between
   * them, or further back than the last JOURNAL_CATCH_UPS catch-ups that found changes.
   */
  changedBetween(from: number, to: number): number[] | undefined;
}

/** Catch-ups whose changed ids are kept for changedBetween: at a change every 20 ms, a few seconds of them. */
export const JOURNAL_CATCH_UPS = 256;

/**
 * `prepare` builds what searches keep beside the facts (search-indexes.ts) on a store freshly read,
 * before it is swapped in: no search pays for it, and the store it replaces serves meanwhile.
 */
export function keepLiveListings(source: FactsSource, prepare?: (store: LiveListings) => void | Promise<void>): KeptLiveListings {
  let store = new LiveListings();
  let version: string | undefined;
  // Moves whenever the facts in memory change: what caches of search work are keyed by.
  let generation = 0;
  let last: Promise<unknown> = Promise.resolve();
  let waiting: Promise<LiveListings> | undefined;
  // The changed ids of each catch-up that moved the version, oldest first; versions after `journalFrom` only.
  let journal: { version: number; ids: number[] }[] = [];
  let journalFrom = 0;

  // Into a new store, swapped in whole: a search still using the old one (or `known()`) never sees
  // a half-read catalogue between pages.
  async function load(): Promise<void> {
    const fresh = new LiveListings();
    const read = await source.readAll((rows) => {
      for (const row of rows) fresh.put(row);
    });
    await prepare?.(fresh);
    fresh.version = ++generation;
    store = fresh;
    version = read;
    journal = [];
    journalFrom = fresh.version;
  }

  async function catchUp(): Promise<LiveListings> {
    waiting = undefined;
    if (version === undefined) {
      await load();
      return store;
    }
    const changes = await source.readChanges(version);
    if (changes === 'reload') await load();
    else if (changes) {
      for (const id of changes.changed) store.remove(Number(id));
      for (const row of changes.live) store.put(row);
      version = changes.version;
      if (changes.changed.length) {
        store.version = ++generation;
        journal.push({ version: store.version, ids: changes.changed.map(Number) });
        if (journal.length > JOURNAL_CATCH_UPS) journalFrom = journal.shift()!.version;
      }
    }
    return store;
  }

  return {
    known: () => (version === undefined ? undefined : { store, version }),
    changedBetween(from, to) {
      if (from < journalFrom || to > generation) return undefined;
      const ids: number[] = [];
      for (const entry of journal) if (entry.version > from && entry.version <= to) ids.push(...entry.ids);
      return ids;
    },
    current() {
      if (waiting) return waiting;
      const next = last.then(catchUp, catchUp);
      waiting = next;
      last = next;
      return next;
    },
  };
}
