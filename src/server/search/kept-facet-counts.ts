import { LRUCache } from 'lru-cache';
import { SEARCH_RADII } from '../../shared/search-options.ts';
import type { FactsChangeLog } from './facts-change-log.ts';
import { changeLog } from './search-indexes.ts';
import type { FacetFilters, SearchFacets } from './search-facets.ts';
import { facetsFromCells } from './facets-from-cells.ts';
import type { LiveListings } from './live-listings.ts';
import type { Reach } from './reach.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { BUCKETS, milesByOutcode, NO_BUCKET } from './search-pass.ts';

type Answer = { total: number; facets: SearchFacets };

/**
 * The counts by combination and radius bucket (search-pass.ts's cells) of every live listing that
 * meets a search's conditions other than words and facet filters (place, price, seller), as of
 * change `seq` of the store's change log; with the answers made from them at that seq (by facet filters).
 */
type Entry = { seq: number; counts: Int32Array; answers: Map<string, Answer> };

/** Kept per store: the landing page, a few dozen places and price bands (~50 KB each at 2,000 combinations). */
const KEPT = 32;
const kept = new WeakMap<LiveListings, LRUCache<string, Entry>>();
const reachNumbers = new WeakMap<Reach, number>();
let reachCount = 0;

function reachNumber(reach: Reach | undefined): number {
  if (!reach) return 0;
  let n = reachNumbers.get(reach);
  if (n === undefined) reachNumbers.set(reach, (n = ++reachCount));
  return n;
}

function bucketOf(distance: number): number {
  let bucket = 0;
  while (bucket < NO_BUCKET && distance > SEARCH_RADII[bucket]!) bucket++;
  return bucket;
}

/** The counts of every live listing, as runPass counts them without candidates. */
function countAll(store: LiveListings, c: SearchCriteria, miles: Float64Array | undefined, counts: Int32Array): void {
  const minPence = c.minPence ?? -Infinity;
  const maxPence = c.maxPence ?? Infinity;
  const seller = c.sellerId ?? -1;
  const { price, owner, outcode, combo } = store;
  for (let slot = 0; slot < store.size; slot++) {
    if (price[slot]! < minPence || price[slot]! > maxPence || (seller >= 0 && owner[slot] !== seller)) continue;
    let bucket = NO_BUCKET;
    if (miles) {
      const distance = miles[outcode[slot]!]!;
      if (Number.isNaN(distance)) continue;
      bucket = bucketOf(distance);
    }
    counts[combo[slot]! * BUCKETS + bucket]!++;
  }
}

/** Brings `entry` from its seq to the log's: each change adds or takes away one listing's cell. */
function replay(store: LiveListings, c: SearchCriteria, miles: Float64Array | undefined, log: FactsChangeLog, entry: Entry): void {
  const minPence = c.minPence ?? -Infinity;
  const maxPence = c.maxPence ?? Infinity;
  const seller = c.sellerId ?? -1;
  for (let n = entry.seq; n < log.seq; n++) {
    const at = log.at(n);
    if (log.price[at]! < minPence || log.price[at]! > maxPence || (seller >= 0 && log.owner[at] !== seller)) continue;
    let bucket = NO_BUCKET;
    if (miles) {
      const distance = miles[log.outcode[at]!]!;
      if (Number.isNaN(distance)) continue;
      bucket = bucketOf(distance);
    }
    entry.counts[log.combo[at]! * BUCKETS + bucket]! += log.sign[at]!;
  }
  entry.seq = log.seq;
}

function entryFor(store: LiveListings, c: SearchCriteria): Entry {
  const log = changeLog(store);
  let entries = kept.get(store);
  if (!entries) kept.set(store, (entries = new LRUCache<string, Entry>({ max: KEPT })));
  const key = `${reachNumber(c.distances)}|${c.minPence ?? ''}|${c.maxPence ?? ''}|${c.sellerId ?? ''}`;
  const miles = milesByOutcode(store, c.distances);
  const cells = store.combos.values.length * BUCKETS;
  let entry = entries.get(key);
  if (!entry || !log.holdsSince(entry.seq)) {
    entry = { seq: log.seq, counts: new Int32Array(cells * 2), answers: new Map() };
    countAll(store, c, miles, entry.counts);
  } else if (entry.seq !== log.seq) {
    if (entry.counts.length < cells) {
      const larger = new Int32Array(cells * 2);
      larger.set(entry.counts);
      entry.counts = larger;
    }
    replay(store, c, miles, log, entry);
    entry.answers.clear();
  }
  entries.set(key, entry);
  return entry;
}

/**
 * The total and facets of a search without words or codes, from counts kept per place, price band
 * and seller and brought up to date from the store's change log (a few changes, not a pass over
 * every live listing); the same as countFacets(runPass(store, c, undefined).groups, filters), read
 * from the counts directly (facets-from-cells.ts).
 */
export function keptFacets(store: LiveListings, c: SearchCriteria, filters: FacetFilters): Answer {
  const entry = entryFor(store, c);
  const answerKey = JSON.stringify(filters);
  let answer = entry.answers.get(answerKey);
  if (!answer) {
    answer = facetsFromCells(store, entry.counts, filters);
    if (entry.answers.size >= KEPT) entry.answers.clear();
    entry.answers.set(answerKey, answer);
  }
  return answer;
}
