import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { registrationBody, tokenFromUrl, uniqueEmail } from './helpers/factories.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { outboxRows, waitForOutboxIdle, type OutboxRow } from './helpers/outbox.ts';
import { linkFromMail, startDownRelay, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Account mail goes through the database outbox: what a user is promised holds whether or not
 * the mail relay is up, and a mail is delayed by an outage or a restart, never lost or doubled.
 * The relay is the SMTP sink, started late, stopped, or refusing on purpose.
 */

const REGISTERED = 'Account created. Please check your email and click the verification link to activate your account.';
/** Quick retries so an outage of a few hundred milliseconds is enough. */
const FAST_RETRIES = { MAIL_RETRY_BASE_MS: '50', MAIL_RETRY_MAX_MS: '200', MAIL_OUTBOX_POLL_MS: '200' };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A server pointed at a mail relay that is down; `relayUp()` starts a working one on its port. */
async function startWithRelayDown(env: Record<string, string> = {}) {
  const down = await startDownRelay();
  cleanups.push(() => down.release());
  const smtpEnv = { SMTP_URL: down.url, ...FAST_RETRIES, ...env };
  const server = await startTestServer(smtpEnv);
  cleanups.push(() => server.close());
  const relay: { sink?: SmtpSink } = {};
  const relayUp = async () => {
    await down.release();
    relay.sink = await startSmtpSink({ port: down.port });
    cleanups.unshift(() => relay.sink!.close()); // closed after the servers
    return relay.sink;
  };
  return { server, smtpEnv, relayUp };
}

async function register(client: ApiClient) {
  const body = registrationBody();
  const res = await client.post('/api/register', body);
  return { body, res };
}

/** Waits until the mail to `to` has been tried (and failed) at least `attempts` times. */
async function waitForAttempts(server: TestServer, to: string, attempts = 1): Promise<OutboxRow> {
  let row: OutboxRow | undefined;
  await waitFor(async () => {
    row = (await outboxRows(server, to)).at(-1);
    return Boolean(row && row.status === 'pending' && row.attempts >= attempts && row.last_error && !row.locked_until);
  }, `${attempts} failed attempt(s) for ${to}`);
  return row!;
}

describe('POST /api/register with the mail relay down', () => {
  it('answers 201 exactly as with the relay up, keeps the account, and mails the link once the relay is back', async () => {
    const { server, relayUp } = await startWithRelayDown();
    const client = createClient(server.url);
    const down = await register(client);
    expect(down.res.status).toBe(201);
    expect(down.res.body).toEqual({
      user: expect.objectContaining({ email: down.body.email, isEmailVerified: false }),
      devMode: false,
      requiresVerification: true,
      message: REGISTERED,
    });
    // The account is there (403 "verify first", not 401), with its mail queued and tried.
    expect(await queryDb(server, 'SELECT id FROM users WHERE email = ?', [down.body.email])).toHaveLength(1);
    expect((await client.post('/api/login', { email: down.body.email, password: down.body.password })).status).toBe(403);
    const waiting = await waitForAttempts(server, down.body.email);
    expect(waiting).toMatchObject({ status: 'pending', kind: 'verify_email', sent_at: null });

    const sink = await relayUp();
    const up = await register(client);
    expect(up.res.status).toBe(down.res.status);
    const shape = (body: Record<string, unknown>) => ({ ...body, user: Object.keys(body.user as object).sort() });
    expect(shape(up.res.body)).toEqual(shape(down.res.body));

    const mail = await sink.waitFor(down.body.email);
    const verify = await client.get(`/api/verify-email?token=${tokenFromUrl(linkFromMail(mail, '/verify-email'))}`);
    expect(verify.status).toBe(200);
    expect((await client.post('/api/login', { email: down.body.email, password: down.body.password })).status).toBe(200);

    await sink.waitFor(up.body.email);
    await waitForOutboxIdle(server);
    expect(sink.receivedFor(down.body.email)).toHaveLength(0); // exactly one: waitFor took it
    const [sent] = await outboxRows(server, down.body.email);
    expect(sent).toMatchObject({ status: 'sent', text_body: '', html_body: '', locked_until: null });
    expect(sent!.attempts).toBeGreaterThanOrEqual(2);
    expect(sent!.sent_at).toEqual(expect.any(String));
  });
});

describe('POST /api/forgot-password and /api/resend-verification with the relay up or down', () => {
  it('answer byte for byte the same for a known and an unknown address, and the mail queued while down arrives later', async () => {
    const { server, relayUp } = await startWithRelayDown();
    const sink = await relayUp();
    const accounts = await Promise.all([1, 2].map(() => register(createClient(server.url))));
    for (const { body } of accounts) await sink.waitFor(body.email);
    const [upAccount, downAccount] = accounts.map((a) => a.body.email) as [string, string];

    const ask = async (email: string) => ({
      forgot: await createClient(server.url).post('/api/forgot-password', { email }),
      resend: await createClient(server.url).post('/api/resend-verification', { email }),
    });
    const upKnown = await ask(upAccount);
    const upUnknown = await ask(uniqueEmail('nobody'));
    await sink.waitFor(upAccount);
    await sink.waitFor(upAccount);
    await sink.close();
    const downKnown = await ask(downAccount);
    const downUnknown = await ask(uniqueEmail('nobody'));

    for (const route of ['forgot', 'resend'] as const) {
      const answers = [upKnown, upUnknown, downKnown, downUnknown].map((a) => a[route]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((res) => res.text)).size).toBe(1);
      expect(new Set(answers.map((res) => res.headers.get('content-length'))).size).toBe(1);
    }

    await waitForAttempts(server, downAccount);
    const back = await relayUp();
    const subjects = [(await back.waitFor(downAccount)).subject, (await back.waitFor(downAccount)).subject].sort();
    expect(subjects).toEqual(['Reset your SpareStock password', 'Verify your SpareStock email address']);
  });
});

