/** One live listing's facts, as the database gives them: what searches filter, count and sort by. */
export type ListingFacts = {
  id: number;
  owner_id: number;
  category_id: number | null;
  brand_info: string | null;
  condition: string;
  handover: string | null;
  outcode: string | null;
  unit_price_pence: number;
  published_at: string | null;
};

/** Small numbers for the few distinct values of a column, so that a listing's facts are a row of typed arrays. */
export class Interner<T> {
  readonly values: T[] = [];
  private readonly numbers = new Map<T, number>();

  number(value: T): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }

  find(value: T): number | undefined {
    return this.numbers.get(value);
  }
}

const INITIAL_CAPACITY = 1024;

/**
 * Something kept in step with a store's facts (an order of ids, listings by outcode, a log of
 * changes): told of a slot just before its facts change or go (`drop`), and just after its facts
 * are written (`add`), so it always sees the facts a listing was added with when it is dropped.
 */
export interface FactsIndex {
  add(slot: number): void;
  drop(slot: number): void;
}

function grow<A extends Int32Array | Float64Array>(array: A, size: number): A {
  const larger = new (array.constructor as new (n: number) => A)(size);
  larger.set(array);
  return larger;
}

/**
 * Every live listing's facts, a column each (2.8 MB at 100,000 listings), kept in step with the
 * database by the search repository. Slots are dense: a removed listing's slot takes the last one.
 */
export class LiveListings {
  readonly categories = new Interner<number | null>();
  readonly brands = new Interner<string | null>();
  /** lower(brand), what the brand filter compares, by brand number. */
  readonly brandKeys: (string | null)[] = [];
  readonly conditions = new Interner<string>();
  readonly handovers = new Interner<string | null>();
  readonly outcodes = new Interner<string | null>();

  /**
   * Each distinct (category, brand, condition, handover) a listing has had, numbered: what facet
   * counts group by, so that a search counts into an array instead of a map.
   */
  readonly combos = new Interner<string>();
  readonly comboParts: { category: number; brand: number; condition: number; handover: number }[] = [];

  /** Moves whenever these facts change (search-facts.ts), and with them what the database's index holds: caches of search work are keyed by it. */
  version = 0;
  size = 0;
  ids = new Int32Array(INITIAL_CAPACITY);
  combo = new Int32Array(INITIAL_CAPACITY);
  owner = new Int32Array(INITIAL_CAPACITY);
  outcode = new Int32Array(INITIAL_CAPACITY);
  price = new Float64Array(INITIAL_CAPACITY);
  /** published_at as milliseconds; -Infinity when unknown (last among the newest). */
  published = new Float64Array(INITIAL_CAPACITY);
  /** Slot by listing id, -1 for none: ids are dense (a table's key), and an array is 10× faster to look up than a Map. */
  private slots = new Int32Array(INITIAL_CAPACITY).fill(-1);

  /** Built on first use (`indexed`), by name; kept in step from then on. */
  private readonly indexes = new Map<string, FactsIndex>();

  /** The index named `name`, made from the facts as they are by `make` the first time it is asked for. */
  indexed<T extends FactsIndex>(name: string, make: (store: LiveListings) => T): T {
    let index = this.indexes.get(name);
    if (!index) {
      index = make(this);
      this.indexes.set(name, index);
    }
    return index as T;
  }

  slotOf(id: number): number | undefined {
    const slot = id >= 0 && id < this.slots.length ? this.slots[id]! : -1;
    return slot < 0 ? undefined : slot;
  }

  private setSlot(id: number, slot: number): void {
    if (id >= this.slots.length) {
      const larger = new Int32Array(Math.max(id + 1, this.slots.length * 2)).fill(-1);
      larger.set(this.slots);
      this.slots = larger;
    }
    this.slots[id] = slot;
  }

  put(facts: ListingFacts): void {
    const id = Number(facts.id);
    let slot = this.slotOf(id);
    if (slot === undefined) {
      if (this.size === this.ids.length) this.resize(this.size * 2);
      slot = this.size++;
      this.setSlot(id, slot);
    } else {
      for (const index of this.indexes.values()) index.drop(slot);
    }
    const brand = this.brands.number(facts.brand_info);
    this.brandKeys[brand] ??= facts.brand_info === null ? null : facts.brand_info.toLowerCase();
    const published = facts.published_at === null ? NaN : Date.parse(facts.published_at);
    const category = this.categories.number(facts.category_id === null ? null : Number(facts.category_id));
    const condition = this.conditions.number(facts.condition);
    const handover = this.handovers.number(facts.handover);
    const combo = this.combos.number(`${category}|${brand}|${condition}|${handover}`);
    this.comboParts[combo] ??= { category, brand, condition, handover };
    this.ids[slot] = id;
    this.combo[slot] = combo;
    this.owner[slot] = Number(facts.owner_id);
    this.outcode[slot] = this.outcodes.number(facts.outcode);
    this.price[slot] = Number(facts.unit_price_pence);
    this.published[slot] = Number.isNaN(published) ? -Infinity : published;
    for (const index of this.indexes.values()) index.add(slot);
  }

  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    for (const index of this.indexes.values()) index.drop(slot);
    this.slots[id] = -1;
    const last = --this.size;
    if (slot === last) return;
    for (const column of [this.ids, this.combo, this.owner, this.outcode, this.price, this.published]) {
      column[slot] = column[last]!;
    }
    this.slots[this.ids[slot]!] = slot;
  }

  private resize(capacity: number): void {
    this.ids = grow(this.ids, capacity);
    this.owner = grow(this.owner, capacity);
    this.combo = grow(this.combo, capacity);
    this.outcode = grow(this.outcode, capacity);
    this.price = grow(this.price, capacity);
    this.published = grow(this.published, capacity);
  }
}
