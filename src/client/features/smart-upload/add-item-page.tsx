import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SmartUploadPanel } from './smart-upload-panel.tsx';

/** /add-item (spec §2 Add-to-Inventory): hosts the SpareBot Smart Upload panel. */
export function AddItemPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-8 sm:pt-8">
      <Link href="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Inventory
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Add to Inventory</h1>
      <p className="mt-1 text-fg-muted">Upload 1-10 items with SpareBot recognition</p>
      <SmartUploadPanel />
    </main>
  );
}
