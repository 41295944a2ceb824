import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { AUTH_MESSAGES, type ResetPasswordInput } from '../../shared/schemas/auth.ts';
import { RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS } from '../../shared/constants/product.ts';
import { badRequest } from '../http/http-errors.ts';
import type { Database, EmailTokenPurpose } from '../db/schema.ts';
import type { AuthContext } from './auth-context.ts';
import { logAuthEvent } from './auth-events.ts';
import { buildResetEmail, buildVerificationEmail } from './email-templates.ts';
import { buildPasswordResetNoticeEmail } from './account-emails.ts';
import { hashPassword } from './password-hash.ts';
import { generateEmailToken, hashToken, isoFromNow } from './session-tokens.ts';
import type { SessionUser } from './user-mapper.ts';
import type { RequestDevice } from './request-device.ts';

export const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired. Please request a new one.';
const MISSING_VERIFY_LINK = 'Invalid verification link. Please check your email for the correct link.';

/** At most one reset mail per account in this long: more requests answer the same and do nothing. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

const LINKS = {
  verify_email: { ttlMs: VERIFICATION_TOKEN_TTL_MS, path: '/verify-email', build: buildVerificationEmail },
  reset_password: { ttlMs: RESET_TOKEN_TTL_MS, path: '/reset-password', build: buildResetEmail },
} satisfies Record<EmailTokenPurpose, unknown>;

type LinkUser = Pick<SessionUser, 'id' | 'email' | 'first_name'>;

/**
 * Inside `trx`: a new single-use link token and the mail that carries it, queued in the outbox.
 * The user's older unused links of that kind stop working and their unsent mails are dropped.
 * One transaction, so a token never exists without its mail, nor a mail without its token.
 * The caller wakes the outbox once `trx` has committed. Returns the link.
 */
async function queueLinkMail(ctx: AuthContext, trx: Transaction<Database>, user: LinkUser, purpose: EmailTokenPurpose): Promise<string> {
  const { ttlMs, path, build } = LINKS[purpose];
  const token = generateEmailToken();
  const expiresAt = isoFromNow(ttlMs);
  const url = `${ctx.config.appUrl}${path}?token=${token}`;
  await ctx.emailTokens.retireUnused(user.id, purpose, trx);
  await ctx.mail.cancelPending(user.id, purpose, trx);
  await ctx.emailTokens.create({ userId: user.id, purpose, tokenHash: hashToken(token), expiresAt }, trx);
  await ctx.mail.enqueue({ kind: purpose, userId: user.id, message: build(user.email, user.first_name, url), expiresAt }, trx);
  return url;
}

/** Queues a password reset link mail inside `trx` (an email change reverted asks for a new password); returns the link. */
export function queueResetMail(ctx: AuthContext, trx: Transaction<Database>, user: LinkUser): Promise<string> {
  return queueLinkMail(ctx, trx, user, 'reset_password');
}

/** Queues the verification mail of a new account, in the transaction that creates it. */
export function queueVerificationMail(ctx: AuthContext, trx: Transaction<Database>, user: LinkUser): Promise<string> {
  return queueLinkMail(ctx, trx, user, 'verify_email');
}

export async function verifyEmail(ctx: AuthContext, token: string | undefined, log: FastifyBaseLogger) {
  if (!token?.trim()) throw badRequest(MISSING_VERIFY_LINK);
  const invalid = () => {
    logAuthEvent(log, 'auth.email_verification_failed', { reason: 'invalid_token' });
    return badRequest(INVALID_VERIFY_LINK);
  };
  const row = await ctx.emailTokens.findLive(hashToken(token.trim()), 'verify_email', new Date().toISOString());
  if (!row) throw invalid();
  if (!(await ctx.emailTokens.markUsed(row.id))) throw invalid();
  const user = await ctx.users.findById(row.user_id);
  if (!user) throw invalid();
  logAuthEvent(log, 'auth.email_verified', { userId: user.id, alreadyVerified: Boolean(user.is_email_verified) });
  if (user.is_email_verified) {
    return { message: 'Your email is already verified. You can log in to your account.', alreadyVerified: true };
  }
  await ctx.users.update(user.id, { is_email_verified: 1 });
  return { message: 'Email verified successfully! You can now log in to your SpareStock account.', alreadyVerified: false };
}

/**
 * Same answer whether or not the address exists and whether or not mail can go out right now
 * (the mail is queued, never sent in the request); dev mode hands back the link instead.
 */
