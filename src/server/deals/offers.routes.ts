import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CancelOfferSchema, ConversationDetailSchema, CounterOfferSchema, DEALS_MESSAGES } from '../../shared/schemas/deals.ts';
import { currentUser } from '../auth/require-user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED, type RouteDocs } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import type { DealsContext } from './deals-context.ts';
import { acceptOffer, cancelAgreement, counterOffer, declineOffer } from './offers.service.ts';

const TAG = 'Conversations';
const NOT_FOUND = { 404: 'Offer not found: unknown, not a positive integer, or in a conversation the caller is not part of' };
const STALE = 'The offer is no longer open (answered, replaced or lapsed after 48 hours)';

const OfferIdParams = idParams(DEALS_MESSAGES.offerNotFound);

const docs = <const E extends Partial<RouteDocs>>(summary: string, extra: E) =>
  documentRoute({ tag: TAG, summary, auth: true, params: OfferIdParams, responses: { 200: ConversationDetailSchema }, ...extra });

/** Answers to offers: accept, decline, counter (the seller), cancel an agreement (either side). */
export function registerOfferRoutes(instance: FastifyInstance, ctx: DealsContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const acceptDocs = docs('Accept an offer (the seller a buyer’s offer, the buyer a counter-offer)', {
    description:
      'One transaction: the offer must still be open and standing, the listing live with enough left; its quantity is lowered ' +
      '(at 0 it leaves search) and the thread records "Agreed: n × £x". Of two accepts for the last units one wins, the other answers 409.',
    errors: {
      ...UNAUTHENTICATED,
      403: 'The caller made the offer, email not verified, or a block',
      ...NOT_FOUND,
      409: `${STALE}; the listing withdrawn, deleted or without enough left; or an agreement already stands`,
    },
  });
  app.post('/api/offers/:id/accept', { ...auth, ...acceptDocs }, async (request) =>
    acceptOffer(ctx, currentUser(request), request.params.id),
  );

  const declineDocs = docs('Decline an offer or counter-offer', {
    errors: { ...UNAUTHENTICATED, 403: 'The caller made the offer, or email not verified', ...NOT_FOUND, 409: STALE },
  });
  app.post('/api/offers/:id/decline', { ...auth, ...declineDocs }, async (request) =>
    declineOffer(ctx, currentUser(request), request.params.id),
  );

  const counterDocs = docs('Either side counters the other’s open offer (same quantity, their price per unit)', {
    description:
      'The seller a buyer’s offer, the buyer a seller’s counter-offer, back and forth up to 5 counter-offers per conversation (one buyer, one ' +
      'item). The countered offer becomes `countered`; the new open offer stands for 48 hours for the other side to accept, decline or counter.',
    body: CounterOfferSchema,
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'The caller’s own offer, email not verified, or a block',
      ...NOT_FOUND,
      409: `${STALE}, the listing takes no offers now, or 5 counter-offers were made already`,
    },
  });
  app.post('/api/offers/:id/counter', { ...auth, ...counterDocs }, async (request) => {
    const id = request.params.id;
    const { price } = request.body;
    return counterOffer(ctx, currentUser(request), id, price);
  });

  const cancelDocs = docs('Cancel an agreed deal before the handover, with a reason', {
    description: 'Either side. The quantity goes back on the listing (unless it was deleted) and the thread records the reason.',
    body: CancelOfferSchema,
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, ...NOT_FOUND, 409: 'The offer is not an agreement that stands' },
  });
  app.post('/api/offers/:id/cancel', { ...auth, ...cancelDocs }, async (request) => {
    const id = request.params.id;
    const { reason } = request.body;
    return cancelAgreement(ctx, currentUser(request), id, reason);
  });
}
