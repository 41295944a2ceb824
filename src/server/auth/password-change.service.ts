import type { FastifyBaseLogger } from 'fastify';
import type { ChangePasswordInput } from '../../shared/schemas/account.ts';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { badRequest } from '../http/http-errors.ts';
import { buildPasswordChangedEmail } from './account-emails.ts';
import type { AuthContext } from './auth-context.ts';
import { logAuthEvent } from './auth-events.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { hashPassword } from './password-hash.ts';
import type { RequestDevice } from './request-device.ts';

/**
 * POST /api/account/password: the current password, then the spec's rule (the schema) and the
 * guessability rule; one transaction sets the hash, ends every other session, retires unused
 * reset links and queues the "your password was changed" mail. The session that asked stays.
 */
export async function changePassword(
  ctx: AuthContext,
  userId: number,
  currentTokenHash: string,
  input: ChangePasswordInput,
  device: RequestDevice,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  const user = await confirmCurrentPassword(ctx, userId, input.currentPassword, 'change_password', log);
  if (input.newPassword === input.currentPassword) throw badRequest(ACCOUNT_MESSAGES.samePassword);
  await ctx.passwordChecker.assertHardToGuess(input.newPassword, {
    firstName: user.first_name,
    lastName: user.last_name,
    businessName: user.business_name,
    email: user.email,
  });
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    await ctx.users.update(user.id, { password_hash: passwordHash }, trx);
    const count = await ctx.sessionDevices.deleteOthers(user.id, currentTokenHash, trx);
    // A reset link mailed before is for the old password: it stops working.
    await ctx.emailTokens.retireUnused(user.id, 'reset_password', trx);
    await ctx.mail.cancelPending(user.id, 'reset_password', trx);
    await ctx.accountEvents.record(user.id, 'password_changed', device, trx);
    const mail = buildPasswordChangedEmail(user.email, user.first_name, `${ctx.config.appUrl}/forgot-password`);
    await ctx.mail.enqueue({ kind: 'password_changed', userId: user.id, message: mail, expiresAt: null }, trx);
    return count;
  });
  ctx.mail.wake();
  logAuthEvent(log, 'auth.password_changed', { userId: user.id, count: ended });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
