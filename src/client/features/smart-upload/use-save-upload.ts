import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { buildApiErrorMessage } from '../../lib/api-error.ts';
import { buildAuthHeaders } from '../../lib/api.ts';
import { USER_LISTINGS_QUERY_KEY } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { readToken } from '../../lib/token-storage.ts';
import { dataUrlToFile } from './image-compress.ts';
import { buildListingFields, buildSaveToast, checkCanSave } from './save-items.ts';
import type { UploadEntry } from './upload-types.ts';

function photoName(entry: UploadEntry): string {
  const base = entry.fileName.replace(/\.[^.]+$/, '') || 'photo';
  return `${base}.jpg`;
}

async function postListing(entry: UploadEntry, timestamp: string): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(buildListingFields(entry, timestamp))) form.append(key, value);
  form.append('images', dataUrlToFile(entry.preview, photoName(entry)));
  const response = await fetch('/api/listings', { method: 'POST', headers: buildAuthHeaders(false), body: form, credentials: 'include' });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    // Spec §7: a failure's JSON answer is logged.
    console.error('Failed to add item', response.status, body);
    throw new Error(buildApiErrorMessage(response.status, body, response.statusText));
  }
}

/**
 * Posts every entry to POST /api/listings, one after another. When all succeed the inventory is
 * refreshed and the seller goes to /; when some fail, only those stay on the page to retry.
 */
export function useSaveUpload(entries: UploadEntry[], onSaved: (remaining: UploadEntry[]) => void) {
  const [isSaving, setIsSaving] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const save = useCallback(async () => {
    const problem = checkCanSave(Boolean(readToken()), entries.length);
    if (problem) {
      toast(problem);
      return;
    }
    setIsSaving(true);
    const timestamp = new Date().toISOString();
    const failed: UploadEntry[] = [];
    for (const entry of entries) {
      try {
        await postListing(entry, timestamp);
      } catch {
        failed.push(entry);
      }
    }
    const succeeded = entries.length - failed.length;
    toast(buildSaveToast(succeeded, failed.length));
    if (succeeded > 0) await queryClient.invalidateQueries({ queryKey: USER_LISTINGS_QUERY_KEY });
    setIsSaving(false);
    onSaved(failed);
    if (failed.length === 0) navigate('/');
  }, [entries, navigate, onSaved, queryClient]);

  return { save, isSaving };
}
