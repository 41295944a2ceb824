/** A seeded random source, so every benchmark run seeds the same 100,000 listings. */
export interface Picker {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  one<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

/** mulberry32: tiny, fast and good enough to spread test data. */
export function createPicker(seed: number): Picker {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const picker: Picker = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    one: (list) => list[Math.floor(next() * list.length)]!,
    chance: (probability) => next() < probability,
    weighted(choices) {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
  };
  return picker;
}

/** A catalogue item as a seller would list it. */
export type Product = {
  title: string;
  brand: string;
  categoryId: number;
  specs: string;
  /** What it costs new, in pence. */
  retailPence: number;
  size?: string;
  material?: string;
};

export type ProductMaker = (pick: Picker) => Product;

/** A price in pence around `pounds` (±35 %), rounded to a realistic figure. */
export function priceAround(pick: Picker, pounds: number): number {
  const value = pounds * (0.65 + pick.next() * 0.7);
  return value < 20 ? Math.round(value * 4) * 25 : Math.round(value) * 100;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
