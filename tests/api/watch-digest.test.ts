import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor, type Actor } from './helpers/deals.ts';
import { makeOrderListing } from './helpers/orders.ts';
import { outboxRows } from './helpers/outbox.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const watch = (actor: Actor, id: number) => actor.client.put(`/api/watchlist/${id}`, undefined, { token: actor.token });
const edit = (seller: Actor, id: number, body: Record<string, unknown>) =>
  seller.client.patch(`/api/listings/${id}`, body, { token: seller.token });
const digests = async (actor: Actor) => (await outboxRows(server, actor.email)).filter((row) => row.kind === 'watch_digest');
/** A day on: the next 07:00 UK cutoff is after everything this test did, and at most a day after it. */
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000);

describe('the watchlist’s daily email', () => {
  it('sums up the day’s changes in one email per watcher, at most once a day, and not to one who turned it off', async () => {
    const seller = await makeActor(server);
    const keen = await makeActor(server);
    const quiet = await makeActor(server);
    const listing = await makeOrderListing(server, seller, { quantity: 3, price: '30.00', title: 'Danfoss valve RA-N 15' });
    expect((await watch(keen, listing.id)).status).toBe(200);
    expect((await watch(quiet, listing.id)).status).toBe(200);
    const off = await quiet.client.patch('/api/watchlist/settings', { mail: false }, { token: quiet.token });
    expect(off.status).toBe(200);

    expect((await edit(seller, listing.id, { originalPrice: 25 })).status).toBe(200);
    expect((await edit(seller, listing.id, { quantity: 1 })).status).toBe(200);
    expect(await digests(keen)).toHaveLength(0); // not before the day's cutoff

    const queued = await server.app.watchDigest.run(tomorrow());
    expect(queued).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await digests(keen);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your watchlist: 2 changes');
    // The outbox blanks a body once it is sent (the dispatcher may already have sent it, as it does
    // at once with Redis), so the body is checked while the row still holds it; the subject stays.
    if (mail!.status !== 'sent') {
      expect(mail!.text_body).toContain('Price drop: Danfoss valve RA-N 15');
      expect(mail!.text_body).toContain('Only one left: Danfoss valve RA-N 15');
      expect(mail!.text_body).toContain(`/listing/${listing.id}`);
    }
    expect(await digests(quiet)).toHaveLength(0);

    // Run again (another instance, or the next 15-minute pass): nothing more that day.
    await server.app.watchDigest.run(tomorrow());
    expect(await digests(keen)).toHaveLength(1);
  });

  it('sends nothing to a watcher whose listings did not change', async () => {
    const seller = await makeActor(server);
    const idle = await makeActor(server);
    const listing = await makeOrderListing(server, seller, { quantity: 3, price: '30.00' });
    expect((await watch(idle, listing.id)).status).toBe(200);
    await server.app.watchDigest.run(tomorrow());
    expect(await digests(idle)).toHaveLength(0);
  });
});
