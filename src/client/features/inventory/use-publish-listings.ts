import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  BulkPublishResponseSchema,
  BulkWithdrawResponseSchema,
  ListingSchema,
  type Listing,
  type PublishListingInput,
} from '../../../shared/schemas/listings.ts';
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
  // One mutation runs each publish or withdraw; its pending state is `busy`, which disables the buttons.
  const mutation = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onError: toastFailure,
    onSettled: () => invalidate(),
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async <T>(work: () => Promise<T>, onDone: (result: T) => void): Promise<T | null> => {
      let done: T | null = null;
      try {
        await mutateAsync(async () => {
          const result = await work();
          onDone(result);
          done = result;
        });
      } catch {
        // toastFailure has told the seller
      }
      return done;
    },
    [mutateAsync],
  );

  const publishOne = useCallback(
    (listing: Pick<Listing, 'id' | 'title'>, settings: PublishListingInput = {}) =>
      run(
        () => apiJson('POST', `/api/listings/${listing.id}/publish`, ListingSchema, settings),
        () => toast({ title: PUBLISH_UI.listedTitle, description: PUBLISH_UI.listedBody(listing.title), variant: 'success' }),
      ),
    [run],
  );

  const withdrawOne = useCallback(
    (listing: Pick<Listing, 'id' | 'title'>) =>
      run(
        () => apiJson('POST', `/api/listings/${listing.id}/withdraw`, ListingSchema),
        () => toast({ title: PUBLISH_UI.withdrawnTitle, description: PUBLISH_UI.withdrawnBody(listing.title) }),
      ),
    [run],
  );

  const publishMany = useCallback(
    (listings: readonly Pick<Listing, 'id' | 'title'>[]) =>
      run(
        () => apiJson('POST', '/api/listings/publish', BulkPublishResponseSchema, { ids: listings.map((l) => l.id) }),
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
        () => apiJson('POST', '/api/listings/withdraw', BulkWithdrawResponseSchema, { ids }),
        ({ withdrawn }) => toast({ title: PUBLISH_UI.bulkWithdrawnTitle(withdrawn) }),
      ),
    [run],
  );

  return { publishOne, withdrawOne, publishMany, withdrawMany, busy: mutation.isPending };
}
