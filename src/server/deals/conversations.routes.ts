import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConversationDetailSchema,
  ConversationListSchema,
  DEALS_MESSAGES,
  MakeOfferSchema,
  SendMessageSchema,
  StartConversationSchema,
  UpdateConversationSchema,
} from '../../shared/schemas/deals.ts';
import { currentUser } from '../auth/require-user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import type { DealsContext } from './deals-context.ts';
import { listConversations, readConversation } from './conversation-reads.service.ts';
import { sendMessage, startConversation, updateConversation } from './conversations.service.ts';
import { makeOffer } from './offers.service.ts';

const TAG = 'Conversations';
const NOT_FOUND = {
  404: 'Conversation not found: unknown, not a positive integer, or not one of the caller’s (only its buyer and seller see it)',
};
const VERIFY_OR_BLOCKED = { 403: 'The caller’s email address is not verified, or one side has blocked the other' };
const LIMITED = {
  429: 'A safety limit (new conversations per day, messages per hour; tighter for accounts under 7 days old); `Retry-After` says when',
};

const ConversationIdParams = idParams(DEALS_MESSAGES.conversationNotFound);

/** Conversations between buyers and sellers, and the buyer's offers in them (issue "9 ·"). */
export function registerConversationRoutes(instance: FastifyInstance, ctx: DealsContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const startDocs = documentRoute({
    tag: TAG,
    summary: 'Contact the seller of a listing (opens the one conversation per listing and buyer, or joins it)',
    description:
      '201 with a new conversation, 200 with the existing one (the message, and an offer when `offerPrice` is given, added). ' +
      'Needs a verified email. A new conversation needs a live listing with stock (404 like the public page); a listing that has gone ' +
      'still takes a message in an existing conversation but no offer (409). `quantity` at most what is available (400).',
    auth: true,
    body: StartConversationSchema,
    responses: { 200: ConversationDetailSchema, 201: ConversationDetailSchema },
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'Email not verified, the caller’s own listing, or one side has blocked the other',
      404: 'Listing not found (private, withdrawn, sold out, deleted or unknown)',
      409: 'An offer on a listing that is no longer available, or while an agreement stands',
      ...LIMITED,
    },
  });
  app.post('/api/conversations', { ...auth, ...startDocs }, async (request, reply) => {
    const { detail, created } = await startConversation(ctx, currentUser(request), request.body);
    return reply.code(created ? 201 : 200).send(detail);
  });

  const listDocs = documentRoute({
    tag: TAG,
    summary: 'The caller’s conversations, newest activity first, with unread counts',
    auth: true,
    responses: { 200: ConversationListSchema },
    errors: UNAUTHENTICATED,
  });
  app.get('/api/conversations', { ...auth, ...listDocs }, async (request) => listConversations(ctx, currentUser(request).id));

  const readDocs = documentRoute({
    tag: TAG,
    summary: 'One conversation: messages, offers, the agreement and handover details',
    description: 'Reading it marks the other side’s messages read for the caller.',
    auth: true,
    params: ConversationIdParams,
    responses: { 200: ConversationDetailSchema },
    errors: { ...UNAUTHENTICATED, ...NOT_FOUND },
  });
  app.get('/api/conversations/:id', { ...auth, ...readDocs }, async (request) =>
    readConversation(ctx, request.params.id, currentUser(request).id),
  );

  const messageDocs = documentRoute({
    tag: TAG,
    summary: 'Write in a conversation',
    description: 'A message holding a phone number, email address or link is stored with `contactWarning: true`, shown to both sides.',
    auth: true,
    params: ConversationIdParams,
    body: SendMessageSchema,
    responses: { 201: ConversationDetailSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, ...VERIFY_OR_BLOCKED, ...NOT_FOUND, ...LIMITED },
  });
  app.post('/api/conversations/:id/messages', { ...auth, ...messageDocs }, async (request, reply) => {
    const id = request.params.id;
    const { message } = request.body;
    return reply.code(201).send(await sendMessage(ctx, currentUser(request), id, message));
  });

  const updateDocs = documentRoute({
    tag: TAG,
    summary: 'Set what the caller shares for the handover (a collection address, a phone number)',
    description: 'The other side sees it only while an agreement stands; `null` or an empty text clears it.',
    auth: true,
    params: ConversationIdParams,
    body: UpdateConversationSchema,
    responses: { 200: ConversationDetailSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, ...NOT_FOUND },
  });
  app.patch('/api/conversations/:id', { ...auth, ...updateDocs }, async (request) => {
    const id = request.params.id;
    return updateConversation(ctx, currentUser(request).id, id, request.body);
  });

  const offerDocs = documentRoute({
    tag: TAG,
    summary: 'The buyer makes an offer (£ per unit); it stands for 48 hours',
    description:
      'Replaces the buyer’s open offer (withdrawn) and answers an open counter-offer (declined). ' +
      '403 for the seller or a block; 409 when the listing is withdrawn, deleted or sold out, or an agreement stands; 400 for more than is available.',
    auth: true,
    params: ConversationIdParams,
    body: MakeOfferSchema,
    responses: { 201: ConversationDetailSchema },
    errors: {
      ...INVALID_INPUT,
      ...UNAUTHENTICATED,
      403: 'Not the buyer, email not verified, or a block',
      ...NOT_FOUND,
      409: 'The listing takes no offers now, or an agreement stands',
    },
  });
  app.post('/api/conversations/:id/offers', { ...auth, ...offerDocs }, async (request, reply) => {
    const id = request.params.id;
    const input = request.body;
    return reply.code(201).send(await makeOffer(ctx, currentUser(request), id, input));
  });
}
