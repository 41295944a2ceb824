import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../src/shared/schemas/listings.ts';
import { buildPatchBody, canSaveDialog, toDialogValues, withCondition } from '../../../src/client/features/inventory/listing-dialog-values.ts';
import { readAiPrices } from '../../../src/client/features/inventory/ai-pricing.ts';
import { stripDataUrlPrefix } from '../../../src/client/features/smart-upload/file-rules.ts';
import { confirmDeleteText } from '../../../src/client/features/inventory/inventory-messages.ts';
import { readAttachmentFileName } from '../../../src/client/lib/content-disposition.ts';

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 7, title: 'Hager MCB 32A', description: null, categoryId: 1, category: 'Electrical Components', condition: 'Good',
    quantity: 4, price: '50.00', originalPrice: '12.50', retailPrice: '21.55', notes: null, material: 'Thermoplastic',
    size: null, brandInfo: 'Hager', technicalSpecs: null, images: [], thumbnails: [], location: null, shipping: null,
    views: 0, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', pricingSourceMetadata: null,
    ...overrides,
  };
}

describe('the edit dialog values', () => {
  it('start from the listing, with the retail baseline when there is no retail column', () => {
    const values = toDialogValues(listing({ retailPrice: null, pricingSourceMetadata: { retailBaseline: 30 } }));
    expect(values).toMatchObject({ title: 'Hager MCB 32A', categoryId: '1', retailPrice: '30.00', surplusPrice: '12.50', quantity: '4', description: '' });
  });

  it('re-derive surplus from retail when the condition changes', () => {
    const values = withCondition(toDialogValues(listing()), 'New');
    expect(values.surplusPrice).toBe('17.24'); // 21.55 × 0.80
  });

  it('build the PATCH body with parsed numbers and metadata as a JSON string', () => {
    const values = { ...toDialogValues(listing()), title: '  MCB  ', quantity: 'x', retailPrice: '25', surplusPrice: 'bad', categoryId: '' };
    const body = buildPatchBody(values);
    expect(body).toMatchObject({ title: 'MCB', quantity: 1, retailPrice: 25, originalPrice: 0, categoryId: null });
    expect(JSON.parse(body.pricingSourceMetadata)).toEqual({ retailBaseline: 25, surplusPrice: 0, condition: 'Good' });
  });

  it('cannot be saved with a blank title', () => {
    expect(canSaveDialog({ ...toDialogValues(listing()), title: '   ' })).toBe(false);
  });
});

describe('AI pricing', () => {
  it('reads retail from the transparency baseline, else the market price', () => {
    const estimate = { surplusPrice: 40, marketPrice: 60, priceTransparency: { retailBaseline: 70, materialAdjusted: 70, surplusDiscount: 42, finalSurplus: 40 } };
    expect(readAiPrices({ estimatedPrice: { ...estimate, min: 1, max: 2, average: 40, currency: 'GBP', reasoning: '' } })).toEqual({ retail: 70, surplus: 40 });
    const noBaseline = JSON.parse('{"estimatedPrice":{"surplusPrice":40,"marketPrice":60}}') as Parameters<typeof readAiPrices>[0];
    expect(readAiPrices(noBaseline)).toEqual({ retail: 60, surplus: 40 });
    expect(readAiPrices({})).toBeNull();
  });

  it('sends base64 without the data: prefix', () => {
    expect(stripDataUrlPrefix('data:image/jpeg;base64,AAAA')).toBe('AAAA');
  });
});

describe('delete confirmation text', () => {
  it('uses the spec wording', () => {
    expect(confirmDeleteText(1)).toBe('Are you sure you want to delete this item?');
    expect(confirmDeleteText(3)).toBe('Are you sure you want to delete 3 items?');
  });
});

describe('readAttachmentFileName', () => {
  it('prefers filename*, then filename, then the fallback, and strips path separators', () => {
    expect(readAttachmentFileName('attachment; filename="sparestock-inventory-2025-01-02.xlsx"', 'x')).toBe('sparestock-inventory-2025-01-02.xlsx');
    expect(readAttachmentFileName("attachment; filename=\"a.csv\"; filename*=UTF-8''st%C3%B6ck.csv", 'x')).toBe('stöck.csv');
    expect(readAttachmentFileName('attachment; filename=../../etc.csv', 'x')).toBe('.._.._etc.csv');
    expect(readAttachmentFileName(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
