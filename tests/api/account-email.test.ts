import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/messages/account-messages.ts';
import type { AccountActivityResponse } from '../../src/shared/schemas/account.ts';
import { createClient } from './helpers/api-client.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { logIn, registrationBody, STRONG_PASSWORD, tokenFromUrl, uniqueEmail, unknownToken } from './helpers/factories.ts';
import { download } from './helpers/listings.ts';
import { outboxRows, waitForOutboxIdle } from './helpers/outbox.ts';
import { linkFromMail, recipients, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Email changes through real mail (SMTP mode, a local sink): the confirm link to the new address,
 * the "this wasn't me" link to the old one. The log runs at trace level and is searched at the
 * end for every token and password these flows used.
 */

const NEW_PASSWORD = 'Lorry-Gasket#77';

let sink: SmtpSink;
let server: TestServer;
const logLines: string[] = [];
const secrets: Record<string, string> = { password: STRONG_PASSWORD, newPassword: NEW_PASSWORD };
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: sink.url, LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

/** An account whose address is verified through its mailed link, signed in. */
async function verifiedUser(firstName = 'Dave') {
  const client = createClient(server.url);
  const body = registrationBody({ firstName, email: uniqueEmail('change') });
  expect((await client.post('/api/register', body)).status).toBe(201);
  const verify = tokenFromUrl(linkFromMail(await sink.waitFor(body.email), '/verify-email'));
  expect((await client.get(`/api/verify-email?token=${verify}`)).status).toBe(200);
  const token = await logIn(client, body.email, body.password);
  const id = Number((await queryDb<{ id: number }>(server, 'SELECT id FROM users WHERE email = ?', [body.email]))[0]!.id);
  return { client, email: body.email, password: body.password, token, id };
}

/** Asks for the change and returns both links' tokens, as mailed. */
async function requestChange(user: Awaited<ReturnType<typeof verifiedUser>>, newEmail: string) {
  const res = await user.client.post('/api/account/email', { currentPassword: user.password, newEmail }, { token: user.token });
  expect(res.status, res.text).toBe(202);
  const confirmMail = await sink.waitFor(newEmail);
  const noticeMail = await sink.waitFor(user.email);
  const confirm = tokenFromUrl(linkFromMail(confirmMail, '/account/confirm-email'));
  const revert = tokenFromUrl(linkFromMail(noticeMail, '/account/revert-email'));
  secrets[`confirm-${newEmail}`] = confirm;
  secrets[`revert-${newEmail}`] = revert;
  return { res, confirmMail, noticeMail, confirm, revert };
}

describe('POST /api/account/email', () => {
  it('mails a confirm link to the new address and a notice with “this wasn’t me” to the old one; nothing changes yet', async () => {
    const user = await verifiedUser('Priya');
    const newEmail = uniqueEmail('new');
    const { res, confirmMail, noticeMail } = await requestChange(user, newEmail);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.emailChangeSent, devMode: false });

    expect(recipients(confirmMail)).toEqual([newEmail]);
    expect(confirmMail.subject).toBe('Confirm your new SpareStock email address');
    expect(linkFromMail(confirmMail, '/account/confirm-email')).toMatch(
      new RegExp(`^${TEST_APP_URL}/account/confirm-email\\?token=[0-9a-f]{64}$`),
    );
    expect(recipients(noticeMail)).toEqual([user.email]);
    expect(noticeMail.subject).toBe('Your SpareStock email address is being changed');
    expect(noticeMail.text).toContain(newEmail);
    expect(noticeMail.text).toContain('Hello Priya,');

    const me = await user.client.get<{ email: string }>('/api/user', { token: user.token });
    expect(me.body.email).toBe(user.email);
    const activity = await user.client.get<AccountActivityResponse>('/api/account/activity', { token: user.token });
    expect(activity.body.events[0]!.kind).toBe('email_change_requested');
  });

  it('answers 400 for a wrong current password, the same address or a malformed one; 409 for a taken one', async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    const post = (body: Record<string, unknown>) => user.client.post('/api/account/email', body, { token: user.token });
    expect((await post({ currentPassword: 'Wrong#Password1', newEmail: uniqueEmail() })).body).toEqual({
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
    });
    expect((await post({ currentPassword: user.password, newEmail: user.email.toUpperCase() })).body).toEqual({
      message: ACCOUNT_MESSAGES.sameEmail,
    });
    expect((await post({ currentPassword: user.password, newEmail: 'not-an-address' })).body).toEqual({
      message: 'Please enter a valid email address',
    });
    const taken = await post({ currentPassword: user.password, newEmail: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: ACCOUNT_MESSAGES.emailTaken });
    expect(
      (await createClient(server.url).post('/api/account/email', { currentPassword: user.password, newEmail: uniqueEmail() })).status,
    ).toBe(401);
  });
});

