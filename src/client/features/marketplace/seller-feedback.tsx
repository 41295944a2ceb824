import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatFeedbackSummary } from '../../../shared/messages/feedback-messages.ts';
import type { FeedbackPage } from '../../../shared/schemas/feedback.ts';
import { apiJson } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { FeedbackEntryView } from '../../components/feedback/feedback-entry.tsx';
import { ReportFeedbackButton } from '../../components/feedback/report-feedback-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PressedChoice } from '../../components/ui/pressed-choice.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

// A loader, not an import: the seller page is public (first-load budget); zod loads when the
// comments are asked for (docs/client.md, 'What parsing costs').
const loadFeedbackPageSchema = () => import('../../../shared/schemas/feedback-answers.ts').then((m) => m.FeedbackPageSchema);

type Side = FeedbackPage['as'];
const SIDES = [
  { value: 'seller', label: 'As a seller' },
  { value: 'buyer', label: 'As a buyer' },
] as const satisfies ReadonlyArray<{ value: Side; label: string }>;

/** What buyers (or, apart, sellers) said about this person, newest first, 20 at a time. */
function useFeedbackPages(sellerId: number, side: Side) {
  return useInfiniteQuery({
    queryKey: ['/api/public/sellers', sellerId, 'feedback', side],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiJson('GET', `/api/public/sellers/${sellerId}/feedback?as=${side}&page=${pageParam}`, loadFeedbackPageSchema),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** The seller page's feedback: the 12-month summary and every comment, negative ones included, newest first. */
export function SellerFeedback({ sellerId }: { sellerId: number }) {
  const { user } = useAuth();
  const [side, setSide] = useState<Side>('seller');
  const query = useFeedbackPages(sellerId, side);
  const first = query.data?.pages[0];
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const summary = first ? formatFeedbackSummary(first.summary) : null;
  return (
    <section aria-labelledby="seller-feedback-heading" className="space-y-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="seller-feedback-heading" className="text-lg font-semibold text-fg">
            Feedback
          </h2>
          <p className="text-sm text-fg-muted">{summary ? `${summary} in the last 12 months` : 'No feedback in the last 12 months yet.'}</p>
        </div>
        <PressedChoice label="Feedback about them" value={side} choices={SIDES} onChange={setSide} />
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-fg-muted">Nothing here yet.</p>
      ) : (
        <div>
          {entries.map((entry) => (
            <FeedbackEntryView key={entry.id} entry={entry} action={user ? <ReportFeedbackButton entry={entry} /> : undefined} />
          ))}
        </div>
      )}
      {query.hasNextPage ? (
        <Button variant="secondary" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : 'Show more feedback'}
        </Button>
      ) : null}
      <p className="text-xs text-fg-muted">
        Every piece of feedback is shown, in date order, unless our moderators remove it under the policy.{' '}
        <a className="underline underline-offset-4" href="/legal/feedback-policy">
          How feedback works
        </a>
      </p>
    </section>
  );
}
