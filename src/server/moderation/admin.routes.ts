import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  AdminReportListSchema,
  AdminReportSchema,
  AdminReportsQuerySchema,
  AdminUserSchema,
  MODERATION_MESSAGES,
  ModerationNoteSchema,
  RemoveFeedbackSchema,
} from '../../shared/schemas/moderation.ts';
import { currentUser } from '../auth/require-user.ts';
import type { Database } from '../db/schema.ts';
import { documentRoute, INVALID_INPUT } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { removeReportedFeedback, restoreReportedFeedback } from './feedback-removal.ts';
import { createModerationRepository } from './moderation.repository.ts';
import {
  dismissReport,
  listReports,
  suspendReportedUser,
  unsuspendUser,
  withdrawReportedListing,
  type ModerationContext,
} from './moderation.service.ts';
import { createRequireAdmin } from './require-admin.ts';

const TAG = 'Moderation';
const ADMIN_ONLY = 'Admins only: anyone else (signed out, not an admin, suspended) gets the 404 of an unknown route.';
const NOT_ADMIN = { 404: 'Not an admin (the answer of an unknown route), or no such report or user' } as const;
const ReportIdParams = idParams(MODERATION_MESSAGES.reportNotFound);
const UserIdParams = idParams(MODERATION_MESSAGES.userNotFound);

export interface AdminRouteDeps {
  db: Kysely<Database>;
  listings: ListingsRepository;
  onListingsChanged?: () => void;
  mail: Pick<MailOutbox, 'enqueue' | 'wake'>;
  appUrl: string;
  supportEmail: string;
}

type ReportAction = typeof dismissReport;

/** /api/admin: the report queue and what an admin can do about a report. */
export function registerAdminRoutes(
  instance: FastifyInstance,
  deps: AdminRouteDeps,
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx: ModerationContext = { ...deps, repo: createModerationRepository(deps.db) };
  const admin = { preValidation: createRequireAdmin(requireUser) };
  const actor = (request: FastifyRequest, note: string | null) => ({
    adminId: currentUser(request).id,
    note,
    log: request.log,
  });

  app.get(
    '/api/admin/reports',
    {
      ...admin,
      ...documentRoute({
        tag: TAG,
        summary: 'Reports for review, newest first',
        description: `${ADMIN_ONLY} \`status\` open (default) or closed (dismissed and actioned); at most 100 a page, \`before\` (a report id) pages back.`,
        auth: true,
        querystring: AdminReportsQuerySchema,
        responses: { 200: AdminReportListSchema },
        errors: { ...INVALID_INPUT, ...NOT_ADMIN },
      }),
    },
    async (request) => ({ reports: await listReports(ctx, request.query) }),
  );

  const reportAction = (path: string, summary: string, description: string, run: ReportAction) =>
    app.post(
      `/api/admin/reports/:id/${path}`,
      {
        ...admin,
        ...documentRoute({
          tag: TAG,
          summary,
          description: `${ADMIN_ONLY} ${description} Recorded with who and when; answers the updated report.`,
          auth: true,
          params: ReportIdParams,
          body: ModerationNoteSchema,
          responses: { 200: AdminReportSchema },
          errors: { ...INVALID_INPUT, ...NOT_ADMIN, 409: 'Nothing left to act on (the report is closed, or the listing or user is gone)' },
        }),
      },
      async (request) => run(ctx, request.params.id, actor(request, request.body.note)),
    );

  reportAction('dismiss', 'Close a report with no action', 'Open reports only (409 otherwise).', dismissReport);
  reportAction(
    'withdraw-listing',
    'Withdraw the reported listing',
    'Listing reports only (400 otherwise): the listing goes private at once, leaves search and its public page answers 404.',
    withdrawReportedListing,
  );
  reportAction(
    'suspend-user',
    'Suspend the person the report is against',
    'The reported user, the listing’s owner, or the other side of the conversation: they cannot sign in, their sessions answer 403 and their live listings are withdrawn.',
    suspendReportedUser,
  );
  reportAction(
    'restore-feedback',
    'Put removed feedback back (an appeal upheld)',
    'Feedback reports only (400 otherwise); 409 when the feedback is shown. It shows and counts again with its original date; nothing is mailed (the appeal is answered by email).',
    restoreReportedFeedback,
  );

  app.post(
    '/api/admin/reports/:id/remove-feedback',
    {
      ...admin,
      ...documentRoute({
        tag: TAG,
        summary: 'Remove the reported feedback',
        description:
          `${ADMIN_ONLY} Feedback reports only (400 otherwise). \`ground\` abuse | personal_data | fake (the feedback policy's grounds; ` +
          'negative feedback is never removed for being negative). The feedback leaves the seller page and the summary counts; the report ' +
          'is closed as actioned; the author (with how to appeal) and the person it was about are mailed. Recorded with who and when; answers the updated report.',
        auth: true,
        params: ReportIdParams,
        body: RemoveFeedbackSchema,
        responses: { 200: AdminReportSchema },
        errors: { ...INVALID_INPUT, ...NOT_ADMIN, 409: 'The feedback is already removed' },
      }),
    },
    async (request) => removeReportedFeedback(ctx, request.params.id, request.body, actor(request, request.body.note)),
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      ...admin,
      ...documentRoute({
        tag: TAG,
        summary: 'Lift a suspension',
        description: `${ADMIN_ONLY} The listings the suspension withdrew go back on the marketplace (not those withdrawn one by one). A user who is not suspended is answered as is.`,
        auth: true,
        params: UserIdParams,
        body: ModerationNoteSchema,
        responses: { 200: AdminUserSchema },
        errors: { ...INVALID_INPUT, ...NOT_ADMIN },
      }),
    },
    async (request) => unsuspendUser(ctx, request.params.id, actor(request, request.body.note)),
  );
}
