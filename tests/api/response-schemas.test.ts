import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnalysisResultSchema, PhotoAnalysisStateSchema } from '../../src/shared/schemas/analysis.ts';
import { ApiErrorSchema } from '../../src/shared/schemas/api-error.ts';
import { CategoriesResponseSchema, ListingSchema } from '../../src/shared/schemas/listings.ts';
import { PhotoDetailsSchema } from '../../src/shared/schemas/photo-details.ts';
import { PhotoRefSchema } from '../../src/shared/schemas/photos.ts';
import { InitResponseSchema, LoginResponseSchema, PublicUserSchema, RegisterResponseSchema } from '../../src/shared/schemas/user.ts';
import { makePhoto } from '../fixtures/images.ts';
import { createClient } from './helpers/api-client.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, photo } from './helpers/listings.ts';
import { postPhotos } from './helpers/photos.ts';
import { startVisionStandIn, type VisionStandIn } from './helpers/sparebot.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let standIn: VisionStandIn;
let server: TestServer;
let seller: CreatedUser;
beforeAll(async () => {
  // SpareBot through a local stand-in of a vision service: a real answer without the OCR's cost.
  standIn = await startVisionStandIn();
  standIn.reply = { kind: 'json', content: { title: 'Pegler brass gate valve 22 mm', category: 'Plumbing Supplies' } };
  server = await startTestServer({
    SPAREBOT_PROVIDER: 'openai',
    SPAREBOT_BASE_URL: standIn.baseUrl,
    SPAREBOT_COMBINE_LOCAL: 'false',
    SPAREBOT_MAX_RETRIES: '0',
  });
  seller = await createCompleteUser(createClient(server.url));
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

/**
 * The answer is exactly the shared schema: parsing succeeds, and since zod objects drop fields
 * they do not declare, the parsed copy equals the answer only if it has no field the schema lacks.
 */
function expectShape(schema: z.core.$ZodType, body: unknown): void {
  // z.safeParse takes the full API's schemas and the public answers' zod/mini ones alike.
  const parsed = z.safeParse(schema, body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}

describe('real answers parse with their shared response schemas', () => {
  it('POST /api/register and POST /api/login', async () => {
    const client = createClient(server.url);
    const register = await client.post('/api/register', {
      firstName: 'Dave',
      lastName: 'Sparks',
      email: `shape-${Date.now()}@example.co.uk`,
      password: 'Copper#Valve42',
      confirmPassword: 'Copper#Valve42',
    });
    expect(register.status).toBe(201);
    expectShape(RegisterResponseSchema, register.body);

    const login = await client.post('/api/login', { email: seller.email, password: seller.password });
    expect(login.status).toBe(200);
    expectShape(LoginResponseSchema, login.body);
  });

  it('GET /api/user, POST /api/init and an error', async () => {
    const client = createClient(server.url);
    const user = await client.get('/api/user', { token: seller.token });
    expect(user.status).toBe(200);
    expectShape(PublicUserSchema, user.body);
    expectShape(InitResponseSchema, (await client.post('/api/init')).body);

    const unauthenticated = await client.get('/api/user');
    expect(unauthenticated.status).toBe(401);
    expectShape(ApiErrorSchema, unauthenticated.body);
  });

  it('GET /api/user-listings, GET /api/listings/:id and GET /api/categories', async () => {
    const created = await createListing(server.url, seller.token, { retailPrice: '20.00' }, [photo(await makePhoto('jpeg'))]);
    expectShape(ListingSchema, created);
    const client = createClient(server.url);

    const list = await client.get<unknown[]>('/api/user-listings', { token: seller.token });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const listing of list.body) expectShape(ListingSchema, listing);

    const one = await client.get(`/api/listings/${created.id}`, { token: seller.token });
    expect(one.status).toBe(200);
    expectShape(ListingSchema, one.body);
    expect(ListingSchema.parse(one.body).photos).toHaveLength(1);

    expectShape(CategoriesResponseSchema, (await client.get('/api/categories')).body);
  });

  it('POST /api/photos, GET /api/photos/:id, POST /api/analyze-image by photoId and GET /api/photos/:id/analysis', async () => {
    const uploaded = await postPhotos(server.url, seller.token, [photo(await makePhoto('jpeg'))]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toHaveLength(1);
    for (const ref of uploaded.body) expectShape(PhotoRefSchema, ref);
    const photoId = uploaded.body[0]!.id;
    const client = createClient(server.url);

    const details = await client.get(`/api/photos/${photoId}`, { token: seller.token });
    expect(details.status).toBe(200);
    expectShape(PhotoDetailsSchema, details.body);

    const before = await client.get(`/api/photos/${photoId}/analysis`, { token: seller.token });
    expect(before.status).toBe(200);
    expectShape(PhotoAnalysisStateSchema, before.body);

    const analysis = await client.post('/api/analyze-image', { photoId }, { token: seller.token });
    expect(analysis.status, analysis.text).toBe(200);
    expectShape(AnalysisResultSchema, analysis.body);

    const after = await client.get<{ analysis: unknown }>(`/api/photos/${photoId}/analysis`, { token: seller.token });
    expect(after.status).toBe(200);
    expectShape(PhotoAnalysisStateSchema, after.body);
    expect(after.body.analysis).not.toBeNull();
  });
});
