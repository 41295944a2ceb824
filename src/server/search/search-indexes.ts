import { setImmediate as nextTurn } from 'node:timers/promises';
import { FactsChangeLog } from './facts-change-log.ts';
import type { LiveListings } from './live-listings.ts';
import { OutcodeMembers } from './outcode-members.ts';
import { SortedIds, type IdOrder } from './sorted-ids.ts';

/** What searches without words keep beside a store's facts (search.md 'Search speed'), each built on first use and then kept in step. */
export const idOrder = (store: LiveListings, order: IdOrder): SortedIds => store.indexed(order, (s) => new SortedIds(s, order));
export const outcodeMembers = (store: LiveListings): OutcodeMembers => store.indexed('outcodes', (s) => new OutcodeMembers(s));
export const changeLog = (store: LiveListings): FactsChangeLog => store.indexed('change-log', (s) => new FactsChangeLog(s));

/**
 * All of them, on a store freshly read (keepLiveListings' `prepare`), not paid by a search. One at
 * a time, letting the event loop through between them: each is a pass or a sort over every
 * listing, ~0.65 s together at a million here, and the searches still served by the store being
 * replaced go on meanwhile.
 */
export async function prepareSearchIndexes(store: LiveListings): Promise<void> {
  const builds = [() => idOrder(store, 'newest'), () => idOrder(store, 'price'), () => outcodeMembers(store), () => changeLog(store)];
  for (const build of builds) {
    build();
    await nextTurn();
  }
}
