import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountActivityResponse, AccountSessionsResponse } from '../../src/shared/schemas/account.ts';
import { createClient, randomIp } from './helpers/api-client.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

/** Signs in from a device (its own address and user agent); returns the token and the client. */
async function signIn(email: string, password: string, userAgent: string) {
  const client = createClient(server.url, randomIp());
  const res = await client.post<{ token: string }>('/api/login', { email, password }, { headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return { token: res.body.token, client, ip: client.ip };
}

function sessionsOf(token: string) {
  return createClient(server.url).get<AccountSessionsResponse>('/api/account/sessions', { token });
}

describe('GET /api/account/sessions', () => {
  it('lists each signed-in device with browser and OS from its user agent, its address and times, this one first', async () => {
    const user = await createUser(createClient(server.url));
    const laptop = await signIn(user.email, user.password, CHROME_WINDOWS);
    const phone = await signIn(user.email, user.password, SAFARI_IPHONE);

    const res = await sessionsOf(phone.token);
    expect(res.status).toBe(200);
    const { sessions } = res.body;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ browser: 'Safari 17', os: 'iOS', ip: phone.ip, current: true });
    const chrome = sessions.find((s) => s.browser === 'Chrome 131')!;
    expect(chrome).toMatchObject({ os: 'Windows', ip: laptop.ip, current: false });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const session of sessions) {
      expect(Number.isInteger(session.id)).toBe(true);
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(session.lastSeenAt >= session.createdAt).toBe(true);
      expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'ip', 'lastSeenAt', 'os']);
    }
  });

  it('names an unreadable or missing user agent as unknown', async () => {
    const user = await createUser(createClient(server.url));
    const curl = await signIn(user.email, user.password, 'curl/8.5.0');
    const mine = (await sessionsOf(curl.token)).body.sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({ browser: 'Unknown browser', os: 'Unknown system' });
  });

  it('shows when a device was last seen: noted per request, written at most once a minute in a batch', async () => {
    const user = await createUser(createClient(server.url));
    const device = await signIn(user.email, user.password, FIREFOX_LINUX);
    const hourAgo = isoInThePast(60 * 60_000);
    await queryDb(
      server,
      'UPDATE sessions SET last_seen_at = ?, created_at = ? WHERE token_hash IN (SELECT token_hash FROM sessions WHERE user_id = ?)',
      [hourAgo, hourAgo, user.user.id],
    );

    // A request notes the session in memory; the list already shows it.
    expect((await createClient(server.url).get('/api/user', { token: device.token })).status).toBe(200);
    const listed = (await sessionsOf(user.token)).body.sessions.find((s) => s.browser === 'Firefox 128')!;
    expect(Date.parse(listed.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.createdAt).toBe(hourAgo);

    await server.app.sessionActivity.flush();
    const rows = await queryDb<{ last_seen_at: string; expires_at: string; absolute_expires_at: string }>(
      server,
      "SELECT last_seen_at, expires_at, absolute_expires_at FROM sessions WHERE user_id = ? AND user_agent LIKE '%Firefox%'",
      [user.user.id],
    );
    expect(Date.parse(rows[0]!.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
    // Idle expiry moves with it: 30 days after last seen.
    expect(Math.abs(Date.parse(rows[0]!.expires_at) - (Date.parse(rows[0]!.last_seen_at) + 30 * DAY_MS))).toBeLessThan(1000);
  });

  it('never extends a session past a year from its start, however active', async () => {
    const user = await createUser(createClient(server.url));
    const device = await signIn(user.email, user.password, CHROME_WINDOWS);
    const soon = new Date(Date.now() + 2 * DAY_MS).toISOString();
    await queryDb(server, "UPDATE sessions SET absolute_expires_at = ? WHERE user_id = ? AND user_agent LIKE '%Chrome%'", [
      soon,
      user.user.id,
    ]);
    expect((await createClient(server.url).get('/api/user', { token: device.token })).status).toBe(200);
    await server.app.sessionActivity.flush();
    const rows = await queryDb<{ expires_at: string }>(
      server,
      "SELECT expires_at FROM sessions WHERE user_id = ? AND user_agent LIKE '%Chrome%'",
      [user.user.id],
    );
    expect(rows[0]!.expires_at).toBe(soon);
  });

  it('a session idle for 30 days (or a year old) is over', async () => {
    const user = await createUser(createClient(server.url));
    await queryDb(server, 'UPDATE sessions SET expires_at = ? WHERE user_id = ?', [isoInThePast(), user.user.id]);
    expect((await createClient(server.url).get('/api/user', { token: user.token })).status).toBe(401);
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it('signs that device out and keeps the others', async () => {
    const user = await createUser(createClient(server.url));
    const laptop = await signIn(user.email, user.password, CHROME_WINDOWS);
    const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
    const target = (await sessionsOf(user.token)).body.sessions.find((s) => s.browser === 'Chrome 131')!;

    const res = await createClient(server.url).delete(`/api/account/sessions/${target.id}`, { token: user.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await createClient(server.url).get('/api/user', { token: laptop.token })).status).toBe(401);
    expect((await createClient(server.url).get('/api/user', { token: phone.token })).status).toBe(200);
    expect((await sessionsOf(user.token)).body.sessions.map((s) => s.id)).not.toContain(target.id);
  });

  it('answers 404 for another user’s session id, an unknown one and a malformed one, and ends nothing', async () => {
    const alice = await createUser(createClient(server.url));
    const bob = await createUser(createClient(server.url));
    const bobsSession = (await sessionsOf(bob.token)).body.sessions[0]!;
    for (const id of [String(bobsSession.id), '999999999', 'abc', '-1']) {
      const res = await createClient(server.url).delete(`/api/account/sessions/${id}`, { token: alice.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Session not found' });
    }
    expect((await createClient(server.url).get('/api/user', { token: bob.token })).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await createClient(server.url).delete('/api/account/sessions/1')).status).toBe(401);
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it('signs out every other device and keeps this one', async () => {
    const user = await createUser(createClient(server.url));
    const others = [
      await logIn(createClient(server.url), user.email, user.password),
      await logIn(createClient(server.url), user.email, user.password),
    ];
    const res = await createClient(server.url).post('/api/account/sessions/revoke-others', undefined, { token: user.token });
    expect(res.status).toBe(204);
    for (const token of others) expect((await createClient(server.url).get('/api/user', { token })).status).toBe(401);
    const { sessions } = (await sessionsOf(user.token)).body;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
  });
});

describe('GET /api/account/activity', () => {
  it('records sign-ins, failed sign-ins, password changes and devices signed out, newest first, with the device', async () => {
    const user = await createUser(createClient(server.url));
    const wrong = createClient(server.url, randomIp());
    expect(
      (await wrong.post('/api/login', { email: user.email, password: 'Wrong#Password1' }, { headers: { 'user-agent': FIREFOX_LINUX } }))
        .status,
    ).toBe(401);
    const laptop = await signIn(user.email, user.password, CHROME_WINDOWS);
    const change = await laptop.client.post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'Lorry-Gasket#77' },
      { token: laptop.token, headers: { 'user-agent': CHROME_WINDOWS } },
    );
    expect(change.status).toBe(200);

    const res = await laptop.client.get<AccountActivityResponse>('/api/account/activity', { token: laptop.token });
    expect(res.status).toBe(200);
    const kinds = res.body.events.map((e) => e.kind);
    // Registration signed in too (dev mode answers a token).
    expect(kinds).toEqual(['password_changed', 'sign_in', 'sign_in_failed', 'sign_in']);
    expect(res.body.events[0]).toMatchObject({ browser: 'Chrome 131', os: 'Windows', ip: laptop.ip });
    expect(res.body.events[2]).toMatchObject({ browser: 'Firefox 128', os: 'Linux', ip: wrong.ip });
    for (const event of res.body.events) {
      expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 60_000);
      expect(Object.keys(event).sort()).toEqual(['at', 'browser', 'ip', 'kind', 'os']);
    }
  });

  it('records devices signed out and keeps only the newest 50', async () => {
    const user = await createUser(createClient(server.url));
    const other = await logIn(createClient(server.url), user.email, user.password);
    const otherId = (await sessionsOf(user.token)).body.sessions.find((s) => !s.current)!.id;
    expect((await createClient(server.url).delete(`/api/account/sessions/${otherId}`, { token: user.token })).status).toBe(204);
    expect((await createClient(server.url).post('/api/account/sessions/revoke-others', undefined, { token: user.token })).status).toBe(204);
    expect((await createClient(server.url).get('/api/user', { token: other })).status).toBe(401);
    const first = (await createClient(server.url).get<AccountActivityResponse>('/api/account/activity', { token: user.token })).body.events;
    expect(first.slice(0, 2).map((e) => e.kind)).toEqual(['signed_out_everywhere', 'session_revoked']);

    for (let i = 0; i < 55; i++) {
      await queryDb(
        server,
        "INSERT INTO account_events (user_id, kind, user_agent, ip, created_at) VALUES (?, 'sign_in_failed', NULL, NULL, ?)",
        [user.user.id, new Date().toISOString()],
      );
    }
    const events = (await createClient(server.url).get<AccountActivityResponse>('/api/account/activity', { token: user.token })).body
      .events;
    expect(events).toHaveLength(50);
    expect(events[0]).toMatchObject({ kind: 'sign_in_failed', browser: 'Unknown browser', os: 'Unknown system', ip: null });
  });

  it('answers another user nothing of it', async () => {
    const alice = await createUser(createClient(server.url));
    const bob = await createUser(createClient(server.url));
    expect((await createClient(server.url).post('/api/login', { email: alice.email, password: 'Wrong#Password1' })).status).toBe(401);
    const bobs = (await createClient(server.url).get<AccountActivityResponse>('/api/account/activity', { token: bob.token })).body.events;
    expect(bobs.map((e) => e.kind)).toEqual(['sign_in']);
  });
});
