import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from '../../shared/schemas/auth.ts';
import type { LoginResponse, RegisterResponse } from '../../shared/schemas/user.ts';
import { SESSION_TTL_MS } from '../../shared/constants/product.ts';
import { HttpError, conflict } from '../http/http-errors.ts';
import type { AuthContext } from './auth-context.ts';
import { logAuthEvent } from './auth-events.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { generateSessionToken, hashToken, isoFromNow } from './session-tokens.ts';
import { toPublicUser, type SessionUser, type UserRow } from './user-mapper.ts';
import { queueVerificationMail } from './email-links.service.ts';
import { accountSuspended } from './account-suspended.ts';
import type { RequestDevice } from './request-device.ts';
import { SESSION_MAX_AGE_MS } from './session-devices.repository.ts';

/** A session or event with no request behind it (a script, a test seam). */
const NO_DEVICE: RequestDevice = { userAgent: null, ip: null };

/** A new session for the device, recorded in the account's activity as a sign-in. */
async function startSession(ctx: AuthContext, userId: number, device: RequestDevice): Promise<string> {
  const token = generateSessionToken();
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.sessions.create(userId, hashToken(token), isoFromNow(SESSION_TTL_MS), trx, {
      ...device,
      absoluteExpiresAt: isoFromNow(SESSION_MAX_AGE_MS),
    });
    await ctx.accountEvents.record(userId, 'sign_in', device, trx);
  });
  return token;
}

/**
 * With SMTP, the account and its verification mail are written in one transaction and the mail
 * goes out afterwards through the outbox: the answer is the same whether or not the relay is up.
 */
export async function registerAccount(
  ctx: AuthContext,
  input: RegisterInput,
  log: FastifyBaseLogger,
  device = NO_DEVICE,
): Promise<RegisterResponse> {
  // The spec's rule passed (the schema); a common password or one built from the name is refused too.
  await ctx.passwordChecker.assertHardToGuess(input.password, {
    firstName: input.firstName,
    lastName: input.lastName,
    businessName: input.businessName,
    email: input.email,
  });
  if (await ctx.users.findByEmail(input.email)) throw conflict('An account with this email already exists');
  const now = new Date().toISOString();
  const devMode = ctx.mail.devMode;
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await ctx.db.transaction().execute(async (trx) => {
      const created = await ctx.users.create(
        {
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          business_name: input.businessName || null,
          is_email_verified: devMode ? 1 : 0,
          is_profile_complete: 0,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      if (!devMode) await queueVerificationMail(ctx, trx, created);
      return created;
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (await ctx.users.findByEmail(input.email)) throw conflict('An account with this email already exists');
    throw error;
  }
  logAuthEvent(log, 'auth.registered', { userId: user.id, devMode });

  if (devMode) {
    const token = await startSession(ctx, user.id, device);
    return { token, user: toPublicUser(user), devMode, requiresVerification: false, message: 'Account created successfully' };
  }
  ctx.mail.wake();
  logAuthEvent(log, 'auth.verification_sent', { userId: user.id, via: 'register' });
  return {
    user: toPublicUser(user),
    devMode,
    requiresVerification: true,
    message: 'Account created. Please check your email and click the verification link to activate your account.',
  };
}

export async function logIn(ctx: AuthContext, input: LoginInput, log: FastifyBaseLogger, device = NO_DEVICE): Promise<LoginResponse> {
  const user = await ctx.users.findByEmail(input.email);
  const valid = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    logAuthEvent(log, 'auth.login_failed', user ? { userId: user.id, reason: 'wrong_password' } : { reason: 'unknown_account' });
    // Not awaited, and not even started until the answer has gone: only known accounts make this write, and an answer
    // that waited for it would take longer for an email that has an account than for one that has not (fault suite,
    // test 10). Started at once, its statement could run ahead of the answer (SQLite's driver is synchronous).
    if (user)
      setImmediate(() => {
        ctx.accountEvents
          .record(user.id, 'sign_in_failed', device)
          .catch((error: unknown) => log.warn({ err: error, userId: user.id }, 'failed sign-in not recorded'));
      });
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  // Only once the password is right: a suspension is not told to someone guessing.
  if (user.suspended_at) {
    logAuthEvent(log, 'auth.login_failed', { userId: user.id, reason: 'suspended' });
    throw accountSuspended(ctx.config.supportEmail);
  }
  if (!user.is_email_verified && !ctx.mail.devMode) {
    logAuthEvent(log, 'auth.login_failed', { userId: user.id, reason: 'email_not_verified' });
    throw new HttpError(403, AUTH_MESSAGES.verifyRequired, { requiresVerification: true, email: user.email });
  }
  const token = await startSession(ctx, user.id, device);
  logAuthEvent(log, 'auth.login', { userId: user.id });
  return { token, user: toPublicUser(user), message: 'Login successful', requiresVerification: false };
}

export async function logOut(ctx: AuthContext, token: string | undefined, log: FastifyBaseLogger): Promise<void> {
  if (token) await ctx.sessions.deleteByTokenHash(hashToken(token));
  logAuthEvent(log, 'auth.logout');
}

export async function findUserForToken(ctx: AuthContext, token: string): Promise<SessionUser | undefined> {
  return ctx.sessions.findUserByTokenHash(hashToken(token));
}
