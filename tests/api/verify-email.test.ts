import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { registrationBody, tokenFromUrl, unknownToken } from './helpers/factories.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { linkFromMail, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';

const MISSING_LINK = 'Invalid verification link. Please check your email for the correct link.';
const INVALID_LINK = 'This verification link is invalid or has expired. Please request a new one.';
const VERIFIED = { message: 'Email verified successfully! You can now log in to your SpareStock account.', alreadyVerified: false };
const ALREADY_VERIFIED = { message: 'Your email is already verified. You can log in to your account.', alreadyVerified: true };

let sink: SmtpSink;
let server: TestServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

/** Registers in SMTP mode and returns the account with the link from its verification mail. */
async function registerAndReadMail(client: ApiClient) {
  const body = registrationBody();
  const res = await client.post('/api/register', body);
  expect(res.status).toBe(201);
  const mail = await sink.waitFor(body.email);
  const link = linkFromMail(mail, '/verify-email');
  return { email: body.email, password: body.password, link, token: tokenFromUrl(link) };
}

describe('GET /api/verify-email', () => {
  it.each([
    ['no token parameter', '/api/verify-email'],
    ['an empty token', '/api/verify-email?token='],
    ['a blank token', '/api/verify-email?token=%20%20'],
  ])('answers 400 with the missing-link message for %s', async (_name, path) => {
    const res = await createClient(server.url).get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MISSING_LINK });
  });

  it.each([
    ['an unknown 64-hex token', unknownToken()],
    ['a short token', 'abc123'],
    ['a token with odd characters', encodeURIComponent('<script>')],
  ])('answers 400 with the invalid-link message for %s', async (_name, token) => {
    const res = await createClient(server.url).get(`/api/verify-email?token=${token}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_LINK });
  });

  it('answers 400 (not 500) for an absurdly long token', async () => {
    const res = await createClient(server.url).get(`/api/verify-email?token=${'a'.repeat(500)}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('verifies the account from the mailed link; login goes from 403 to 200', async () => {
    const client = createClient(server.url);
    const account = await registerAndReadMail(client);
    expect(account.link.startsWith(`${TEST_APP_URL}/verify-email?token=`)).toBe(true);

    const before = await client.post('/api/login', { email: account.email, password: account.password });
    expect(before.status).toBe(403);
    expect(before.body).toEqual({
      message: 'Please verify your email address before signing in',
      requiresVerification: true,
      email: account.email,
    });
    expect(before.body).not.toHaveProperty('token');

    const res = await client.get(`/api/verify-email?token=${account.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(VERIFIED);

    const after = await client.post('/api/login', { email: account.email, password: account.password });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ requiresVerification: false, user: { email: account.email, isEmailVerified: true } });
  });

  it('answers 400 when the same link is followed again', async () => {
    const client = createClient(server.url);
    const account = await registerAndReadMail(client);
    expect((await client.get(`/api/verify-email?token=${account.token}`)).status).toBe(200);
    const replay = await client.get(`/api/verify-email?token=${account.token}`);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ message: INVALID_LINK });
  });

  it('answers 200 alreadyVerified for a second, unused link of an account verified since', async () => {
    // The account gets verified by a password reset (following a reset link proves the address),
    // which leaves the registration link unused.
    const client = createClient(server.url);
    const account = await registerAndReadMail(client);
    expect((await client.post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const resetLink = linkFromMail(await sink.waitFor(account.email), '/reset-password');
    const reset = await client.post('/api/reset-password', { token: tokenFromUrl(resetLink), newPassword: 'Fuses&Breakers9' });
    expect(reset.status).toBe(200);
    expect((await client.post('/api/login', { email: account.email, password: 'Fuses&Breakers9' })).status).toBe(200);

    const res = await client.get(`/api/verify-email?token=${account.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ALREADY_VERIFIED);
  });

  it('answers 400 for an expired link and leaves the account unverified', async () => {
    const client = createClient(server.url);
    const account = await registerAndReadMail(client);
    await queryDb(
      server,
      "UPDATE email_tokens SET expires_at = ? WHERE purpose = 'verify_email' AND user_id = (SELECT id FROM users WHERE email = ?)",
      [isoInThePast(), account.email],
    );
    const res = await client.get(`/api/verify-email?token=${account.token}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_LINK });
    expect((await client.post('/api/login', { email: account.email, password: account.password })).status).toBe(403);
  });

  it('does not accept a password-reset token as a verification token', async () => {
    const client = createClient(server.url);
    const account = await registerAndReadMail(client);
    await client.post('/api/forgot-password', { email: account.email });
    const resetToken = tokenFromUrl(linkFromMail(await sink.waitFor(account.email), '/reset-password'));
    const res = await client.get(`/api/verify-email?token=${resetToken}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_LINK });
    expect((await client.post('/api/login', { email: account.email, password: account.password })).status).toBe(403);
  });
});