describe('POST /api/account/email/confirm', () => {
  it('applies the change once: the new address signs in, the old one does not; the link is then refused', async () => {
    const user = await verifiedUser();
    const newEmail = uniqueEmail('new');
    const { confirm } = await requestChange(user, newEmail);
    const res = await createClient(server.url).post('/api/account/email/confirm', { token: confirm });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.emailChanged, email: newEmail });

    const me = await user.client.get<{ email: string; isEmailVerified: boolean }>('/api/user', { token: user.token });
    expect(me.body).toMatchObject({ email: newEmail, isEmailVerified: true });
    expect(await logIn(createClient(server.url), newEmail, user.password)).toBeTruthy();
    expect((await createClient(server.url).post('/api/login', { email: user.email, password: user.password })).status).toBe(401);

    const again = await createClient(server.url).post('/api/account/email/confirm', { token: confirm });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ACCOUNT_MESSAGES.emailChangeLinkInvalid });
  });

  it('refuses an expired link, an unknown one, a malformed one and one retired by a newer request', async () => {
    const user = await verifiedUser();
    const first = await requestChange(user, uniqueEmail('first'));
    const second = await requestChange(user, uniqueEmail('second'));
    const confirm = (token: string) => createClient(server.url).post('/api/account/email/confirm', { token });
    expect((await confirm(first.confirm)).status).toBe(400);
    expect((await confirm(unknownToken())).status).toBe(400);
    expect((await confirm('abc')).body).toEqual({ message: ACCOUNT_MESSAGES.emailChangeLinkInvalid });
    await queryDb(server, 'UPDATE email_changes SET confirm_expires_at = ? WHERE user_id = ?', [isoInThePast(), user.id]);
    expect((await confirm(second.confirm)).status).toBe(400);
    const me = await user.client.get<{ email: string }>('/api/user', { token: user.token });
    expect(me.body.email).toBe(user.email);
  });

  it('answers 409 when another account took the address after the link was mailed', async () => {
    const user = await verifiedUser();
    const newEmail = uniqueEmail('race');
    const { confirm } = await requestChange(user, newEmail);
    expect((await createClient(server.url).post('/api/register', registrationBody({ email: newEmail }))).status).toBe(201);
    const res = await createClient(server.url).post('/api/account/email/confirm', { token: confirm });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.emailTaken });
  });
});

