import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/http-errors.ts';

type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A preHandler for /api/admin: a signed-in admin passes; anyone else (signed out, a bad token, a
 * suspended account, a user who is not an admin) gets the 404 an unknown route gets, word for word.
 */
export function createRequireAdmin(requireUser: Authenticate): Authenticate {
  return async function requireAdmin(request, reply) {
    const noRoute = () => notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
    try {
      await requireUser(request, reply);
    } catch {
      throw noRoute();
    }
    if (!request.user?.is_admin) throw noRoute();
  };
}
