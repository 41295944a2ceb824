import { CATEGORIES, type CategoryName } from '../../../shared/constants/categories.ts';
import { createMakerLearner, LearnedMakers } from './learned-makers.ts';

/** One saved item SpareBot suggested: the tokens of its photo's text and what the user kept. */
export interface TrainingRow {
  /** priorTokens() of the photo's text, space-separated. */
  tokens: string;
  category: string | null;
  brand: string | null;
  /** Who kept it, and whether they moderate: feeds the open-world maker list (learned-makers.ts). */
  ownerId?: number;
  moderator?: boolean;
}

export interface CategoryGuess {
  category: CategoryName;
  /** Share of the evidence for this category, 0–1. */
  share: number;
  /** Saved items behind the guess. */
  support: number;
}

export interface BrandGuess {
  brand: string;
  share: number;
  support: number;
  /** The token that carried most of the evidence. */
  token: string;
}

const NAMES: readonly CategoryName[] = CATEGORIES.map((c) => c.name);
const INDEX = new Map<string, number>(NAMES.map((n, i) => [n, i]));
/** A token must have been seen on this many saved items to count. */
const MIN_ROWS = 3;

interface TokenStats {
  /** Saved items with the token and a category. */
  n: number;
  cats: Uint32Array;
  /** Saved items with the token and a brand. */
  nb: number;
}

interface TokenBrand {
  brand: string;
  count: number;
}

