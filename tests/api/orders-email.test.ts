import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import type { Actor } from './helpers/deals.ts';
import { profileBody, registrationBody, tokenFromUrl } from './helpers/factories.ts';
import { makeOrderListing, moveOk, orderNow } from './helpers/orders.ts';
import { linkFromMail, recipients, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/test-server.ts';

let sink: SmtpSink;
let server: TestServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  // SMTP mode: every mail goes through the local sink, so the sent text can be read.
  server = await startTestServer({ SMTP_URL: sink.url, MAIL_OUTBOX_POLL_MS: '200', MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400' });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

/** Registers, follows the mailed verification link, signs in and completes a business profile. */
async function register(firstName: string): Promise<Actor> {
  const client = createClient(server.url);
  const body = registrationBody({ firstName });
  expect((await client.post('/api/register', body)).status).toBe(201);
  const mail = await sink.waitFor(body.email);
  expect((await client.get(`/api/verify-email?token=${tokenFromUrl(linkFromMail(mail, '/verify-email'))}`)).status).toBe(200);
  const login = await client.post<{ token: string }>('/api/login', { email: body.email, password: body.password });
  const profile = await client.post<{ user: Actor['user'] }>(
    '/api/complete-profile',
    profileBody({ firstName, businessName: `${firstName} Trading Ltd` }),
    {
      token: login.body.token,
    },
  );
  expect(profile.status).toBe(200);
  return { email: body.email.toLowerCase(), password: body.password, token: login.body.token, user: profile.body.user, client };
}

describe('order emails', () => {
  it('tell the other side what happened, with the note or reason and a link to the order, whatever the message-email choice', async () => {
    const seller = await register('Priya');
    const buyer = await register('Tom');
    await queryDb(server, 'UPDATE users SET message_emails = 0 WHERE id IN (?, ?)', [seller.user.id, buyer.user.id]);
    const listing = await makeOrderListing(server, seller, {
      quantity: 4,
      price: '40.00',
      handover: 'delivery',
      deliveryPrice: 5,
      vatMode: 'plus_vat',
      title: 'Copper pipe 15mm',
    });

    const order = await orderNow(buyer, { listingId: listing.id, quantity: 2, deliveryAddress: '4 Wharf Road, B4 4DD' });
    const placed = await sink.waitFor(seller.email);
    expect(recipients(placed)).toEqual([seller.email]);
    expect(placed.subject).toBe(`Order ${order.number}: Order placed`);
    // 2 × £40 + £5 delivery = £85, + 20 % VAT = £102.
    expect(placed.text).toContain('Tom Trading Ltd ordered 2 × Copper pipe 15mm (total £102.00).');
    expect(placed.text).toContain(`${TEST_APP_URL}/orders/${order.id}`);

    await moveOk(seller, order.id, 'dispatch', { note: 'DPD 1234 5678' });
    const dispatched = await sink.waitFor(buyer.email);
    expect(dispatched.subject).toBe(`Order ${order.number}: Dispatched`);
    expect(dispatched.text).toContain('Priya Trading Ltd dispatched 2 × Copper pipe 15mm.');
    expect(dispatched.text).toContain('Note: DPD 1234 5678');

    const second = await orderNow(buyer, { listingId: listing.id, quantity: 1, deliveryAddress: '4 Wharf Road, B4 4DD' });
    await sink.waitFor(seller.email);
    await moveOk(seller, second.id, 'cancel', { reason: 'The last one is damaged' });
    const cancelled = await sink.waitFor(buyer.email);
    expect(cancelled.subject).toBe(`Order ${second.number}: Cancelled`);
    expect(cancelled.text).toContain('Priya Trading Ltd cancelled the order for 1 × Copper pipe 15mm.');
    expect(cancelled.text).toContain('Reason: The last one is damaged');
  });
});
