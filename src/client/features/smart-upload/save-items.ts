import type { ToastInput } from '../../lib/toast-store.ts';
import { resolveCategoryId } from '../../../shared/constants/categories.ts';
import type { UploadEntry } from './upload-types.ts';

export const SMART_UPLOAD_SOURCE = 'sparebot_smart_upload';

/** The multipart text fields of POST /api/listings for one entry (price = surplus unit price). */
export function buildListingFields(entry: UploadEntry, timestamp: string): Record<string, string> {
  const d = entry.details;
  if (!d) throw new Error('The item has no details yet');
  const fields: Record<string, string> = {
    title: d.title.trim(),
    description: d.description,
    categoryId: String(resolveCategoryId(d.category)),
    condition: d.condition,
    quantity: String(d.quantity),
    price: d.surplusPrice.toFixed(2),
    retailPrice: d.retailPrice.toFixed(2),
    notes: d.notes,
    material: d.material,
    size: d.size,
    brand: d.brandInfo,
    specifications: d.technicalSpecs,
    pricingSourceMetadata: JSON.stringify({
      retailBaseline: d.retailPrice,
      surplusPrice: d.surplusPrice,
      condition: d.condition,
      aiConfidence: entry.aiSuggestion?.confidence ?? null,
      source: SMART_UPLOAD_SOURCE,
      timestamp,
    }),
  };
  // Empty optional text is left out rather than stored as ''.
  for (const key of ['description', 'notes', 'material', 'size', 'brand', 'specifications']) {
    if (!fields[key]?.trim()) delete fields[key];
  }
  return fields;
}

/** Spec §8 Upload save result toasts. */
export function buildSaveToast(succeeded: number, failed: number): ToastInput {
  if (succeeded === 0) {
    return { title: 'Failed to Add Items', description: 'Please try again or contact support if the problem persists', variant: 'destructive' };
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
  if (entryCount === 0) return { title: 'No Items to Process', description: 'Please add photos and complete analysis first', variant: 'destructive' };
  return null;
}
