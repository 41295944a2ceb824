import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { INVENTORY_MESSAGES, confirmDeleteText } from './inventory-messages.ts';
import { useInvalidateInventory } from './inventory-queries.ts';

/** BulkDeleteSchema accepts at most this many ids per request. */
const BULK_DELETE_LIMIT = 10_000;

/** Single and bulk delete with the spec's confirm/alert texts; the list refreshes in place. */
export function useDeleteListings(onDeleted: (ids: ReadonlySet<number>) => void) {
  const invalidate = useInvalidateInventory();
  const removeOne = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/listings/${id}`),
    onSuccess: async (_response, id) => {
      const removed = new Set([id]);
      onDeleted(removed);
      await invalidate(removed);
    },
    onError: () => window.alert(INVENTORY_MESSAGES.deleteOneFailed),
  });
  // One request for up to 10,000 ids; more are sent in turn. What went is dropped even when a later chunk fails.
  const removeMany = useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const removed = new Set<number>();
      try {
        for (let start = 0; start < ids.length; start += BULK_DELETE_LIMIT) {
          const chunk = ids.slice(start, start + BULK_DELETE_LIMIT);
          await apiRequest('POST', '/api/listings/bulk-delete', { ids: chunk });
          for (const id of chunk) removed.add(id);
        }
      } catch {
        window.alert(INVENTORY_MESSAGES.deleteManyFailed);
      }
      onDeleted(removed);
      await invalidate(removed);
    },
  });
  const { mutate: mutateOne } = removeOne;
  const { mutate: mutateMany } = removeMany;

  const deleteOne = useCallback(
    (id: number) => {
      if (!window.confirm(INVENTORY_MESSAGES.confirmDeleteOne)) return;
      mutateOne(id);
    },
    [mutateOne],
  );

  const deleteMany = useCallback(
    (ids: readonly number[]) => {
      if (ids.length === 0) {
        window.alert(INVENTORY_MESSAGES.nothingSelected);
        return;
      }
      if (!window.confirm(confirmDeleteText(ids.length))) return;
      mutateMany(ids);
    },
    [mutateMany],
  );

  return { deleteOne, deleteMany, isDeleting: removeOne.isPending || removeMany.isPending };
}
