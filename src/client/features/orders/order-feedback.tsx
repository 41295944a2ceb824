import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate } from '../../../shared/business-days.ts';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_RATING_LABELS,
  FEEDBACK_RATINGS,
  FEEDBACK_REPLY_MAX_LENGTH,
} from '../../../shared/messages/feedback-messages.ts';
import {
  LeaveFeedbackSchema,
  ReplyFeedbackSchema,
  type LeaveFeedbackInput,
  type ReplyFeedbackInput,
} from '../../../shared/schemas/feedback.ts';
import type { Order } from '../../../shared/schemas/orders.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { FeedbackEntryView } from '../../components/feedback/feedback-entry.tsx';
import { ReportFeedbackButton } from '../../components/feedback/report-feedback-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/text-field.tsx';
import { useEditFeedback, useLeaveFeedback, useOrderFeedback, useReplyToFeedback } from './feedback-queries.ts';
import { OrderSection } from './order-section.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

/** Leaves feedback, or (with `initial`, until it is final) changes what the caller left. */
function LeaveFeedbackForm({ order, initial, onDone }: { order: Order; initial?: LeaveFeedbackInput; onDone?: () => void }) {
  const leave = useLeaveFeedback(order.id);
  const change = useEditFeedback(order.id);
  const save = initial ? change : leave;
  const form = useForm<LeaveFeedbackInput>({ resolver: zodResolver(LeaveFeedbackSchema), defaultValues: initial ?? { comment: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save
      .mutateAsync(input)
      .then(() => onDone?.())
      .catch((error: unknown) => form.setError('root', { message: getApiErrorMessage(error, 'Please try again.') })),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <fieldset className="space-y-2" aria-describedby={errors.rating ? 'feedback-rating-error' : undefined}>
        <legend className="text-sm font-medium">How did it go with {order.otherParty.displayName}?</legend>
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_RATINGS.map((rating) => (
            <label
              key={rating}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border-strong px-3 text-sm has-checked:border-fg md:min-h-9"
            >
              <input type="radio" value={rating} {...form.register('rating')} />
              {FEEDBACK_RATING_LABELS[rating]}
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="feedback-rating-error" className="text-sm font-medium text-danger">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Comment"
        rows={3}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <FormError message={errors.root?.message} />
      <p className="text-xs text-fg-muted">
        Feedback is public, left once, and final 7 days after it is left. See the{' '}
        <a className="underline underline-offset-4" href="/legal/feedback-policy">
          feedback policy
        </a>
        .
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : initial ? 'Save changes' : 'Leave feedback'}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ReplyForm({ orderId, feedbackId }: { orderId: number; feedbackId: number }) {
  const reply = useReplyToFeedback(orderId);
  const form = useForm<ReplyFeedbackInput>({ resolver: zodResolver(ReplyFeedbackSchema), defaultValues: { reply: '' } });
  const submit = form.handleSubmit((input) =>
    reply
      .mutateAsync({ id: feedbackId, ...input })
      .catch((error: unknown) => form.setError('reply', { message: getApiErrorMessage(error, 'Please try again.') })),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
      <TextAreaField
        label="Your public reply (once)"
        rows={2}
        maxLength={FEEDBACK_REPLY_MAX_LENGTH}
        error={form.formState.errors.reply?.message}
        {...form.register('reply')}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={reply.isPending}>
        {reply.isPending ? 'Saving...' : 'Reply'}
      </Button>
    </form>
  );
}

/** Feedback on the order page: leave yours once the item is received, read theirs and reply once. */
export function OrderFeedbackBlock({ order }: { order: Order }) {
  const received = order.receivedAt !== null && order.role !== 'admin';
  const query = useOrderFeedback(order.id, received);
  const feedback = query.data;
  const [editing, setEditing] = useState(false);
  if (!received || !feedback) return null;
  const mine = feedback.mine;
  const canChange = mine !== null && Date.parse(mine.finalAt) > Date.now();
  return (
    <OrderSection title="Feedback">
      {mine && editing ? (
        <LeaveFeedbackForm order={order} initial={{ rating: mine.rating, comment: mine.comment }} onDone={() => setEditing(false)} />
      ) : mine ? (
        <div>
          <p className="text-sm font-medium">Your feedback</p>
          <FeedbackEntryView entry={mine} showItem={false} />
          {mine.held ? <p className="text-xs text-fg-muted">Shown to others once the dispute or return on this order is closed.</p> : null}
          {canChange ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Change your feedback
              </Button>
              <span className="text-xs text-fg-muted">You can change it until {formatLongDate(new Date(mine.finalAt))}.</span>
            </div>
          ) : null}
        </div>
      ) : feedback.canLeave ? (
        <>
          <LeaveFeedbackForm order={order} />
          {feedback.leaveUntil ? (
            <p className="text-xs text-fg-muted">You can leave feedback until {formatLongDate(new Date(feedback.leaveUntil))}.</p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-fg-muted">{feedback.reason}</p>
      )}
      {feedback.theirs ? (
        <div>
          <p className="text-sm font-medium">{order.otherParty.displayName}’s feedback about you</p>
          <FeedbackEntryView entry={feedback.theirs} showItem={false} action={<ReportFeedbackButton entry={feedback.theirs} />} />
          {feedback.theirs.reply === null ? <ReplyForm orderId={order.id} feedbackId={feedback.theirs.id} /> : null}
        </div>
      ) : null}
    </OrderSection>
  );
}
