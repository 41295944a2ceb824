import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import type { FeedbackEntry } from '../../../shared/schemas/feedback.ts';
import { Button } from '../ui/button.tsx';

const ReportDialog = lazy(() => import('../safety/report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));

/**
 * "Report" beside a piece of feedback (signed-in visitors): the report dialog with feedback's
 * reasons. Feedback leaves a page only if a moderator removes it (docs/feedback.md).
 */
export function ReportFeedbackButton({ entry }: { entry: Pick<FeedbackEntry, 'id' | 'authorName'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Report feedback from ${entry.authorName}`} onClick={() => setOpen(true)}>
        <Flag className="h-4 w-4" aria-hidden />
        Report
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={{ kind: 'feedback', id: entry.id }} title="Report this feedback" onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
