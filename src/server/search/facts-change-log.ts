import type { FactsIndex, LiveListings } from './live-listings.ts';

/** Changes kept: 2^16 (~1.2 MB), 20 minutes of a change every 20 ms; counts older than that are counted again in full. */
const CAPACITY = 1 << 16;

/**
 * The last CAPACITY changes to a store's facts as +1 (facts added) and -1 (facts dropped), with
 * what facet counts depend on: kept counts are brought up to date by replaying what came after them.
 */
export class FactsChangeLog implements FactsIndex {
  /** Changes logged so far; change n is at n % CAPACITY while n > seq - CAPACITY. */
  seq = 0;
  readonly combo = new Int32Array(CAPACITY);
  readonly outcode = new Int32Array(CAPACITY);
  readonly owner = new Int32Array(CAPACITY);
  readonly price = new Float64Array(CAPACITY);
  readonly sign = new Int8Array(CAPACITY);

  constructor(private readonly store: LiveListings) {}

  /** Whether every change since `seq` is still held. */
  holdsSince(seq: number): boolean {
    return this.seq - seq <= CAPACITY;
  }

  at(n: number): number {
    return n % CAPACITY;
  }

  private log(slot: number, sign: 1 | -1): void {
    const at = this.seq++ % CAPACITY;
    this.combo[at] = this.store.combo[slot]!;
    this.outcode[at] = this.store.outcode[slot]!;
    this.owner[at] = this.store.owner[slot]!;
    this.price[at] = this.store.price[slot]!;
    this.sign[at] = sign;
  }

  add(slot: number): void {
    this.log(slot, 1);
  }

  drop(slot: number): void {
    this.log(slot, -1);
  }
}
