import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createUser, tokenFromUrl, uniqueEmail } from './helpers/factories.ts';
import { queryDb } from './helpers/db.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';

/** Dev mode = no SMTP_URL: nothing is mailed, the links come back in the answers. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const FORGOT_SENT = "If an account with this email exists, we've sent a password reset link";
const RESEND_SENT = "If an account with this email exists and still needs verifying, we've sent a new verification link";

const EMAIL_VALIDATION: Array<[unknown, string]> = [
  [{}, 'Please enter your email address'],
  [{ email: '' }, 'Please enter your email address'],
  [{ email: '   ' }, 'Please enter your email address'],
  [{ email: null }, 'Please enter your email address'],
  [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  [{ email: 'dave@example' }, 'Please enter a valid email address'],
  [{ email: 'dave@example.co.uk', extra: 1 }, 'Unknown field: extra'],
];

describe('POST /api/init', () => {
  it('answers ok with devMode true and the support address', async () => {
    const res = await createClient(server.url).post('/api/init');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, devMode: true, supportEmail: 'support@sparestock.co.uk' });
  });
});

describe('POST /api/forgot-password (dev mode)', () => {
  it('answers the same message for an existing and an unknown address, with resetUrl only for the existing one', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const existing = await client.post('/api/forgot-password', { email: user.email });
    const unknown = await client.post('/api/forgot-password', { email: uniqueEmail('nobody') });
    expect(existing.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(existing.body).toEqual({ message: FORGOT_SENT, devMode: true, resetUrl: expect.any(String) });
    expect(existing.body.resetUrl).toMatch(new RegExp(`^${TEST_APP_URL}/reset-password\\?token=[0-9a-f]{64}$`));
    expect(unknown.body).toEqual({ message: FORGOT_SENT, devMode: true });
  });

  it('finds the account whatever the case of the address', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.post('/api/forgot-password', { email: ` ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body.resetUrl).toMatch(/reset-password\?token=[0-9a-f]{64}$/);
  });

  it.each(EMAIL_VALIDATION)('rejects %j with 400 and the spec message', async (body, message) => {
    const res = await createClient(server.url).post('/api/forgot-password', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});

describe('POST /api/resend-verification (dev mode)', () => {
  it('answers the same for an existing (already verified) and an unknown address, without a link', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    expect(user.user.isEmailVerified).toBe(true);
    const existing = await client.post('/api/resend-verification', { email: user.email });
    const unknown = await client.post('/api/resend-verification', { email: uniqueEmail('nobody') });
    expect(existing.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(existing.body).toEqual({ message: RESEND_SENT, devMode: true });
    expect(unknown.body).toEqual(existing.body);
  });

  it('hands back a working verificationUrl for an account that still needs verifying', async () => {
    // An account left unverified (e.g. created while SMTP was configured); dev mode cannot create one.
    const client = createClient(server.url);
    const user = await createUser(client);
    await queryDb(server, 'UPDATE users SET is_email_verified = 0 WHERE id = ?', [user.user.id]);
    const res = await client.post<{ verificationUrl: string }>('/api/resend-verification', { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESEND_SENT, devMode: true, verificationUrl: expect.any(String) });
    expect(res.body.verificationUrl).toMatch(new RegExp(`^${TEST_APP_URL}/verify-email\\?token=[0-9a-f]{64}$`));
    const verify = await client.get(`/api/verify-email?token=${tokenFromUrl(res.body.verificationUrl)}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({
      message: 'Email verified successfully! You can now log in to your SpareStock account.',
      alreadyVerified: false,
    });
    const me = await client.get('/api/user', { token: user.token });
    expect(me.body.isEmailVerified).toBe(true);
  });

  it.each(EMAIL_VALIDATION)('rejects %j with 400 and the spec message', async (body, message) => {
    const res = await createClient(server.url).post('/api/resend-verification', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});
