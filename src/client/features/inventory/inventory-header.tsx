import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { exportInventory } from './export-inventory.ts';

export function InventoryHeader({ firstName }: { firstName: string | undefined }) {
  // A download, not a write, but the same rule: the pending state is the mutation's, so one press makes one file.
  const exportExcel = useMutation({ mutationFn: () => exportInventory('xlsx') });
  const exporting = exportExcel.isPending;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your M&amp;E Inventory</h1>
        <p className="mt-1 text-fg-muted">{firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button variant="secondary" onClick={() => exportExcel.mutate()} disabled={exporting}>
          {exporting ? <Spinner className="h-4 w-4" /> : <FileSpreadsheet className="h-4 w-4" aria-hidden />}
          {exporting ? 'Exporting...' : 'Export Excel'}
        </Button>
        <Link href="/add-item" className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Item
        </Link>
      </div>
    </div>
  );
}
