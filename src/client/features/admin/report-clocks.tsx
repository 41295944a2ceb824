import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import type { PolicyClock, ReportClocks as Clocks } from '../../../shared/schemas/moderation.ts';
import { cn } from '../../components/ui/cn.ts';
import { formatFullTime } from '../../lib/format-time.ts';

type Row = { label: string; clock: PolicyClock };

/** One deadline: met (when), overdue (in the danger colour, with the word), or still running. */
function ClockItem({ label, clock }: Row) {
  const Icon = clock.metAt ? CircleCheck : clock.overdue ? TriangleAlert : Clock;
  return (
    <li className={cn('flex items-start gap-1.5', clock.overdue ? 'font-semibold text-danger' : clock.metAt ? 'text-fg-muted' : 'text-fg')}>
      <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', clock.metAt && 'text-success')} aria-hidden />
      <span>
        {label} {formatFullTime(clock.dueAt)}
        {clock.metAt ? ` · done ${formatFullTime(clock.metAt)}` : clock.overdue ? ' · overdue' : ''}
      </span>
    </li>
  );
}

/**
 * Spec §9's clocks for a report: acknowledge within 24 hours, an outcome within 7 business days,
 * the seller's 3 business days to appeal (either side's 30 days for feedback), and 24 hours to suspend an unsafe product.
 */
export function ReportClocks({ clocks, feedback = false }: { clocks: Clocks; feedback?: boolean }) {
  const rows: Row[] = [
    { label: 'Acknowledge by', clock: clocks.acknowledgeBy },
    { label: 'Outcome by', clock: clocks.outcomeBy },
    ...(clocks.suspendBy ? [{ label: 'Suspend unsafe product by', clock: clocks.suspendBy }] : []),
  ];
  return (
    <ul aria-label="Deadlines" className="grid gap-1 text-xs sm:grid-cols-2">
      {rows.map((row) => (
        <ClockItem key={row.label} {...row} />
      ))}
      {clocks.appealBy ? (
        <li className="flex items-start gap-1.5 text-fg">
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            {feedback ? 'Either side may appeal until' : 'Seller may appeal until'} {formatFullTime(clocks.appealBy.dueAt)}
            {clocks.appealBy.open ? '' : ' · appeal time over'}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
