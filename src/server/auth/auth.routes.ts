import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompleteProfileSchema,
  EmailOnlySchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '../../shared/schemas/auth.ts';
import { MessageSchema } from '../../shared/schemas/api-error.ts';
import {
  AccountSuspendedSchema,
  CompleteProfileResponseSchema,
  ForgotPasswordResponseSchema,
  HealthResponseSchema,
  InitResponseSchema,
  LoginResponseSchema,
  PublicUserSchema,
  RegisterResponseSchema,
  ResendVerificationResponseSchema,
  VerificationRequiredSchema,
  VerifyEmailResponseSchema,
} from '../../shared/schemas/user.ts';
import { documentRoute, INVALID_INPUT, UNAUTHENTICATED } from '../http/route-docs.ts';
import type { AuthContext } from './auth-context.ts';
import { logIn, logOut, registerAccount } from './account.service.ts';
import { INVALID_VERIFY_LINK, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './email-links.service.ts';
import { completeProfile, updateProfile } from './profile.service.ts';
import { createAuthRateLimits } from './auth-rate-limits.ts';
import { currentUser, readBearerToken } from './require-user.ts';
import { toPublicUser } from './user-mapper.ts';
import { deviceOf } from './request-device.ts';

// An over-long token is an invalid link like any other, answered with the same words.
const VerifyQuerySchema = z.object({ token: z.string().max(200, INVALID_VERIFY_LINK).optional() });

const TAG = 'Accounts';
const RATE_LIMITED = 'Too many attempts from this address or for this account; `Retry-After` says when to try again';

export function registerAuthRoutes(instance: FastifyInstance, ctx: AuthContext, requireUser: preHandlerHookHandler): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limits = createAuthRateLimits(app, ctx.config.authRateLimit);
  const limited = { config: limits.perIp, preValidation: limits.perAccount };
  const auth = { preValidation: requireUser };

  app.get(
    '/api/health',
    documentRoute({ tag: 'Service', summary: 'Liveness probe for load balancers', responses: { 200: HealthResponseSchema } }),
    async () => ({ ok: true }),
  );

  app.post(
    '/api/init',
    documentRoute({ tag: TAG, summary: 'Whether mail is live (dev mode) and the support address', responses: { 200: InitResponseSchema } }),
    async () => ({ ok: true, devMode: ctx.mail.devMode, supportEmail: ctx.config.supportEmail }),
  );

  app.get(
    '/api/user',
    {
      ...auth,
      ...documentRoute({
        tag: TAG,
        summary: 'The signed-in user',
        auth: true,
        responses: { 200: PublicUserSchema },
        errors: UNAUTHENTICATED,
      }),
    },
    async (request) => toPublicUser(currentUser(request)),
  );

  app.post(
    '/api/login',
    {
      ...limited,
      ...documentRoute({
        tag: TAG,
        summary: 'Sign in; answers a session token',
        body: LoginSchema,
        responses: { 200: LoginResponseSchema },
        errors: {
          ...INVALID_INPUT,
          401: 'Invalid email or password',
          403: {
            description:
              'SMTP mode: the address is not verified yet (`requiresVerification`); or an admin suspended the account (`suspended`)',
            schema: z.union([VerificationRequiredSchema, AccountSuspendedSchema]),
          },
          429: RATE_LIMITED,
        },
      }),
    },
    async (request) => logIn(ctx, request.body, request.log, deviceOf(request)),
  );

  app.post(
    '/api/register',
    {
      ...limited,
      ...documentRoute({
        tag: TAG,
        summary: 'Create an account',
        description:
          'Dev mode (no SMTP_URL): verified at once and signed in (a token). SMTP mode: no token until the mailed link is followed.',
        body: RegisterSchema,
        responses: { 201: RegisterResponseSchema },
        errors: { ...INVALID_INPUT, 409: 'An account with this email already exists', 429: RATE_LIMITED },
      }),
    },
    async (request, reply) => {
      const result = await registerAccount(ctx, request.body, request.log, deviceOf(request));
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/logout',
    documentRoute({ tag: TAG, summary: 'End the session of the bearer token, if any', responses: { 200: MessageSchema } }),
    async (request) => {
      await logOut(ctx, readBearerToken(request), request.log);
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/api/complete-profile',
    {
      ...auth,
      ...documentRoute({
        tag: TAG,
        summary: 'Onboarding: account type and profile',
        auth: true,
        body: CompleteProfileSchema,
        responses: { 200: CompleteProfileResponseSchema },
        errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
      }),
    },
    async (request) => {
      const user = await completeProfile(ctx, currentUser(request).id, request.body);
      return { message: 'Profile completed successfully', user };
    },
  );

  app.patch(
    '/api/profile',
    {
      ...auth,
      ...documentRoute({
        tag: TAG,
        summary: 'Change profile fields (never the email)',
        auth: true,
        body: UpdateProfileSchema,
        responses: { 200: PublicUserSchema },
        errors: { ...INVALID_INPUT, ...UNAUTHENTICATED },
      }),
    },
    async (request) => updateProfile(ctx, currentUser(request).id, request.body),
  );

  app.get(
    '/api/verify-email',
    {
      config: limits.perIp,
      ...documentRoute({
        tag: TAG,
        summary: 'Follow a verification link',
        querystring: VerifyQuerySchema,
        responses: { 200: VerifyEmailResponseSchema },
        errors: { 400: 'A missing, unknown, expired or already-used link', 429: RATE_LIMITED },
      }),
    },
    async (request) => verifyEmail(ctx, request.query.token, request.log),
  );

  app.post(
    '/api/resend-verification',
    {
      ...limited,
      ...documentRoute({
        tag: TAG,
        summary: 'Mail a new verification link',
        description: 'Answers alike whether or not the address exists.',
        body: EmailOnlySchema,
        responses: { 200: ResendVerificationResponseSchema },
        errors: { ...INVALID_INPUT, 429: RATE_LIMITED },
      }),
    },
    async (request) => resendVerification(ctx, request.body.email, request.log),
  );

  app.post(
    '/api/forgot-password',
    {
      ...limited,
      ...documentRoute({
        tag: TAG,
        summary: 'Mail a password reset link',
        description: 'Answers alike whether or not the address exists; at most one link per account per minute.',
        body: EmailOnlySchema,
        responses: { 200: ForgotPasswordResponseSchema },
        errors: { ...INVALID_INPUT, 429: RATE_LIMITED },
      }),
    },
    async (request) => requestPasswordReset(ctx, request.body.email, request.log),
  );

  app.post(
    '/api/reset-password',
    {
      ...limited,
      ...documentRoute({
        tag: TAG,
        summary: 'Set a new password with a reset link’s token',
        description: 'Ends every session of the user.',
        body: ResetPasswordSchema,
        responses: { 200: MessageSchema },
        errors: { 400: 'A bad, expired or used token, or a password that breaks the rules', 429: RATE_LIMITED },
      }),
    },
    async (request) => resetPassword(ctx, request.body, request.log, deviceOf(request), limits.clearAccountLocks),
  );
}
