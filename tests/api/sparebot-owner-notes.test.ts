import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { createListing, photo } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

/** Issue 31 item 2: SpareBot's notes to the owner are not part of the description. */
let server: TestServer;
let client: ApiClient;
let jpeg: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  jpeg = await makePhoto('jpeg', 160, 120);
});
afterAll(async () => server.close());

const NOTE = 'Condition not assessed from the photo; please confirm before listing.';

describe('SpareBot notes to the owner', () => {
  it('are kept apart from the description when an item is saved, and the owner still sees them', async () => {
    const user = await createCompleteUser(client);
    const item = await createListing(server.url, user.token, { description: `Hager MCB 32A. Ratings read from the label: 32 A. ${NOTE}` }, [
      photo(jpeg),
    ]);
    const mine = (await client.get<Listing[]>('/api/user-listings', { token: user.token })).body.find((l) => l.id === item.id);
    expect(mine).toMatchObject({ description: 'Hager MCB 32A. Ratings read from the label: 32 A.', sparebotNotes: [NOTE] });
  });

  it('are stripped when a seller pasted one back and publishes, so no public page or sitemap shows them', async () => {
    const user = await createCompleteUser(client);
    const item = await createListing(server.url, user.token, { description: 'Boxed, never installed.' }, [photo(jpeg)]);
    const patched = await client.patch(
      `/api/listings/${item.id}`,
      { description: `Boxed, never installed. ${NOTE}` },
      { token: user.token },
    );
    expect(patched.status).toBe(200);
    const res = await client.post<Listing>(`/api/listings/${item.id}/publish`, {}, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'live', description: 'Boxed, never installed.', sparebotNotes: [NOTE] });
    const page = await createClient(server.url).get(`/api/public/listings/${item.id}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Condition not assessed');
    const html = await createClient(server.url).get(`/listings/${item.id}`);
    expect(html.text).not.toContain('Condition not assessed');
    const [row] = await queryDb<{ description: string }>(server, 'SELECT description FROM listings WHERE id = ?', [item.id]);
    expect(row!.description).toBe('Boxed, never installed.');
  });
});
