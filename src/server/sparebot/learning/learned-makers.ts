import { CATEGORIES, type CategoryName } from '../../../shared/constants/categories.ts';
import { confusionFold } from '../extract/text-normalise.ts';
import { findBrand } from '../kb/brand-index.ts';

/** Different owners who must have kept a maker name before it is suggested to anyone else. */
export const MIN_OWNERS = 2;

export interface LearnedMaker {
  name: string;
  /** The category its items were kept under most, if any. */
  category: CategoryName | undefined;
  owners: number;
}

interface MakerRow {
  brand: string | null;
  category: string | null;
  /** Who kept it; rows without an owner (older callers, tests) never count towards MIN_OWNERS. */
  ownerId?: number;
  /** The owner is a moderator (admin): their word alone is enough. */
  moderator?: boolean;
}

const NAMES = new Set<string>(CATEGORIES.map((c) => c.name));

/**
 * This installation's open-world maker list: maker names owners kept that the knowledge base does
 * not know, each suggested to others only once at least two different owners kept it, or a
 * moderator did, so one account cannot teach SpareBot nonsense.
 */
export function createMakerLearner() {
  const byKey = new Map<string, { spellings: Map<string, number>; owners: Set<number>; moderator: boolean; cats: Map<string, number> }>();
  return {
    add(row: MakerRow): void {
      const name = (row.brand ?? '').trim();
      const key = confusionFold(name);
      if (key.length < 3 || key === 'unbranded' || key === 'unknown' || findBrand(name)) return;
      const entry = byKey.get(key) ?? { spellings: new Map(), owners: new Set(), moderator: false, cats: new Map() };
      byKey.set(key, entry);
      entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
      if (row.ownerId !== undefined) entry.owners.add(row.ownerId);
      entry.moderator ||= row.moderator === true;
      if (row.category && NAMES.has(row.category)) entry.cats.set(row.category, (entry.cats.get(row.category) ?? 0) + 1);
    },
    finish(): LearnedMakers {
      const makers = new Map<string, LearnedMaker>();
      for (const [key, e] of byKey) {
        if (e.owners.size < MIN_OWNERS && !e.moderator) continue;
        const top = <T>(m: Map<T, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
        makers.set(key, { name: top(e.spellings) ?? key, category: top(e.cats) as CategoryName | undefined, owners: e.owners.size });
      }
      return new LearnedMakers(makers);
    },
  };
}

export class LearnedMakers {
  constructor(private readonly makers: ReadonlyMap<string, LearnedMaker>) {}

  get size(): number {
    return this.makers.size;
  }

  /** A learned maker named in the text (one to three words together), the longest first. */
  findIn(lines: readonly string[]): LearnedMaker | undefined {
    if (!this.makers.size) return undefined;
    let best: LearnedMaker | undefined;
    for (const line of lines) {
      const words = line.split(/[\s,;:()/|]+/).filter(Boolean);
      for (let i = 0; i < words.length; i++) {
        for (let n = 1; n <= 3 && i + n <= words.length; n++) {
          const hit = this.makers.get(confusionFold(words.slice(i, i + n).join('')));
          if (hit && (!best || hit.name.length > best.name.length)) best = hit;
        }
      }
    }
    return best;
  }

  /** The learned maker of this name, if any (a maker read by its company form or domain). */
  get(name: string): LearnedMaker | undefined {
    return this.makers.get(confusionFold(name));
  }
}
