import type { FactsIndex, LiveListings } from './live-listings.ts';

const NONE = -1;

function grown(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const larger = new Int32Array(Math.max(size, array.length * 2)).fill(NONE);
  larger.set(array);
  return larger;
}

/**
 * The live listings of each outward code (by the store's outcode number), as lists linked through
 * one array indexed by listing id (4 bytes a listing): "near me" reads the outcodes nearest first
 * and stops once its page is full, instead of measuring every live listing. Singly linked: a
 * removal walks its outcode's list (a few hundred listings, rarely thousands), which costs less
 * than another 4 bytes a listing.
 */
export class OutcodeMembers implements FactsIndex {
  private heads = new Int32Array(0);
  private next = new Int32Array(0);

  constructor(private readonly store: LiveListings) {
    for (let slot = 0; slot < store.size; slot++) this.add(slot);
  }

  /** The first listing id of outcode number `outcode`, or -1. */
  first(outcode: number): number {
    return outcode < this.heads.length ? this.heads[outcode]! : NONE;
  }

  /** The listing id after `id` in its outcode's list, or -1. */
  after(id: number): number {
    return this.next[id]!;
  }

  add(slot: number): void {
    const id = this.store.ids[slot]!;
    const outcode = this.store.outcode[slot]!;
    this.heads = grown(this.heads, outcode + 1);
    this.next = grown(this.next, id + 1);
    this.next[id] = this.heads[outcode]!;
    this.heads[outcode] = id;
  }

  drop(slot: number): void {
    const id = this.store.ids[slot]!;
    const outcode = this.store.outcode[slot]!;
    let at = this.heads[outcode]!;
    if (at === id) this.heads[outcode] = this.next[id]!;
    else {
      while (at !== NONE && this.next[at] !== id) at = this.next[at]!;
      if (at !== NONE) this.next[at] = this.next[id]!;
    }
    this.next[id] = NONE;
  }
}
