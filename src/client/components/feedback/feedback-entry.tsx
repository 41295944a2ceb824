import type { ReactNode } from 'react';
import { MinusCircle, ThumbsDown, ThumbsUp } from 'lucide-react';
import { FEEDBACK_RATING_LABELS, formatFeedbackSummary } from '../../../shared/messages/feedback-messages.ts';
import type { FeedbackEntry, FeedbackSummary } from '../../../shared/schemas/feedback.ts';
import { cn } from '../ui/cn.ts';

const RATING_STYLE = {
  positive: { icon: ThumbsUp, className: 'text-success' },
  neutral: { icon: MinusCircle, className: 'text-fg-muted' },
  negative: { icon: ThumbsDown, className: 'text-danger' },
} as const;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The rating as a word with its icon: never colour alone. */
export function FeedbackRatingLabel({ rating }: { rating: FeedbackEntry['rating'] }) {
  const { icon: Icon, className } = RATING_STYLE[rating];
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-semibold', className)}>
      <Icon className="h-4 w-4" aria-hidden />
      {FEEDBACK_RATING_LABELS[rating]}
    </span>
  );
}

interface FeedbackEntryViewProps {
  entry: FeedbackEntry;
  showItem?: boolean;
  /** What a reader may do about it (Report), on the line of the item's title. */
  action?: ReactNode;
}

/** One piece of feedback: rating, who and when, the comment, and the one reply. */
export function FeedbackEntryView({ entry, showItem = true, action }: FeedbackEntryViewProps) {
  return (
    <article className="space-y-1.5 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <FeedbackRatingLabel rating={entry.rating} />
        <span className="text-sm text-fg-muted">
          {entry.authorName} · <time dateTime={entry.createdAt}>{day(entry.createdAt)}</time>
        </span>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-fg">{entry.comment}</p>
      {showItem || action ? (
        <div className="flex items-center justify-between gap-3">
          {showItem ? <p className="min-w-0 text-xs break-words text-fg-muted">{entry.itemTitle}</p> : <span />}
          {action ? <span className="-my-2 shrink-0">{action}</span> : null}
        </div>
      ) : null}
      {entry.reply ? (
        <div className="ml-3 border-l-2 border-border pl-3 text-sm">
          <p className="text-xs font-medium text-fg-muted">Reply</p>
          <p className="break-words whitespace-pre-line">{entry.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

/** "98% positive (123)" beside a seller's name, once they have any feedback. */
export function FeedbackBadge({ summary, className }: { summary: FeedbackSummary | undefined; className?: string }) {
  const text = summary ? formatFeedbackSummary(summary) : null;
  if (!text) return null;
  return <span className={cn('text-sm text-fg-muted tabular-nums', className)}>{text}</span>;
}
