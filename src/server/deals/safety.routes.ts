import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockEntrySchema,
  BlockListSchema,
  CreateBlockSchema,
  CreateReportSchema,
  DEALS_MESSAGES,
  ReportCreatedSchema,
} from '../../shared/schemas/deals.ts';
import { currentUser } from '../auth/require-user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { pathId } from '../http/path-params.ts';
import type { DealsContext } from './deals-context.ts';
import { blockUser, createReport, listBlocks, unblockUser } from './safety.service.ts';

const TAG = 'Safety';

/** Reports for review and blocks between users. */
export function registerSafetyRoutes(instance: FastifyInstance, ctx: DealsContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: requireUser };

  const reportDocs = documentRoute({
    tag: TAG,
    summary: 'Report a listing, a user, a conversation or a piece of feedback for review',
    description:
      '`reason` is a key of REPORT_REASONS (src/shared/constants/deals.ts): for `feedback` one of abusive, personal_data, fake, spam, other; ' +
      'for the others any but personal_data and fake. `note` is optional (at most 1,000 characters) except for `other`. ' +
      'A conversation only by its two sides; a listing that is on the marketplace or that the caller has a conversation about; any other user; ' +
      'feedback shown on a seller page (`id` an entry id of GET /api/public/sellers/{id}/feedback), not the caller’s own (400).',
    auth: true,
    body: CreateReportSchema,
    responses: { 201: ReportCreatedSchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, 404: 'Nothing the caller can report by that kind and id' },
  });
  app.post('/api/reports', { ...auth, ...reportDocs }, async (request, reply) => {
    const input = request.body;
    return reply.code(201).send(await createReport(ctx, currentUser(request).id, input));
  });

  const blockDocs = documentRoute({
    tag: TAG,
    summary: 'Block a user: no messages or offers either way',
    description: '201 for a new block, 200 when it was already there. Existing conversations stay readable and show `blocked: true`.',
    auth: true,
    body: CreateBlockSchema,
    responses: { 200: BlockEntrySchema, 201: BlockEntrySchema },
    errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, 404: 'User not found' },
  });
  app.post('/api/blocks', { ...auth, ...blockDocs }, async (request, reply) => {
    const { userId } = request.body;
    const { entry, created } = await blockUser(ctx, currentUser(request).id, userId);
    return reply.code(created ? 201 : 200).send(entry);
  });

  const unblockDocs = documentRoute({
    tag: TAG,
    summary: 'Unblock a user',
    description: 'Answers 204 whether or not the caller had blocked them.',
    auth: true,
    params: z.object({ userId: pathId(DEALS_MESSAGES.userNotFound) }),
    responses: { 204: z.null() },
    errors: { ...UNAUTHENTICATED, 404: 'userId is not a positive integer' },
  });
  app.delete('/api/blocks/:userId', { ...auth, ...unblockDocs }, async (request, reply) => {
    await unblockUser(ctx, currentUser(request).id, request.params.userId);
    return reply.code(204).send();
  });

  const listDocs = documentRoute({
    tag: TAG,
    summary: 'The users the caller has blocked, newest first',
    auth: true,
    responses: { 200: BlockListSchema },
    errors: UNAUTHENTICATED,
  });
  app.get('/api/blocks', { ...auth, ...listDocs }, async (request) => listBlocks(ctx, currentUser(request).id));
}
