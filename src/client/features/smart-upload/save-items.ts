import type { CreateListingBody } from '../../lib/api-bodies.ts';
import type { ToastInput } from '../../lib/toast-store.ts';
import { resolveCategoryId } from '../../../shared/constants/categories.ts';
import { roundPounds } from '../../../shared/pricing.ts';
import type { UploadEntry } from './upload-types.ts';

export const SMART_UPLOAD_SOURCE = 'sparebot_smart_upload';

/** Optional text is left out rather than stored as ''. */
function textOrUndefined(value: string): string | undefined {
  return value.trim() ? value : undefined;
}

/**
 * POST /api/listings as JSON for one entry: its fields (price = surplus unit price) and its
 * photo by id. The photo's bytes went up once, to POST /api/photos, when it was picked.
 */
export function buildListingBody(entry: UploadEntry, timestamp: string): CreateListingBody {
  const d = entry.details;
  if (!d) throw new Error('The item has no details yet');
  if (entry.photoId === undefined) throw new Error('The item has no uploaded photo');
  return {
    title: d.title.trim(),
    description: textOrUndefined(d.description),
    categoryId: resolveCategoryId(d.category),
    condition: d.condition,
    quantity: d.quantity,
    price: roundPounds(d.surplusPrice),
    retailPrice: roundPounds(d.retailPrice),
    notes: textOrUndefined(d.notes),
    material: textOrUndefined(d.material),
    size: textOrUndefined(d.size),
    brand: textOrUndefined(d.brandInfo),
    specifications: textOrUndefined(d.technicalSpecs),
    photoIds: [entry.photoId],
    pricingSourceMetadata: {
      retailBaseline: d.retailPrice,
      surplusPrice: d.surplusPrice,
      condition: d.condition,
      aiConfidence: entry.aiSuggestion?.confidence ?? null,
      source: SMART_UPLOAD_SOURCE,
      timestamp,
    },
  };
}

/**
 * Saves the entries one after another (spec §8: each success or failure counts) and returns
 * those that failed, which stay on the page to try again. `onSaved` hears of each success at
 * once, so the batch kept for a reload never holds an item that is already in the inventory.
 */
export async function saveEntries(
  entries: readonly UploadEntry[],
  timestamp: string,
  createListing: (body: CreateListingBody) => Promise<unknown>,
  onSaved: (entry: UploadEntry) => void = () => undefined,
): Promise<UploadEntry[]> {
  const failed: UploadEntry[] = [];
  for (const entry of entries) {
    try {
      await createListing(buildListingBody(entry, timestamp));
      onSaved(entry);
    } catch (error) {
      // Spec §7: a failure's JSON answer is logged.
      console.error('Failed to add item', entry.fileName, error instanceof Error ? error.message : error);
      failed.push(entry);
    }
  }
  return failed;
}

/** Entries whose photo never reached the server: saving them would lose the photo. */
export function countUploadFailures(entries: readonly UploadEntry[]): number {
  return entries.filter((e) => e.photoId === undefined && !e.uploading).length;
}

/** Spec §8 Upload save result toasts. */
export function buildSaveToast(succeeded: number, failed: number): ToastInput {
  if (succeeded === 0) {
    return {
      title: 'Failed to Add Items',
      description: 'Please try again or contact support if the problem persists',
      variant: 'destructive',
    };
  }
  const noun = succeeded === 1 ? 'Item' : 'Items';
  return {
    title: `Successfully Added ${succeeded} ${noun}`,
    description: failed > 0 ? `${failed} item(s) failed to upload.` : 'Your items are now in your inventory.',
    variant: failed > succeeded ? 'destructive' : 'success',
  };
}

/** Why saving cannot start, as spec §5's toast, or null. */
export function checkCanSave(hasToken: boolean, entryCount: number): ToastInput | null {
  if (!hasToken) return { title: 'Authentication Error', description: 'Please log in again', variant: 'destructive' };
  if (entryCount === 0)
    return { title: 'No Items to Process', description: 'Please add photos and complete analysis first', variant: 'destructive' };
  return null;
}

/** Why saving waits for the seller: photos that never reached the server must go first. */
export function checkUploadsDone(failedUploads: number): ToastInput | null {
  if (failedUploads === 0) return null;
  return {
    title: 'Photo upload failed',
    description: `${failedUploads} item(s) have no uploaded photo: remove them and add the photos again, then save.`,
    variant: 'destructive',
  };
}
