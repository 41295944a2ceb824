import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiResponse } from './helpers/api-client.ts';
import { act, makeActor, makeLiveListing, openConversation, openOffer, type Actor } from './helpers/deals.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };
const PER_CONVERSATION = 3;
const PER_ACCOUNT = 5;
const REPORTS = 3;
const PUBLIC = 5;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    OFFERS_PER_CONVERSATION_PER_HOUR: String(PER_CONVERSATION),
    OFFERS_PER_ACCOUNT_PER_HOUR: String(PER_ACCOUNT),
    REPORTS_PER_DAY: String(REPORTS),
    PUBLIC_RATE_LIMIT_PER_MINUTE: String(PUBLIC),
    SIGNED_IN_RATE_LIMIT_MULTIPLIER: '2',
    PUBLIC_RATE_LIMIT_EXEMPT_AGENTS: 'Googlebot, bingbot',
    PUBLIC_RATE_LIMIT_EXEMPT_RANGES: '66.249.64.0/19,2001:4860:4801::/48',
  });
});
afterAll(async () => server.close());

/** A signed-in test client makes many public reads in the setup: a fresh address each time keeps them under the limit. */
const actor = () => makeActor(server);

function expectLimited(res: ApiResponse, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(TOO_MANY);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const offer = (buyer: Actor, conversationId: number, price: number) =>
  act(buyer, `/api/conversations/${conversationId}/offers`, { quantity: 1, price });

describe('offers and counter-offers', () => {
  it(`take at most ${PER_CONVERSATION} an hour in one conversation, counter-offers included`, async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id, { quantity: 1, offerPrice: 20 });
    expect((await offer(buyer, detail.id, 21)).status).toBe(201);
    const third = await offer(buyer, detail.id, 22);
    expect(third.status).toBe(201);
    // The seller's counter-offer is the fourth in this conversation.
    expectLimited(await act(seller, `/api/offers/${openOffer(third.body).id}/counter`, { price: 30 }), 3600);
    expectLimited(await offer(buyer, detail.id, 23), 3600);
  });

  it(`take at most ${PER_ACCOUNT} an hour from one account across conversations`, async () => {
    const buyer = await actor();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const listing = await makeLiveListing(server, await actor());
      const detail = await openConversation(buyer, listing.id);
      statuses.push((await offer(buyer, detail.id, 10)).status, (await offer(buyer, detail.id, 11)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('POST /api/reports', () => {
  it(`takes at most ${REPORTS} a day from one account`, async () => {
    const reporter = await actor();
    const targets = await Promise.all(Array.from({ length: REPORTS + 1 }, () => actor()));
    const statuses: number[] = [];
    for (const target of targets) {
      const res = await reporter.client.post(
        '/api/reports',
        { kind: 'user', id: target.user.id, reason: 'prohibited' },
        { token: reporter.token },
      );
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 24 * 3600);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('anonymous search and public pages', () => {
  it(`take ${PUBLIC} a minute from one address, then 429 with Retry-After; another address is not affected`, async () => {
    const anonymous = createClient(server.url);
    for (let i = 0; i < PUBLIC; i++) expect((await anonymous.get(i % 2 ? '/api/search?q=valve' : '/api/search')).status).toBe(200);
    expectLimited(await anonymous.get('/api/search'), 60);
    expectLimited(await anonymous.get('/api/public/listings/1'), 60);
    expectLimited(await anonymous.get('/search?q=valve'), 60);
    // Signed-in calls and built files are not public reads.
    expect((await anonymous.get('/api/health')).status).toBe(200);
    expect((await createClient(server.url).get('/api/search')).status).toBe(200);
  });

  it('count a URL the router reads as a public route the same way (trailing slash, percent-encoding)', async () => {
    const anonymous = createClient(server.url);
    const spellings = ['/api/search/', '/api/%73earch?q=valve', '/%6Dedia/1/x.jpg', '/api/public/listings/1/', '/%61pi/search'];
    for (let i = 0; i < PUBLIC; i++) expect((await anonymous.get(spellings[i]!)).status).not.toBe(429);
    for (const path of spellings) expectLimited(await anonymous.get(path), 60);
  });

  it('give a signed-in user more, counted per account', async () => {
    const user = await actor();
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC * 2 + 1; i++) {
      statuses.push((await createClient(server.url, '10.200.0.1').get('/api/search', { token: user.token })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(PUBLIC * 2);
    expect(statuses.at(-1)).toBe(429);
  });

  it('exempt a listed crawler from a listed range, and only then', async () => {
    const crawler = createClient(server.url, '66.249.66.1');
    for (let i = 0; i < PUBLIC * 3; i++) {
      expect((await crawler.get('/api/search', { headers: { 'user-agent': GOOGLEBOT } })).status).toBe(200);
    }
    const impostor = createClient(server.url, '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC; i++) statuses.push((await impostor.get('/api/search', { headers: { 'user-agent': GOOGLEBOT } })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
