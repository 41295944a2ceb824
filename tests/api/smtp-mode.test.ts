import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { registrationBody, tokenFromUrl, uniqueEmail } from './helpers/factories.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { outboxRows, waitForOutboxIdle } from './helpers/outbox.ts';
import { linkFromMail, recipients, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';

const FORGOT_SENT = "If an account with this email exists, we've sent a password reset link";
const RESEND_SENT = "If an account with this email exists and still needs verifying, we've sent a new verification link";
/** The default MAIL_FROM, 'SpareStock <no-reply@sparestock.local>', as mailparser reads it. */
const MAIL_FROM = { name: 'SpareStock', address: 'no-reply@sparestock.local' };

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

describe('POST /api/init (SMTP mode)', () => {
  it('answers devMode false', async () => {
    const res = await createClient(server.url).post('/api/init');
    expect(res.body).toMatchObject({ ok: true, devMode: false });
  });
});

describe('POST /api/register (SMTP mode)', () => {
  it('answers 201 requiresVerification true, devMode false, no token, and mails a verification link', async () => {
    const client = createClient(server.url);
    const body = registrationBody({ firstName: 'Priya' });
    const res = await client.post('/api/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: expect.objectContaining({ email: body.email, firstName: 'Priya', isEmailVerified: false, isProfileComplete: false }),
      devMode: false,
      requiresVerification: true,
      message: 'Account created. Please check your email and click the verification link to activate your account.',
    });
    expect(res.body).not.toHaveProperty('token');

    const mail = await sink.waitFor(body.email);
    expect(mail.subject).toBe('Verify your SpareStock email address');
    expect(recipients(mail)).toEqual([body.email]);
    expect(mail.from?.value).toEqual([MAIL_FROM]);
    expect(mail.text).toContain('Hello Priya,');
    const link = linkFromMail(mail, '/verify-email');
    expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/verify-email\\?token=[0-9a-f]{64}$`));
    expect(mail.html).toContain(link);
  });

  it('starts no session: login answers 403 until the address is verified', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    await client.post('/api/register', body);
    await sink.waitFor(body.email);
    const login = await client.post('/api/login', { email: body.email, password: body.password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      message: 'Please verify your email address before signing in',
      requiresVerification: true,
      email: body.email,
    });
  });

  it('still answers 401 (not 403) for a wrong password on an unverified account', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    await client.post('/api/register', body);
    await sink.waitFor(body.email);
    const login = await client.post('/api/login', { email: body.email, password: 'Wrong#Password1' });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'Invalid email or password' });
  });
});

describe('POST /api/resend-verification (SMTP mode)', () => {
  it('mails a new link that works, and retires the older one', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    await client.post('/api/register', body);
    const first = tokenFromUrl(linkFromMail(await sink.waitFor(body.email), '/verify-email'));

    const res = await client.post('/api/resend-verification', { email: body.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESEND_SENT, devMode: false });
    const mail = await sink.waitFor(body.email);
    expect(mail.subject).toBe('Verify your SpareStock email address');
    const second = tokenFromUrl(linkFromMail(mail, '/verify-email'));
    expect(second).not.toBe(first);

    expect((await client.get(`/api/verify-email?token=${first}`)).status).toBe(400);
    const verify = await client.get(`/api/verify-email?token=${second}`);
    expect(verify.status).toBe(200);
    expect(verify.body.alreadyVerified).toBe(false);
    expect((await client.post('/api/login', { email: body.email, password: body.password })).status).toBe(200);
  });

  it('answers the same for an unknown address and a verified one, and mails neither', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    await client.post('/api/register', body);
    const token = tokenFromUrl(linkFromMail(await sink.waitFor(body.email), '/verify-email'));
    expect((await client.get(`/api/verify-email?token=${token}`)).status).toBe(200);

    const nobody = uniqueEmail('nobody');
    const unknown = await client.post('/api/resend-verification', { email: nobody });
    const verified = await client.post('/api/resend-verification', { email: body.email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: RESEND_SENT, devMode: false });
    expect(verified.text).toBe(unknown.text);
    // Nothing was queued for either; and once the outbox has nothing left to send, nothing arrived.
    expect(await outboxRows(server, nobody)).toHaveLength(0);
    expect((await outboxRows(server, body.email)).map((row) => row.kind)).toEqual(['verify_email']);
    await waitForOutboxIdle(server);
    expect(sink.receivedFor(nobody)).toHaveLength(0);
    expect(sink.receivedFor(body.email)).toHaveLength(0);
  });
});

describe('POST /api/forgot-password (SMTP mode)', () => {
  it('mails a reset link (no resetUrl in the answer) whose link sets a new password', async () => {
    const client = createClient(server.url);
    const body = registrationBody({ firstName: 'Tom' });
    await client.post('/api/register', body);
    await sink.waitFor(body.email);

    const res = await client.post('/api/forgot-password', { email: body.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_SENT, devMode: false });
    const mail = await sink.waitFor(body.email);
    expect(mail.subject).toBe('Reset your SpareStock password');
    expect(recipients(mail)).toEqual([body.email]);
    expect(mail.from?.value).toEqual([MAIL_FROM]);
    expect(mail.text).toContain('Hello Tom,');
    const link = linkFromMail(mail, '/reset-password');
    expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/reset-password\\?token=[0-9a-f]{64}$`));

    const reset = await client.post('/api/reset-password', { token: tokenFromUrl(link), newPassword: 'Fuses&Breakers9' });
    expect(reset.status).toBe(200);
    // Following a reset link proves the address, so the account can now sign in.
    const login = await client.post('/api/login', { email: body.email, password: 'Fuses&Breakers9' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ isEmailVerified: true });
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const client = createClient(server.url);
    const nobody = uniqueEmail('nobody');
    const res = await client.post('/api/forgot-password', { email: nobody });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_SENT, devMode: false });
    expect(await outboxRows(server, nobody)).toHaveLength(0);
    await waitForOutboxIdle(server);
    expect(sink.receivedFor(nobody)).toHaveLength(0);
  });

  it('mails at most one reset link per account per minute: simultaneous requests answer alike, one link goes out', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    await client.post('/api/register', body);
    await sink.waitFor(body.email);

    const answers = await Promise.all([1, 2, 3].map(() => createClient(server.url).post('/api/forgot-password', { email: body.email })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.text))).toEqual(new Set([JSON.stringify({ message: FORGOT_SENT, devMode: false })]));
    const link = linkFromMail(await sink.waitFor(body.email), '/reset-password');
    const resets = () =>
      queryDb(server, "SELECT id FROM email_tokens WHERE purpose = 'reset_password' AND user_id = (SELECT id FROM users WHERE email = ?)", [
        body.email,
      ]);
    expect(await resets()).toHaveLength(1);
    expect((await outboxRows(server, body.email)).filter((row) => row.kind === 'reset_password')).toHaveLength(1);

    // A minute later (moved by the clock of the stored link) another request mails a new link.
    await queryDb(
      server,
      "UPDATE email_tokens SET created_at = ? WHERE purpose = 'reset_password' AND user_id = (SELECT id FROM users WHERE email = ?)",
      [isoInThePast(61_000), body.email],
    );
    const later = await client.post('/api/forgot-password', { email: body.email });
    expect(later.text).toBe(answers[0]!.text);
    const newer = linkFromMail(await sink.waitFor(body.email), '/reset-password');
    expect(newer).not.toBe(link);
    expect(await resets()).toHaveLength(2);
    await waitForOutboxIdle(server);
    expect(sink.receivedFor(body.email)).toHaveLength(0);
    const stale = await client.post('/api/reset-password', { token: tokenFromUrl(link), newPassword: 'Fuses&Breakers9' });
    expect(stale.status).toBe(400);
    expect((await client.post('/api/reset-password', { token: tokenFromUrl(newer), newPassword: 'Fuses&Breakers9' })).status).toBe(200);
  });
});
