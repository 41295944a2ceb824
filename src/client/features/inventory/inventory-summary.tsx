import { Boxes, PoundSterling } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount, formatGbp } from '../../../shared/money.ts';
import { Card } from '../../components/ui/card.tsx';
import type { InventoryTotals } from './inventory-math.ts';

function SummaryCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-5">
      <div className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-md bg-info-surface text-accent sm:flex" aria-hidden>
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-fg-muted">{label}</p>
        <p className="truncate text-xl font-bold tabular-nums text-fg sm:text-2xl">{value}</p>
      </div>
    </Card>
  );
}

export function InventorySummary({ totals }: { totals: InventoryTotals }) {
  return (
    <section aria-label="Inventory summary" className="grid grid-cols-2 gap-3 sm:gap-4">
      <SummaryCard label="Total Items" value={formatCount(totals.totalItems)} icon={<Boxes className="h-5 w-5" />} />
      <SummaryCard label="Total Surplus Value" value={formatGbp(totals.totalSurplusValue)} icon={<PoundSterling className="h-5 w-5" />} />
    </section>
  );
}
