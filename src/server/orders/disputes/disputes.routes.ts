import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DisputeEvidenceSchema,
  DisputeNoteSchema,
  DisputeSchema,
  DISPUTES_MESSAGES,
  OpenDisputeSchema,
} from '../../../shared/schemas/disputes.ts';
import { currentUser } from '../../auth/require-user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED, type RouteDocs } from '../../http/route-docs.ts';
import { idParams } from '../../http/path-params.ts';
import type { DisputeViewer } from './dispute-view.ts';
import type { DisputesContext } from './disputes-context.ts';
import { addDisputeEvidence, escalateDispute, getDispute, openDispute, resolveDispute, withdrawDispute } from './disputes.service.ts';

const TAG = 'Disputes';
export const DisputeIdParams = idParams(DISPUTES_MESSAGES.disputeNotFound);
const NOT_FOUND = { 404: 'Dispute not found: unknown, not a positive integer, or about an order the caller is not a side of' };
const CLOSED = 'The dispute is closed (resolved, withdrawn or decided)';

const viewerOf = (request: FastifyRequest): DisputeViewer => {
  const user = currentUser(request);
  return { id: user.id, isAdmin: Boolean(user.is_admin) };
};

const docs = <const E extends Partial<RouteDocs>>(summary: string, extra: E) =>
  documentRoute({ tag: TAG, summary, auth: true, params: DisputeIdParams, responses: { 200: DisputeSchema }, ...extra });

/** A buyer's dispute about an order, and what its two sides can do about it (spec §4 "Dispute flow"). */
export function registerDisputeRoutes(instance: FastifyInstance, ctx: DisputesContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const openDocs = docs('Report a problem with an order (the buyer): a dispute in the "contact the seller first" stage', {
    description:
      'Once the item is dispatched or ready to collect, until 7 days (7 × 24 h) after receipt (confirmed by the buyer or marked ' +
      'automatically); one active dispute per order. Posted in the listing’s conversation, the seller emailed; the order’s money ' +
      'is held from now on. `escalateFrom` says when `Raise Dispute` works: 00:00 London after 5 business days (England and Wales).',
    params: idParams(DISPUTES_MESSAGES.orderNotFound),
    body: OpenDisputeSchema,
    responses: { 201: DisputeSchema },
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'The caller is the seller: only the buyer opens a dispute',
      404: 'Order not found, or not the caller’s',
      409: 'Not handed over yet, cancelled, more than 7 days after receipt, or a dispute is already active on the order',
    },
  });
  app.post('/api/orders/:id/disputes', { ...auth, ...openDocs }, async (request, reply) => {
    const orderId = request.params.id;
    const input = request.body;
    return reply.code(201).send(await openDispute(ctx, viewerOf(request), orderId, input));
  });

  const getDocs = docs('A dispute with its evidence and decisions', {
    description: 'For the two sides of the order and admins. Evidence photos are served at their `url`s.',
    errors: { ...UNAUTHENTICATED, ...NOT_FOUND },
  });
  app.get('/api/disputes/:id', { ...auth, ...getDocs }, async (request) => getDispute(ctx, viewerOf(request), request.params.id));

  const escalateDocs = docs('Raise Dispute: the buyer asks SpareStock to review it, with evidence', {
    description:
      'After 5 business days in the contact-the-seller stage (from `escalateFrom`; 409 before, naming the date). `photoIds`: the ' +
      'buyer’s unsaved photos from POST /api/photos, claimed by the evidence (kept from then on). Review due by the end (London) ' +
      'of the 7th business day (`reviewDueAt`); the seller is emailed.',
    body: DisputeEvidenceSchema,
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'The caller is the seller',
      ...NOT_FOUND,
      409: `Too early (the message names the date), already under review, or ${CLOSED.toLowerCase()}`,
    },
  });
  app.post('/api/disputes/:id/escalate', { ...auth, ...escalateDocs }, async (request) => {
    const id = request.params.id;
    return escalateDispute(ctx, viewerOf(request), id, request.body);
  });

  const evidenceDocs = docs('Add evidence while SpareStock reviews the dispute (either side)', {
    description: 'A statement and the caller’s unsaved photos (POST /api/photos), as for Raise Dispute; the other side is emailed.',
    body: DisputeEvidenceSchema,
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, ...NOT_FOUND, 409: `Not under review, or ${CLOSED.toLowerCase()}` },
  });
  app.post('/api/disputes/:id/evidence', { ...auth, ...evidenceDocs }, async (request) => {
    const id = request.params.id;
    return addDisputeEvidence(ctx, viewerOf(request), id, request.body);
  });

  const resolveDocs = docs('Mark the dispute as resolved (either side)', {
    description: 'While it is active (at any stage). The order’s clocks run again: auto-receive, completion, release of funds.',
    body: DisputeNoteSchema,
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, ...NOT_FOUND, 409: CLOSED },
  });
  app.post('/api/disputes/:id/resolve', { ...auth, ...resolveDocs }, async (request) => {
    const id = request.params.id;
    return resolveDispute(ctx, viewerOf(request), id, request.body.note);
  });

  const withdrawDocs = docs('Withdraw the dispute (the buyer)', {
    description: 'While it is active (at any stage). The order’s clocks run again.',
    body: DisputeNoteSchema,
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, 403: 'The caller is the seller', ...NOT_FOUND, 409: CLOSED },
  });
  app.post('/api/disputes/:id/withdraw', { ...auth, ...withdrawDocs }, async (request) => {
    const id = request.params.id;
    return withdrawDispute(ctx, viewerOf(request), id, request.body.note);
  });
}
