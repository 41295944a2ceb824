import { lazy, Suspense, useState } from 'react';
import { EllipsisVertical } from 'lucide-react';
import { apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx';
import type { ReportTarget } from './report-target.ts';

const ReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));

interface SafetyMenuProps {
  report: ReportTarget & { label: string };
  /** Blocking the other person (conversations and seller pages of signed-in users). */
  block?: { userId: number; name: string; blocked: boolean };
  onBlockChange?: () => void;
}

/** '⋮' with 'Report…' and 'Block' (or 'Unblock'): the safety actions a marketplace owes its users. */
export function SafetyMenu({ report, block, onBlockChange }: SafetyMenuProps) {
  const [reporting, setReporting] = useState(false);

  const toggleBlock = async () => {
    if (!block) return;
    if (!block.blocked && !window.confirm(`Block ${block.name}? Neither of you will be able to send the other messages or offers.`)) return;
    try {
      if (block.blocked) await apiRequest('DELETE', `/api/blocks/${block.userId}`);
      else await apiRequest('POST', '/api/blocks', { userId: block.userId });
      toast({ title: block.blocked ? `${block.name} is unblocked` : `${block.name} is blocked` });
      onBlockChange?.();
    } catch (error) {
      toast({ title: 'That did not go through', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="More actions">
            <EllipsisVertical className="h-5 w-5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setReporting(true)}>{report.label}</DropdownMenuItem>
          {block ? (
            <DropdownMenuItem onSelect={() => void toggleBlock()}>
              {block.blocked ? `Unblock ${block.name}` : `Block ${block.name}`}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog target={report} title={report.label} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
