import { describe, expect, it } from 'vitest';
import { CreateListingSchema, EditItemSchema, PatchListingSchema, type Listing } from '../../../src/shared/schemas/listings.ts';
import { UserSpecsSchema } from '../../../src/shared/schemas/analysis.ts';
import {
  canSaveListingForm,
  listingToEditItemValues,
  listingToFormValues,
  ListingFormSchema,
  toCreateListingBody,
  toEditItemBody,
  toPatchListingBody,
  toRecalculationSpecs,
  withCondition,
  type ListingFormValues,
} from '../../../src/shared/schemas/listing-form.ts';
import { parseCategoryText } from '../../../src/shared/listing-numbers.ts';

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 7,
    title: 'Hager MCB 32A',
    description: null,
    categoryId: 1,
    category: 'Electrical Components',
    condition: 'Good',
    quantity: 4,
    price: '50.00',
    originalPrice: '12.50',
    retailPrice: '21.55',
    notes: null,
    material: 'Thermoplastic',
    size: null,
    brandInfo: 'Hager',
    technicalSpecs: null,
    images: [],
    thumbnails: [],
    photos: [],
    location: null,
    shipping: null,
    views: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    pricingSourceMetadata: null,
    status: 'private',
    publishedAt: null,
    postcode: null,
    outcode: null,
    handover: null,
    deliveryPrice: null,
    vatMode: null,
    needsLocation: false,
    sparebotNotes: [],
    ...overrides,
  };
}

const values = (overrides: Partial<ListingFormValues> = {}): ListingFormValues => ({ ...listingToFormValues(listing()), ...overrides });

describe('listingToFormValues', () => {
  it('holds every field as text, blanks for nulls', () => {
    expect(listingToFormValues(listing())).toEqual({
      title: 'Hager MCB 32A',
      description: '',
      categoryId: '1',
      condition: 'Good',
      quantity: '4',
      retailPrice: '21.55',
      surplusPrice: '12.50',
      notes: '',
      material: 'Thermoplastic',
      size: '',
      brandInfo: 'Hager',
      technicalSpecs: '',
    });
  });

  it('falls back to the retail baseline, then to blank, when there is no retail column', () => {
    expect(listingToFormValues(listing({ retailPrice: null, pricingSourceMetadata: { retailBaseline: 30 } })).retailPrice).toBe('30.00');
    expect(listingToFormValues(listing({ retailPrice: null, categoryId: null })).retailPrice).toBe('');
    expect(listingToFormValues(listing({ categoryId: null })).categoryId).toBe('');
  });
});

