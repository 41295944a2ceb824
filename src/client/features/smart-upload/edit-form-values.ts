import { findCategoryName, resolveCategoryId } from '../../../shared/constants/categories.ts';
import { formatMoneyText } from '../../../shared/listing-numbers.ts';
import { ListingFormSchema, type ListingFields, type ListingFormValues } from '../../../shared/schemas/listing-form.ts';
import type { ItemDetails } from './upload-types.ts';

/*
 * The upload editor holds the one listing field set (shared/schemas/listing-form.ts); an entry's
 * details hold numbers and a category name (SpareBot answers names). These convert between them.
 */

/** The entry's details as the editor's fields; a category alias shows as the category it is saved as. */
export function toFormValues({ category, ...d }: ItemDetails): ListingFormValues {
  return {
    ...d,
    categoryId: String(resolveCategoryId(category)),
    retailPrice: formatMoneyText(d.retailPrice),
    surplusPrice: formatMoneyText(d.surplusPrice),
    quantity: String(d.quantity),
  };
}

/**
 * The editor's fields as the entry's details, by the shared rules (spec §5: unparseable prices 0,
 * quantity 1). Null when the title is blank: the editor cannot be saved then.
 */
export function fromFormValues(v: ListingFormValues): ItemDetails | null {
  const parsed = ListingFormSchema.safeParse(v);
  if (!parsed.success) return null;
  const { categoryId, retailPrice, ...fields } = parsed.data;
  return { ...fields, category: findCategoryName(categoryId) ?? 'Other', retailPrice: retailPrice ?? 0 };
}

/**
 * An entry's details as the one field set's values, for the request converters of
 * shared/schemas/listing-form.ts (e.g. toCreateListingBody). Null when the title is blank.
 */
export function toListingFields(d: ItemDetails): ListingFields | null {
  const parsed = ListingFormSchema.safeParse(toFormValues(d));
  return parsed.success ? parsed.data : null;
}
