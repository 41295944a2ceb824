import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { AccountExportResponseSchema, DeleteAccountSchema } from '../../shared/schemas/account.ts';
import { MessageSchema } from '../../shared/schemas/api-error.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/http-errors.ts';
import { documentRoute, UNAUTHENTICATED } from '../http/route-docs.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { logAuthEvent } from '../auth/auth-events.ts';
import { createPasswordCheckLimits } from '../auth/current-password.ts';
import { currentUser } from '../auth/require-user.ts';
import { generateEmailToken, hashToken, isoFromNow } from '../auth/session-tokens.ts';
import { createAccountDataRepository } from './account-data.repository.ts';
import { createAccountDeletionRepository } from './account-deletion.repository.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { streamAccountZip } from './account-export.ts';
import { createFeedbackExportReads } from '../orders/feedback/feedback-export.ts';
import { createOrderExportReads } from './order-export.ts';
import { createDataExportsRepository } from './data-exports.repository.ts';

const TAG = 'Your data';
const EXPORT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** A link's token: 64 hex characters; anything else is an unknown link (the route's 404). */
const ExportTokenParams = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/, ACCOUNT_MESSAGES.exportLinkInvalid) });
const DATE_ISO_UK = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

export interface AccountRoutesDeps {
  db: Kysely<Database>;
  auth: AuthContext;
  mail: MailOutbox;
  listings: ListingsRepository;
  storage: ImageStorage;
  removeFiles: (keys: string[]) => Promise<void>;
  requireUser: preHandlerHookHandler;
}

/** Profile → Your data: download everything as a zip, delete the account. */
export function registerAccountRoutes(instance: FastifyInstance, deps: AccountRoutesDeps): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, auth, requireUser } = deps;
  const exports = createDataExportsRepository(db);
  const data = createAccountDataRepository(db);
  const orderReads = createOrderExportReads(db);
  const feedbackReads = createFeedbackExportReads(db);
  const deletion = createAccountDeletionRepository();
  const limits = createPasswordCheckLimits(app, auth.config.authRateLimit);

  app.post(
    '/api/account/export',
    {
      preValidation: requireUser,
      ...documentRoute({
        tag: TAG,
        summary: 'A link to download everything of the account as a zip',
        description:
          'The link (`/api/account/exports/{token}`, no sign-in needed to open it) works for a day. The zip holds profile.json, listings.json + listings.csv, photos/{listingId}/{n}.jpg, conversations.json (with messages), offers.json, wanted.json, notifications.json, activity.json, blocks.json, reports.json, orders.json + orders.csv and feedback.json.',
        auth: true,
        responses: { 200: AccountExportResponseSchema },
        errors: UNAUTHENTICATED,
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const token = generateEmailToken();
      const expiresAt = isoFromNow(EXPORT_LINK_TTL_MS);
      await exports.create(user.id, hashToken(token), expiresAt);
      logAuthEvent(request.log, 'account.export_requested', { userId: user.id });
      return { url: `/api/account/exports/${token}`, expiresAt };
    },
  );

  app.get(
    '/api/account/exports/:token',
    {
      config: limits.perIp,
      ...documentRoute({
        tag: TAG,
        summary: 'Download the zip of a link from POST /api/account/export',
        description: 'Streamed as it is written (no Content-Length). The token is the credential: it is never logged.',
        params: ExportTokenParams,
        responses: { 200: { mediaType: 'application/zip', description: 'The zip' } },
        errors: { 404: 'An unknown or expired link', 429: 'Too many requests from this address' },
      }),
    },
    async (request, reply) => {
      const { token } = request.params;
      const userId = await exports.findUserId(hashToken(token), new Date().toISOString());
      if (userId === undefined) throw notFound(ACCOUNT_MESSAGES.exportLinkInvalid);
      logAuthEvent(request.log, 'account.exported', { userId });
      const zip = streamAccountZip(
        { data, orders: orderReads, feedback: feedbackReads, listings: deps.listings, storage: deps.storage, log: request.log },
        userId,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="sparestock-data-${DATE_ISO_UK.format(new Date())}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.post(
    '/api/account/delete',
    {
      config: limits.perIp,
      preValidation: [requireUser, limits.perAccount],
      ...documentRoute({
        tag: TAG,
        summary: 'Delete the account and everything in it, now',
        description:
          'Needs the password and `confirm: "DELETE"`. Listings, photos (disk or bucket), wanted items, notifications, sessions, tokens, activity and blocks go at once; conversations keep the other side’s messages with this account shown as “Deleted user”; orders are kept 7 years with “Deleted user” in its place and no delivery address. Not while an order is in progress (409). The address can register again. A confirmation is mailed to it.',
        auth: true,
        body: DeleteAccountSchema,
        responses: { 200: MessageSchema },
        errors: {
          400: 'Invalid input (DELETE not typed) or a wrong password',
          ...UNAUTHENTICATED,
          409: 'An order of the account is still in progress (placed, paid, on its way or ready, received and not completed, or a return due)',
          429: 'Too many attempts; `Retry-After` says when to try again',
        },
      }),
    },
    async (request) =>
      deleteAccount(
        { db, auth, mail: deps.mail, deletion, storage: deps.storage, removeFiles: deps.removeFiles, appUrl: auth.config.appUrl },
        currentUser(request).id,
        request.body,
        request.log,
      ),
  );
}