describe('the parse rules (spec §5)', () => {
  it('read unparseable or negative prices as 0, a blank retail price as unknown, and round to the penny', () => {
    const fields = ListingFormSchema.parse(values({ surplusPrice: 'abc', retailPrice: '  ' }));
    expect(fields).toMatchObject({ surplusPrice: 0, retailPrice: null });
    expect(ListingFormSchema.parse(values({ surplusPrice: '-4', retailPrice: ' 12.345 ' }))).toMatchObject({
      surplusPrice: 0,
      retailPrice: 12.35,
    });
  });

  it('read quantities as whole numbers of at least 1, else 1', () => {
    const quantity = (q: string) => ListingFormSchema.parse(values({ quantity: q })).quantity;
    expect([quantity(''), quantity('x'), quantity('0'), quantity('-3'), quantity('2.9'), quantity('12')]).toEqual([1, 1, 1, 1, 2, 12]);
  });

  it('trim text, and read an unknown or blank category as none', () => {
    expect(ListingFormSchema.parse(values({ title: '  MCB  ', notes: ' boxed ' }))).toMatchObject({ title: 'MCB', notes: 'boxed' });
    expect([parseCategoryText(''), parseCategoryText('99'), parseCategoryText('x'), parseCategoryText('12')]).toEqual([
      null,
      null,
      null,
      12,
    ]);
  });

  it('refuse only a blank title, with the spec message', () => {
    const result = ListingFormSchema.safeParse(values({ title: '   ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Title is required');
    expect(canSaveListingForm({ title: '   ' })).toBe(false);
    expect(canSaveListingForm({ title: 'x' })).toBe(true);
  });
});

describe('withCondition (spec §4)', () => {
  it('moves the surplus unit price to retail × the condition factor', () => {
    expect(withCondition(values({ retailPrice: '21.55' }), 'New')).toMatchObject({ condition: 'New', surplusPrice: '17.24' });
    expect(withCondition(values({ retailPrice: '400' }), 'Poor').surplusPrice).toBe('72.00');
    expect(withCondition(values({ retailPrice: '19.99' }), 'Fair').surplusPrice).toBe('7.00');
    expect(withCondition(values({ retailPrice: '100' }), 'Very Good').surplusPrice).toBe('65.00');
  });

  it('uses the default factor for an unknown condition', () => {
    expect(withCondition(values({ retailPrice: '100' }), 'Refurbished').surplusPrice).toBe('58.00');
  });

  it('keeps the surplus when there is no retail price to derive it from', () => {
    expect(withCondition(values({ retailPrice: '', surplusPrice: '12.50' }), 'New')).toMatchObject({
      condition: 'New',
      surplusPrice: '12.50',
    });
  });
});

describe('the request bodies', () => {
  it('PATCH: parsed numbers, metadata as a JSON string, blanks clearing text; valid for PatchListingSchema', () => {
    const fields = ListingFormSchema.parse(
      values({ title: '  MCB  ', quantity: 'x', retailPrice: '25', surplusPrice: 'bad', categoryId: '', notes: '' }),
    );
    const body = toPatchListingBody(fields);
    expect(body).toMatchObject({ title: 'MCB', quantity: 1, retailPrice: 25, originalPrice: 0, categoryId: null, notes: '' });
    expect(JSON.parse(String(body.pricingSourceMetadata))).toEqual({ retailBaseline: 25, surplusPrice: 0, condition: 'Good' });
    expect(PatchListingSchema.parse(body)).toMatchObject({
      title: 'MCB',
      originalPrice: 0,
      retailPrice: 25,
      pricingSourceMetadata: { retailBaseline: 25 },
    });
  });

  it('POST: price is the surplus unit price, blank text is left out, extra metadata and photo ids join; valid for CreateListingSchema', () => {
    const fields = ListingFormSchema.parse(values({ description: ' ', brandInfo: 'Hager', technicalSpecs: '32A type B' }));
    const body = toCreateListingBody(fields, { photoIds: [3, 4], metadata: { source: 'sparebot_smart_upload', aiConfidence: 0.9 } });
    expect(body).toMatchObject({
      price: 12.5,
      retailPrice: 21.55,
      brand: 'Hager',
      specifications: '32A type B',
      photoIds: [3, 4],
      categoryId: 1,
    });
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('size');
    const parsed = CreateListingSchema.parse(body);
    expect(parsed.pricingSourceMetadata).toMatchObject({
      retailBaseline: 21.55,
      surplusPrice: 12.5,
      condition: 'Good',
      source: 'sparebot_smart_upload',
      aiConfidence: 0.9,
    });
  });

  it('PUT: the /edit-item subset, price as a 2-decimal string, the category written back; valid for EditItemSchema', () => {
    const formValues = listingToEditItemValues(listing());
    expect(formValues).toEqual({ title: 'Hager MCB 32A', description: '', price: '50.00', quantity: '4', condition: 'Good' });
    const validated = EditItemSchema.parse({ ...formValues, price: '60.5', quantity: '5' });
    const body = toEditItemBody(validated, 3);
    expect(body).toEqual({ title: 'Hager MCB 32A', description: '', price: '60.50', quantity: 5, condition: 'Good', categoryId: 3 });
    expect(EditItemSchema.parse(body)).toMatchObject({ price: 60.5, categoryId: 3 });
  });

  it('PUT: the screen keeps spec §5’s strict messages rather than the dialogs’ defaults', () => {
    const result = EditItemSchema.safeParse({ ...listingToEditItemValues(listing()), price: '', quantity: '0', condition: '' });
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['price: Price is required', 'quantity: Quantity must be at least 1', 'condition: Condition is required']),
    );
  });

  it('recalculation hints name the category and pass UserSpecsSchema', () => {
    const specs = toRecalculationSpecs(values({ categoryId: '8', size: '5.5 kW' }));
    expect(specs).toMatchObject({ title: 'Hager MCB 32A', category: 'Motors & Drives', condition: 'Good', size: '5.5 kW' });
    expect(UserSpecsSchema.safeParse(specs).success).toBe(true);
    expect(toRecalculationSpecs(values({ categoryId: '' })).category).toBe('');
  });
});