describe('POST /api/account/email/revert (“this wasn’t me”)', () => {
  it('after a confirmed change: puts the old address back, ends every session, locks the password and mails a reset link', async () => {
    const user = await verifiedUser();
    const newEmail = uniqueEmail('hijack');
    const { confirm, revert } = await requestChange(user, newEmail);
    expect((await createClient(server.url).post('/api/account/email/confirm', { token: confirm })).status).toBe(200);

    const res = await createClient(server.url).post('/api/account/email/revert', { token: revert });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.emailReverted, devMode: false });

    expect((await user.client.get('/api/user', { token: user.token })).status).toBe(401);
    expect((await createClient(server.url).post('/api/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await createClient(server.url).post('/api/login', { email: newEmail, password: user.password })).status).toBe(401);

    const reset = tokenFromUrl(linkFromMail(await sink.waitFor(user.email), '/reset-password'));
    secrets[`reset-${user.email}`] = reset;
    expect((await createClient(server.url).post('/api/reset-password', { token: reset, newPassword: NEW_PASSWORD })).status).toBe(200);
    const token = await logIn(createClient(server.url), user.email, NEW_PASSWORD);
    const activity = await createClient(server.url).get<AccountActivityResponse>('/api/account/activity', { token });
    // The old password was tried after the revert (refused, recorded).
    expect(activity.body.events.map((e) => e.kind).slice(0, 5)).toEqual([
      'sign_in',
      'password_reset',
      'sign_in_failed',
      'email_change_reverted',
      'email_changed',
    ]);

    const again = await createClient(server.url).post('/api/account/email/revert', { token: revert });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ACCOUNT_MESSAGES.revertLinkInvalid });
  });

  it('before confirmation: the confirm link stops working and the address stays', async () => {
    const user = await verifiedUser();
    const { confirm, revert } = await requestChange(user, uniqueEmail('unconfirmed'));
    expect((await createClient(server.url).post('/api/account/email/revert', { token: revert })).status).toBe(200);
    expect((await createClient(server.url).post('/api/account/email/confirm', { token: confirm })).status).toBe(400);
    const rows = await queryDb<{ email: string }>(server, 'SELECT email FROM users WHERE id = ?', [user.id]);
    expect(rows[0]!.email).toBe(user.email);
    await sink.waitFor(user.email);
  });

  it('refuses a link older than 7 days', async () => {
    const user = await verifiedUser();
    const { revert } = await requestChange(user, uniqueEmail('late'));
    await queryDb(server, 'UPDATE email_changes SET revert_expires_at = ? WHERE user_id = ?', [isoInThePast(), user.id]);
    expect((await createClient(server.url).post('/api/account/email/revert', { token: revert })).status).toBe(400);
    expect((await user.client.get('/api/user', { token: user.token })).status).toBe(200);
  });
});

describe('deleting an account (SMTP mode)', () => {
  it('mails the goodbye to the address, then keeps no trace of it in the outbox', async () => {
    const user = await verifiedUser('Ffion');
    const res = await user.client.post('/api/account/delete', { password: user.password, confirm: 'DELETE' }, { token: user.token });
    expect(res.status).toBe(200);
    const mail = await sink.waitFor(user.email);
    expect(mail.subject).toBe('Your SpareStock account has been deleted');
    expect(mail.text).toContain('Hello Ffion,');
    await waitFor(async () => (await outboxRows(server)).every((row) => row.status !== 'pending'), 'the outbox is idle');
    const goodbye = (await outboxRows(server)).filter((row) => row.kind === 'account_deleted');
    expect(goodbye).toHaveLength(1);
    expect(goodbye[0]).toMatchObject({ to_address: '', text_body: '', html_body: '', user_id: null, status: 'sent' });
  });
});

describe('logs (LOG_LEVEL=trace)', () => {
  it('carry no link token, export token or password of these flows', async () => {
    const user = await verifiedUser();
    const change = await user.client.post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      { token: user.token },
    );
    expect(change.status).toBe(200);
    const exported = await user.client.post<{ url: string }>('/api/account/export', undefined, { token: user.token });
    secrets.exportToken = exported.body.url.split('/').pop()!;
    expect((await download(server.url, exported.body.url)).status).toBe(200);
    secrets.sessionToken = user.token;
    await waitForOutboxIdle(server);
    const text = logLines.join('');
    const leaked = Object.entries(secrets).filter(([, secret]) => text.includes(secret));
    expect(leaked.map(([name]) => name)).toEqual([]);
    expect(text).toContain('/api/account/exports/[REDACTED]');
    const events = logLines.map((line) => JSON.parse(line) as { event?: string }).map((line) => line.event);
    for (const event of [
      'auth.email_change_requested',
      'auth.email_changed',
      'auth.email_change_reverted',
      'auth.password_changed',
      'account.exported',
      'account.deleted',
    ]) {
      expect(events).toContain(event);
    }
  });
});
