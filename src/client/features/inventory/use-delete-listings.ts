import { useCallback, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { INVENTORY_MESSAGES, confirmDeleteText } from './inventory-messages.ts';
import { useInvalidateInventory } from './inventory-queries.ts';

/** BulkDeleteSchema accepts at most this many ids per request. */
const BULK_DELETE_LIMIT = 10_000;

/** Single and bulk delete with the spec's confirm/alert texts; the list refreshes in place. */
export function useDeleteListings(onDeleted: (ids: ReadonlySet<number>) => void) {
  const invalidate = useInvalidateInventory();
  const [isDeleting, setIsDeleting] = useState(false);

  const deleteOne = useCallback(
    async (id: number) => {
      if (!window.confirm(INVENTORY_MESSAGES.confirmDeleteOne)) return;
      setIsDeleting(true);
      try {
        await apiRequest('DELETE', `/api/listings/${id}`);
        const removed = new Set([id]);
        onDeleted(removed);
        await invalidate(removed);
      } catch {
        window.alert(INVENTORY_MESSAGES.deleteOneFailed);
      } finally {
        setIsDeleting(false);
      }
    },
    [invalidate, onDeleted],
  );

  const deleteMany = useCallback(
    async (ids: readonly number[]) => {
      if (ids.length === 0) {
        window.alert(INVENTORY_MESSAGES.nothingSelected);
        return;
      }
      if (!window.confirm(confirmDeleteText(ids.length))) return;
      setIsDeleting(true);
      const removed = new Set<number>();
      try {
        // One request for up to 10,000 ids; more are sent in turn.
        for (let start = 0; start < ids.length; start += BULK_DELETE_LIMIT) {
          const chunk = ids.slice(start, start + BULK_DELETE_LIMIT);
          await apiRequest('POST', '/api/listings/bulk-delete', { ids: chunk });
          for (const id of chunk) removed.add(id);
        }
      } catch {
        window.alert(INVENTORY_MESSAGES.deleteManyFailed);
      } finally {
        onDeleted(removed);
        await invalidate(removed);
        setIsDeleting(false);
      }
    },
    [invalidate, onDeleted],
  );

  return { deleteOne, deleteMany, isDeleting };
}
