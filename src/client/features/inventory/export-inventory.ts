import { LISTING_MESSAGES } from '../../../shared/messages/listing-messages.ts';
import { getApiErrorMessage, parseApiError } from '../../lib/api-error.ts';
import { downloadAuthenticatedFile } from '../../lib/download-file.ts';
import { toast } from '../../lib/toast-store.ts';

export type ExportFormat = 'xlsx' | 'csv';

/** Downloads the inventory file with the bearer token; an empty inventory answers 404 → the spec's alert. */
export async function exportInventory(format: ExportFormat): Promise<boolean> {
  try {
    const today = new Date().toISOString().slice(0, 10);
    await downloadAuthenticatedFile(`/api/export/inventory.${format}`, `sparestock-inventory-${today}.${format}`);
    return true;
  } catch (error) {
    if (parseApiError(error).status === 404) {
      window.alert(LISTING_MESSAGES.noItemsToExport);
    } else {
      toast({
        title: 'Export failed',
        description: getApiErrorMessage(error, 'Could not export your inventory. Please try again.'),
        variant: 'destructive',
      });
    }
    return false;
  }
}
