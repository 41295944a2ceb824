import { useState } from 'react';
import { formatOrderNumber } from '../../../shared/constants/orders.ts';
import { FEEDBACK_REMOVAL_GROUND_KEYS, FEEDBACK_REMOVAL_GROUND_LABELS, type AdminReport } from '../../../shared/schemas/moderation.ts';
import type { FeedbackRemovalGround } from '../../../shared/messages/moderation-messages.ts';
import { FeedbackRatingLabel } from '../../components/feedback/feedback-entry.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { formatFullTime } from '../../lib/format-time.ts';

type ReportedFeedbackView = NonNullable<AdminReport['target']['feedback']>;

const groundLabel = (key: string | null) =>
  key && key in FEEDBACK_REMOVAL_GROUND_LABELS ? FEEDBACK_REMOVAL_GROUND_LABELS[key as FeedbackRemovalGround] : key;

/** The reported feedback as left: rating, comment, reply, who about whom, the order, and whether it is still shown. */
export function ReportedFeedback({ feedback }: { feedback: ReportedFeedbackView }) {
  const about = feedback.authorRole === 'buyer' ? 'the seller' : 'the buyer';
  return (
    <div className="space-y-1.5 rounded-md border border-border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <FeedbackRatingLabel rating={feedback.rating} />
        <span className="text-fg-muted">
          by {feedback.authorName} about {about}, {feedback.subjectName} · order {formatOrderNumber(feedback.orderId)} ·{' '}
          {feedback.itemTitle} · {formatFullTime(feedback.createdAt)}
        </span>
      </p>
      <blockquote className="border-l-2 border-border-strong pl-3 break-words whitespace-pre-wrap">{feedback.comment}</blockquote>
      {feedback.reply ? (
        <p className="pl-3 break-words whitespace-pre-wrap text-fg-muted">
          <span className="font-medium">Reply:</span> {feedback.reply}
        </p>
      ) : null}
      <p className={feedback.removedAt ? 'font-medium text-danger' : 'text-fg-muted'}>
        {feedback.removedAt
          ? `Removed ${formatFullTime(feedback.removedAt)} (${groundLabel(feedback.removedReason)})`
          : 'Shown on the seller page and counted in the summary'}
      </p>
    </div>
  );
}

interface RemoveFeedbackProps {
  reportId: number;
  busy: boolean;
  onRemove: (ground: FeedbackRemovalGround) => void;
}

/** The policy's ground (mailed to both sides) and the button; negative feedback is never removed for being negative. */
export function RemoveFeedbackControl({ reportId, busy, onRemove }: RemoveFeedbackProps) {
  const [ground, setGround] = useState<FeedbackRemovalGround>('abuse');
  const id = `remove-ground-${reportId}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <Label htmlFor={id}>Ground for removal</Label>
        <NativeSelect
          id={id}
          value={ground}
          onChange={(e) => setGround(FEEDBACK_REMOVAL_GROUND_KEYS.find((key) => key === e.target.value) ?? 'abuse')}
        >
          {FEEDBACK_REMOVAL_GROUND_KEYS.map((key) => (
            <option key={key} value={key}>
              {FEEDBACK_REMOVAL_GROUND_LABELS[key]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="destructive" size="sm" disabled={busy} onClick={() => onRemove(ground)}>
        Remove the feedback
      </Button>
    </div>
  );
}
