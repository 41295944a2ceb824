import { createHash } from 'node:crypto';
import type { UserSpecs } from '../../shared/schemas/analysis.ts';
import { SPAREBOT_VERSION } from './sparebot-version.ts';

/** What, besides the photo and the seller's specs, decides an answer: provider, endpoint and model. */
export interface SparebotIdentity {
  provider: 'local' | 'openai';
  /** The vision model's name; null for the offline provider. */
  model: string | null;
  /** The vision API root (the same model name at another vendor is another model); null offline. */
  baseUrl: string | null;
  /** Whether the vision answer is combined with the offline reading; null offline. */
  combineLocal: boolean | null;
}

/**
 * The seller's specs as SpareBot uses them: `userSpecs` over `specifications` field by field,
 * then blank fields dropped (a blank field means "no opinion", so the photo decides, as before),
 * keys in a fixed order. Undefined when nothing is left: the first look at a photo.
 * Values keep their case and inner spacing, because titles and specs are echoed verbatim and a
 * condition must match one of the spec's names exactly.
 */
export function normaliseSpecs(specs: { userSpecs?: UserSpecs; specifications?: UserSpecs }): UserSpecs | undefined {
  const merged: Record<string, string | undefined> = { ...specs.specifications, ...specs.userSpecs };
  const entries = Object.entries(merged)
    .map(([key, value]): [string, string] => [key, (value ?? '').trim()])
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? (Object.fromEntries(entries) as UserSpecs) : undefined;
}

/** The key a stored answer is found by: a SHA-256 of the normalised specs, the identity and SpareBot's version. */
export function analysisInputKey(specs: UserSpecs | undefined, identity: SparebotIdentity, version = SPAREBOT_VERSION): string {
  const material = JSON.stringify({
    version,
    identity: [identity.provider, identity.model, identity.baseUrl, identity.combineLocal],
    specs: specs ?? null,
  });
  return createHash('sha256').update(material).digest('hex');
}
