import { AUTH_MESSAGES, type ResetPasswordInput } from '../../shared/schemas/auth.ts';
import { RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS } from '../../shared/constants/product.ts';
import { badRequest } from '../http/http-errors.ts';
import type { AuthContext } from './auth-context.ts';
import { buildResetEmail, buildVerificationEmail } from './email-templates.ts';
import { hashPassword } from './password-hash.ts';
import { generateEmailToken, hashToken, isoFromNow } from './session-tokens.ts';
import type { SessionUser } from './user-mapper.ts';
import type { EmailTokenPurpose } from '../db/schema.ts';

const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired. Please request a new one.';
const MISSING_VERIFY_LINK = 'Invalid verification link. Please check your email for the correct link.';

/** A new single-use link token of one kind; the user's older unused ones of that kind stop working. */
async function issueEmailToken(ctx: AuthContext, userId: number, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
  const token = generateEmailToken();
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.emailTokens.retireUnused(userId, purpose, trx);
    await ctx.emailTokens.create({ userId, purpose, tokenHash: hashToken(token), expiresAt: isoFromNow(ttlMs) }, trx);
  });
  return token;
}

/** Creates a fresh single-use verification link (older ones stop working) and mails it. Returns the URL. */
export async function sendVerificationLink(ctx: AuthContext, user: SessionUser): Promise<string> {
  const token = await issueEmailToken(ctx, user.id, 'verify_email', VERIFICATION_TOKEN_TTL_MS);
  const url = `${ctx.config.appUrl}/verify-email?token=${token}`;
  await ctx.mailer.send(buildVerificationEmail(user.email, user.first_name, url));
  return url;
}

export async function verifyEmail(ctx: AuthContext, token: string | undefined) {
  if (!token?.trim()) throw badRequest(MISSING_VERIFY_LINK);
  const row = await ctx.emailTokens.findLive(hashToken(token.trim()), 'verify_email', new Date().toISOString());
  if (!row) throw badRequest(INVALID_VERIFY_LINK);
  if (!(await ctx.emailTokens.markUsed(row.id))) throw badRequest(INVALID_VERIFY_LINK);
  const user = await ctx.users.findById(row.user_id);
  if (!user) throw badRequest(INVALID_VERIFY_LINK);
  if (user.is_email_verified) {
    return { message: 'Your email is already verified. You can log in to your account.', alreadyVerified: true };
  }
  await ctx.users.update(user.id, { is_email_verified: 1 });
  return { message: 'Email verified successfully! You can now log in to your SpareStock account.', alreadyVerified: false };
}

/** Same answer whether or not the address exists; dev mode hands back the link because no mail goes out. */
export async function resendVerification(ctx: AuthContext, email: string) {
  const user = await ctx.users.findByEmail(email);
  let verificationUrl: string | undefined;
  if (user && !user.is_email_verified) verificationUrl = await sendVerificationLink(ctx, user);
  const devMode = ctx.mailer.devMode;
  return { message: AUTH_MESSAGES.resendSent, devMode, ...(devMode && verificationUrl ? { verificationUrl } : {}) };
}

export async function requestPasswordReset(ctx: AuthContext, email: string) {
  const user = await ctx.users.findByEmail(email);
  let resetUrl: string | undefined;
  if (user) {
    const token = await issueEmailToken(ctx, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
    resetUrl = `${ctx.config.appUrl}/reset-password?token=${token}`;
    await ctx.mailer.send(buildResetEmail(user.email, user.first_name, resetUrl));
  }
  const devMode = ctx.mailer.devMode;
  return { message: AUTH_MESSAGES.forgotSent, devMode, ...(devMode && resetUrl ? { resetUrl } : {}) };
}

/** Sets the new password, uses up the token and signs the user out everywhere, all or nothing. */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordInput) {
  const row = await ctx.emailTokens.findLive(hashToken(input.token), 'reset_password', new Date().toISOString());
  if (!row) throw badRequest(AUTH_MESSAGES.invalidResetToken);
  const passwordHash = await hashPassword(input.newPassword);
  const used = await ctx.db.transaction().execute(async (trx) => {
    if (!(await ctx.emailTokens.markUsed(row.id, trx))) return false;
    // Following the link proves the address, so an unverified account becomes verified.
    await ctx.users.update(row.user_id, { password_hash: passwordHash, is_email_verified: 1 }, trx);
    await ctx.sessions.deleteAllForUser(row.user_id, trx);
    return true;
  });
  if (!used) throw badRequest(AUTH_MESSAGES.invalidResetToken);
  return { message: 'Your password has been reset. You can now log in with your new password.' };
}
