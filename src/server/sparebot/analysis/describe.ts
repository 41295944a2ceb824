import { SPAREBOT_OWNER_NOTES } from '../../../shared/sparebot-notes.ts';

export interface DescriptionParts {
  title: string;
  brand: string | undefined;
  model: string | undefined;
  technicalSpecs: string;
  others: string[];
  legible: boolean;
  /** Anything (a type, a maker, learned priors) identified the item. */
  identified: boolean;
  confidence: number;
}

/** A short, honest listing description: what was read, and what still needs checking. */
export function describeItem(p: DescriptionParts): string {
  const sentences: string[] = [];
  if (!p.identified) {
    sentences.push(
      p.legible ? 'The text read from this photo does not identify the item.' : 'No label or nameplate text could be read from this photo.',
    );
    sentences.push(SPAREBOT_OWNER_NOTES.unidentified);
    return sentences.join(' ');
  }
  sentences.push(`${p.title}.`);
  if (p.model) sentences.push(`Model/catalogue number ${p.model}.`);
  if (p.technicalSpecs) sentences.push(`Ratings read from the label: ${p.technicalSpecs}.`);
  if (p.others.length) sentences.push(`Other makes visible in the photo: ${p.others.join(', ')}.`);
  if (!p.brand) sentences.push('Maker not identified.');
  sentences.push(p.confidence >= 0.7 ? SPAREBOT_OWNER_NOTES.conditionUnchecked : SPAREBOT_OWNER_NOTES.uncertain);
  return sentences.join(' ');
}
