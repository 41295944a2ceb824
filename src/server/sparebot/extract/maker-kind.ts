import type { CategoryName } from '../../../shared/constants/categories.ts';
import { MAKER_TRADE_CATEGORIES as KINDS } from '../kb/maker-trail-words.ts';
import type { OpenMaker } from './named-maker.ts';
import { DOMAIN, peelWords } from './web-address.ts';

const KIND_WORDS = Object.keys(KINDS);

/**
 * What an unknown maker's own name says it makes: the category of a trade word peeled off its domain,
 * or after its name on a short line (a company name, not a sentence). Asked only where the label names
 * no product; the answer stays reviewed.
 */
export function makerKind(maker: Pick<OpenMaker, 'via' | 'text'>): CategoryName | undefined {
  const label = maker.via === 'domain' ? DOMAIN.exec(maker.text)?.[1]?.toLowerCase() : undefined;
  const words = label
    ? peelWords(label, KIND_WORDS).peeled
    : maker.text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean);
  if (!label && words.length > 5) return undefined;
  return words.map((w) => KINDS[w]).find(Boolean);
}
