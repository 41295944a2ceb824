import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { isoInThePast, queryDb, tableText } from './helpers/db.ts';
import { waitForOutboxIdle } from './helpers/outbox.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const NOT_AUTHENTICATED = { message: 'Not authenticated' };

describe('GET /api/user', () => {
  it('answers the signed-in user for a live token', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.get('/api/user', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user.user);
  });

  it('answers 401 Not authenticated without a token', async () => {
    const res = await createClient(server.url).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(NOT_AUTHENTICATED);
  });

  it.each([
    ['a well-formed token the server never issued', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a malformed token', { authorization: 'Bearer not a token!' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic ZGF2ZTpzZWNyZXQ=' }],
  ])('answers 401 Not authenticated for %s', async (_name, headers) => {
    const res = await createClient(server.url).get('/api/user', { headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(NOT_AUTHENTICATED);
  });

  it('answers 401 for a token whose session has expired', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    await queryDb(server, 'UPDATE sessions SET expires_at = ? WHERE user_id = ?', [isoInThePast(), user.user.id]);
    const res = await client.get('/api/user', { token: user.token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(NOT_AUTHENTICATED);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session, so the token then answers 401', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.post('/api/logout', undefined, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out successfully' });
    const me = await client.get('/api/user', { token: user.token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual(NOT_AUTHENTICATED);
    const rows = await queryDb(server, 'SELECT id FROM sessions WHERE user_id = ?', [user.user.id]);
    expect(rows).toHaveLength(0);
  });

  it("ends only the session it is called with, not the user's other sessions", async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const second = await logIn(client, user.email, user.password);
    expect((await client.post('/api/logout', undefined, { token: user.token })).status).toBe(200);
    expect((await client.get('/api/user', { token: user.token })).status).toBe(401);
    expect((await client.get('/api/user', { token: second })).status).toBe(200);
  });

  it('answers 200 without a token, with an unknown token and for a token already logged out', async () => {
    const client = createClient(server.url);
    const none = await client.post('/api/logout');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ message: 'Logged out successfully' });
    const unknown = await client.post('/api/logout', undefined, { token: 'B'.repeat(43) });
    expect(unknown.status).toBe(200);
    const user = await createUser(client);
    expect((await client.post('/api/logout', undefined, { token: user.token })).status).toBe(200);
    expect((await client.post('/api/logout', undefined, { token: user.token })).status).toBe(200);
  });

  it('lets the user log in again after logging out', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    await client.post('/api/logout', undefined, { token: user.token });
    const token = await logIn(client, user.email, user.password);
    expect((await client.get('/api/user', { token })).status).toBe(200);
  });
});

describe('session storage', () => {
  it('stores only hashes: no plaintext session token, password or email-link token is in the database', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const loginToken = await logIn(client, user.email, user.password);
    const forgot = await client.post<{ resetUrl: string }>('/api/forgot-password', { email: user.email });
    const resetToken = new URL(forgot.body.resetUrl).searchParams.get('token')!;
    expect(resetToken).toMatch(/^[0-9a-f]{64}$/);

    // The mail carrying the link is kept only until it has gone out; then its body is blanked.
    await waitForOutboxIdle(server);
    const sessions = await tableText(server, 'sessions');
    const users = await tableText(server, 'users');
    const emailTokens = await tableText(server, 'email_tokens');
    const outbox = await tableText(server, 'email_outbox');
    const everything = [sessions, users, emailTokens, outbox].join('\n');
    // Sanity: the rows are really there (a read of the wrong database would pass vacuously).
    expect(users).toContain(user.email);
    expect(await queryDb(server, 'SELECT id FROM sessions WHERE user_id = ?', [user.user.id])).toHaveLength(2);
    expect(await queryDb(server, 'SELECT id FROM email_tokens WHERE user_id = ?', [user.user.id])).toHaveLength(1);
    expect(outbox).toContain('Reset your SpareStock password');

    for (const secret of [user.token, loginToken, resetToken, user.password]) {
      expect(everything).not.toContain(secret);
    }
    const [row] = await queryDb<{ password_hash: string }>(server, 'SELECT password_hash FROM users WHERE id = ?', [user.user.id]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const tokenHashes = await queryDb<{ token_hash: string }>(server, 'SELECT token_hash FROM sessions WHERE user_id = ?', [user.user.id]);
    for (const { token_hash } of tokenHashes) expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
