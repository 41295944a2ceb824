import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makePhoto } from '../fixtures/images.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createUser } from './helpers/factories.ts';
import { photo } from './helpers/listings.ts';
import { uploadDrafts } from './helpers/photos.ts';
import { startVisionStandIn, type VisionStandIn } from './helpers/sparebot.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

interface FeedbackDbRow {
  id: number;
  owner_id: number;
  listing_id: number | null;
  photo_id: number | null;
  analysis_id: number | null;
  provider: string;
  suggested: string;
  kept: string;
  ocr_tokens: string;
  kept_category: string | null;
  kept_brand: string | null;
}

const VALVE = {
  title: 'Pegler brass gate valve 22 mm',
  category: 'Plumbing Supplies',
  brand: 'Pegler',
  confidence: 0.9,
  condition: 'Good',
  retailPriceGbp: 40,
  technicalSpecs: 'Size: 22 mm; Pressure rating: PN16',
  visibleText: 'PEGLER PN16 22mm GATE VALVE',
};

describe('SpareBot feedback: what it suggested and what the owner kept', () => {
  let standIn: VisionStandIn;
  let server: TestServer;
  let client: ApiClient;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    standIn = await startVisionStandIn();
    standIn.reply = { kind: 'json', content: VALVE };
    server = await startTestServer({
      SPAREBOT_PROVIDER: 'openai',
      SPAREBOT_BASE_URL: standIn.baseUrl,
      SPAREBOT_MODEL: 'stand-in-vision',
      SPAREBOT_COMBINE_LOCAL: 'false',
      SPAREBOT_MAX_RETRIES: '0',
    });
    client = createClient(server.url);
    const user = await createUser(client);
    token = user.token;
    userId = user.user.id;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const rowsFor = (listingId: number) =>
    queryDb<FeedbackDbRow>(server, 'SELECT * FROM sparebot_feedback WHERE listing_id = ?', [listingId]);

  async function analysedPhoto(): Promise<number> {
    const [draft] = await uploadDrafts(server.url, token, [photo(await makePhoto('jpeg', 1200, 900))]);
    const res = await client.post('/api/analyze-image', { photoId: draft!.id }, { token });
    expect(res.status, res.text).toBe(200);
    return draft!.id;
  }

  async function create(body: Record<string, unknown>): Promise<Listing> {
    const res = await client.post<Listing>('/api/listings', { categoryId: 2, condition: 'Good', quantity: 1, ...body }, { token });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  it('stores SpareBot’s first look and what the owner saved when an item is made from an analysed photo', async () => {
    const photoId = await analysedPhoto();
    const listing = await create({
      photoIds: [photoId],
      title: 'Pegler 22mm gate valve (boxed)',
      brandInfo: 'Pegler',
      price: 20,
      retailPrice: 40,
      technicalSpecs: VALVE.technicalSpecs,
    });

    const [row] = await rowsFor(listing.id);
    expect(row).toMatchObject({
      owner_id: userId,
      photo_id: photoId,
      provider: 'openai',
      kept_category: 'Plumbing Supplies',
      kept_brand: 'Pegler',
    });
    expect(row!.analysis_id).toEqual(expect.any(Number));
    expect(JSON.parse(row!.suggested)).toMatchObject({
      title: VALVE.title,
      category: 'Plumbing Supplies',
      brand: 'Pegler',
      condition: 'Good',
      specs: VALVE.technicalSpecs,
    });
    expect(JSON.parse(row!.kept)).toEqual({
      title: 'Pegler 22mm gate valve (boxed)',
      category: 'Plumbing Supplies',
      brand: 'Pegler',
      condition: 'Good',
      price: 20,
      retailPrice: 40,
      specs: VALVE.technicalSpecs,
    });
    // The words and codes of the text SpareBot read, for the learned priors.
    expect(row!.ocr_tokens.split(' ')).toEqual(expect.arrayContaining(['PEGLER', 'PN16', 'GATE', 'VALVE']));
  });

  it('updates what was kept when the owner edits the item, keeping one row', async () => {
    const listing = await create({ photoIds: [await analysedPhoto()], title: VALVE.title, brandInfo: 'Pegler', price: 18 });
    const res = await client.patch<Listing>(
      `/api/listings/${listing.id}`,
      { title: 'Pegler gate valve', categoryId: 1, brandInfo: 'Pegler Yorkshire' },
      { token },
    );
    expect(res.status, res.text).toBe(200);

    const rows = await rowsFor(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kept_category: 'Electrical Components', kept_brand: 'Pegler Yorkshire' });
    expect(JSON.parse(rows[0]!.kept)).toMatchObject({ title: 'Pegler gate valve', category: 'Electrical Components' });
    expect(JSON.parse(rows[0]!.suggested)).toMatchObject({ title: VALVE.title });
  });

  it('stores nothing for an item whose photos SpareBot never analysed', async () => {
    const [draft] = await uploadDrafts(server.url, token, [photo(await makePhoto('jpeg', 800, 600))]);
    const listing = await create({ photoIds: [draft!.id], title: 'Copper elbows, bag of 50', price: 10 });
    expect(await rowsFor(listing.id)).toEqual([]);
  });

  it('keeps what was learned when the item is deleted', async () => {
    const listing = await create({ photoIds: [await analysedPhoto()], title: VALVE.title, price: 15 });
    const [row] = await rowsFor(listing.id);
    const res = await client.delete(`/api/listings/${listing.id}`, { token });
    expect(res.status, res.text).toBe(200);
    const [after] = await queryDb<FeedbackDbRow>(server, 'SELECT * FROM sparebot_feedback WHERE id = ?', [row!.id]);
    expect(after).toMatchObject({ listing_id: null, kept_category: 'Plumbing Supplies' });
  });
});
