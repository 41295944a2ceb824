import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
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

  const blocking = useMutation({
    mutationFn: (target: NonNullable<SafetyMenuProps['block']>) =>
      target.blocked ? apiRequest('DELETE', `/api/blocks/${target.userId}`) : apiRequest('POST', '/api/blocks', { userId: target.userId }),
    onSuccess: (_response, target) => {
      toast({ title: target.blocked ? `${target.name} is unblocked` : `${target.name} is blocked` });
      onBlockChange?.();
    },
    onError: (error) =>
      toast({ title: 'That did not go through', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  const toggleBlock = () => {
    if (!block) return;
    if (!block.blocked && !window.confirm(`Block ${block.name}? Neither of you will be able to send the other messages or offers.`)) return;
    blocking.mutate(block);
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
            <DropdownMenuItem disabled={blocking.isPending} onSelect={toggleBlock}>
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
