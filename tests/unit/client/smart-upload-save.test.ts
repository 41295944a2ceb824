import { describe, expect, it } from 'vitest';
import type { CreateListingBody } from '../../../src/client/lib/api-bodies.ts';
import {
  buildListingBody,
  buildSaveToast,
  checkCanSave,
  checkUploadsDone,
  countUploadFailures,
  saveEntries,
} from '../../../src/client/features/smart-upload/save-items.ts';
import { completeEntry, createEntry } from '../../../src/client/features/smart-upload/entry-updates.ts';
import { toSuggestion } from '../../../src/client/features/smart-upload/suggestions.ts';
import type { UploadEntry } from '../../../src/client/features/smart-upload/upload-types.ts';
import { CreateListingSchema } from '../../../src/shared/schemas/listings.ts';

const analysed = (title: string, photoId: number | undefined, extra: Partial<Parameters<typeof toSuggestion>[0]> = {}): UploadEntry => ({
  ...completeEntry(createEntry(`${title}.jpg`, `/uploads/${title}.jpg`, false), toSuggestion({ suggestedTitle: title, ...extra })),
  photoId,
});

describe('buildListingBody', () => {
  it('sends the surplus unit price, the resolved category id, the pricing metadata and the photo by id', () => {
    const entry = analysed('Siemens motor', 41, {
      suggestedCategory: 'Motors & Drives',
      confidence: 0.9,
      condition: 'Good',
      brandInfo: 'Siemens',
    });
    const body = buildListingBody(
      { ...entry, details: { ...entry.details!, surplusPrice: 12.5, retailPrice: 20, quantity: 3 } },
      '2026-01-01T00:00:00.000Z',
    );
    expect(body).toMatchObject({
      title: 'Siemens motor',
      categoryId: 8,
      condition: 'Good',
      quantity: 3,
      price: 12.5,
      retailPrice: 20,
      brand: 'Siemens',
      photoIds: [41],
    });
    expect(body.pricingSourceMetadata).toEqual({
      retailBaseline: 20,
      surplusPrice: 12.5,
      condition: 'Good',
      aiConfidence: 0.9,
      source: 'sparebot_smart_upload',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(body.notes).toBeUndefined();
    expect(CreateListingSchema.safeParse(body).success).toBe(true);
  });

  it('maps an alias category through resolveCategoryId', () => {
    expect(buildListingBody(analysed('Valve', 3, { suggestedCategory: 'Valves & Fittings' as never }), 't').categoryId).toBe(2);
  });

  it('refuses an entry whose photo never reached the server', () => {
    expect(() => buildListingBody(analysed('Valve', undefined), 't')).toThrow(/no uploaded photo/);
  });
});

describe('saveEntries', () => {
  it('posts every entry in order and returns the ones that failed, to stay on the page', async () => {
    const sent: CreateListingBody[] = [];
    const entries = [analysed('A', 1), analysed('B', 2), analysed('C', 3)];
    const failed = await saveEntries(entries, 't', async (body) => {
      sent.push(body);
      if (body.title === 'B') throw new Error('500: {"message":"boom"}');
    });
    expect(sent.map((b) => b.photoIds)).toEqual([[1], [2], [3]]);
    expect(failed.map((e) => e.details?.title)).toEqual(['B']);
  });
});

describe('save toasts', () => {
  it('refuse to start without a token or without items', () => {
    expect(checkCanSave(false, 3)).toMatchObject({ title: 'Authentication Error', description: 'Please log in again' });
    expect(checkCanSave(true, 0)).toMatchObject({
      title: 'No Items to Process',
      description: 'Please add photos and complete analysis first',
    });
    expect(checkCanSave(true, 1)).toBeNull();
  });

  it('wait for failed uploads to be dealt with, but not for uploads still running', () => {
    const entries = [
      analysed('A', 1),
      { ...analysed('B', undefined), status: 'error' as const },
      { ...analysed('C', undefined), uploading: true },
    ];
    expect(countUploadFailures(entries)).toBe(1);
    expect(checkUploadsDone(1)).toMatchObject({ title: 'Photo upload failed', variant: 'destructive' });
    expect(checkUploadsDone(0)).toBeNull();
  });

  it('report successes and failures, destructive when failures win', () => {
    expect(buildSaveToast(3, 0)).toMatchObject({ title: 'Successfully Added 3 Items', variant: 'success' });
    expect(buildSaveToast(1, 2)).toMatchObject({
      title: 'Successfully Added 1 Item',
      description: '2 item(s) failed to upload.',
      variant: 'destructive',
    });
    expect(buildSaveToast(0, 2)).toMatchObject({
      title: 'Failed to Add Items',
      description: 'Please try again or contact support if the problem persists',
    });
  });
});
