import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
import { generateSessionToken, hashToken } from '../../src/server/auth/session-tokens.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { act, contactSeller, makeLiveListing, moveBack, openConversation, readThread, type Actor } from './helpers/deals.ts';
import { profileBody, registrationBody, tokenFromUrl, type RegisterOverrides } from './helpers/factories.ts';
import { outboxRows, waitForOutboxIdle } from './helpers/outbox.ts';
import { linkFromMail, recipients, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

let sink: SmtpSink;
let server: TestServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  // SMTP mode: accounts start unverified and every mail goes through the local SMTP sink.
  server = await startTestServer({ SMTP_URL: sink.url, MAIL_OUTBOX_POLL_MS: '200', MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400' });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

/** Registers (unverified), optionally follows the mailed link, and returns a session either way. */
async function register(overrides: RegisterOverrides = {}, verify = true): Promise<Actor> {
  const client = createClient(server.url);
  const body = registrationBody(overrides);
  expect((await client.post('/api/register', body)).status).toBe(201);
  const mail = await sink.waitFor(body.email);
  let token: string;
  if (verify) {
    expect((await client.get(`/api/verify-email?token=${tokenFromUrl(linkFromMail(mail, '/verify-email'))}`)).status).toBe(200);
    const login = await client.post<{ token: string }>('/api/login', { email: body.email, password: body.password });
    token = login.body.token;
  } else {
    // SMTP mode signs nobody in before verification; a session made directly stands for one that outlived it.
    token = generateSessionToken();
    const [user] = await queryDb<{ id: number }>(server, 'SELECT id FROM users WHERE email = ?', [body.email]);
    const now = new Date().toISOString();
    await queryDb(server, 'INSERT INTO sessions (user_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)', [
      Number(user!.id),
      hashToken(token),
      new Date(Date.now() + 3_600_000).toISOString(),
      now,
    ]);
  }
  const profile = await client.post<{ user: Actor['user'] }>(
    '/api/complete-profile',
    profileBody({ firstName: overrides.firstName ?? 'Dave' }),
    { token },
  );
  expect(profile.status).toBe(200);
  return { email: body.email, password: body.password, token, user: profile.body.user, client };
}

/** The conversation emails queued for an address so far (whatever their state). */
async function conversationMails(email: string) {
  return (await outboxRows(server, email)).filter((row) => row.kind === 'conversation');
}

describe('who may contact a seller', () => {
  it('refuses a buyer whose email address is not verified (403)', async () => {
    const seller = await register();
    const listing = await makeLiveListing(server, seller);
    const buyer = await register({}, false);
    expect(buyer.user.isEmailVerified).toBe(false);
    const res = await contactSeller(buyer, { listingId: listing.id, message: 'Hi', quantity: 1 });
    expect(res).toMatchObject({ status: 403, body: { message: DEALS_MESSAGES.verifiedEmailRequired } });
    expect(await queryDb(server, 'SELECT id FROM conversations WHERE buyer_id = ?', [buyer.user.id])).toEqual([]);
  });
});

describe('message emails', () => {
  it('emails the other side once for messages in quick succession, with a link to the thread and no address of the sender', async () => {
    const seller = await register({ firstName: 'Sandra' });
    const buyer = await register({ firstName: 'Bill' });
    const listing = await makeLiveListing(server, seller, { title: 'ABB 4-pole contactor' });
    const detail = await openConversation(buyer, listing.id, { message: 'Is this still available?' });

    const mail = await sink.waitFor(seller.email);
    expect(recipients(mail)).toEqual([seller.email]);
    expect(mail.subject).toBe('New message about ABB 4-pole contactor');
    expect(mail.text).toContain('Hello Sandra,');
    expect(mail.text).toContain('Sparks Electrical Ltd sent you a message about ABB 4-pole contactor.');
    expect(mail.text).toContain(`${TEST_APP_URL}/messages/${detail.id}`);
    expect(mail.html).toContain(`${TEST_APP_URL}/messages/${detail.id}`);
    for (const part of [mail.text ?? '', mail.html || '', JSON.stringify(mail.headers)]) {
      expect(part).not.toContain(buyer.email);
      // The message itself stays on SpareStock.
      expect(part).not.toContain('Is this still available?');
    }

    await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Could collect tomorrow' });
    await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 30 });
    await waitForOutboxIdle(server);
    expect(await conversationMails(seller.email)).toHaveLength(1);
    expect(sink.receivedFor(seller.email)).toHaveLength(0);
    // Nothing goes to the buyer about their own messages.
    expect(await conversationMails(buyer.email)).toHaveLength(0);
  });

  it('emails again once the recipient has read the thread, or 10 minutes after the last email while still unread', async () => {
    const seller = await register();
    const buyer = await register();
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id);
    await sink.waitFor(seller.email);

    // Read: the next message emails at once.
    expect((await readThread(seller, detail.id)).status).toBe(200);
    await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Are you there?' });
    await sink.waitFor(seller.email);
    expect(await conversationMails(seller.email)).toHaveLength(2);

    // Unread, inside the window: nothing.
    await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Hello?' });
    await waitForOutboxIdle(server);
    expect(await conversationMails(seller.email)).toHaveLength(2);

    // Unread, the last email 10 minutes ago: another.
    await moveBack(server, 'conversations', 'seller_emailed_at', 'id = ?', [detail.id], 10 * 60_000);
    await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Last try' });
    await sink.waitFor(seller.email);
    expect(await conversationMails(seller.email)).toHaveLength(3);
  });

  it('tells the buyer of a counter-offer and an acceptance by the same rule', async () => {
    const seller = await register();
    const buyer = await register({ firstName: 'Priya' });
    const listing = await makeLiveListing(server, seller, { title: 'Pegler gate valve', quantity: 4 });
    const detail = await openConversation(buyer, listing.id, { quantity: 2, offerPrice: 30 });
    expect((await sink.waitFor(seller.email)).text).toContain('Sparks Electrical Ltd made an offer on Pegler gate valve: 2 × £30.00.');

    const countered = await act(seller, `/api/offers/${detail.offers[0]!.id}/counter`, { price: 34 });
    const counterMail = await sink.waitFor(buyer.email);
    expect(counterMail.subject).toBe('New message about Pegler gate valve');
    expect(counterMail.text).toContain('Hello Priya,');
    expect(counterMail.text).toContain('made a counter-offer on Pegler gate valve: 2 × £34.00.');

    await readThread(seller, detail.id);
    const counterId = countered.body.offers.find((o) => o.status === 'open')!.id;
    await act(buyer, `/api/offers/${counterId}/accept`);
    expect((await sink.waitFor(seller.email)).text).toContain('agreed a deal on Pegler gate valve: 2 × £34.00.');
  });

  it('sends nothing to a user who turned message emails off', async () => {
    const seller = await register();
    const buyer = await register();
    const off = await seller.client.patch('/api/profile', { messageEmails: false }, { token: seller.token });
    expect(off.body.messageEmails).toBe(false);
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id, { offerPrice: 20 });
    await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Hello?' });
    await waitForOutboxIdle(server);
    expect(await conversationMails(seller.email)).toHaveLength(0);
    expect(sink.receivedFor(seller.email)).toHaveLength(0);
    // The buyer still hears back.
    await act(seller, `/api/conversations/${detail.id}/messages`, { message: 'Yes, still here' });
    await sink.waitFor(buyer.email);
  });

  it('answers at once whether or not the mail server is up; the mail follows', async () => {
    const seller = await register();
    const buyer = await register();
    const listing = await makeLiveListing(server, seller);
    sink.rejecting = true;
    try {
      const detail = await openConversation(buyer, listing.id);
      expect(detail.messages).toHaveLength(1);
      await waitFor(() => sink.rejected > 0, 'the relay refused the mail');
    } finally {
      sink.rejecting = false;
    }
    // The outbox retries: once the relay is back, the mail arrives.
    expect((await sink.waitFor(seller.email)).subject).toMatch(/^New message about /);
    await waitForOutboxIdle(server);
    expect((await conversationMails(seller.email)).map((row) => [row.status, row.attempts > 1])).toEqual([['sent', true]]);
  });
});
