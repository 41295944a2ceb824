import { z } from 'zod';
import { findCategoryName } from '../constants/categories.ts';
import { LISTING_MESSAGES } from '../messages/listing-messages.ts';
import { computeSurplusPrice } from '../pricing.ts';
import {
  formatMoneyText,
  parseCategoryText,
  parseMoneyText,
  parseOptionalMoneyText,
  parseQuantityText,
  readApiMoney,
} from '../listing-numbers.ts';
import type { CreateListingSchema, EditItemInput, EditItemSchema, Listing, PatchListingSchema, PricingSourceMetadata } from './listings.ts';
import type { UserSpecsSchema } from './analysis.ts';

/*
 * The editable fields of an item as every edit form holds them (text, so typing '12.' works), read
 * by the number rules of spec §5 (listing-numbers.ts), the condition rule of spec §4, and the
 * converters from the forms to the request bodies, typed by the shared request schemas.
 */

const trimmed = z.string().transform((v) => v.trim());

/**
 * The one field set. Input: what the inputs hold. Output: the item's values under the lenient
 * rules of the two edit dialogs (spec §5 'Inventory edit / upload editor'); only a blank title fails.
 */
export const ListingFormSchema = z.object({
  title: z.string().trim().min(1, LISTING_MESSAGES.titleRequired),
  description: trimmed,
  /** '' when the item has no category; otherwise a category id. */
  categoryId: z.string().transform(parseCategoryText),
  condition: z.string().trim(),
  quantity: z.string().transform(parseQuantityText),
  /** Retail unit price; blank means not known. */
  retailPrice: z.string().transform(parseOptionalMoneyText),
  /** Surplus unit price: the listing's `originalPrice`. */
  surplusPrice: z.string().transform(parseMoneyText),
  notes: trimmed,
  material: trimmed,
  size: trimmed,
  brandInfo: trimmed,
  technicalSpecs: trimmed,
});
export type ListingFormValues = z.input<typeof ListingFormSchema>;
export type ListingFields = z.output<typeof ListingFormSchema>;

/** The dialogs save only with a title (spec §5). */
export function canSaveListingForm(values: Pick<ListingFormValues, 'title'>): boolean {
  return values.title.trim() !== '';
}

/** Spec §4: a new condition moves the surplus unit price to retail × the condition's factor. A blank
 * retail price leaves the surplus as it is: there is nothing to derive it from. */
export function withCondition<T extends Pick<ListingFormValues, 'condition' | 'retailPrice' | 'surplusPrice'>>(
  values: T,
  condition: string,
): T {
  const retail = parseOptionalMoneyText(values.retailPrice);
  const surplusPrice = retail === null ? values.surplusPrice : formatMoneyText(computeSurplusPrice(retail, condition));
  return { ...values, condition, surplusPrice };
}

/** A listing from the API as the inventory dialog's fields; the retail baseline stands in for a missing retail price. */
export function listingToFormValues(listing: Listing): ListingFormValues {
  const retail = readApiMoney(listing.retailPrice) ?? listing.pricingSourceMetadata?.retailBaseline ?? null;
  return {
    title: listing.title,
    description: listing.description ?? '',
    categoryId: listing.categoryId === null ? '' : String(listing.categoryId),
    condition: listing.condition,
    quantity: String(listing.quantity),
    retailPrice: retail === null ? '' : formatMoneyText(retail),
    surplusPrice: formatMoneyText(readApiMoney(listing.originalPrice) ?? 0),
    notes: listing.notes ?? '',
    material: listing.material ?? '',
    size: listing.size ?? '',
    brandInfo: listing.brandInfo ?? '',
    technicalSpecs: listing.technicalSpecs ?? '',
  };
}

function pricingMetadata(fields: ListingFields, extra: Partial<PricingSourceMetadata>): string {
  const metadata: PricingSourceMetadata = {
    retailBaseline: fields.retailPrice,
    surplusPrice: fields.surplusPrice,
    condition: fields.condition,
    ...extra,
  };
  // Spec §7: the metadata travels as a JSON string.
  return JSON.stringify(metadata);
}

/** PATCH /api/listings/{id} from the inventory dialog: every field, blanks clear the text. */
export function toPatchListingBody(fields: ListingFields): z.input<typeof PatchListingSchema> {
  return {
    title: fields.title,
    description: fields.description,
    categoryId: fields.categoryId,
    condition: fields.condition,
    quantity: fields.quantity,
    originalPrice: fields.surplusPrice,
    retailPrice: fields.retailPrice,
    notes: fields.notes,
    material: fields.material,
    size: fields.size,
    brandInfo: fields.brandInfo,
    technicalSpecs: fields.technicalSpecs,
    pricingSourceMetadata: pricingMetadata(fields, {}),
  };
}

/**
 * POST /api/listings for a new item (`price` is the surplus unit price). Blank optional text is left
 * out rather than stored as ''. `metadata` adds to the pricing metadata (Smart Upload's source…).
 */
export function toCreateListingBody(
  fields: ListingFields,
  options: { photoIds?: number[]; metadata?: Partial<PricingSourceMetadata> } = {},
): z.input<typeof CreateListingSchema> {
  const body: z.input<typeof CreateListingSchema> = {
    title: fields.title,
    categoryId: fields.categoryId,
    condition: fields.condition,
    quantity: fields.quantity,
    price: fields.surplusPrice,
    retailPrice: fields.retailPrice,
    pricingSourceMetadata: pricingMetadata(fields, options.metadata ?? {}),
  };
  const optional = {
    description: fields.description,
    notes: fields.notes,
    material: fields.material,
    size: fields.size,
    brand: fields.brandInfo,
    specifications: fields.technicalSpecs,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== '') body[key as keyof typeof optional] = value;
  if (options.photoIds) body.photoIds = options.photoIds;
  return body;
}

/** The /edit-item screen's fields (spec §3): a subset of the field set, plus `price`, the total value. */
export type EditItemFormValues = Pick<ListingFormValues, 'title' | 'description' | 'condition' | 'quantity'> & { price: string };

export function listingToEditItemValues(
  listing: Pick<Listing, 'title' | 'description' | 'price' | 'quantity' | 'condition'>,
): EditItemFormValues {
  return {
    title: listing.title,
    description: listing.description ?? '',
    price: listing.price,
    quantity: String(listing.quantity),
    condition: listing.condition,
  };
}

/**
 * PUT /api/listings/{id} from the values EditItemSchema validated (it gives the screen spec §5's
 * messages). Spec §3: price a decimal string, quantity an integer, categoryId written back unchanged.
 */
export function toEditItemBody(values: EditItemInput, categoryId: number | null): z.input<typeof EditItemSchema> {
  return { ...values, price: formatMoneyText(values.price), categoryId };
}

/** The dialog's current fields as SpareBot's recalculation hints (spec §7 `specifications`). */
export function toRecalculationSpecs(values: ListingFormValues): z.input<typeof UserSpecsSchema> {
  return {
    title: values.title,
    category: findCategoryName(parseCategoryText(values.categoryId)) ?? '',
    condition: values.condition,
    material: values.material,
    size: values.size,
    brandInfo: values.brandInfo,
    technicalSpecs: values.technicalSpecs,
  };
}
