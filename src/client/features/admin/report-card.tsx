import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ModerationNoteSchema, type AdminReport, type ModerationNoteInput } from '../../../shared/schemas/moderation.ts';
import { ReportClocks } from './report-clocks.tsx';
import { RemoveFeedbackControl, ReportedFeedback } from './reported-feedback.tsx';
import { formatFullTime } from '../../lib/format-time.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Textarea } from '../../components/ui/input.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

const ACTION_WORDS = {
  dismiss: 'Dismissed',
  withdraw_listing: 'Listing withdrawn',
  suspend_user: 'User suspended',
  unsuspend_user: 'User unsuspended',
  remove_feedback: 'Feedback removed',
  restore_feedback: 'Feedback restored',
} as const;

interface ReportCardProps {
  report: AdminReport;
  busy: boolean;
  /** The body: the note (ModerationNoteSchema), with a removal's ground. */
  onAction: (path: string, body: ModerationNoteInput & { ground?: string }) => void;
}

/** One report: what it is about (listing, person, conversation excerpt), its clock, and the actions. */
export function ReportCard({ report, busy, onAction }: ReportCardProps) {
  const form = useForm<z.input<typeof ModerationNoteSchema>, unknown, ModerationNoteInput>({
    resolver: zodResolver(ModerationNoteSchema),
    defaultValues: { note: '' },
  });
  const noteError = form.formState.errors.note?.message;
  const { listing, user, conversation, feedback } = report.target;
  const overdue = report.overdue;
  // Every action sends the note (ModerationNoteSchema), a removal its ground too; `busy` is the page's mutation's isPending.
  const act = (path: string, extra?: { ground: string }) => void form.handleSubmit((body) => onAction(path, { ...extra, ...body }))();
  const restore = feedback?.removedAt ? (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => act(`/api/admin/reports/${report.id}/restore-feedback`)}>
      Restore the feedback
    </Button>
  ) : null;
  return (
    <article
      aria-label={`Report ${report.id}`}
      className={cn('space-y-3 rounded-lg border bg-surface p-4', overdue ? 'border-2 border-danger' : 'border-border')}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">
          {report.reasonLabel} <span className="font-normal text-fg-muted">· {report.kind}</span>
        </h3>
        {overdue ? <Badge tone="danger">Overdue</Badge> : null}
        <Badge tone={report.status === 'open' ? 'warning' : 'neutral'}>{report.status}</Badge>
        <span className="ml-auto text-xs text-fg-muted">
          Reported {formatFullTime(report.createdAt)}
          {report.reporter ? ` by ${report.reporter.displayName}` : ''}
        </span>
      </header>
      <ReportClocks clocks={report.clocks} feedback={report.kind === 'feedback'} />
      {report.note ? <p className="rounded-md bg-surface-muted p-2 text-sm whitespace-pre-wrap">{report.note}</p> : null}
      <dl className="grid gap-1 text-sm">
        {listing ? (
          <div>
            <dt className="inline text-fg-muted">Listing: </dt>
            <dd className="inline">
              <Link href={`/listing/${listing.id}-${listing.slug}`} className="underline">
                {listing.title}
              </Link>{' '}
              ({listing.status}) by {listing.ownerName}
            </dd>
          </div>
        ) : null}
        {user ? (
          <div>
            <dt className="inline text-fg-muted">Person: </dt>
            <dd className="inline">
              {user.displayName} ({user.email}){user.suspended ? ' · suspended' : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {conversation ? (
        <details className="rounded-md border border-border p-2 text-sm">
          <summary className="cursor-pointer">
            Conversation about {conversation.listingTitle}: {conversation.buyerName} and {conversation.sellerName}
          </summary>
          <ol className="mt-2 space-y-1">
            {conversation.messages.map((m, i) => (
              <li key={i}>
                <span className="text-fg-muted">{m.fromRole ?? 'deleted user'}:</span> {m.body}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {feedback ? <ReportedFeedback feedback={feedback} /> : null}
      {report.actions.length > 0 ? (
        <ul className="text-xs text-fg-muted">
          {report.actions.map((a, i) => (
            <li key={i}>
              {ACTION_WORDS[a.action]} by {a.by?.displayName ?? 'a former admin'} on {formatFullTime(a.at)}
              {a.note ? `: ${a.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {report.status === 'open' ? (
        <div className="space-y-2">
          <Textarea
            aria-label={`Note for report ${report.id} (kept with the record)`}
            placeholder="Note (optional, kept with the record)"
            rows={2}
            aria-invalid={noteError ? true : undefined}
            {...form.register('note')}
          />
          <FormError message={noteError} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => act(`/api/admin/reports/${report.id}/dismiss`)}>
              Dismiss
            </Button>
            {listing && listing.status === 'live' ? (
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => act(`/api/admin/reports/${report.id}/withdraw-listing`)}>
                Withdraw the listing
              </Button>
            ) : null}
            {user && !user.suspended ? (
              <Button variant="destructive" size="sm" disabled={busy} onClick={() => act(`/api/admin/reports/${report.id}/suspend-user`)}>
                Suspend {user.displayName}
              </Button>
            ) : null}
            {restore}
          </div>
          {feedback && !feedback.removedAt ? (
            <RemoveFeedbackControl
              reportId={report.id}
              busy={busy}
              onRemove={(ground) => act(`/api/admin/reports/${report.id}/remove-feedback`, { ground })}
            />
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {user?.suspended ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => act(`/api/admin/users/${user.id}/unsuspend`)}>
              Unsuspend {user.displayName}
            </Button>
          ) : null}
          {restore}
        </div>
      )}
    </article>
  );
}
