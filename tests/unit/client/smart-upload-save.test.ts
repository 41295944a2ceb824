import { describe, expect, it } from 'vitest';
import { buildListingFields, buildSaveToast, checkCanSave } from '../../../src/client/features/smart-upload/save-items.ts';
import { completeEntry, createEntry } from '../../../src/client/features/smart-upload/entry-updates.ts';
import { toSuggestion } from '../../../src/client/features/smart-upload/suggestions.ts';
import { CreateListingSchema } from '../../../src/shared/schemas/listings.ts';

describe('buildListingFields', () => {
  it('sends the surplus unit price, the resolved category id and the pricing metadata', () => {
    const entry = completeEntry(
      createEntry('motor.jpg', 'data:x', false),
      toSuggestion({ suggestedTitle: 'Siemens motor', suggestedCategory: 'Motors & Drives', confidence: 0.9, condition: 'Good', brandInfo: 'Siemens' }),
    );
    const fields = buildListingFields({ ...entry, details: { ...entry.details!, surplusPrice: 12.5, retailPrice: 20, quantity: 3 } }, '2026-01-01T00:00:00.000Z');
    expect(fields).toMatchObject({ title: 'Siemens motor', categoryId: '8', condition: 'Good', quantity: '3', price: '12.50', retailPrice: '20.00', brand: 'Siemens' });
    expect(JSON.parse(fields.pricingSourceMetadata!)).toEqual({
      retailBaseline: 20, surplusPrice: 12.5, condition: 'Good', aiConfidence: 0.9, source: 'sparebot_smart_upload', timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(fields).not.toHaveProperty('notes');
    expect(CreateListingSchema.safeParse(fields).success).toBe(true);
  });

  it('maps an alias category through resolveCategoryId', () => {
    const entry = completeEntry(createEntry('v.jpg', 'data:x', false), toSuggestion({ suggestedTitle: 'Valve', suggestedCategory: 'Valves & Fittings' as never }));
    expect(buildListingFields(entry, 't').categoryId).toBe('2');
  });
});

describe('save toasts', () => {
  it('refuse to start without a token or without items', () => {
    expect(checkCanSave(false, 3)).toMatchObject({ title: 'Authentication Error', description: 'Please log in again' });
    expect(checkCanSave(true, 0)).toMatchObject({ title: 'No Items to Process', description: 'Please add photos and complete analysis first' });
    expect(checkCanSave(true, 1)).toBeNull();
  });

  it('report successes and failures, destructive when failures win', () => {
    expect(buildSaveToast(3, 0)).toMatchObject({ title: 'Successfully Added 3 Items', variant: 'success' });
    expect(buildSaveToast(1, 2)).toMatchObject({ title: 'Successfully Added 1 Item', description: '2 item(s) failed to upload.', variant: 'destructive' });
    expect(buildSaveToast(0, 2)).toMatchObject({ title: 'Failed to Add Items', description: 'Please try again or contact support if the problem persists' });
  });
});
