import { Link } from 'wouter';
import { formatLongDate } from '../../../shared/business-days.ts';
import { DISPUTE_LABELS, DISPUTE_OPEN_MS, DISPUTE_STATUS_LABELS, isActiveDisputeStatus } from '../../../shared/constants/disputes.ts';
import { DISPUTE_TEXTS, escalateFromText, reviewDueText } from '../../../shared/messages/disputes-messages.ts';
import type { Dispute } from '../../../shared/schemas/disputes.ts';
import type { Order, OrderDisputeSummary } from '../../../shared/schemas/orders.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatFullTime } from '../../lib/format-time.ts';
import { ConfirmActionDialog, type RunAction } from './order-dialogs.tsx';
import { EvidenceDialog } from './evidence-dialog.tsx';
import { OpenDisputeDialog } from './open-dispute-dialog.tsx';
import { useDispute } from './order-queries.ts';
import { OrderSection } from './order-section.tsx';

const REFUND_WORDS: Record<Dispute['decisions'][number]['refund'], string | null> = {
  none: null,
  refunded: `Refunded through SpareStock. ${DISPUTE_TEXTS.refundsAppear}`,
  between_parties: DISPUTE_TEXTS.refundBetweenParties,
  failed: 'The refund through Stripe did not go through: see the payment.',
};

/** Problems with the order: a way to report one, or the dispute's stage, evidence, decisions and buttons. */
export function OrderDisputeBlock({ order, run }: { order: Order; run: RunAction }) {
  if (order.dispute) return <DisputeDetails order={order} summary={order.dispute} run={run} />;
  if (!order.allowedActions.includes('open_dispute')) return null;
  const until = order.receivedAt ? ` until ${formatLongDate(new Date(Date.parse(order.receivedAt) + DISPUTE_OPEN_MS))}` : '';
  return (
    <OrderSection title="Problem with this order?">
      <p className="text-sm text-fg-muted">
        If the item is missing, damaged or not as described, talk to the seller first{order.conversationId ? ' in the conversation' : ''}.
        If that does not sort it out, you can report a problem here{until}.
      </p>
      <OpenDisputeDialog orderId={order.id} status={order.status} run={run} />
    </OrderSection>
  );
}