export async function resendVerification(ctx: AuthContext, email: string, log: FastifyBaseLogger) {
  const user = await ctx.users.findByEmail(email);
  let verificationUrl: string | undefined;
  if (user && !user.is_email_verified) {
    verificationUrl = await ctx.db.transaction().execute((trx) => queueVerificationMail(ctx, trx, user));
    ctx.mail.wake();
    logAuthEvent(log, 'auth.verification_sent', { userId: user.id, via: 'resend' });
  }
  const devMode = ctx.mail.devMode;
  return { message: AUTH_MESSAGES.resendSent, devMode, ...(devMode && verificationUrl ? { verificationUrl } : {}) };
}

/**
 * Same answer for a known and an unknown address, mail relay up or down. A second request for
 * an account within RESET_MAIL_INTERVAL_MS issues nothing, so the link already mailed still works.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string, log: FastifyBaseLogger) {
  const user = await ctx.users.findByEmail(email);
  let resetUrl: string | undefined;
  if (user) {
    resetUrl = await ctx.db.transaction().execute(async (trx) => {
      // Holds the account's row until commit, so of simultaneous requests only the first passes the check.
      await ctx.users.lockForUpdate(user.id, trx);
      const last = await ctx.emailTokens.latestCreatedAt(user.id, 'reset_password', trx);
      if (last && Date.parse(last) > Date.now() - RESET_MAIL_INTERVAL_MS) return undefined;
      return queueLinkMail(ctx, trx, user, 'reset_password');
    });
    if (resetUrl) ctx.mail.wake();
    logAuthEvent(log, 'auth.password_reset_requested', { userId: user.id, outcome: resetUrl ? 'queued' : 'throttled' });
  } else {
    logAuthEvent(log, 'auth.password_reset_requested', { outcome: 'unknown_account' });
  }
  const devMode = ctx.mail.devMode;
  return { message: AUTH_MESSAGES.forgotSent, devMode, ...(devMode && resetUrl ? { resetUrl } : {}) };
}

/** Sets the new password, uses up the token and signs the user out everywhere, all or nothing. */
export async function resetPassword(
  ctx: AuthContext,
  input: ResetPasswordInput,
  log: FastifyBaseLogger,
  device: RequestDevice = { userAgent: null, ip: null },
  afterReset: (owner: { id: number; email: string }) => Promise<void> = async () => undefined,
) {
  const invalid = () => {
    logAuthEvent(log, 'auth.password_reset_failed', { reason: 'invalid_token' });
    return badRequest(AUTH_MESSAGES.invalidResetToken);
  };
  const row = await ctx.emailTokens.findLive(hashToken(input.token), 'reset_password', new Date().toISOString());
  if (!row) throw invalid();
  const owner = await ctx.users.findById(row.user_id);
  if (!owner) throw invalid();
  await ctx.passwordChecker.assertHardToGuess(input.newPassword, {
    firstName: owner.first_name,
    lastName: owner.last_name,
    businessName: owner.business_name,
    email: owner.email,
  });
  const passwordHash = await hashPassword(input.newPassword);
  const used = await ctx.db.transaction().execute(async (trx) => {
    if (!(await ctx.emailTokens.markUsed(row.id, trx))) return false;
    // Following the link proves the address, so an unverified account becomes verified.
    await ctx.users.update(row.user_id, { password_hash: passwordHash, is_email_verified: 1 }, trx);
    await ctx.sessions.deleteAllForUser(row.user_id, trx);
    await ctx.accountEvents.record(row.user_id, 'password_reset', device, trx);
    // Like a change, the owner hears of it: a takeover by reset is not silent.
    const notice = buildPasswordResetNoticeEmail(
      owner.email,
      owner.first_name,
      { forgotUrl: `${ctx.config.appUrl}/forgot-password`, supportEmail: ctx.config.supportEmail },
      { at: new Date(), ip: device.ip, userAgent: device.userAgent },
    );
    await ctx.mail.enqueue({ kind: 'password_changed', userId: owner.id, message: notice, expiresAt: null }, trx);
    return true;
  });
  if (!used) throw invalid();
  ctx.mail.wake();
  await afterReset({ id: owner.id, email: owner.email });
  logAuthEvent(log, 'auth.password_reset', { userId: row.user_id });
  return { message: 'Your password has been reset. You can now log in with your new password.' };
}
