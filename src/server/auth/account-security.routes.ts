import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountActivityResponseSchema,
  AccountSessionsResponseSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeResponseSchema,
  ConfirmEmailChangeSchema,
  EmailChangeResponseSchema,
  RevertEmailChangeResponseSchema,
  RevertEmailChangeSchema,
} from '../../shared/schemas/account.ts';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { MessageSchema } from '../../shared/schemas/api-error.ts';
import { unauthorized } from '../http/http-errors.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import type { AuthContext } from './auth-context.ts';
import { createPasswordCheckLimits } from './current-password.ts';
import { confirmEmailChange, requestEmailChange, revertEmailChange } from './email-change.service.ts';
import { changePassword } from './password-change.service.ts';
import { deviceOf } from './request-device.ts';
import { currentUser, readBearerToken } from './require-user.ts';
import { hashToken } from './session-tokens.ts';
import { listActivity, listSessions, revokeOtherSessions, revokeSession } from './session-list.service.ts';

const TAG = 'Account security';
const RATE_LIMITED = 'Too many attempts from this address or for this account; `Retry-After` says when to try again';
const SessionIdParams = idParams(ACCOUNT_MESSAGES.sessionNotFound);

/** The SHA-256 of the request's own session token (it passed requireUser). */
function currentTokenHash(request: FastifyRequest): string {
  const token = readBearerToken(request);
  if (!token) throw unauthorized();
  return hashToken(token);
}

/** Profile → Security: password, email, signed-in devices and security activity. */
export function registerAccountSecurityRoutes(instance: FastifyInstance, ctx: AuthContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limits = createPasswordCheckLimits(app, ctx.config.authRateLimit);
  const auth = { preValidation: requireUser };
  const passwordChecked = { config: limits.perIp, preValidation: [requireUser, limits.perAccount] };
  const linkLimited = { config: limits.perIp };

  app.post(
    '/api/account/password',
    {
      ...passwordChecked,
      ...documentRoute({
        tag: TAG,
        summary: 'Change the password (needs the current one)',
        description:
          'The spec’s rule, and not among the commonest passwords nor built from the user’s name or address. Ends every other session and mails the user.',
        auth: true,
        body: ChangePasswordSchema,
        responses: { 200: MessageSchema },
        errors: { 400: 'Invalid input, a wrong current password, or a guessable new one', ...UNAUTHENTICATED, 429: RATE_LIMITED },
      }),
    },
    async (request) =>
      changePassword(ctx, currentUser(request).id, currentTokenHash(request), request.body, deviceOf(request), request.log),
  );

  app.post(
    '/api/account/email',
    {
      ...passwordChecked,
      ...documentRoute({
        tag: TAG,
        summary: 'Ask to change the email address (needs the current password)',
        description:
          'Mails a confirm link to the new address (24 h) and a notice with a “this wasn’t me” link to the old one (7 days). Nothing changes until the confirm link is followed. Dev mode answers the confirm link.',
        auth: true,
        body: ChangeEmailSchema,
        responses: { 202: EmailChangeResponseSchema },
        errors: { ...INVALID_INPUT, ...UNAUTHENTICATED, 409: 'Another account has this address', 429: RATE_LIMITED },
      }),
    },
    async (request, reply) => {
      const answer = await requestEmailChange(ctx, currentUser(request).id, request.body, deviceOf(request), request.log);
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/api/account/email/confirm',
    {
      ...linkLimited,
      ...documentRoute({
        tag: TAG,
        summary: 'Follow the confirm link mailed to the new address',
        body: ConfirmEmailChangeSchema,
        responses: { 200: ConfirmEmailChangeResponseSchema },
        errors: { 400: 'A bad, expired, used or retired link', 409: 'Another account took the address meanwhile', 429: RATE_LIMITED },
      }),
    },
    async (request) => confirmEmailChange(ctx, request.body.token, deviceOf(request), request.log),
  );

  app.post(
    '/api/account/email/revert',
    {
      ...linkLimited,
      ...documentRoute({
        tag: TAG,
        summary: '“This wasn’t me”: the link mailed to the old address',
        description:
          'Puts the old address back (or cancels a change not confirmed yet), ends every session and locks the password: a reset link goes to the old address (dev mode answers it).',
        body: RevertEmailChangeSchema,
        responses: { 200: RevertEmailChangeResponseSchema },
        errors: { 400: 'A bad, expired or used link', 409: 'The old address now belongs to another account', 429: RATE_LIMITED },
      }),
    },
    async (request) => revertEmailChange(ctx, request.body.token, deviceOf(request), request.log),
  );

  app.get(
    '/api/account/sessions',
    {
      ...auth,
      ...documentRoute({
        tag: TAG,
        summary: 'The signed-in devices',
        description: 'Live sessions: this one first (`current`), then by last seen (updated at most about once a minute).',
        auth: true,
        responses: { 200: AccountSessionsResponseSchema },
        errors: UNAUTHENTICATED,
      }),
    },
    async (request) => listSessions(ctx, currentUser(request).id, currentTokenHash(request)),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      ...auth,
      ...documentRoute({
        tag: TAG,
        summary: 'Sign one device out',
        auth: true,
        params: SessionIdParams,
        responses: { 204: z.null() },
        errors: { ...UNAUTHENTICATED, 404: 'Session not found (also another user’s)' },
      }),
    },
    async (request, reply) => {
      await revokeSession(ctx, currentUser(request).id, request.params.id, deviceOf(request), request.log);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    {
      ...auth,
      ...documentRoute({
        tag: TAG,
        summary: 'Sign every other device out',
        auth: true,
        responses: { 204: z.null() },
        errors: UNAUTHENTICATED,
      }),
    },
    async (request, reply) => {
      await revokeOtherSessions(ctx, currentUser(request).id, currentTokenHash(request), deviceOf(request), request.log);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/account/activity',
    {
      ...auth,
      ...documentRoute({
        tag: TAG,
        summary: 'Recent security activity',
        description:
          'The newest 50 events (kept a year), newest first: sign-ins, failed sign-ins, password and email changes, devices signed out.',
        auth: true,
        responses: { 200: AccountActivityResponseSchema },
        errors: UNAUTHENTICATED,
      }),
    },
    async (request) => listActivity(ctx, currentUser(request).id),
  );
}
