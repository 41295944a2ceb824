import { findCategoryName } from '../../shared/constants/categories.ts';
import type { PublishRequirement } from '../../shared/messages/publish-messages.ts';

/** What decides whether an item may be live. */
export interface PublishFacts {
  title: string;
  unit_price_pence: number;
  category_id: number | null;
  photoCount: number;
  /** A valid UK postcode is known for it (its own, else the seller's profile postcode). */
  hasPostcode: boolean;
}

/** Every piece an item lacks to be published, in the order a seller reads them; empty when ready. */
export function findMissing(facts: PublishFacts): PublishRequirement[] {
  const missing: PublishRequirement[] = [];
  if (facts.title.trim() === '') missing.push('title');
  if (!(facts.unit_price_pence > 0)) missing.push('price');
  if (facts.category_id === null || findCategoryName(facts.category_id) === null) missing.push('category');
  if (facts.photoCount < 1) missing.push('photo');
  if (!facts.hasPostcode) missing.push('postcode');
  return missing;
}
