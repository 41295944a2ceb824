import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../http/http-errors.ts';
import type { AppConfig } from '../config.ts';

/** The per-account counts that lock an account out: sign-in's. */
const ACCOUNT_LOCK_ROUTES = ['/api/login'];

function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; token?: unknown } | undefined;
  const id = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : typeof body?.token === 'string' ? body.token.trim() : '';
  return `${request.routeOptions.url}:${id}`;
}

/**
 * Limits for the account routes: per IP (route config) and per account (email, or reset token),
 * so neither many addresses from one place nor one address from many places can be hammered.
 */
export function createAuthRateLimits(app: FastifyInstance, config: AppConfig['authRateLimit']) {
  const checkAccount = app.createRateLimit({ max: config.perAccount, timeWindow: config.windowMs, keyGenerator: accountKey });
  return {
    /**
     * After a reset through the mailed link: the owner proved the address, so the sign-in lock on
     * it (counted per account, from any address) is lifted and they sign in at once. Other limits stay.
     */
    async clearAccountLocks(user: { email: string }): Promise<void> {
      const email = user.email.trim().toLowerCase();
      await Promise.all(ACCOUNT_LOCK_ROUTES.map((route) => app.forgetRateLimit(`${route}:${email}`)));
    },
    perIp: { rateLimit: { max: config.perIp, timeWindow: config.windowMs } },
    async perAccount(request: FastifyRequest): Promise<void> {
      const limit = await checkAccount(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw tooManyAttempts(limit.ttlInSeconds);
      }
    },
  };
}
