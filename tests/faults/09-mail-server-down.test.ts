import { afterAll, describe, expect, it } from 'vitest';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createClient } from '../api/helpers/api-client.ts';
import { registrationBody } from '../api/helpers/factories.ts';
import { outboxRows, waitForOutboxIdle } from '../api/helpers/outbox.ts';
import { recipients, startDownRelay, startSmtpSink, type SmtpSink } from '../api/helpers/smtp-sink.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { recordFigures } from './helpers/figures.ts';

/**
 * Fault 9: the mail relay is down while people sign up and ask for reset links on two instances
 * sharing one database, and one instance is restarted during the outage. Every answer is the one
 * given with the relay up; once it is back, each mail arrives, exactly once.
 */
const ACCOUNTS = 10;
const FAST_RETRIES = { MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400', MAIL_OUTBOX_POLL_MS: '200' };
const REGISTERED = 'Account created. Please check your email and click the verification link to activate your account.';
const FORGOT = "If an account with this email exists, we've sent a password reset link";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('the mail server down', () => {
  it('changes no answer, and every mail goes out once when it returns', async () => {
    const relay = await startDownRelay();
    cleanups.push(() => relay.release());
    const env = { SMTP_URL: relay.url, ...FAST_RETRIES };
    const first = await startTestServer(env);
    cleanups.push(() => first.close());
    let second: TestServer = await startTestServer(env, { shareDatabaseWith: first });
    // Cleanups run last-in first: the second instance stops before the first drops the database.
    cleanups.push(() => second.stop());

    const emails: string[] = [];
    const answers: Array<{ status: number; message: unknown }> = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const body = registrationBody();
      emails.push(body.email.toLowerCase());
      const instance = i % 2 ? second : first;
      const res = await createClient(instance.url).post('/api/register', body);
      answers.push({ status: res.status, message: res.body.message });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ requiresVerification: true, devMode: false, message: REGISTERED });
      expect(res.body.token).toBeUndefined();
    }
    for (const [i, email] of emails.entries()) {
      const res = await createClient((i % 2 ? first : second).url).post('/api/forgot-password', { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: FORGOT, devMode: false });
    }
    // Each mail has been tried against the dead relay at least once; then one instance restarts.
    await expect
      .poll(async () => (await outboxRows(first)).filter((r) => r.status === 'pending' && r.attempts >= 1).length, {
        timeout: TIMEOUTS.faultCondition,
      })
      .toBe(ACCOUNTS * 2);
    await second.stop();
    second = await startTestServer(env, { shareDatabaseWith: first });

    const relayDownFor = Date.now();
    await relay.release();
    const sink: SmtpSink = await startSmtpSink({ port: relay.port });
    cleanups.unshift(() => sink.close());
    await waitForOutboxIdle(first, TIMEOUTS.faultCondition);
    const deliveredAfterMs = Date.now() - relayDownFor;
    // Every row is marked sent (a sent row is never claimed again) and the relay got each mail once.
    const rows = await outboxRows(first);
    expect(rows.map((r) => r.status)).toEqual(Array(ACCOUNTS * 2).fill('sent'));
    expect(sink.messages).toHaveLength(ACCOUNTS * 2);
    for (const email of emails) {
      const mails = sink.messages.filter((m) => recipients(m).includes(email)).map((m) => m.subject);
      expect(mails.sort(), email).toHaveLength(2);
      expect(new Set(mails).size, email).toBe(2);
    }
    recordFigures('09-mail-server-down', {
      accounts: ACCOUNTS,
      mails: sink.messages.length,
      attemptsBeforeRelayReturned: rows.reduce((sum, r) => sum + r.attempts, 0) - rows.length,
      deliveredAllWithinMs: deliveredAfterMs,
      answers: [...new Set(answers.map((a) => `${a.status} ${String(a.message)}`))],
    });
  });
});
