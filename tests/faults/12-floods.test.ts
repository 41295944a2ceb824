import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { act, makeActor, makeLiveListing, openConversation } from '../api/helpers/deals.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { recordFigures } from './helpers/figures.ts';

/**
 * Fault 12: floods on loopback, bounded in count and time, with the default limits. One address
 * sends 1,500 anonymous searches (20 at a time): PUBLIC_RATE_LIMIT_PER_MINUTE (600) are answered,
 * the rest get 429 with Retry-After (or 503 from load shedding, when the CPU is saturated: on a
 * busy 2-core machine the flood itself can push the event loop past under-pressure's limit), and
 * other addresses are still served. One buyer sends 60
 * offers in a row (the probe's flood): OFFERS_PER_CONVERSATION_PER_HOUR (10) are taken.
 */
const SEARCHES = 1500;
const AT_ONCE = 20;
const PUBLIC_PER_MINUTE = 600;
const OFFERS = 60;
const OFFERS_PER_CONVERSATION = 10;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => server?.close());

/** Runs `work` for 0 … count − 1, `limit` at a time. */
async function pooled<T>(count: number, limit: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('floods', () => {
  it(`answers ${PUBLIC_PER_MINUTE} of ${SEARCHES} anonymous searches from one address, 429 to the rest; others are still served`, async () => {
    const flooder = createClient(server.url, '198.51.100.7');
    const retryAfters = new Set<string>();
    const started = performance.now();
    const statuses = await pooled(SEARCHES, AT_ONCE, async (i) => {
      const res = await flooder.get(`/api/search?q=valve${i % 7}`);
      if (res.status === 429) retryAfters.add(res.headers.get('retry-after') ?? '');
      return res.status;
    });
    const seconds = (performance.now() - started) / 1000;
    const counts = tally(statuses);
    expect(Object.keys(counts).filter((s) => !['200', '429', '503'].includes(s))).toEqual([]);
    // A window can end mid-flood (it started with the first search): at most two windows' worth.
    expect(counts[200] ?? 0).toBeLessThanOrEqual(2 * PUBLIC_PER_MINUTE);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(SEARCHES - 2 * PUBLIC_PER_MINUTE - (counts[503] ?? 0));
    expect(counts[429]).toBeGreaterThan(0);
    expect([...retryAfters].every((v) => Number(v) >= 1 && Number(v) <= 60)).toBe(true);
    const other = createClient(server.url, '198.51.100.8');
    let otherStatus = 0;
    // The neighbour is served once the flood has passed (a 503 is load shed, not a limit).
    for (let tries = 0; tries < 20 && otherStatus !== 200; tries++) otherStatus = (await other.get('/api/search?q=valve')).status;
    expect(otherStatus).toBe(200);
    recordFigures('12-search-flood', { searches: SEARCHES, atOnce: AT_ONCE, limit: PUBLIC_PER_MINUTE, answers: counts, seconds });
  });

  it(`takes ${OFFERS_PER_CONVERSATION} of ${OFFERS} offers in a row in one conversation and stores no more`, async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeLiveListing(server, seller);
    const detail = await openConversation(buyer, listing.id);
    const started = performance.now();
    const statuses: number[] = [];
    for (let i = 0; i < OFFERS; i++)
      statuses.push((await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 20 + i / 100 })).status);
    const seconds = (performance.now() - started) / 1000;
    const counts = tally(statuses);
    expect(counts).toEqual({ 201: OFFERS_PER_CONVERSATION, 429: OFFERS - OFFERS_PER_CONVERSATION });
    const stored = await queryDb<{ n: number }>(server, 'SELECT COUNT(*) AS n FROM offers WHERE conversation_id = ?', [detail.id]);
    expect(Number(stored[0]!.n)).toBe(OFFERS_PER_CONVERSATION);
    recordFigures('12-offer-flood', { offers: OFFERS, limit: OFFERS_PER_CONVERSATION, answers: counts, seconds });
  });
});
