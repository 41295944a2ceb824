import type { FactsIndex, LiveListings } from './live-listings.ts';

/**
 * The orders a page without words is read in (search-page-order.ts's keys; ties: the higher id
 * first): newest first, and cheapest first (read backwards for dearest first, see indexed-page.ts).
 */
export type IdOrder = 'newest' | 'price';

/** Ids a block holds at most; a full block splits in two. */
const BLOCK = 512;
/** How full a bulk build leaves each block (~7/8), so that the first inserts do not all split. */
const BUILT_BLOCK = 448;

/** The key an order sorts ascending by (then the higher id first). */
function keyOf(store: LiveListings, order: IdOrder, slot: number): number {
  return order === 'newest' ? -store.published[slot]! : store.price[slot]!;
}

/** The first index of `sorted[0 … length)` whose value is not below `key`. */
function lowerBound(sorted: Float64Array, length: number, key: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The store's slots in the order, ties the higher id first, without a comparator (a comparator sort
 * of a million took ~1 s and boxed every element): the distinct keys sorted natively, then a
 * counting sort by key rank fed highest id first, which it keeps for equal keys. Ranks are looked
 * up twice rather than kept: the build's transient memory is one array of keys and two of slots.
 */
function sortedSlots(store: LiveListings, order: IdOrder): Int32Array {
  const { size, ids } = store;
  const distinct = new Float64Array(size);
  let highestId = -1;
  for (let slot = 0; slot < size; slot++) {
    distinct[slot] = keyOf(store, order, slot);
    if (ids[slot]! > highestId) highestId = ids[slot]!;
  }
  distinct.sort();
  let kinds = 0;
  for (let i = 0; i < size; i++) if (kinds === 0 || distinct[i] !== distinct[kinds - 1]) distinct[kinds++] = distinct[i]!;
  // starts[r]: where the slots of the r-th key begin.
  const starts = new Int32Array(kinds + 1);
  for (let slot = 0; slot < size; slot++) starts[lowerBound(distinct, kinds, keyOf(store, order, slot)) + 1]!++;
  for (let r = 1; r <= kinds; r++) starts[r]! += starts[r - 1]!;
  const sorted = new Int32Array(size);
  for (let id = highestId; id >= 0; id--) {
    const slot = store.slotOf(id);
    if (slot !== undefined) sorted[starts[lowerBound(distinct, kinds, keyOf(store, order, slot))]!++] = slot;
  }
  return sorted;
}

/**
 * Every live listing's id in one order, kept in step with the store as listings change: a list of
 * sorted blocks, so an insert or removal moves at most a block's ids, not a million. Holds ids only
 * (4 bytes a listing) and reads the keys from the store's columns; the store tells it of a slot
 * before the slot's facts change (`drop`) and after (`add`), so a key read is always the one the id
 * was placed by.
 */
export class SortedIds implements FactsIndex {
  blocks: Int32Array[] = [];
  lengths: number[] = [];

  constructor(
    private readonly store: LiveListings,
    readonly order: IdOrder,
  ) {
    const { size, ids } = store;
    const slots = sortedSlots(store, order);
    for (let start = 0; start < size; start += BUILT_BLOCK) {
      const block = new Int32Array(BLOCK);
      const end = Math.min(size, start + BUILT_BLOCK);
      for (let i = start; i < end; i++) block[i - start] = ids[slots[i]!]!;
      this.blocks.push(block);
      this.lengths.push(end - start);
    }
  }

  /** Whether listing `a` (its key `ka`) comes before listing `b`. */
  private before(ka: number, a: number, b: number): boolean {
    const kb = keyOf(this.store, this.order, this.store.slotOf(b)!);
    return ka !== kb ? ka < kb : a > b;
  }

  /** The first block whose last id does not come before `id`; the last block when every one does. */
  private blockFor(key: number, id: number): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(key, id, this.blocks[mid]![this.lengths[mid]! - 1]!)) hi = mid;
      else if (this.blocks[mid]![this.lengths[mid]! - 1] === id) return mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Where `id` is, or would go, in block `b`: the first position not before it. */
  private positionIn(b: number, key: number, id: number): number {
    const block = this.blocks[b]!;
    let lo = 0;
    let hi = this.lengths[b]!;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (block[mid] !== id && !this.before(key, id, block[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(slot: number): void {
    const id = this.store.ids[slot]!;
    const key = keyOf(this.store, this.order, slot);
    if (!this.blocks.length) {
      this.blocks.push(new Int32Array(BLOCK));
      this.lengths.push(0);
    }
    const b = this.blockFor(key, id);
    const at = this.positionIn(b, key, id);
    const block = this.blocks[b]!;
    const length = this.lengths[b]!;
    block.copyWithin(at + 1, at, length);
    block[at] = id;
    this.lengths[b] = length + 1;
    if (length + 1 === BLOCK) {
      // Split in two halves.
      const half = BLOCK >> 1;
      const next = new Int32Array(BLOCK);
      next.set(block.subarray(half));
      this.blocks.splice(b + 1, 0, next);
      this.lengths.splice(b + 1, 0, BLOCK - half);
      this.lengths[b] = half;
    }
  }

  drop(slot: number): void {
    const id = this.store.ids[slot]!;
    const key = keyOf(this.store, this.order, slot);
    let b = this.blocks.length ? this.blockFor(key, id) : -1;
    let at = b < 0 ? -1 : this.positionIn(b, key, id);
    if (b < 0 || this.blocks[b]![at] !== id || at >= this.lengths[b]!) {
      // Never expected (the key is read before the facts change): find it the slow way rather than keep a stale id.
      b = this.blocks.findIndex((block, i) => block.subarray(0, this.lengths[i]).includes(id));
      if (b < 0) return;
      at = this.blocks[b]!.subarray(0, this.lengths[b]).indexOf(id);
    }
    const length = this.lengths[b]!;
    this.blocks[b]!.copyWithin(at, at + 1, length);
    this.lengths[b] = length - 1;
    if (length === 1) {
      this.blocks.splice(b, 1);
      this.lengths.splice(b, 1);
    }
  }
}
