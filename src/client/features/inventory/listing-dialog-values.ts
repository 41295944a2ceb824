import type { Listing } from '../../../shared/schemas/listings.ts';
import { formatMoneyInput, parseMoneyInput, parseOptionalMoneyInput, parseQuantityInput } from '../../lib/money-input.ts';
import { moneyValue, recomputeSurplusInput } from './inventory-math.ts';

/** The 'Edit Inventory Item' dialog's fields, as the inputs hold them (text). */
export interface ListingDialogValues {
  title: string;
  description: string;
  /** '' when the item has no category. */
  categoryId: string;
  condition: string;
  retailPrice: string;
  surplusPrice: string;
  quantity: string;
  notes: string;
  material: string;
  size: string;
  brandInfo: string;
  technicalSpecs: string;
}

/** PATCH /api/listings/{id} body (spec §7): metadata travels as a JSON string. */
export interface ListingPatchBody {
  title: string;
  description: string;
  categoryId: number | null;
  condition: string;
  quantity: number;
  originalPrice: number;
  retailPrice: number | null;
  notes: string;
  material: string;
  size: string;
  brandInfo: string;
  technicalSpecs: string;
  pricingSourceMetadata: string;
}

function retailOf(listing: Listing): number | null {
  return moneyValue(listing.retailPrice) ?? listing.pricingSourceMetadata?.retailBaseline ?? null;
}

export function toDialogValues(listing: Listing): ListingDialogValues {
  const retail = retailOf(listing);
  return {
    title: listing.title,
    description: listing.description ?? '',
    categoryId: listing.categoryId === null ? '' : String(listing.categoryId),
    condition: listing.condition,
    retailPrice: retail === null ? '' : formatMoneyInput(retail),
    surplusPrice: formatMoneyInput(moneyValue(listing.originalPrice) ?? 0),
    quantity: String(listing.quantity),
    notes: listing.notes ?? '',
    material: listing.material ?? '',
    size: listing.size ?? '',
    brandInfo: listing.brandInfo ?? '',
    technicalSpecs: listing.technicalSpecs ?? '',
  };
}

/** A new condition re-derives the surplus unit price from retail (spec §4). */
export function withCondition(values: ListingDialogValues, condition: string): ListingDialogValues {
  return { ...values, condition, surplusPrice: recomputeSurplusInput(values.retailPrice, condition, values.surplusPrice) };
}

export function canSaveDialog(values: ListingDialogValues): boolean {
  return values.title.trim() !== '';
}

export function buildPatchBody(values: ListingDialogValues): ListingPatchBody {
  const surplus = parseMoneyInput(values.surplusPrice);
  const retail = parseOptionalMoneyInput(values.retailPrice);
  const categoryId = values.categoryId === '' ? null : Number(values.categoryId);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    categoryId: Number.isInteger(categoryId) ? categoryId : null,
    condition: values.condition,
    quantity: parseQuantityInput(values.quantity),
    originalPrice: surplus,
    retailPrice: retail,
    notes: values.notes.trim(),
    material: values.material.trim(),
    size: values.size.trim(),
    brandInfo: values.brandInfo.trim(),
    technicalSpecs: values.technicalSpecs.trim(),
    pricingSourceMetadata: JSON.stringify({ retailBaseline: retail, surplusPrice: surplus, condition: values.condition }),
  };
}
