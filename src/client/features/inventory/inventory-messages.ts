/** The inventory's confirmations, alerts and toasts, word for word from spec §5 and §8 (AI pricing's: shared/messages/ai-pricing-messages.ts). */
export const INVENTORY_MESSAGES = {
  confirmDeleteOne: 'Are you sure you want to delete this item?',
  confirmDeleteMany: (n: number) => `Are you sure you want to delete ${n} items?`,
  nothingSelected: 'Please select items to delete',
  deleteOneFailed: 'Failed to delete item. Please try again.',
  deleteManyFailed: 'Failed to delete items. Please try again.',
  updatedTitle: 'Item Updated',
  updatedBody: 'Your inventory item has been successfully updated',
  updateFailedTitle: 'Update Failed',
  updateFailedBody: 'Failed to update item. Please try again.',
  loadItemFailed: 'Failed to load item data',
  itemUpdated: 'Item updated successfully',
} as const;

/** Bulk delete of one item reads as the single-item question rather than '1 items'. */
export function confirmDeleteText(count: number): string {
  return count === 1 ? INVENTORY_MESSAGES.confirmDeleteOne : INVENTORY_MESSAGES.confirmDeleteMany(count);
}
