import { Link } from 'wouter';
import { reviewDueText } from '../../../shared/messages/disputes-messages.ts';
import type { Dispute } from '../../../shared/schemas/disputes.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatFullTime } from '../../lib/format-time.ts';
import { DecisionForm } from './decision-form.tsx';

const party = (p: Dispute['buyer']) => (p.email ? `${p.displayName} (${p.email})` : p.displayName);

/** One escalated dispute: the order, both sides, the buyer's complaint, the evidence, the deadline and the decision form. */
export function DisputeReviewCard({ dispute, onDecide }: { dispute: Dispute; onDecide: (body: object) => Promise<string | null> }) {
  return (
    <article
      aria-label={`Dispute on order ${dispute.orderNumber}`}
      className={cn('space-y-3 rounded-lg border bg-surface p-4', dispute.overdue ? 'border-2 border-danger' : 'border-border')}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">
          <Link href={`/orders/${dispute.orderId}`} className="underline-offset-2 hover:underline">
            Order <span className="font-mono">{dispute.orderNumber}</span>
          </Link>{' '}
          <span className="font-normal text-fg-muted">· {dispute.orderTitle}</span>
        </h3>
        {dispute.overdue ? <Badge tone="danger">Overdue</Badge> : null}
        <Badge tone={dispute.closedAt ? 'neutral' : 'warning'}>{dispute.statusLabel}</Badge>
        <span className="ml-auto text-sm font-semibold tabular-nums">{formatListingMoney(dispute.orderTotal)}</span>
      </header>
      {dispute.reviewDueAt && !dispute.closedAt ? (
        <p className={cn('text-sm font-medium', dispute.overdue ? 'text-danger' : 'text-fg')}>
          {reviewDueText(new Date(dispute.reviewDueAt))}
          {dispute.overdue ? ': overdue' : ''} ({formatFullTime(dispute.reviewDueAt)})
        </p>
      ) : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-fg-muted">Buyer: </dt>
          <dd className="inline">{party(dispute.buyer)}</dd>
        </div>
        <div>
          <dt className="inline text-fg-muted">Seller: </dt>
          <dd className="inline">{party(dispute.seller)}</dd>
        </div>
        <div>
          <dt className="inline text-fg-muted">Reported: </dt>
          <dd className="inline">{formatFullTime(dispute.openedAt)}</dd>
        </div>
        {dispute.escalatedAt ? (
          <div>
            <dt className="inline text-fg-muted">Raised: </dt>
            <dd className="inline">{formatFullTime(dispute.escalatedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="rounded-md bg-surface-muted p-2 text-sm">
        <p className="font-medium">{dispute.reasonLabel}</p>
        <p className="whitespace-pre-line">{dispute.details}</p>
      </div>
      {dispute.evidence.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Evidence</h4>
          <ul className="space-y-3">
            {dispute.evidence.map((item) => (
              <li key={item.id} className="space-y-1 text-sm">
                <p className="text-xs text-fg-muted">
                  {item.by === 'buyer' ? 'Buyer' : 'Seller'} · {formatFullTime(item.at)}
                </p>
                <p className="whitespace-pre-line">{item.statement}</p>
                {item.photos.length > 0 ? (
                  <ul aria-label="Evidence photos" className="flex flex-wrap gap-2">
                    {item.photos.map((photo, index) => (
                      <li key={photo.id}>
                        <a
                          href={photo.url}
                          target="_blank"
                          rel="noreferrer"
                          className="block w-24 overflow-hidden rounded border border-border focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <img
                            src={photo.thumbnailUrl}
                            alt={`Evidence photo ${index + 1} from the ${item.by}`}
                            className="aspect-[4/3] w-full object-cover"
                            loading="lazy"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {dispute.decisions.length > 0 ? (
        <ul className="space-y-1 text-xs text-fg-muted">
          {dispute.decisions.map((d) => (
            <li key={d.id}>
              {d.outcomeLabel}
              {d.amount ? ` of ${formatListingMoney(d.amount)}` : ''} by {d.by?.displayName ?? 'a former admin'} on {formatFullTime(d.at)}:{' '}
              {d.note}
              {d.refund === 'failed' ? ' (refund failed)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {dispute.allowedActions.includes('decide') ? <DecisionForm dispute={dispute} onDecide={onDecide} /> : null}
    </article>
  );
}
