import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminDisputeListSchema,
  AdminDisputesQuerySchema,
  DisputeDecisionSchema,
  DisputeSchema,
} from '../../../shared/schemas/disputes.ts';
import { currentUser } from '../../auth/require-user.ts';
import { documentRoute, INVALID_INPUT } from '../../http/route-docs.ts';
import { createRequireAdmin } from '../../moderation/require-admin.ts';
import { decideDispute, listDisputesForAdmin } from './dispute-decisions.service.ts';
import type { DisputesContext } from './disputes-context.ts';
import { DisputeIdParams } from './disputes.routes.ts';

const TAG = 'Moderation';
const ADMIN_ONLY = 'Admins only: anyone else (signed out, not an admin, suspended) gets the 404 of an unknown route.';
const NOT_ADMIN = { 404: 'Not an admin (the answer of an unknown route), or no such dispute' } as const;

/** /api/admin/disputes: the escalated disputes with their review deadline, and the decision on one. */
export function registerAdminDisputeRoutes(
  instance: FastifyInstance,
  ctx: DisputesContext,
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: createRequireAdmin(requireUser) };

  app.get(
    '/api/admin/disputes',
    {
      ...admin,
      ...documentRoute({
        tag: TAG,
        summary: 'Disputes for review: escalated ones with their deadline',
        description:
          `${ADMIN_ONLY} \`status\` review (default: escalated, awaiting return, in mediation; the nearest \`reviewDueAt\` first, ` +
          '`overdue` when an escalated one is past it with no decision) or closed (after escalation, newest first, 100 a page, `before` pages back).',
        auth: true,
        querystring: AdminDisputesQuerySchema,
        responses: { 200: AdminDisputeListSchema },
        errors: { ...INVALID_INPUT, ...NOT_ADMIN },
      }),
    },
    async (request) => listDisputesForAdmin(ctx, currentUser(request).id, request.query),
  );

  app.post(
    '/api/admin/disputes/:id/decision',
    {
      ...admin,
      ...documentRoute({
        tag: TAG,
        summary: 'Decide a dispute under review',
        description:
          `${ADMIN_ONLY} \`outcome\` full_refund (what is left to refund), partial_refund (with \`amount\`, pounds), reject, ` +
          'return_first or mediate (these two keep it under review, the money still held); `note` says why. Recorded with who and ' +
          'when, emailed to both sides. A refund of an order paid by card goes back through Stripe; otherwise the seller makes it.',
        auth: true,
        params: DisputeIdParams,
        body: DisputeDecisionSchema,
        responses: { 200: DisputeSchema },
        errors: {
          ...INVALID_INPUT,
          ...NOT_ADMIN,
          409: 'Not under review (still with the seller, or closed), nothing left to refund, or the amount is more than is left',
        },
      }),
    },
    async (request) => {
      const id = request.params.id;
      const input = request.body;
      return decideDispute(ctx, { id: currentUser(request).id, log: request.log }, id, input);
    },
  );
}
