import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { listingFields, photo, postListing } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

let server: TestServer;
let user: CreatedUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await createCompleteUser(createClient(server.url));
});
afterAll(async () => server.close());

const TWO_MB = 'x'.repeat(2 * 1024 * 1024);
const count = async (title: string) =>
  Number((await queryDb<{ n: number }>(server, 'SELECT COUNT(*) AS n FROM listings WHERE title = ?', [title]))[0]!.n);

describe('a too-long field: one rule (docs/api.md)', () => {
  it('answers 413 naming the field for a multipart text field over 64 KiB, as for a JSON body over 64 KiB, and stores nothing', async () => {
    const jpeg = await makePhoto('jpeg');
    const res = await postListing(server.url, user.token, listingFields({ title: 'Two megabytes', description: TWO_MB }), [photo(jpeg)]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The field description is too large: a text field may be at most 64 KiB');
    expect(await count('Two megabytes')).toBe(0);

    const json = await createClient(server.url).post('/api/login', { email: 'a@example.co.uk', password: TWO_MB });
    expect(json).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
  });

  it('answers 400 naming the field and its limit within the transport limit', async () => {
    const jpeg = await makePhoto('jpeg');
    const res = await postListing(server.url, user.token, listingFields({ title: 'Long words', description: 'x'.repeat(5001) }), [
      photo(jpeg),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Description.*5,?000/);
    expect(await count('Long words')).toBe(0);
  });

  it('names the field in every text and query field the re-probe found answered with zod’s own words', async () => {
    const client = createClient(server.url);
    const spec = await client.post('/api/analyze-image', { photoId: 1, userSpecs: { title: 'x'.repeat(2001) } }, { token: user.token });
    expect(spec).toMatchObject({ status: 400, body: { message: 'Title must be at most 2000 characters' } });
    // A token is not typed: an over-long one is an invalid link, in the words of the other links.
    const verify = await client.get(`/api/verify-email?token=${'a'.repeat(201)}`);
    expect(verify).toMatchObject({
      status: 400,
      body: { message: 'This verification link is invalid or has expired. Please request a new one.' },
    });
    for (const path of [`/api/public/sellers/${user.user.id}?pageSize=500`, `/api/public/sellers/${user.user.id}/feedback?pageSize=abc`]) {
      expect(await client.get(path), path).toMatchObject({ status: 400, body: { message: 'pageSize is a whole number from 1 to 50' } });
    }
  });

  it('answers a URL and headers over Node’s 16 KiB with 431 and a message, before any route', async () => {
    const res = await createClient(server.url).get(`/api/search?q=${'x'.repeat(17 * 1024)}`);
    expect(res).toMatchObject({ status: 431, body: { message: 'Exceeded maximum allowed HTTP header size' } });
  });
});
