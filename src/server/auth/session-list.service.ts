import type { FastifyBaseLogger } from 'fastify';
import type { AccountActivityResponse, AccountSession, AccountSessionsResponse } from '../../shared/schemas/account.ts';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { notFound } from '../http/http-errors.ts';
import { describeUserAgent } from '../lib/user-agent.ts';
import type { AuthContext } from './auth-context.ts';
import { logAuthEvent } from './auth-events.ts';
import type { RequestDevice } from './request-device.ts';
import type { SessionDeviceRow } from './session-devices.repository.ts';

function toSession(ctx: AuthContext, row: SessionDeviceRow, currentTokenHash: string): AccountSession {
  const stored = row.last_seen_at ?? row.created_at;
  // This instance may have seen it since the last batch was written.
  const unwritten = ctx.sessionActivity.unwritten(row.token_hash);
  const lastSeenAt = unwritten !== undefined && new Date(unwritten).toISOString() > stored ? new Date(unwritten).toISOString() : stored;
  return {
    id: row.id,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    createdAt: row.created_at,
    lastSeenAt,
    current: row.token_hash === currentTokenHash,
  };
}

/** GET /api/account/sessions: the signed-in devices, this one first, then by last seen. */
export async function listSessions(ctx: AuthContext, userId: number, currentTokenHash: string): Promise<AccountSessionsResponse> {
  const rows = await ctx.sessionDevices.listLive(userId, new Date().toISOString());
  const sessions = rows.map((row) => toSession(ctx, row, currentTokenHash));
  sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt) || b.id - a.id);
  return { sessions };
}

/** DELETE /api/account/sessions/:id: signs that device out (this one too, if asked); 404 for anyone else's. */
export async function revokeSession(
  ctx: AuthContext,
  userId: number,
  sessionId: number,
  device: RequestDevice,
  log: FastifyBaseLogger,
): Promise<void> {
  const ended = await ctx.db.transaction().execute(async (trx) => {
    if (!(await ctx.sessionDevices.deleteOne(userId, sessionId, trx))) return false;
    await ctx.accountEvents.record(userId, 'session_revoked', device, trx);
    return true;
  });
  if (!ended) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  logAuthEvent(log, 'auth.session_revoked', { userId });
}

/** POST /api/account/sessions/revoke-others: every device but this one is signed out. */
export async function revokeOtherSessions(
  ctx: AuthContext,
  userId: number,
  currentTokenHash: string,
  device: RequestDevice,
  log: FastifyBaseLogger,
): Promise<void> {
  const count = await ctx.db.transaction().execute(async (trx) => {
    const ended = await ctx.sessionDevices.deleteOthers(userId, currentTokenHash, trx);
    await ctx.accountEvents.record(userId, 'signed_out_everywhere', device, trx);
    return ended;
  });
  logAuthEvent(log, 'auth.signed_out_everywhere', { userId, count });
}

/** GET /api/account/activity: the newest 50 security events, newest first. */
export async function listActivity(ctx: AuthContext, userId: number): Promise<AccountActivityResponse> {
  const rows = await ctx.accountEvents.listRecent(userId);
  return { events: rows.map((row) => ({ kind: row.kind, at: row.created_at, ...describeUserAgent(row.user_agent), ip: row.ip })) };
}
