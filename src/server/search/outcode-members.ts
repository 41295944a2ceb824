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
 * two arrays indexed by listing id (8 bytes a listing): "near me" reads the outcodes nearest first
 * and stops once its page is full, instead of measuring every live listing.
 */
export class OutcodeMembers implements FactsIndex {
  private heads = new Int32Array(0);
  private next = new Int32Array(0);
  private previous = new Int32Array(0);

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
    this.previous = grown(this.previous, id + 1);
    const head = this.heads[outcode]!;
    this.next[id] = head;
    this.previous[id] = NONE;
    if (head !== NONE) this.previous[head] = id;
    this.heads[outcode] = id;
  }

  drop(slot: number): void {
    const id = this.store.ids[slot]!;
    const before = this.previous[id]!;
    const after = this.next[id]!;
    if (before === NONE) this.heads[this.store.outcode[slot]!] = after;
    else this.next[before] = after;
    if (after !== NONE) this.previous[after] = before;
    this.next[id] = NONE;
    this.previous[id] = NONE;
  }
}
