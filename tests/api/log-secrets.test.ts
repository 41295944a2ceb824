import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createUser, registrationBody, STRONG_PASSWORD, tokenFromUrl } from './helpers/factories.ts';
import { queryDb } from './helpers/db.ts';
import { waitForOutboxIdle } from './helpers/outbox.ts';
import { linkFromMail, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * Every link flow driven through the real API and the SPA's page URLs with the log at trace
 * level; then the whole log is searched for each token, password and session token used.
 */

interface LogLine {
  level: number;
  msg?: string;
  event?: string;
  req?: { url?: string };
  [key: string]: unknown;
}

function logCapture() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    parsed: () => lines.map((line) => JSON.parse(line) as LogLine),
  };
}

let sink: SmtpSink;
let server: TestServer;
const smtpLog = logCapture();
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url, LOG_LEVEL: 'trace' }, { logStream: smtpLog.stream });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

function expectNoSecrets(lines: string[], secrets: Record<string, string>): void {
  const text = lines.join('');
  const leaked = Object.entries(secrets).filter(([, secret]) => text.includes(secret) || text.includes(encodeURIComponent(secret)));
  expect(leaked.map(([name]) => name)).toEqual([]);
}

describe('logs (SMTP mode, LOG_LEVEL=trace)', () => {
  it('carry no token, password, session token, authorization or cookie of any link flow, and log each step as an event', async () => {
    const client = createClient(server.url);
    const secrets: Record<string, string> = {};
    const NEW_PASSWORD = 'Fuses&Breakers9';
    const WRONG_PASSWORD = 'Wrong#Secret77';
    secrets.password = STRONG_PASSWORD;
    secrets.newPassword = NEW_PASSWORD;
    secrets.wrongPassword = WRONG_PASSWORD;

    // Register, open the mailed link as a page and through the API.
    const account = registrationBody();
    expect((await client.post('/api/register', account)).status).toBe(201);
    const verifyToken = tokenFromUrl(linkFromMail(await sink.waitFor(account.email), '/verify-email'));
    secrets.verifyToken = verifyToken;
    const page = await client.get(`/verify-email?token=${verifyToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await client.get(`/api/verify-email?token=${verifyToken}`)).status).toBe(200);

    // Resend verification for a second, unverified account; both links (the retired and the new).
    const second = registrationBody();
    expect((await client.post('/api/register', second)).status).toBe(201);
    secrets.firstVerifyToken = tokenFromUrl(linkFromMail(await sink.waitFor(second.email), '/verify-email'));
    expect((await client.post('/api/resend-verification', { email: second.email })).status).toBe(200);
    const resentToken = tokenFromUrl(linkFromMail(await sink.waitFor(second.email), '/verify-email'));
    secrets.resentToken = resentToken;
    expect((await client.get(`/api/verify-email?token=${secrets.firstVerifyToken}`)).status).toBe(400);
    expect((await client.get(`/verify-email?token=${resentToken}&utm_source=mail`)).status).toBe(200);
    expect((await client.get(`/api/verify-email?token=${resentToken}`)).status).toBe(200);

    // Forgot password, open the reset page, set the new password (the token travels in the body).
    expect((await client.post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const resetToken = tokenFromUrl(linkFromMail(await sink.waitFor(account.email), '/reset-password'));
    secrets.resetToken = resetToken;
    expect((await client.get(`/reset-password?token=${resetToken}`)).status).toBe(200);
    expect((await client.post('/api/reset-password', { token: resetToken, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await client.post('/api/reset-password', { token: resetToken, newPassword: NEW_PASSWORD })).status).toBe(400);

    // Sign-ins that fail and one that works, calls with its bearer token, a cookie, then logout.
    expect((await client.post('/api/login', { email: account.email, password: WRONG_PASSWORD })).status).toBe(401);
    expect((await client.post('/api/login', { email: 'nobody.at.all@example.co.uk', password: WRONG_PASSWORD })).status).toBe(401);
    const login = await client.post<{ token: string }>('/api/login', { email: account.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    const session = login.body.token;
    secrets.sessionToken = session;
    secrets.cookie = 'sid=cookie-secret-3f9a1c';
    expect((await client.get('/api/user', { token: session, headers: { cookie: secrets.cookie } })).status).toBe(200);
    expect((await client.patch('/api/profile', { bio: 'Electrical contractor.' }, { token: session })).status).toBe(200);
    expect((await client.get(`/api/user?token=${session}&password=${encodeURIComponent(NEW_PASSWORD)}`, { token: session })).status).toBe(
      200,
    );
    expect((await client.post('/api/logout', undefined, { token: session })).status).toBe(200);
    expect((await client.get('/api/user', { token: session })).status).toBe(401);

    await waitForOutboxIdle(server);
    expectNoSecrets(smtpLog.lines, secrets);

    const lines = smtpLog.parsed();
    // The page requests were logged, with the token cut out of the URL and the rest kept.
    const urls = lines.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toContain('/verify-email?token=[REDACTED]');
    expect(urls).toContain('/verify-email?token=[REDACTED]&utm_source=mail');
    expect(urls).toContain('/reset-password?token=[REDACTED]');
    expect(urls).toContain('/api/user?token=[REDACTED]&password=[REDACTED]');

    const userId = Number((await queryDb<{ id: number }>(server, 'SELECT id FROM users WHERE email = ?', [account.email]))[0]!.id);
    const events = lines.filter((line) => line.event);
    const seen = (event: string, fields: Record<string, unknown> = {}) =>
      events.some((e) => e.event === event && Object.entries(fields).every(([k, v]) => e[k] === v));
    expect(seen('auth.registered', { userId })).toBe(true);
    expect(seen('auth.verification_sent', { userId, via: 'register' })).toBe(true);
    expect(seen('auth.verification_sent', { via: 'resend' })).toBe(true);
    expect(seen('auth.email_verified', { userId, alreadyVerified: false })).toBe(true);
    expect(seen('auth.email_verification_failed', { reason: 'invalid_token' })).toBe(true);
    expect(seen('auth.password_reset_requested', { userId, outcome: 'queued' })).toBe(true);
    expect(seen('auth.password_reset', { userId })).toBe(true);
    expect(seen('auth.password_reset_failed', { reason: 'invalid_token' })).toBe(true);
    expect(seen('auth.login_failed', { userId, reason: 'wrong_password' })).toBe(true);
    expect(seen('auth.login_failed', { reason: 'unknown_account' })).toBe(true);
    expect(seen('auth.login', { userId })).toBe(true);
    expect(seen('auth.logout')).toBe(true);
    // Three verification links (two sign-ups and a resend), the reset link and the notice that the password was reset (issue 26).
    expect(events.filter((e) => e.event === 'mail.sent')).toHaveLength(5);
    // Events are info-level lines tied to their request, and name no address.
    expect(events.filter((e) => e.event?.startsWith('auth.')).every((e) => e.level === 30 && typeof e.reqId === 'string')).toBe(true);
    expect(JSON.stringify(events)).not.toContain(account.email);
  });
});

describe('logs (dev mode)', () => {
  it('log the dev-mode email by its envelope only: the link handed back in the answer is not in the log', async () => {
    const devLog = logCapture();
    const dev = await startTestServer({ LOG_LEVEL: 'trace' }, { logStream: devLog.stream });
    try {
      const client = createClient(dev.url);
      const user = await createUser(client);
      const forgot = await client.post<{ resetUrl: string }>('/api/forgot-password', { email: user.email });
      await queryDb(dev, 'UPDATE users SET is_email_verified = 0 WHERE id = ?', [user.user.id]);
      const resend = await client.post<{ verificationUrl: string }>('/api/resend-verification', { email: user.email });
      const secrets = {
        resetToken: tokenFromUrl(forgot.body.resetUrl),
        verifyToken: tokenFromUrl(resend.body.verificationUrl),
        sessionToken: user.token,
        password: user.password,
      };
      expect((await client.get(`/api/verify-email?token=${secrets.verifyToken}`)).status).toBe(200);
      await waitForOutboxIdle(dev);
      expectNoSecrets(devLog.lines, secrets);
      const devMails = devLog.parsed().filter((line) => line.event === 'mail.dev');
      expect(devMails.map((line) => line.subject).sort()).toEqual([
        'Reset your SpareStock password',
        'Verify your SpareStock email address',
      ]);
      expect(devMails.every((line) => Object.keys(line).every((key) => !/text|html|url|token/i.test(key)))).toBe(true);
    } finally {
      await dev.close();
    }
  });
});
