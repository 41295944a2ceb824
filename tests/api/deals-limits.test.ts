import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
import { act, contactSeller, makeActor, makeLiveListing, moveBack, openConversation, type Actor } from './helpers/deals.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let server: TestServer;
let seller: Actor;
beforeAll(async () => {
  // Lowered limits: 3 new conversations a day and 5 messages an hour; 1 and 2 for accounts under 7 days old.
  server = await startTestServer({
    CONVERSATIONS_PER_DAY: '3',
    MESSAGES_PER_HOUR: '5',
    NEW_ACCOUNT_CONVERSATIONS_PER_DAY: '1',
    NEW_ACCOUNT_MESSAGES_PER_HOUR: '2',
  });
  seller = await makeActor(server);
});
afterAll(async () => server.close());

/** An account registered 8 days ago: past the new-account limits. */
async function establishedActor(): Promise<Actor> {
  const user = await makeActor(server);
  await moveBack(server, 'users', 'created_at', 'id = ?', [user.user.id], 8 * DAY);
  return user;
}

function expectLimited(res: { status: number; body: unknown; headers: Headers }, message: string, maxSeconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('safety limits per account', () => {
  it('a new account may start 1 conversation a day and send 2 messages an hour', async () => {
    const buyer = await makeActor(server);
    const [first, second] = [await makeLiveListing(server, seller), await makeLiveListing(server, seller)];
    const detail = await openConversation(buyer, first.id);
    expectLimited(
      await contactSeller(buyer, { listingId: second.id, message: 'Hi', quantity: 1 }),
      DEALS_MESSAGES.tooManyConversations,
      24 * 3600,
    );

    expect((await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Second' })).status).toBe(201);
    const third = await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Third' });
    expectLimited(third, DEALS_MESSAGES.tooManyMessages, 3600);
    // Joining the existing conversation is a message too, not a new conversation.
    expectLimited(await contactSeller(buyer, { listingId: first.id, message: 'Again', quantity: 1 }), DEALS_MESSAGES.tooManyMessages, 3600);
    // Offers are not messages.
    expect((await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 30 })).status).toBe(201);

    // An hour later the messages have left the window; a day later the conversation has.
    await moveBack(server, 'conversation_messages', 'created_at', 'sender_id = ?', [buyer.user.id], HOUR);
    expect((await act(buyer, `/api/conversations/${detail.id}/messages`, { message: 'Later' })).status).toBe(201);
    await moveBack(server, 'conversations', 'created_at', 'buyer_id = ?', [buyer.user.id], DAY);
    expect((await contactSeller(buyer, { listingId: second.id, message: 'Hi', quantity: 1 })).status).toBe(201);
  });

  it('an account over 7 days old may start 3 a day and send 5 an hour', async () => {
    const buyer = await establishedActor();
    const listings = [];
    for (let i = 0; i < 4; i++) listings.push(await makeLiveListing(server, seller));
    const opened = [];
    for (const listing of listings.slice(0, 3)) opened.push(await openConversation(buyer, listing.id));
    expectLimited(
      await contactSeller(buyer, { listingId: listings[3]!.id, message: 'Hi', quantity: 1 }),
      DEALS_MESSAGES.tooManyConversations,
      24 * 3600,
    );

    expect((await act(buyer, `/api/conversations/${opened[0]!.id}/messages`, { message: '4th' })).status).toBe(201);
    expect((await act(buyer, `/api/conversations/${opened[1]!.id}/messages`, { message: '5th' })).status).toBe(201);
    expectLimited(
      await act(buyer, `/api/conversations/${opened[2]!.id}/messages`, { message: '6th' }),
      DEALS_MESSAGES.tooManyMessages,
      3600,
    );
    // The seller's own budget is separate.
    expect((await act(seller, `/api/conversations/${opened[2]!.id}/messages`, { message: 'Reply' })).status).toBe(201);
  });

  it('counts from the database, so requests at once cannot slip past a limit', async () => {
    const buyer = await makeActor(server);
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => act(buyer, `/api/conversations/${detail.id}/messages`, { message: `Quick ${n}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 429, 429, 429]);
  });
});
