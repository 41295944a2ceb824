import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from '../../shared/schemas/auth.ts';
import type { LoginResponse, RegisterResponse } from '../../shared/schemas/user.ts';
import { SESSION_TTL_MS } from '../../shared/constants/product.ts';
import { HttpError, conflict } from '../http/http-errors.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { generateSessionToken, hashToken, isoFromNow } from './session-tokens.ts';
import { toPublicUser, type SessionUser, type UserRow } from './user-mapper.ts';
import { sendVerificationLink } from './email-links.service.ts';

async function startSession(ctx: AuthContext, userId: number): Promise<string> {
  const token = generateSessionToken();
  await ctx.sessions.create(userId, hashToken(token), isoFromNow(SESSION_TTL_MS));
  return token;
}

export async function registerAccount(ctx: AuthContext, input: RegisterInput): Promise<RegisterResponse> {
  if (await ctx.users.findByEmail(input.email)) throw conflict('An account with this email already exists');
  const now = new Date().toISOString();
  const devMode = ctx.mailer.devMode;
  let user: UserRow;
  try {
    user = await ctx.users.create({
      email: input.email,
      password_hash: await hashPassword(input.password),
      first_name: input.firstName,
      last_name: input.lastName,
      business_name: input.businessName || null,
      is_email_verified: devMode ? 1 : 0,
      is_profile_complete: 0,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (await ctx.users.findByEmail(input.email)) throw conflict('An account with this email already exists');
    throw error;
  }

  if (devMode) {
    const token = await startSession(ctx, user.id);
    return { token, user: toPublicUser(user), devMode, requiresVerification: false, message: 'Account created successfully' };
  }
  try {
    await sendVerificationLink(ctx, user);
  } catch {
    // No account without its verification mail: the user can simply try again.
    await ctx.users.deleteById(user.id);
    throw new HttpError(502, 'We could not send the verification email. Please try again.');
  }
  return {
    user: toPublicUser(user),
    devMode,
    requiresVerification: true,
    message: 'Account created. Please check your email and click the verification link to activate your account.',
  };
}

export async function logIn(ctx: AuthContext, input: LoginInput): Promise<LoginResponse> {
  const user = await ctx.users.findByEmail(input.email);
  const valid = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  if (!user.is_email_verified && !ctx.mailer.devMode) {
    throw new HttpError(403, AUTH_MESSAGES.verifyRequired, { requiresVerification: true, email: user.email });
  }
  const token = await startSession(ctx, user.id);
  return { token, user: toPublicUser(user), message: 'Login successful', requiresVerification: false };
}

export async function logOut(ctx: AuthContext, token: string | undefined): Promise<void> {
  if (token) await ctx.sessions.deleteByTokenHash(hashToken(token));
}

export async function findUserForToken(ctx: AuthContext, token: string): Promise<SessionUser | undefined> {
  return ctx.sessions.findUserByTokenHash(hashToken(token));
}