export const brandKey = (brand: string | null | undefined): string => {
  const key = (brand ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return key === 'unbranded' || key === 'unknown' || key === 'na' ? '' : key;
};

const log2p = (n: number) => Math.log2(1 + n);

/**
 * What this installation's users kept when they saved items SpareBot suggested, as priors for
 * when the knowledge base has no answer: tokens of the photo's text → category and brand, brand →
 * usual category, and the categories users choose most.
 */
export class LearnedPriors {
  constructor(
    readonly rows: number,
    private readonly tokenStats: ReadonlyMap<string, TokenStats>,
    private readonly tokenBrands: ReadonlyMap<string, TokenBrand>,
    private readonly brands: ReadonlyMap<string, { name: string; cats: Uint32Array; n: number }>,
    /** Categories users kept, most often first. */
    readonly categoryOrder: readonly CategoryName[],
    /** Makers owners kept that the knowledge base does not know (two owners or a moderator). */
    readonly makers: LearnedMakers = new LearnedMakers(new Map()),
  ) {}

  /** The category the text's tokens point to, when enough saved items agree. */
  categoryFor(tokens: readonly string[]): CategoryGuess | undefined {
    const votes = new Float64Array(NAMES.length);
    let support = 0;
    for (const token of tokens) {
      const s = this.tokenStats.get(token);
      if (!s || s.n < MIN_ROWS) continue;
      let best = 0;
      for (const c of s.cats) best = Math.max(best, c);
      const purity = best / s.n;
      if (purity < 0.6) continue;
      const weight = log2p(s.n) * purity;
      s.cats.forEach((c, i) => (votes[i] = (votes[i] ?? 0) + (weight * c) / s.n));
      support = Math.max(support, s.n);
    }
    return pick(votes, support);
  }

  /** A brand the text's tokens point to (a model code, a product family): at least 80 % of saved items agree. */
  brandFor(tokens: readonly string[]): BrandGuess | undefined {
    const votes = new Map<string, { weight: number; support: number; token: string }>();
    let total = 0;
    for (const token of tokens) {
      const s = this.tokenStats.get(token);
      const b = this.tokenBrands.get(token);
      if (!s || !b || s.nb < MIN_ROWS) continue;
      const share = b.count / s.nb;
      if (share < 0.8) continue;
      const weight = log2p(b.count) * share;
      total += weight;
      const v = votes.get(b.brand);
      if (!v) votes.set(b.brand, { weight, support: b.count, token });
      else {
        v.weight += weight;
        if (b.count > v.support) Object.assign(v, { support: b.count, token });
      }
    }
    const [best] = [...votes.entries()].sort((a, b) => b[1].weight - a[1].weight);
    if (!best || best[1].weight < 0.6 * total) return undefined;
    return {
      brand: this.brands.get(best[0])?.name ?? best[0],
      share: best[1].weight / total,
      support: best[1].support,
      token: best[1].token,
    };
  }

  /** The category users keep for this brand's items, when one clearly dominates. */
  categoryOfBrand(brand: string): CategoryGuess | undefined {
    const b = this.brands.get(brandKey(brand));
    if (!b || b.n < MIN_ROWS) return undefined;
    return pick(Float64Array.from(b.cats), b.n, 0.6);
  }
}

function pick(votes: Float64Array, support: number, minShare = 0.5): CategoryGuess | undefined {
  let total = 0,
    best = -1;
  votes.forEach((v, i) => {
    total += v;
    if (best < 0 || v > (votes[best] ?? 0)) best = i;
  });
  const name = NAMES[best];
  if (!name || total <= 0) return undefined;
  const share = (votes[best] ?? 0) / total;
  return share >= minShare ? { category: name, share, support } : undefined;
}

/** Room for this many brands per token in the numeric (token, brand) pair keys. */
const BRAND_SLOTS = 1 << 20;

/**
 * Counts saved items one at a time; `finish()` prunes what was seen too rarely and gives the
 * priors. Tokens and brands are numbered as they come and counted in flat typed arrays, and
 * (token, brand) pairs under numeric keys: 100,000 items count in about a second.
 */
export function createPriorsTrainer() {
  const K = NAMES.length;
  const tokenIds = new Map<string, number>();
  let cats = new Uint32Array(4096 * K);
  let seen = new Uint32Array(4096);
  let seenWithBrand = new Uint32Array(4096);
  const pairs = new Map<number, number>();
  const brandIds = new Map<string, number>();
  const brands: { key: string; cats: Uint32Array; n: number; spellings: Map<string, number> }[] = [];
  const totals = new Uint32Array(K);
  const makers = createMakerLearner();
  let rows = 0;

  function idOf(token: string): number {
    let id = tokenIds.get(token);
    if (id !== undefined) return id;
    id = tokenIds.size;
    tokenIds.set(token, id);
    if (id >= seen.length) {
      const grow = (a: Uint32Array, size: number) => {
        const b = new Uint32Array(size);
        b.set(a);
        return b;
      };
      cats = grow(cats, 2 * cats.length);
      seen = grow(seen, 2 * seen.length);
      seenWithBrand = grow(seenWithBrand, 2 * seenWithBrand.length);
    }
    return id;
  }

  return {
    add(row: TrainingRow): void {
      rows++;
      makers.add(row);
      const cat = row.category ? INDEX.get(row.category) : undefined;
      const bKey = brandKey(row.brand);
      if (cat !== undefined) totals[cat] = (totals[cat] ?? 0) + 1;
      let brand = -1;
      if (bKey) {
        brand = brandIds.get(bKey) ?? -1;
        if (brand < 0 && brands.length < BRAND_SLOTS) {
          brand = brands.length;
          brandIds.set(bKey, brand);
          brands.push({ key: bKey, cats: new Uint32Array(K), n: 0, spellings: new Map() });
        }
        const b = brands[brand];
        if (b) {
          const spelling = (row.brand ?? '').trim();
          b.spellings.set(spelling, (b.spellings.get(spelling) ?? 0) + 1);
          if (cat !== undefined) {
            b.cats[cat] = (b.cats[cat] ?? 0) + 1;
            b.n++;
          }
        }
      }
      if (cat === undefined && brand < 0) return;
      for (const token of row.tokens.split(' ')) {
        if (!token) continue;
        const id = idOf(token);
        if (cat !== undefined) {
          seen[id] = (seen[id] ?? 0) + 1;
          cats[id * K + cat] = (cats[id * K + cat] ?? 0) + 1;
        }
        if (brand >= 0) {
          seenWithBrand[id] = (seenWithBrand[id] ?? 0) + 1;
          const key = id * BRAND_SLOTS + brand;
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
      }
    },

    finish(): LearnedPriors {
      const stats = new Map<string, TokenStats>();
      const names: string[] = [];
      for (const [token, id] of tokenIds) {
        names[id] = token;
        const n = seen[id] ?? 0,
          nb = seenWithBrand[id] ?? 0;
        if (n >= MIN_ROWS || nb >= MIN_ROWS) stats.set(token, { n, nb, cats: cats.slice(id * K, (id + 1) * K) });
      }
      const tokenBrands = new Map<string, TokenBrand>();
      for (const [key, count] of pairs) {
        if (count < MIN_ROWS) continue;
        const token = names[Math.floor(key / BRAND_SLOTS)] ?? '';
        const b = brands[key % BRAND_SLOTS];
        const current = tokenBrands.get(token);
        if (b && (!current || count > current.count)) tokenBrands.set(token, { brand: b.key, count });
      }
      const byKey = new Map(
        brands.map((b) => [b.key, { name: [...b.spellings.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? b.key, cats: b.cats, n: b.n }]),
      );
      const order = NAMES.map((name, i) => ({ name, n: totals[i] ?? 0 }))
        .filter((x) => x.n > 0)
        .sort((a, b) => b.n - a.n)
        .map((x) => x.name);
      return new LearnedPriors(rows, stats, tokenBrands, byKey, order, makers.finish());
    },
  };
}

/** Trains priors from rows in one go (tests, the bench); the service feeds the trainer page by page. */
export function trainPriors(rows: Iterable<TrainingRow>): LearnedPriors {
  const trainer = createPriorsTrainer();
  for (const row of rows) trainer.add(row);
  return trainer.finish();
}
