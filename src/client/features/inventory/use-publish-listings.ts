import { useCallback, useState } from 'react';
import type { BulkPublishResponse, Listing, PublishListingInput } from '../../../shared/schemas/listings.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage, parseApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { useInvalidateInventory } from './inventory-queries.ts';
import { PUBLISH_UI } from './publish-messages.ts';

/** A 422 refusal names every missing piece; anything else is a failure to try again. */
function toastFailure(error: unknown) {
  const info = parseApiError(error);
  if (info.status === 422 && info.message) toast({ title: PUBLISH_UI.notListedTitle, description: info.message, variant: 'destructive' });
  else toast({ title: PUBLISH_UI.failedTitle, description: getApiErrorMessage(error, PUBLISH_UI.failedBody), variant: 'destructive' });
}

/** Publish and withdraw, one item or a selection, with a toast saying what happened; the list refreshes in place. */
export function usePublishListings() {
  const invalidate = useInvalidateInventory();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T>(work: () => Promise<T>, onDone: (result: T) => void): Promise<T | null> => {
      setBusy(true);
      try {
        const result = await work();
        onDone(result);
        return result;
      } catch (error) {
        toastFailure(error);
        return null;
      } finally {
        setBusy(false);
        await invalidate();
      }
    },
    [invalidate],
  );

  const publishOne = useCallback(
    (listing: Pick<Listing, 'id' | 'title'>, settings: PublishListingInput = {}) =>
      run(
        () => apiJson<Listing>('POST', `/api/listings/${listing.id}/publish`, settings),
        () => toast({ title: PUBLISH_UI.listedTitle, description: PUBLISH_UI.listedBody(listing.title), variant: 'success' }),
      ),
    [run],
  );

  const withdrawOne = useCallback(
    (listing: Pick<Listing, 'id' | 'title'>) =>
      run(
        () => apiJson<Listing>('POST', `/api/listings/${listing.id}/withdraw`),
        () => toast({ title: PUBLISH_UI.withdrawnTitle, description: PUBLISH_UI.withdrawnBody(listing.title) }),
      ),
    [run],
  );

  const publishMany = useCallback(
    (listings: readonly Pick<Listing, 'id' | 'title'>[]) =>
      run(
        () => apiJson<BulkPublishResponse>('POST', '/api/listings/publish', { ids: listings.map((l) => l.id) }),
        ({ published, refused }) => {
          const first = refused[0];
          const title = listings.find((l) => l.id === first?.id)?.title ?? '';
          toast({
            title: PUBLISH_UI.bulkListedTitle(published),
            description: first ? PUBLISH_UI.bulkRefusedBody(refused.length, PUBLISH_UI.needs(title, first.missing)) : undefined,
            variant: first ? 'default' : 'success',
          });
        },
      ),
    [run],
  );

  const withdrawMany = useCallback(
    (ids: readonly number[]) =>
      run(
        () => apiJson<{ withdrawn: number }>('POST', '/api/listings/withdraw', { ids }),
        ({ withdrawn }) => toast({ title: PUBLISH_UI.bulkWithdrawnTitle(withdrawn) }),
      ),
    [run],
  );

  return { publishOne, withdrawOne, publishMany, withdrawMany, busy };
}
