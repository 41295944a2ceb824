import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { apiJson } from '../../lib/api.ts';
import type { CreateListingBody } from '../../lib/api-bodies.ts';
import { USER_LISTINGS_QUERY_KEY } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { readToken } from '../../lib/token-storage.ts';
import { buildSaveToast, checkCanSave, checkUploadsDone, countUploadFailures, saveEntries } from './save-items.ts';
import type { UploadEntry } from './upload-types.ts';

const createListing = (body: CreateListingBody) => apiJson<Listing>('POST', '/api/listings', body);

/**
 * Posts every entry to POST /api/listings, one after another. When all succeed the inventory is
 * refreshed and the seller goes to /; when some fail, only those stay on the page to retry.
 */
export function useSaveUpload(entries: UploadEntry[], onSaved: (remaining: UploadEntry[]) => void) {
  const [isSaving, setIsSaving] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const save = useCallback(async () => {
    const problem = checkCanSave(Boolean(readToken()), entries.length) ?? checkUploadsDone(countUploadFailures(entries));
    if (problem) {
      toast(problem);
      return;
    }
    setIsSaving(true);
    const failed = await saveEntries(entries, new Date().toISOString(), createListing);
    const succeeded = entries.length - failed.length;
    toast(buildSaveToast(succeeded, failed.length));
    if (succeeded > 0) await queryClient.invalidateQueries({ queryKey: USER_LISTINGS_QUERY_KEY });
    setIsSaving(false);
    onSaved(failed);
    if (failed.length === 0) navigate('/');
  }, [entries, navigate, onSaved, queryClient]);

  return { save, isSaving };
}
