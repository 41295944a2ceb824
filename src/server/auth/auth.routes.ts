import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import {
  CompleteProfileSchema,
  EmailOnlySchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '../../shared/schemas/auth.ts';
import { parseWith } from '../http/validate.ts';
import type { AuthContext } from './auth-context.ts';
import { logIn, logOut, registerAccount } from './account.service.ts';
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './email-links.service.ts';
import { completeProfile, updateProfile } from './profile.service.ts';
import { createAuthRateLimits } from './auth-rate-limits.ts';
import { currentUser, readBearerToken } from './require-user.ts';
import { toPublicUser } from './user-mapper.ts';

const VerifyQuerySchema = z.object({ token: z.string().max(200).optional() });

export function registerAuthRoutes(app: FastifyInstance, ctx: AuthContext, requireUser: preHandlerHookHandler): void {
  const limits = createAuthRateLimits(app, ctx.config.authRateLimit);
  const limited = { config: limits.perIp, preHandler: limits.perAccount };

  app.get('/api/health', async () => ({ ok: true }));

  app.post('/api/init', async () => ({ ok: true, devMode: ctx.mail.devMode, supportEmail: ctx.config.supportEmail }));

  app.get('/api/user', { preHandler: requireUser }, async (request) => toPublicUser(currentUser(request)));

  app.post('/api/login', limited, async (request) => logIn(ctx, parseWith(LoginSchema, request.body), request.log));

  app.post('/api/register', limited, async (request, reply) => {
    const result = await registerAccount(ctx, parseWith(RegisterSchema, request.body), request.log);
    return reply.code(201).send(result);
  });

  app.post('/api/logout', async (request) => {
    await logOut(ctx, readBearerToken(request), request.log);
    return { message: 'Logged out successfully' };
  });

  app.post('/api/complete-profile', { preHandler: requireUser }, async (request) => {
    const user = await completeProfile(ctx, currentUser(request).id, parseWith(CompleteProfileSchema, request.body));
    return { message: 'Profile completed successfully', user };
  });

  app.patch('/api/profile', { preHandler: requireUser }, async (request) =>
    updateProfile(ctx, currentUser(request).id, parseWith(UpdateProfileSchema, request.body)),
  );

  app.get('/api/verify-email', { config: limits.perIp }, async (request) =>
    verifyEmail(ctx, parseWith(VerifyQuerySchema, request.query).token, request.log),
  );

  app.post('/api/resend-verification', limited, async (request) =>
    resendVerification(ctx, parseWith(EmailOnlySchema, request.body).email, request.log),
  );

  app.post('/api/forgot-password', limited, async (request) =>
    requestPasswordReset(ctx, parseWith(EmailOnlySchema, request.body).email, request.log),
  );

  app.post('/api/reset-password', limited, async (request) => resetPassword(ctx, parseWith(ResetPasswordSchema, request.body), request.log));
}
