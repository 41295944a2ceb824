import type { BrandHit } from './brand-match.ts';
import { squash } from './text-normalise.ts';
import { categoryTotals, type Classification, type TypeScores } from './type-scores.ts';

/*
 * How sure SpareBot may say it is of a category: the confidence from the classifier's scores, and
 * the ceilings put on it when the evidence is thin or disagrees (issue 30's calibration).
 */

/** Strong enough on its own: a catalogue grammar this specific names the item by itself. */
const STRONG_CODE = 0.8;
/** Ceiling of an answer that rests on one weak piece of evidence. */
const SINGLE_EVIDENCE_CEILING = 0.65;

/**
 * The ceiling of the confidence when the answer rests on a single weak piece of evidence: one
 * keyword read (it may be a neighbouring label or a warning sticker in the photo), or one short
 * or ambiguous catalogue number (strength below 0.8), with no maker's name read, no other
 * keyword, code or rating combination. A brand alone never reaches 0.7 through the formula.
 */
export function singleEvidenceCap(evidence: TypeScores['evidence'], brandRead: boolean): number {
  // A product word read only one OCR slip away is a guess, whatever else was read, unless a catalogue code agrees.
  if (evidence.nearKeywords && !evidence.codeStrengths.length) return SINGLE_EVIDENCE_CEILING;
  // A board-mount part's code (a PCB relay) may be inside the thing photographed: the seller confirms.
  if (evidence.component) return SINGLE_EVIDENCE_CEILING;
  if (brandRead) return 1;
  // Ratings alone, with no known maker, product word, code or label grammar ("180W", "3000 r/min": a motor's, or a
  // power tool's), are one piece of evidence.
  if (!evidence.keywordHits && !evidence.codeStrengths.length && !evidence.labelInferences && evidence.ratingHints <= 2)
    return SINGLE_EVIDENCE_CEILING;
  if (evidence.ratingHints > 0) return 1;
  const codes = evidence.codeStrengths;
  if (evidence.keywordHits === 1 && codes.length === 0) return SINGLE_EVIDENCE_CEILING;
  if (evidence.keywordHits === 0 && codes.length === 1 && (codes[0] ?? 0) < STRONG_CODE) return SINGLE_EVIDENCE_CEILING;
  return 1;
}

/** Below this OCR confidence a line may be a misreading of something else ("Fans" read at 0.62 on a pump station). */
const FAINT_LINE = 0.7;

/**
 * The ceiling when the only product word was read faintly: every line that holds it read below 0.7, and
 * nothing else (no code, rating or label grammar) says what the item is. A maker's name beside it does not
 * make it surer, as the word may be a misreading of something else on the label.
 */
export function faintKeywordCap(evidence: TypeScores['evidence'], lines: readonly { text: string; confidence?: number }[]): number {
  const [word] = evidence.keywords ?? [];
  if (evidence.keywordHits !== 1 || !word || evidence.codeStrengths.length || evidence.ratingHints || evidence.labelInferences) return 1;
  const holding = lines.filter((l) => squash(l.text).includes(word));
  return holding.length && holding.every((l) => (l.confidence ?? 1) < FAINT_LINE) ? SINGLE_EVIDENCE_CEILING : 1;
}

/** A rival category's own product evidence must reach this (a keyword's weight, half a strong code) to count. */
const RIVAL_EVIDENCE = 1;

/**
 * The ceiling when the evidence disagrees (issue 30, calibrated on the tuning half's readings
 * degraded and with a neighbour's rows added, `scripts/eval-sparebot-calibration.ts`): the maker
 * read by name is not known for the category the words point to (a boiler maker's name beside a
 * limit switch's words: one of them is a neighbour, or the name a misreading), or a second
 * category has product evidence of its own at least half as strong as the winner's (two items in
 * frame). Either way the answer is a guess between two, so it is reviewed.
 */
export function conflictCap(types: TypeScores, cls: Pick<Classification, 'category'>, brands: readonly BrandHit[]): number {
  const byCategory = categoryTotals(types.scores, types.repeated);
  const own = byCategory.get(cls.category) ?? 0;
  if (own <= 0) return 1;
  const rival = Math.max(0, ...[...byCategory].filter(([c]) => c !== cls.category).map(([, s]) => s));
  if (rival >= RIVAL_EVIDENCE && rival >= 0.5 * own) return SINGLE_EVIDENCE_CEILING;
  const maker = brands.find((b) => b.score >= 0.4 && !b.viaCode);
  if (maker && maker === brands[0] && !maker.brand.categories.includes(cls.category)) return SINGLE_EVIDENCE_CEILING;
  return 1;
}

/**
 * Confidence from the strength of the evidence and the margin over the runner-up
 * (calibrated on photos so that answers at ≥ 0.7 are right ≥ 90 % of the time).
 */
export function categoryConfidence(c: Pick<Classification, 'score' | 'runnerUp'>): number {
  if (c.score <= 0) return 0.2;
  const strength = 1 - Math.exp(-c.score / 1.2);
  const margin = (c.score - c.runnerUp) / c.score;
  return Math.min(0.95, 0.25 + 0.72 * strength * (0.45 + 0.55 * margin));
}
