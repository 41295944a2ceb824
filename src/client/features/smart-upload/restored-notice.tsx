import { History } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { describeRestored, type RestoredSummary } from './batch-restore.ts';

interface RestoredNoticeProps {
  summary: RestoredSummary;
  onDiscard: () => void;
  onDismiss: () => void;
}

/** Issue 31: after a reload, say plainly what came back and offer to throw it away. */
export function RestoredNotice({ summary, onDiscard, onDismiss }: RestoredNoticeProps) {
  const { title, body } = describeRestored(summary);
  return (
    <section role="status" aria-label={title} className="flex gap-3 rounded-md border border-border bg-info-surface p-4 text-sm text-fg">
      <History className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
      <div className="grid gap-3">
        <div className="space-y-1">
          <p className="font-semibold">{title}</p>
          <p>{body}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {summary.restored > 0 ? (
            <Button variant="secondary" size="sm" onClick={onDiscard}>
              Discard restored items
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {summary.restored > 0 ? 'Keep them' : 'OK'}
          </Button>
        </div>
      </div>
    </section>
  );
}
