import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createUser, devResetToken, registrationBody, tokenFromUrl, uniqueEmail } from './helpers/factories.ts';
import { linkFromMail, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const PER_ACCOUNT = 3;
const NEW_PASSWORD = 'Lorry-Gasket#77';
const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };

let server: TestServer;
let mailing: TestServer;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  [server, mailing] = await Promise.all([
    startTestServer({ AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT), AUTH_RATE_LIMIT_PER_IP: '100' }),
    startTestServer({ SMTP_URL: sink.url }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), mailing.close()]);
  await sink.close();
});

/** Wrong passwords for `email`, each from a new address, until the account is locked. */
async function lockOut(email: string): Promise<void> {
  for (let i = 0; i < PER_ACCOUNT; i++) {
    expect((await createClient(server.url).post('/api/login', { email, password: 'Wrong#Secret77' })).status).toBe(401);
  }
  const locked = await createClient(server.url).post('/api/login', { email, password: 'Wrong#Secret77' });
  expect(locked).toMatchObject({ status: 429, body: TOO_MANY });
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('POST /api/reset-password', () => {
  it('lifts the sign-in lock on the account from every address: the owner signs in at once', async () => {
    const user = await createUser(createClient(server.url));
    await lockOut(user.email);
    // The right password from yet another address still meets the lock until the reset.
    expect((await createClient(server.url).post('/api/login', { email: user.email, password: user.password })).status).toBe(429);

    const resetter = createClient(server.url);
    const token = await devResetToken(resetter, user.email);
    expect((await resetter.post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    const login = await createClient(server.url).post('/api/login', { email: user.email.toUpperCase(), password: NEW_PASSWORD });
    expect(login.status).toBe(200);

    // Wrong passwords still meet the lockout afterwards (the sign-in above counted too).
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT; i++) {
      statuses.push((await createClient(server.url).post('/api/login', { email: user.email, password: 'Wrong#Secret77' })).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('mails the owner "Your password was reset": when, from where, and what to do if it was not them', async () => {
    const body = registrationBody({ email: uniqueEmail('reset-notice') });
    const client = createClient(mailing.url, '10.9.8.7');
    expect((await client.post('/api/register', body)).status).toBe(201);
    await sink.waitFor(body.email);
    expect((await client.post('/api/forgot-password', { email: body.email })).status).toBe(200);
    const token = tokenFromUrl(linkFromMail(await sink.waitFor(body.email), '/reset-password'));
    const res = await client.post('/api/reset-password', { token, newPassword: NEW_PASSWORD }, { headers: { 'user-agent': UA } });
    expect(res.status).toBe(200);

    const notice = await sink.waitFor(body.email);
    expect(notice.subject).toBe('Your password was reset');
    const text = notice.text ?? '';
    expect(text).toMatch(/reset through the link we emailed you, on \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(UK time\)/);
    expect(text).toContain('Firefox 128 on Linux, from the internet address 10.9.8.7');
    expect(text).toContain('If you did not reset your password');
    expect(text).toContain('/forgot-password');
  });
});

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
