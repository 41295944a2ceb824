import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createUser, devResetToken, logIn, STRONG_PASSWORD, uniqueEmail, unknownToken } from './helpers/factories.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const NEW_PASSWORD = 'Fuses&Breakers9';

/** At most one reset link per account per minute: moves the user's reset links a minute into the past. */
async function issuedAMinuteAgo(userId: number): Promise<void> {
  await queryDb(server, "UPDATE email_tokens SET created_at = ? WHERE purpose = 'reset_password' AND user_id = ?", [
    isoInThePast(61_000),
    userId,
  ]);
}
const INVALID_TOKEN = 'Invalid or expired reset token. Please request a new password reset link.';
const RESET_DONE = 'Your password has been reset. You can now log in with your new password.';

describe('POST /api/reset-password', () => {
  it('sets the new password from the dev-mode resetUrl: the old one fails, the new one works', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = await devResetToken(client, user.email);
    const res = await client.post('/api/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_DONE });
    const old = await client.post('/api/login', { email: user.email, password: user.password });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: 'Invalid email or password' });
    const fresh = await client.post('/api/login', { email: user.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });

  it('revokes every existing session of the user, and only that user', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const second = await logIn(client, user.email, user.password);
    const other = await createUser(client);
    expect((await client.get('/api/user', { token: user.token })).status).toBe(200);
    expect((await client.get('/api/user', { token: second })).status).toBe(200);

    const token = await devResetToken(client, user.email);
    expect((await client.post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);

    for (const sessionToken of [user.token, second]) {
      const me = await client.get('/api/user', { token: sessionToken });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: 'Not authenticated' });
    }
    expect((await client.get('/api/user', { token: other.token })).status).toBe(200);
  });

  it('accepts a link only once: replaying the same token answers 400', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = await devResetToken(client, user.email);
    expect((await client.post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    const replay = await client.post('/api/reset-password', { token, newPassword: 'Another#Pass1' });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ message: INVALID_TOKEN });
    expect((await client.post('/api/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await client.post('/api/login', { email: user.email, password: 'Another#Pass1' })).status).toBe(401);
  });

  it('lets exactly one of two simultaneous uses of one link succeed', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = await devResetToken(client, user.email);
    const results = await Promise.all([
      createClient(server.url).post('/api/reset-password', { token, newPassword: 'First#Choice1' }),
      createClient(server.url).post('/api/reset-password', { token, newPassword: 'Second#Choice2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? 'First#Choice1' : 'Second#Choice2';
    const loser = winner === 'First#Choice1' ? 'Second#Choice2' : 'First#Choice1';
    expect((await client.post('/api/login', { email: user.email, password: winner })).status).toBe(200);
    expect((await client.post('/api/login', { email: user.email, password: loser })).status).toBe(401);
  });

  it.each([
    ['a 63-character token', 'a'.repeat(63)],
    ['a 65-character token', 'a'.repeat(65)],
    ['a non-hex token', 'g'.repeat(64)],
    ['an upper-case hex token', 'A'.repeat(64)],
    ['an empty token', ''],
    ['a token of the wrong type', 12345],
    ['a missing token', undefined],
    ['an unknown 64-hex token', unknownToken()],
  ])('rejects %s with 400 and the invalid-link message', async (_name, token) => {
    const res = await createClient(server.url).post('/api/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_TOKEN });
  });

  it('does not accept an email-verification token as a reset token', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    await queryDb(server, 'UPDATE users SET is_email_verified = 0 WHERE id = ?', [user.user.id]);
    const resend = await client.post<{ verificationUrl: string }>('/api/resend-verification', { email: user.email });
    const verifyToken = new URL(resend.body.verificationUrl).searchParams.get('token');
    const res = await client.post('/api/reset-password', { token: verifyToken, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_TOKEN });
  });

  it.each([
    [undefined, 'Password must be at least 6 characters'],
    ['', 'Password must be at least 6 characters'],
    ['Ab#1', 'Password must be at least 6 characters'],
    ['Ab#123', 'Password must include: at least 8 characters'],
    ['sparks#2024', 'Password must include: one uppercase letter'],
    ['Sparks2024x', 'Password must include: one special character (!@#$%^&*(),.?":{}|<>)'],
    ['sparks2024', 'Password must include: one uppercase letter, one special character (!@#$%^&*(),.?":{}|<>)'],
    ['Aa#' + 'x'.repeat(126), 'Password must be at most 128 characters'],
  ])('rejects the weak new password %j with 400 and the rule, leaving the link usable', async (newPassword, message) => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = await devResetToken(client, user.email);
    const res = await client.post('/api/reset-password', { token, newPassword });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    // Nothing changed: the old password and the session still work, and the link still works once.
    expect((await client.get('/api/user', { token: user.token })).status).toBe(200);
    expect((await client.post('/api/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await client.post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('retires the older link when a newer one is requested (a minute later)', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const older = await devResetToken(client, user.email);
    await issuedAMinuteAgo(user.user.id);
    const newer = await devResetToken(client, user.email);
    expect(newer).not.toBe(older);
    const stale = await client.post('/api/reset-password', { token: older, newPassword: NEW_PASSWORD });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ message: INVALID_TOKEN });
    expect((await client.post('/api/reset-password', { token: newer, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('issues no second link within a minute: the answer is the unknown-address one and the first link still works', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const first = await devResetToken(client, user.email);
    const again = await client.post('/api/forgot-password', { email: user.email });
    const unknown = await client.post('/api/forgot-password', { email: uniqueEmail('nobody') });
    expect(again.status).toBe(200);
    expect(again.text).toBe(unknown.text);
    expect(
      await queryDb(server, "SELECT id FROM email_tokens WHERE purpose = 'reset_password' AND user_id = ?", [user.user.id]),
    ).toHaveLength(1);
    expect((await client.post('/api/reset-password', { token: first, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('rejects an expired link with 400 and leaves the password unchanged', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = await devResetToken(client, user.email);
    const rows = await queryDb(
      server,
      "UPDATE email_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'reset_password' AND used_at IS NULL RETURNING id",
      [isoInThePast(), user.user.id],
    );
    expect(rows).toHaveLength(1);
    const res = await client.post('/api/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_TOKEN });
    expect((await client.post('/api/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('accepts the token with surrounding whitespace (it is trimmed)', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = await devResetToken(client, user.email);
    const res = await client.post('/api/reset-password', { token: ` ${token}\n`, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('rejects unknown fields', async () => {
    const res = await createClient(server.url).post('/api/reset-password', {
      token: unknownToken(),
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Unknown field: confirmPassword' });
  });
});
