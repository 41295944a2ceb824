import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../src/client/lib/api.ts';
import { buildEstimatedPrice } from '../../../src/shared/pricing.ts';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis.ts';
import type { CreateListingBody } from '../../../src/client/lib/api-bodies.ts';
import { requestAnalysis } from '../../../src/client/lib/analyze-request.ts';
import { uploadPhotos } from '../../../src/client/lib/photos-api.ts';
import { runAnalysisQueue, type AnalysisJob } from '../../../src/client/features/smart-upload/analysis-queue.ts';
import { completeEntry, createEntry } from '../../../src/client/features/smart-upload/entry-updates.ts';
import { firstPhoto, uploadWithRetries } from '../../../src/client/features/smart-upload/photo-upload.ts';
import { saveEntries } from '../../../src/client/features/smart-upload/save-items.ts';
import { toSuggestion } from '../../../src/client/features/smart-upload/suggestions.ts';
import type { UploadEntry } from '../../../src/client/features/smart-upload/upload-types.ts';

/** POST /api/analyze-image's answer in full (the client checks it against AnalysisResultSchema). */
function analysisAnswer(photoId: number): AnalysisResult {
  return {
    suggestedTitle: `Item ${photoId}`,
    suggestedCategory: 'Other',
    description: '',
    confidence: 0.9,
    quantity: 1,
    brandInfo: '',
    material: '',
    size: '',
    technicalSpecs: '',
    condition: 'Good',
    estimatedPrice: buildEstimatedPrice({ retailBaseline: 100, adjustment: 1, condition: 'Good', spread: 0.25, basis: 'a test item' }),
    extracted: {},
    rawText: '',
    needsReview: false,
    provider: 'local',
    photoId,
  };
}

/** What crossed the network: each request's path and its body's raw bytes. */
interface Sent {
  path: string;
  bytes: Uint8Array;
}

/**
 * A stand-in for the server's three calls, speaking their contract: POST /api/photos stores the
 * files of field `photos`, POST /api/analyze-image answers for a known photoId, POST
 * /api/listings takes JSON with photoIds. Every body is read back as the bytes a browser sends.
 */
function fakeServer() {
  const sent: Sent[] = [];
  const stored = new Map<number, Uint8Array>();
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const request = new Request(`http://app${path}`, init);
    const bytes = new Uint8Array(await request.clone().arrayBuffer());
    sent.push({ path, bytes });
    if (path === '/api/photos') {
      const form = await request.formData();
      const refs = [];
      for (const part of form.getAll('photos')) {
        const id = stored.size + 1;
        stored.set(id, new Uint8Array(await (part as Blob).arrayBuffer()));
        refs.push({ id, url: `/uploads/${id}.jpg`, thumbnailUrl: `/uploads/${id}-thumb.jpg` });
      }
      return Response.json(refs, { status: 201 });
    }
    const body = JSON.parse(new TextDecoder().decode(bytes)) as { photoId?: number; photoIds?: number[] };
    if (path === '/api/analyze-image') {
      if (!stored.has(body.photoId!)) return Response.json({ message: 'Photo not found' }, { status: 404 });
      return Response.json(analysisAnswer(body.photoId!));
    }
    if (path === '/api/listings') return Response.json({ id: body.photoIds![0] }, { status: 201 });
    return new Response('not found', { status: 404 });
  });
  return { sent, stored };
}

/** A photo's bytes: random, so they cannot turn up anywhere by chance. */
const photoBytes = (size: number) => Uint8Array.from({ length: size }, () => Math.floor(Math.random() * 256));

function countOccurrences(haystack: Uint8Array, needle: Uint8Array): number {
  const text = Buffer.from(haystack);
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) count++;
  return count;
}

afterEach(() => vi.unstubAllGlobals());

describe('Smart Upload: each photo goes up once, then by id', () => {
  it('uploads, analyses by photoId and saves with photoIds, sending each photo’s bytes exactly once and no base64', async () => {
    const server = fakeServer();
    const photos = [photoBytes(3000), photoBytes(4000), photoBytes(5000)];
    const upload = async (file: { blob: Blob; name: string }) => firstPhoto(await uploadPhotos([file]));
    const noWait = async () => undefined;

    let entries: UploadEntry[] = [];
    const jobs: AnalysisJob[] = [];
    for (const [i, bytes] of photos.entries()) {
      const entry = createEntry(`p${i}.jpg`, 'blob:local', false);
      const outcome = await uploadWithRetries(
        { blob: new Blob([bytes], { type: 'image/jpeg' }), name: `p${i}.jpg` },
        { upload, sleep: noWait },
      );
      if (!outcome.ok) throw new Error(outcome.reason);
      entries.push({ ...entry, photoId: outcome.photo.id, preview: outcome.photo.url });
      jobs.push({ id: entry.id, photoId: outcome.photo.id });
    }

    const summary = await runAnalysisQueue(jobs, {
      isIos: false,
      sleep: noWait,
      now: () => 0,
      random: () => 0,
      isCancelled: () => false,
      analyze: (job) => requestAnalysis({ photoId: job.photoId }),
      onOutcome: (job, outcome) => {
        if (outcome.ok) entries = entries.map((e) => (e.id === job.id ? completeEntry(e, toSuggestion(outcome.result)) : e));
      },
    });
    expect(summary).toMatchObject({ total: 3, succeeded: 3, failed: 0 });
    expect(entries.map((e) => e.details?.title)).toEqual(['Item 1', 'Item 2', 'Item 3']);

    const failed = await saveEntries(entries, 't', (body: CreateListingBody) => apiRequest('POST', '/api/listings', body));
    expect(failed).toEqual([]);

    expect(server.sent.map((s) => s.path)).toEqual([
      '/api/photos',
      '/api/photos',
      '/api/photos',
      '/api/analyze-image',
      '/api/analyze-image',
      '/api/analyze-image',
      '/api/listings',
      '/api/listings',
      '/api/listings',
    ]);
    const listingBodies = server.sent
      .filter((s) => s.path === '/api/listings')
      .map((s) => JSON.parse(new TextDecoder().decode(s.bytes)) as CreateListingBody);
    expect(listingBodies.map((b) => b.photoIds)).toEqual([[1], [2], [3]]);
    // The server got each photo intact, and its bytes crossed the network once, in one request.
    photos.forEach((bytes, i) => expect(server.stored.get(i + 1)).toEqual(bytes));
    for (const bytes of photos) {
      const total = server.sent.reduce((n, s) => n + countOccurrences(s.bytes, bytes), 0);
      expect(total).toBe(1);
      const asBase64 = Buffer.from(bytes).toString('base64').slice(0, 64);
      expect(server.sent.some((s) => Buffer.from(s.bytes).toString('latin1').includes(asBase64))).toBe(false);
    }
    for (const s of server.sent.filter((x) => x.path !== '/api/photos')) {
      expect(s.bytes.length).toBeLessThan(2000);
      expect(new TextDecoder().decode(s.bytes)).not.toMatch(/"image"|base64|data:image/);
    }
  });

  it('fails the analysis of a photo the server no longer has with spec §8’s http error', async () => {
    fakeServer();
    await expect(requestAnalysis({ photoId: 77 })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Failed to analyze image: 404 {"message":"Photo not found"}',
    });
  });
});
