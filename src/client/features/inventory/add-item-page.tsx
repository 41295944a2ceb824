import { BackToInventory } from './back-to-inventory.tsx';

/** Placeholder: the SpareBot Smart Upload screen (spec §2 Add-to-Inventory) replaces this. */
export function AddItemPage() {
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <BackToInventory />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Add to Inventory</h1>
      <p className="mt-1 text-fg-muted">Upload 1-10 items with SpareBot recognition</p>
    </main>
  );
}
