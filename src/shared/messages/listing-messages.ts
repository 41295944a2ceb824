import { ALL_CONDITIONS } from '../constants/conditions.ts';

/** Messages of spec §5 (Edit item), written once; apart from the zod schemas (see auth-messages.ts). */
export const LISTING_MESSAGES = {
  titleRequired: 'Title is required',
  priceRequired: 'Price is required',
  conditionRequired: 'Condition is required',
  quantityMin: 'Quantity must be at least 1',
  priceInvalid: 'Price must be a number of pounds, 0 or more, with at most 2 decimal places',
  conditionInvalid: `Condition must be one of: ${ALL_CONDITIONS.join(', ')}`,
  categoryInvalid: 'Category must be one of the listed categories',
  noItemsToExport: 'No inventory items to export',
} as const;
