import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangeEmailInput,
  ConfirmEmailChangeResponse,
  EmailChangeResponse,
  RevertEmailChangeResponse,
} from '../../shared/schemas/account.ts';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { badRequest, conflict } from '../http/http-errors.ts';
import { buildEmailChangeConfirmEmail, buildEmailChangeNoticeEmail } from './account-emails.ts';
import type { AuthContext } from './auth-context.ts';
import { logAuthEvent } from './auth-events.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { queueResetMail } from './email-links.service.ts';
import type { RequestDevice } from './request-device.ts';
import { generateEmailToken, hashToken, isoFromNow } from './session-tokens.ts';

const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
const REVERT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A password no hash verifies: after a revert the account needs a reset to sign in again. */
const LOCKED_PASSWORD = '!locked-after-email-revert';

/** The unique index on users.email refused a write: the address belongs to another account. */
function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ''}` : '';
  return /UNIQUE|unique|23505/.test(text);
}

/**
 * POST /api/account/email: with the current password, mails a confirm link to the new address
 * (24 h) and a notice with a "this wasn't me" link to the old one (7 days). Nothing changes until
 * the confirm link is followed; a newer request retires an older unconfirmed one.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  userId: number,
  input: ChangeEmailInput,
  device: RequestDevice,
  log: FastifyBaseLogger,
): Promise<EmailChangeResponse> {
  const user = await confirmCurrentPassword(ctx, userId, input.currentPassword, 'change_email', log);
  if (input.newEmail === user.email) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
  // Register already tells whether an address has an account (spec 409); this adds no new way.
  if (await ctx.users.findByEmail(input.newEmail)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  const confirmToken = generateEmailToken();
  const revertToken = generateEmailToken();
  const confirmUrl = `${ctx.config.appUrl}/account/confirm-email?token=${confirmToken}`;
  const revertUrl = `${ctx.config.appUrl}/account/revert-email?token=${revertToken}`;
  const now = new Date().toISOString();
  const confirmExpiresAt = isoFromNow(CONFIRM_TTL_MS);
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.emailChanges.cancelPending(user.id, now, trx);
    await ctx.mail.cancelPending(user.id, 'email_change_confirm', trx);
    await ctx.emailChanges.create(
      {
        user_id: user.id,
        old_email: user.email,
        new_email: input.newEmail,
        confirm_token_hash: hashToken(confirmToken),
        confirm_expires_at: confirmExpiresAt,
        revert_token_hash: hashToken(revertToken),
        revert_expires_at: isoFromNow(REVERT_TTL_MS),
        confirmed_at: null,
        reverted_at: null,
        cancelled_at: null,
        created_at: now,
      },
      trx,
    );
    await ctx.mail.enqueue(
      {
        kind: 'email_change_confirm',
        userId: user.id,
        message: buildEmailChangeConfirmEmail(input.newEmail, user.first_name, confirmUrl),
        expiresAt: confirmExpiresAt,
      },
      trx,
    );
    await ctx.mail.enqueue(
      {
        kind: 'email_change_notice',
        userId: user.id,
        message: buildEmailChangeNoticeEmail(user.email, user.first_name, input.newEmail, revertUrl),
        expiresAt: null,
      },
      trx,
    );
    await ctx.accountEvents.record(user.id, 'email_change_requested', device, trx);
  });
  ctx.mail.wake();
  logAuthEvent(log, 'auth.email_change_requested', { userId: user.id });
  const devMode = ctx.mail.devMode;
  return { message: ACCOUNT_MESSAGES.emailChangeSent, devMode, ...(devMode && { confirmUrl }) };
}

/**
 * POST /api/account/email/confirm: the new address proved, it becomes the account's (and counts
 * as verified). Single use; 409 when another account took the address meanwhile. Sessions stay.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  token: string,
  device: RequestDevice,
  log: FastifyBaseLogger,
): Promise<ConfirmEmailChangeResponse> {
  const invalid = () => {
    logAuthEvent(log, 'auth.email_change_failed', { reason: 'invalid_token' });
    return badRequest(ACCOUNT_MESSAGES.emailChangeLinkInvalid);
  };
  const now = new Date().toISOString();
  const change = await ctx.emailChanges.findConfirmable(hashToken(token), now);
  if (!change) throw invalid();
  const taken = await ctx.users.findByEmail(change.new_email);
  if (taken && taken.id !== change.user_id) {
    logAuthEvent(log, 'auth.email_change_failed', { userId: change.user_id, reason: 'email_taken' });
    throw conflict(ACCOUNT_MESSAGES.emailTaken);
  }
  try {
    const applied = await ctx.db.transaction().execute(async (trx) => {
      if (!(await ctx.emailChanges.markConfirmed(change.id, now, trx))) return false;
      await ctx.users.update(change.user_id, { email: change.new_email, is_email_verified: 1 }, trx);
      // Links mailed to the old address for the old address's sake are no longer wanted.
      await ctx.emailTokens.retireUnused(change.user_id, 'verify_email', trx);
      await ctx.accountEvents.record(change.user_id, 'email_changed', device, trx);
      return true;
    });
    if (!applied) throw invalid();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    logAuthEvent(log, 'auth.email_change_failed', { userId: change.user_id, reason: 'email_taken' });
    throw conflict(ACCOUNT_MESSAGES.emailTaken);
  }
  logAuthEvent(log, 'auth.email_changed', { userId: change.user_id });
  return { message: ACCOUNT_MESSAGES.emailChanged, email: change.new_email };
}

/**
 * POST /api/account/email/revert ("this wasn't me", from the old address): the old address is put
 * back if the change went through, an unconfirmed change is cancelled, every session ends and the
 * password is locked: whoever asked for the change knew it. A reset link goes to the old address.
 */
export async function revertEmailChange(
  ctx: AuthContext,
  token: string,
  device: RequestDevice,
  log: FastifyBaseLogger,
): Promise<RevertEmailChangeResponse> {
  const invalid = () => {
    logAuthEvent(log, 'auth.email_change_failed', { reason: 'invalid_token' });
    return badRequest(ACCOUNT_MESSAGES.revertLinkInvalid);
  };
  const now = new Date().toISOString();
  const change = await ctx.emailChanges.findRevertible(hashToken(token), now);
  if (!change) throw invalid();
  const user = await ctx.users.findById(change.user_id);
  if (!user) throw invalid();
  const holder = await ctx.users.findByEmail(change.old_email);
  if (holder && holder.id !== user.id) throw conflict(ACCOUNT_MESSAGES.revertEmailTaken);
  let resetUrl: string | undefined;
  try {
    resetUrl = await ctx.db.transaction().execute(async (trx) => {
      if (!(await ctx.emailChanges.markReverted(change.id, now, trx))) return undefined;
      await ctx.emailChanges.cancelPending(user.id, now, trx);
      await ctx.mail.cancelPending(user.id, 'email_change_confirm', trx);
      await ctx.users.update(user.id, { email: change.old_email, is_email_verified: 1, password_hash: LOCKED_PASSWORD }, trx);
      await ctx.sessions.deleteAllForUser(user.id, trx);
      await ctx.accountEvents.record(user.id, 'email_change_reverted', device, trx);
      return queueResetMail(ctx, trx, { id: user.id, email: change.old_email, first_name: user.first_name });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(ACCOUNT_MESSAGES.revertEmailTaken);
  }
  if (!resetUrl) throw invalid();
  ctx.mail.wake();
  logAuthEvent(log, 'auth.email_change_reverted', { userId: user.id });
  const devMode = ctx.mail.devMode;
  return { message: ACCOUNT_MESSAGES.emailReverted, devMode, ...(devMode && { resetUrl }) };
}
