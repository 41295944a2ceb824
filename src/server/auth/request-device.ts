import type { FastifyRequest } from 'fastify';
import { storedUserAgent } from '../lib/user-agent.ts';

/** The device behind a request, as sessions and account activity record it. */
export interface RequestDevice {
  userAgent: string | null;
  /** The client's address (X-Forwarded-For's with TRUST_PROXY=true). */
  ip: string | null;
}

export function deviceOf(request: FastifyRequest): RequestDevice {
  return { userAgent: storedUserAgent(request.headers['user-agent']), ip: request.ip ? request.ip.slice(0, 64) : null };
}
