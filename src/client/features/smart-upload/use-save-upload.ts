import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ListingSchema } from '../../../shared/schemas/listings.ts';
import { apiJson } from '../../lib/api.ts';
import type { CreateListingBody } from '../../lib/api-bodies.ts';
import { USER_LISTINGS_QUERY_KEY } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { readToken } from '../../lib/token-storage.ts';
import { buildSaveToast, checkCanSave, checkUploadsDone, countUploadFailures, saveEntries } from './save-items.ts';
import type { UploadEntry } from './upload-types.ts';
import { forgetKeptEntry } from './use-progress-persistence.ts';

const createListing = (body: CreateListingBody) => apiJson('POST', '/api/listings', ListingSchema, body);

/**
 * Posts every entry to POST /api/listings, one after another. When all succeed the inventory is
 * refreshed and the seller goes to /; when some fail, only those stay on the page to retry.
 */
export function useSaveUpload(entries: UploadEntry[], onSaved: (remaining: UploadEntry[]) => void) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  // One mutation for the whole batch: its pending state is the Save button's, so a second press cannot start another.
  const saving = useMutation({
    mutationFn: async (batch: UploadEntry[]) => {
      const failed = await saveEntries(batch, new Date().toISOString(), createListing, (entry) => forgetKeptEntry(entry.id));
      const succeeded = batch.length - failed.length;
      toast(buildSaveToast(succeeded, failed.length));
      if (succeeded > 0) await queryClient.invalidateQueries({ queryKey: USER_LISTINGS_QUERY_KEY });
      return failed;
    },
    onSuccess: (failed) => {
      onSaved(failed);
      if (failed.length === 0) navigate('/');
    },
  });

  const { isPending, mutate } = saving;
  const save = useCallback(() => {
    if (isPending) return;
    const problem = checkCanSave(Boolean(readToken()), entries.length) ?? checkUploadsDone(countUploadFailures(entries));
    if (problem) {
      toast(problem);
      return;
    }
    mutate(entries);
  }, [entries, isPending, mutate]);

  return { save, isSaving: isPending };
}