function DisputeDetails({ order, summary, run }: { order: Order; summary: OrderDisputeSummary; run: RunAction }) {
  const query = useDispute(summary.id);
  const dispute = query.data;
  const statusLabel = dispute?.statusLabel ?? DISPUTE_STATUS_LABELS[summary.status as keyof typeof DISPUTE_STATUS_LABELS] ?? summary.status;
  const allowed = dispute?.allowedActions ?? [];
  const escalateFrom = new Date(dispute?.escalateFrom ?? summary.escalateFrom ?? Date.now());
  const canEscalate = allowed.includes('escalate');
  const waitingToEscalate = summary.status === 'open' && order.role === 'buyer' && !canEscalate;
  const reviewDueAt = dispute?.reviewDueAt ?? summary.reviewDueAt;
  const dueText = reviewDueAt && isActiveDisputeStatus(summary.status) ? reviewDueText(new Date(reviewDueAt)) : null;
  // The stage sentence may already say when 'Raise Dispute' opens; then the button points at it.
  const fromText = escalateFromText(escalateFrom);
  const fromInStage = dispute?.stageText.includes(fromText) === true;
  const fromId = fromInStage ? `dispute-stage-${summary.id}` : `raise-dispute-from-${summary.id}`;
  const base = `/api/disputes/${summary.id}`;

  return (
    <OrderSection
      title="Dispute"
      action={<Badge tone={isActiveDisputeStatus(summary.status) ? 'warning' : 'neutral'}>{statusLabel}</Badge>}
    >
      {dispute ? (
        <div className="space-y-1 text-sm">
          <p>
            <span className="font-medium">{dispute.reasonLabel}</span>{' '}
            <span className="text-fg-muted">· reported {formatFullTime(dispute.openedAt)}</span>
          </p>
          <p className="whitespace-pre-line text-fg-muted">{dispute.details}</p>
          <p id={`dispute-stage-${summary.id}`} className="pt-1 text-fg">
            {dispute.stageText}
          </p>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">Reported {formatFullTime(summary.openedAt)}.</p>
      )}
      {dueText && !dispute?.stageText.includes(dueText) ? <p className="text-sm font-medium">{dueText}.</p> : null}
      {order.conversationId && summary.status === 'open' ? (
        <Link href={`/messages/${order.conversationId}`} className="text-sm font-medium text-accent underline underline-offset-2">
          Talk to the {order.role === 'buyer' ? 'seller' : 'buyer'} in the conversation
        </Link>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canEscalate ? (
          <EvidenceDialog
            label={DISPUTE_LABELS.escalate}
            title="Raise the dispute with SpareStock"
            description={`Tell us what happened and add photos. ${DISPUTE_TEXTS.underReview}`}
            path={`${base}/escalate`}
            run={run}
          />
        ) : waitingToEscalate ? (
          <Button disabled aria-describedby={fromId}>
            {DISPUTE_LABELS.escalate}
          </Button>
        ) : null}
        {allowed.includes('add_evidence') ? (
          <EvidenceDialog
            label={DISPUTE_LABELS.addEvidence}
            variant="secondary"
            title="Add evidence"
            description="Your statement and photos go to SpareStock’s review, and the other side can read them."
            path={`${base}/evidence`}
            run={run}
          />
        ) : null}
        {allowed.includes('resolve') ? (
          <ConfirmActionDialog
            label={DISPUTE_LABELS.resolve}
            variant="secondary"
            title="Mark the dispute as resolved"
            description="Say so once the two of you have sorted it out. The dispute closes and the order carries on."
            confirmLabel={DISPUTE_LABELS.resolve}
            onConfirm={() => run(`${base}/resolve`)}
          />
        ) : null}
        {allowed.includes('withdraw') ? (
          <ConfirmActionDialog
            label={DISPUTE_LABELS.withdraw}
            variant="ghost"
            title="Withdraw the dispute"
            description="The dispute closes and cannot be raised again for the same problem."
            confirmLabel={DISPUTE_LABELS.withdraw}
            onConfirm={() => run(`${base}/withdraw`)}
          />
        ) : null}
      </div>
      {waitingToEscalate && !fromInStage ? (
        <p id={fromId} className="text-sm text-fg-muted">
          {fromText}
        </p>
      ) : null}
      {dispute && dispute.evidence.length > 0 ? <EvidenceList dispute={dispute} /> : null}
      {dispute && dispute.decisions.length > 0 ? <DecisionList dispute={dispute} /> : null}
    </OrderSection>
  );
}

function EvidenceList({ dispute }: { dispute: Dispute }) {
  return (
    <div className="space-y-2 border-t border-border pt-3">
      <h3 className="text-sm font-semibold">Evidence</h3>
      <ul className="space-y-3">
        {dispute.evidence.map((item) => (
          <li key={item.id} className="space-y-1 text-sm">
            <p className="text-xs text-fg-muted">
              {item.by === 'buyer' ? dispute.buyer.displayName : dispute.seller.displayName} · {formatFullTime(item.at)}
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
                      className="block w-20 overflow-hidden rounded border border-border focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <img
                        src={photo.thumbnailUrl}
                        alt={`Evidence photo ${index + 1}`}
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
  );
}

function DecisionList({ dispute }: { dispute: Dispute }) {
  return (
    <div className="space-y-2 border-t border-border pt-3">
      <h3 className="text-sm font-semibold">SpareStock’s decision</h3>
      <ul className="space-y-2">
        {dispute.decisions.map((decision) => (
          <li key={decision.id} className="space-y-0.5 text-sm">
            <p className="font-medium">
              {decision.outcomeLabel}
              {decision.amount ? ` of ${formatListingMoney(decision.amount)}` : ''}{' '}
              <span className="font-normal text-fg-muted">· {formatFullTime(decision.at)}</span>
            </p>
            <p className="whitespace-pre-line">{decision.note}</p>
            {REFUND_WORDS[decision.refund] ? <p className="text-fg-muted">{REFUND_WORDS[decision.refund]}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
