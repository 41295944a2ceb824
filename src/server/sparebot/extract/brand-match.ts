import { BRAND_KEYS, type BrandKey } from '../kb/brand-index.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { confusionFold, levenshtein } from './text-normalise.ts';

export interface TextLine {
  text: string;
  /** Text height in pixels; bigger text is more likely to be the maker's logo. */
  height: number;
  confidence: number;
}

export interface BrandHit {
  brand: BrandEntry;
  /** 0–1: similarity × text prominence × distinctiveness, summed over hits and capped. */
  score: number;
  matched: string;
}

const MAX_DISTANCE = 0.2;

/** Trade words that sit inside brand names ("MK Electric"): never a fuzzy match on their own. */
const GENERIC_WORDS = new Set([
  'electric', 'electrical', 'electronic', 'electronics', 'controls', 'control', 'lighting', 'heating',
  'pumps', 'cables', 'cable', 'energy', 'power', 'systems', 'solar', 'industrial', 'international',
  'motors', 'drives', 'meters', 'metering', 'fans', 'valves', 'safety', 'switchgear', 'tools', 'water',
  'renewables', 'caution', 'warning', 'danger', 'important', 'isolator', 'generator',
].map((w) => confusionFold(w)));
const SHORT_NAME = 5;

function similarity(candidate: string, k: BrandKey, singleToken: boolean): number {
  if (candidate === k.key) return 1;
  if (k.common || k.key.length < SHORT_NAME || GENERIC_WORDS.has(candidate)) return 0;
  const longer = Math.max(candidate.length, k.key.length);
  if (Math.abs(candidate.length - k.key.length) <= MAX_DISTANCE * longer) {
    const d = levenshtein(candidate, k.key) / longer;
    if (d <= MAX_DISTANCE) return 1 - d;
  }
  // OCR runs words together ("WorldWideElectricCorporation"): a distinctive name inside one token.
  if (singleToken && k.key.length >= 6 && candidate.length > k.key.length && candidate.includes(k.key)) return 0.85;
  return 0;
}

function candidatesOf(text: string): { value: string; single: boolean }[] {
  const tokens = text.split(/[\s,;:()/|]+/).map(confusionFold).filter((t) => t.length > 0);
  const out: { value: string; single: boolean }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let joined = '';
    for (let n = 0; n < 3 && i + n < tokens.length; n++) {
      joined += tokens[i + n];
      if (joined.length >= 2) out.push({ value: joined, single: n === 0 });
    }
  }
  return out;
}

/** Finds known brands in OCR lines: fuzzy on 1–3-token joins after OCR-confusion folding. */
export function matchBrands(lines: readonly TextLine[]): BrandHit[] {
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 1;
  const byBrand = new Map<string, BrandHit>();
  for (const line of lines) {
    const prominence = Math.min(1.5, Math.max(0.6, line.height / Math.max(1, median)));
    for (const candidate of candidatesOf(line.text)) {
      for (const k of BRAND_KEYS) {
        if (Math.abs(candidate.value.length - k.key.length) > 0.25 * k.key.length + 1 && !candidate.single) continue;
        const sim = similarity(candidate.value, k, candidate.single);
        if (sim === 0) continue;
        const weight = sim * prominence * (k.common ? 0.45 : 1) * Math.min(1, 0.4 + line.confidence * 0.6);
        const hit = byBrand.get(k.brand.name);
        if (hit) {
          hit.score = Math.min(1, Math.max(hit.score, weight) + 0.1 * Math.min(weight, hit.score));
        } else {
          byBrand.set(k.brand.name, { brand: k.brand, score: Math.min(1, weight), matched: line.text });
        }
      }
    }
  }
  return [...byBrand.values()].sort((a, b) => b.score - a.score);
}
