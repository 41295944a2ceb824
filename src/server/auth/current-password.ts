import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import type { AppConfig } from '../config.ts';
import { badRequest, tooManyAttempts, unauthorized } from '../http/http-errors.ts';
import type { AuthContext } from './auth-context.ts';
import { logAuthEvent } from './auth-events.ts';
import { verifyPassword } from './password-hash.ts';
import type { UserRow } from './user-mapper.ts';

export type PasswordCheckedAction = 'change_password' | 'change_email' | 'delete_account';

/**
 * The signed-in user's row once `password` proves it is them (changing the password or email,
 * deleting the account); 400 `Your current password is incorrect` otherwise.
 */
export async function confirmCurrentPassword(
  ctx: Pick<AuthContext, 'users'>,
  userId: number,
  password: string,
  action: PasswordCheckedAction,
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const row = await ctx.users.findById(userId);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.password_hash, password))) {
    logAuthEvent(log, 'auth.password_check_failed', { userId, action, reason: 'wrong_password' });
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword);
  }
  return row;
}

/**
 * Limits for the calls that check the current password, like login's: per IP (route config) and
 * per account (a preHandler to run after requireUser), so a stolen session cannot be used to
 * guess the password behind it.
 */
export function createPasswordCheckLimits(app: FastifyInstance, config: AppConfig['authRateLimit']) {
  const checkAccount = app.createRateLimit({
    max: config.perAccount,
    timeWindow: config.windowMs,
    keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}:user:${request.user?.id ?? 0}`,
  });
  return {
    perIp: { rateLimit: { max: config.perIp, timeWindow: config.windowMs } },
    async perAccount(request: FastifyRequest): Promise<void> {
      const limit = await checkAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyAttempts(limit.ttlInSeconds);
    },
  };
}
