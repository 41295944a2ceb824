import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-errors.ts';
import type { AuthContext } from './auth-context.ts';
import { findUserForToken } from './account.service.ts';
import type { SessionUser } from './user-mapper.ts';
import { accountSuspended } from './account-suspended.ts';
import { hashToken } from './session-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The bearer token of a request, if it carries a well-formed one. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
}

/** A preHandler that answers 401 unless the request carries a live session. */
export function createRequireUser(ctx: AuthContext) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readBearerToken(request);
    const user = token ? await findUserForToken(ctx, token) : undefined;
    if (!user) throw unauthorized();
    // Suspended by an admin: every session stops working at once (and says why).
    if (user.suspended_at) throw accountSuspended(ctx.config.supportEmail);
    // Last seen of the session: noted in memory, written in a batch at most once a minute.
    ctx.sessionActivity.seen(hashToken(token!));
    request.user = user;
  };
}

/** The signed-in user of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
