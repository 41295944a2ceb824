import { BackToInventory } from '../../components/back-to-inventory.tsx';
import { SmartUploadPanel } from './smart-upload-panel.tsx';

/** /add-item (spec §2 Add-to-Inventory): hosts the SpareBot Smart Upload panel. */
export function AddItemPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-8 sm:pt-8">
      <BackToInventory />
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Add to Inventory</h1>
      <p className="mt-1 text-fg-muted">Upload 1-10 items with SpareBot recognition</p>
      <SmartUploadPanel />
    </main>
  );
}