describe('mail outbox', () => {
  it('a mail queued by a server that stops is sent by the next server on the same database', async () => {
    const { server, smtpEnv, relayUp } = await startWithRelayDown();
    const { body } = await register(createClient(server.url));
    await waitForAttempts(server, body.email);
    await server.stop();

    const sink = await relayUp();
    const restarted = await startTestServer(smtpEnv, { shareDatabaseWith: server });
    cleanups.push(() => restarted.close());
    const mail = await sink.waitFor(body.email);
    expect(linkFromMail(mail, '/verify-email')).toMatch(/token=[0-9a-f]{64}$/);
    await waitForOutboxIdle(restarted);
    expect(sink.receivedFor(body.email)).toHaveLength(0);
    expect((await outboxRows(restarted, body.email)).map((row) => row.status)).toEqual(['sent']);
  });

  it('retries with doubling delays, recording each attempt, and gives up after MAIL_MAX_ATTEMPTS with an error log', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    sink.rejecting = true;
    const lines: string[] = [];
    const env = { SMTP_URL: sink.url, MAIL_RETRY_BASE_MS: '60', MAIL_RETRY_MAX_MS: '60000', MAIL_MAX_ATTEMPTS: '4', LOG_LEVEL: 'info' };
    const server = await startTestServer(env, { logStream: { write: (line) => void lines.push(line) } });
    cleanups.push(() => server.close());
    const { body, res } = await register(createClient(server.url));
    expect(res.status).toBe(201);

    // While it waits, the row says when it was tried and when it will be tried again.
    const waiting = await waitForAttempts(server, body.email);
    expect(Date.parse(waiting.next_attempt_at) - Date.parse(waiting.last_attempt_at!)).toBe(60 * 2 ** (waiting.attempts - 1));

    await waitFor(async () => (await outboxRows(server, body.email))[0]?.status === 'failed', 'the mail is given up');
    const [failed] = await outboxRows(server, body.email);
    expect(failed).toMatchObject({ attempts: 4, text_body: '', html_body: '', sent_at: null, locked_until: null });
    expect(failed!.last_error).toContain('451');
    expect(sink.rejected).toBe(4);
    expect(sink.receivedFor(body.email)).toHaveLength(0);

    const events = lines.map(
      (line) => JSON.parse(line) as { event?: string; level: number; retryInMs?: number; attempts?: number; outboxId?: number },
    );
    expect(events.filter((e) => e.event === 'mail.retry').map((e) => e.retryInMs)).toEqual([60, 120, 240]);
    const given = events.filter((e) => e.event === 'mail.failed');
    expect(given).toEqual([expect.objectContaining({ level: 50, attempts: 4, outboxId: failed!.id })]);
    expect(lines.join('\n')).not.toContain(body.email);
  });

  it('two app instances on one database send each mail exactly once', async () => {
    const { server, smtpEnv, relayUp } = await startWithRelayDown();
    const second = await startTestServer(smtpEnv, { shareDatabaseWith: server });
    cleanups.push(() => second.close());
    const emails: string[] = [];
    for (const instance of [server, second, server, second, server, second]) {
      emails.push((await register(createClient(instance.url))).body.email);
    }
    for (const email of emails) await waitForAttempts(server, email);

    const sink = await relayUp();
    await waitForOutboxIdle(server);
    for (const email of emails) expect(sink.receivedFor(email)).toHaveLength(1);
    expect(sink.messages).toHaveLength(emails.length);
    expect((await outboxRows(server)).map((row) => row.status)).toEqual(emails.map(() => 'sent'));
  });

  it('drops a link mail whose link expired before it could be sent', async () => {
    const { server, relayUp } = await startWithRelayDown();
    const { body } = await register(createClient(server.url));
    await waitForAttempts(server, body.email);
    await queryDb(server, 'UPDATE email_outbox SET expires_at = ? WHERE to_address = ?', [isoInThePast(), body.email]);

    const sink = await relayUp();
    await waitFor(async () => (await outboxRows(server, body.email))[0]?.status === 'expired', 'the mail is dropped');
    expect((await outboxRows(server, body.email))[0]).toMatchObject({ text_body: '', html_body: '', sent_at: null });
    // Another account's mail goes through meanwhile, so the relay really was reachable.
    const other = await register(createClient(server.url));
    await sink.waitFor(other.body.email);
    expect(sink.receivedFor(body.email)).toHaveLength(0);
  });

  it('a newer link drops the unsent mail of the older one: after an outage only the working link arrives', async () => {
    // A mail being tried is not cancelled (its send may be under way): retries a second apart, so
    // the resend lands between two tries (with 50 ms ones a slow request raced the next try).
    const { server, relayUp } = await startWithRelayDown({ MAIL_RETRY_BASE_MS: '1000', MAIL_RETRY_MAX_MS: '1000' });
    const client = createClient(server.url);
    const { body } = await register(client);
    await waitForAttempts(server, body.email);
    expect((await client.post('/api/resend-verification', { email: body.email })).status).toBe(200);
    expect((await outboxRows(server, body.email)).map((row) => row.status)).toEqual(['cancelled', 'pending']);

    const sink = await relayUp();
    const mail = await sink.waitFor(body.email);
    await waitForOutboxIdle(server);
    expect(sink.receivedFor(body.email)).toHaveLength(0);
    const verify = await client.get(`/api/verify-email?token=${tokenFromUrl(linkFromMail(mail, '/verify-email'))}`);
    expect(verify.status).toBe(200);
    expect(verify.body.alreadyVerified).toBe(false);
  });
});
