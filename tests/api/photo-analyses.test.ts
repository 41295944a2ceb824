import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../src/shared/schemas/analysis.ts';
import type { PhotoRef } from '../../src/shared/schemas/photos.ts';
import { SPAREBOT_VERSION } from '../../src/server/sparebot/sparebot-version.ts';
import { makePhoto } from '../fixtures/images.ts';
import { createClient, toApiResponse, type ApiClient, type ApiResponse } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createUser } from './helpers/factories.ts';
import { sentPhoto, startVisionStandIn, type VisionStandIn } from './helpers/sparebot.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import type { Selectable } from 'kysely';
import type { PhotoAnalysesTable } from '../../src/server/db/schema.ts';

type Answer = AnalysisResult & { message?: string };
interface FirstLook {
  photoId: number;
  analysis: AnalysisResult | null;
  analyzedAt: string | null;
  message?: string;
}
/** A photo_analyses row as the database returns it (the schema's type, id included). */
type AnalysisRow = Selectable<PhotoAnalysesTable>;

const MODEL = 'stand-in-vision';
const VALVE = { title: 'Pegler brass gate valve 22 mm', category: 'Plumbing Supplies', brand: 'Pegler', confidence: 0.9 };

describe('SpareBot on stored photos (analysis by photoId, stored answers)', () => {
  let standIn: VisionStandIn;
  let server: TestServer;
  let client: ApiClient;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    standIn = await startVisionStandIn();
    standIn.reply = { kind: 'json', content: VALVE };
    server = await startTestServer({
      SPAREBOT_PROVIDER: 'openai',
      SPAREBOT_BASE_URL: standIn.baseUrl,
      SPAREBOT_MODEL: MODEL,
      SPAREBOT_COMBINE_LOCAL: 'false',
      SPAREBOT_MAX_RETRIES: '0',
    });
    client = createClient(server.url);
    token = (await createUser(client)).token;
    otherToken = (await createUser(client)).token;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const analyze = (body: unknown, as = token): Promise<ApiResponse<Answer>> =>
    client.post<Answer>('/api/analyze-image', body, { token: as });
  /** `as: null` sends no session token. */
  const firstLook = (id: number | string, as: string | null = token) =>
    client.get<FirstLook>(`/api/photos/${id}/analysis`, { token: as ?? undefined });
  const visionCalls = () => standIn.requests.length;
  const rowsOf = (photoId: number) =>
    queryDb<AnalysisRow>(server, 'SELECT * FROM photo_analyses WHERE photo_id = ? ORDER BY id', [photoId]);

  /** Uploads photos the way every client now does: once, as files, to POST /api/photos. */
  async function uploadPhotos(...photos: Buffer[]): Promise<PhotoRef[]> {
    const form = new FormData();
    photos.forEach((bytes, i) => form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`));
    const res = await toApiResponse<PhotoRef[]>(
      await fetch(`${server.url}/api/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client.ip },
        body: form,
      }),
    );
    if (res.status !== 201 && res.status !== 200) throw new Error(`upload failed: ${res.status} ${res.text}`);
    return res.body;
  }

  it('analyses a photo uploaded with POST /api/photos by its id, sending the stored copy as it is', async () => {
    const [photo] = await uploadPhotos(await makePhoto('jpeg', 2400, 1800));
    const before = visionCalls();
    const res = await analyze({ photoId: photo!.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.photoId).toBe(photo!.id);
    expect(res.body.suggestedTitle).toBe(VALVE.title);
    expect(res.body.brandInfo).toBe('Pegler');
    expect(visionCalls()).toBe(before + 1);

    // The provider got exactly the stored copy (≤ 1920 px, no metadata), not a second re-encoding of it.
    const stored = await fetch(`${server.url}${photo!.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(stored.status).toBe(200);
    const storedBytes = Buffer.from(await stored.arrayBuffer());
    expect(sentPhoto(standIn.requests.at(-1)!).bytes.equals(storedBytes)).toBe(true);
  });

  it('answers 404 "Photo not found" for another user’s photo and for a photo that does not exist, without calling the provider', async () => {
    const [photo] = await uploadPhotos(await makePhoto('jpeg'));
    const before = visionCalls();
    const theirs = await analyze({ photoId: photo!.id }, otherToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Photo not found');
    const missing = await analyze({ photoId: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Photo not found');
    expect(visionCalls()).toBe(before);
  });

  it('answers 400 with the schema’s messages for a bad photoId or both image and photoId', async () => {
    for (const photoId of [0, -3, 1.5, '7']) {
      const res = await analyze({ photoId });
      expect(res.status, String(photoId)).toBe(400);
      expect(res.body.message).toBe('photoIds must be a list of photo ids');
    }
    const [photo] = await uploadPhotos(await makePhoto('jpeg'));
    const both = await analyze({ photoId: photo!.id, image: (await makePhoto('jpeg')).toString('base64') });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Send either image or photoId, not both');
  });

  it('answers unchanged inputs from the store without calling the provider, and analyses again when a spec changes', async () => {
    const [photo] = await uploadPhotos(await makePhoto('jpeg'));
    const id = photo!.id;
    const first = await analyze({ photoId: id });
    expect(first.status, first.text).toBe(200);
    const afterFirst = visionCalls();

    const again = await analyze({ photoId: id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Blank fields are no specs at all: still the first look, still from the store.
    const blank = await analyze({ photoId: id, specifications: { title: '  ', size: '' } });
    expect(blank.body).toEqual(first.body);
    expect(visionCalls()).toBe(afterFirst);

    const poor = await analyze({ photoId: id, userSpecs: { condition: 'Poor', title: 'Pegler gate valve' } });
    expect(poor.status, poor.text).toBe(200);
    expect(poor.body.condition).toBe('Poor');
    expect(poor.body.suggestedTitle).toBe('Pegler gate valve');
    expect(visionCalls()).toBe(afterFirst + 1);

    // The same specs under the other field name, in another order, with spaces around: the stored answer.
    const same = await analyze({ photoId: id, specifications: { title: ' Pegler gate valve', condition: 'Poor ' } });
    expect(same.body).toEqual(poor.body);
    expect(visionCalls()).toBe(afterFirst + 1);
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it('stores no failure: after a provider error the same request is analysed afresh', async () => {
    const [photo] = await uploadPhotos(await makePhoto('jpeg'));
    standIn.reply = { kind: 'status', status: 500, body: { error: { message: 'internal' } } };
    try {
      const failed = await analyze({ photoId: photo!.id });
      expect(failed.status).toBe(502);
      expect(await rowsOf(photo!.id)).toHaveLength(0);
    } finally {
      standIn.reply = { kind: 'json', content: VALVE };
    }
    const before = visionCalls();
    const retried = await analyze({ photoId: photo!.id });
    expect(retried.status, retried.text).toBe(200);
    expect(visionCalls()).toBe(before + 1);
    expect(await rowsOf(photo!.id)).toHaveLength(1);
  });

  it('answers two identical requests at once, then serves the stored answer', async () => {
    const [photo] = await uploadPhotos(await makePhoto('jpeg'));
    const both = await Promise.all([analyze({ photoId: photo!.id }), analyze({ photoId: photo!.id })]);
    for (const res of both) expect(res.status, res.text).toBe(200);
    const rows = await rowsOf(photo!.id);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    const before = visionCalls();
    expect((await analyze({ photoId: photo!.id })).status).toBe(200);
    expect(visionCalls()).toBe(before);
  });

  it('stores the spec’s base64 photo as a draft photo of the user and answers its photoId', async () => {
    const res = await analyze({ image: (await makePhoto('png', 800, 600)).toString('base64') });
    expect(res.status, res.text).toBe(200);
    const photoId = res.body.photoId!;
    expect(Number.isInteger(photoId)).toBe(true);
    const [row] = await queryDb<{ owner_id: number; listing_id: number | null }>(
      server,
      'SELECT owner_id, listing_id FROM photos WHERE id = ?',
      [photoId],
    );
    const { body: me } = await client.get<{ id: number }>('/api/user', { token });
    expect(row).toEqual({ owner_id: me.id, listing_id: null });

    // It is a photo like any other: analysing it by id again is answered from the store.
    const before = visionCalls();
    const byId = await analyze({ photoId });
    expect(byId.body).toEqual(res.body);
    expect(visionCalls()).toBe(before);
  });

  it('stores each answer with its provider, model, version, input key and timings', async () => {
    const [photo] = await uploadPhotos(await makePhoto('jpeg'));
    const res = await analyze({ photoId: photo!.id, userSpecs: { condition: 'Good', material: '' } });
    expect(res.status, res.text).toBe(200);
    const [row] = await rowsOf(photo!.id);
    const { body: me } = await client.get<{ id: number }>('/api/user', { token });
    expect(row).toMatchObject({ owner_id: me.id, provider: 'openai', model: MODEL, sparebot_version: SPAREBOT_VERSION, ocr_ms: null });
    expect(row!.input_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(row!.user_specs!)).toEqual({ condition: 'Good' });
    const { photoId, ...answer } = res.body;
    expect(photoId).toBe(photo!.id);
    expect(JSON.parse(row!.result)).toEqual(answer);
    expect(row!.vision_ms).toBeGreaterThanOrEqual(0);
    expect(row!.duration_ms).toBeGreaterThanOrEqual(row!.vision_ms!);
    expect(Date.parse(row!.created_at)).not.toBeNaN();
  });

  it('deletes a photo’s stored analyses with the photo', async () => {
    const [photo, kept] = await uploadPhotos(await makePhoto('jpeg'), await makePhoto('png'));
    for (const p of [photo!, kept!]) expect((await analyze({ photoId: p.id })).status).toBe(200);
    await analyze({ photoId: photo!.id, userSpecs: { condition: 'Fair' } });
    expect(await rowsOf(photo!.id)).toHaveLength(2);

    const deleted = await client.delete(`/api/photos/${photo!.id}`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await rowsOf(photo!.id)).toHaveLength(0);
    expect(await rowsOf(kept!.id)).toHaveLength(1);
    expect((await firstLook(photo!.id)).status).toBe(404);
  });

  it('still answers when the photo is deleted while SpareBot looks at it, and stores nothing', async () => {
    const [photo] = await uploadPhotos(await makePhoto('jpeg'));
    let release!: () => void;
    standIn.reply = { kind: 'held', content: VALVE, release: new Promise<void>((resolve) => (release = resolve)) };
    const before = visionCalls();
    try {
      const pending = analyze({ photoId: photo!.id });
      await expect.poll(visionCalls).toBe(before + 1);
      expect((await client.delete(`/api/photos/${photo!.id}`, { token })).status).toBe(200);
      release();
      const res = await pending;
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ photoId: photo!.id, suggestedTitle: VALVE.title });
    } finally {
      release();
      standIn.reply = { kind: 'json', content: VALVE };
    }
    expect(await rowsOf(photo!.id)).toHaveLength(0);
  });

  describe('GET /api/photos/:id/analysis', () => {
    it('answers null before SpareBot has looked, then the first look, which a recalculation does not replace', async () => {
      const [photo] = await uploadPhotos(await makePhoto('jpeg'));
      const before = await firstLook(photo!.id);
      expect(before.status, before.text).toBe(200);
      expect(before.body).toEqual({ photoId: photo!.id, analysis: null, analyzedAt: null });

      const first = await analyze({ photoId: photo!.id });
      await analyze({ photoId: photo!.id, userSpecs: { condition: 'Poor' } });
      const after = await firstLook(photo!.id);
      expect(after.status).toBe(200);
      expect(after.body.photoId).toBe(photo!.id);
      expect(after.body.analysis).toEqual(first.body);
      expect(new Date(after.body.analyzedAt!).toISOString()).toBe(after.body.analyzedAt);
    });

    it('answers 401 without a session and 404 for another user’s photo or an id that is not a positive integer', async () => {
      const [photo] = await uploadPhotos(await makePhoto('jpeg'));
      expect((await firstLook(photo!.id, null)).status).toBe(401);
      const theirs = await firstLook(photo!.id, otherToken);
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('Photo not found');
      for (const id of ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999999']) {
        const res = await firstLook(id);
        expect(res.status, id).toBe(404);
        expect(res.body.message).toBe('Photo not found');
      }
    });
  });
});
