import { Link } from 'wouter';
import { PackageOpen, Plus } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

export function InventoryEmpty() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <PackageOpen className="h-12 w-12 text-fg-muted" strokeWidth={1.5} aria-hidden />
      <h2 className="text-xl font-semibold text-fg">Your inventory is empty</h2>
      <p className="max-w-sm text-sm text-fg-muted">Photograph your surplus stock and SpareBot fills in the details and a price.</p>
      <Link href="/add-item" className={buttonClasses('primary', 'md', 'mt-2')}>
        <Plus className="h-4 w-4" aria-hidden />
        Add Your First Item
      </Link>
    </Card>
  );
}
