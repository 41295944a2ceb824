import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { EstimatedPriceSchema } from '../../../src/shared/schemas/analysis.ts';
import { PublicListingSchema, type PublicListing } from '../../../src/shared/schemas/public-listing.ts';
import type { EstimatedPrice } from '../../../src/shared/pricing.ts';

// Type assertions: `npm run typecheck` checks them (tsconfig.tests.json), the runner only loads them.
describe('the shared response schemas', () => {
  it('describe SpareBot’s price exactly as the pricing code builds it', () => {
    expectTypeOf<z.infer<typeof EstimatedPriceSchema>>().toEqualTypeOf<EstimatedPrice>();
    expect(EstimatedPriceSchema.shape.currency.value).toBe('GBP');
  });

  it('give the public listing only the fields chosen for anyone to see', () => {
    // Adding a field to PublicListing means adding it here too: a deliberate, reviewed choice.
    type Allowed =
      | 'id'
      | 'title'
      | 'description'
      | 'categoryId'
      | 'category'
      | 'condition'
      | 'quantity'
      | 'unitPrice'
      | 'brandInfo'
      | 'material'
      | 'size'
      | 'technicalSpecs'
      | 'location'
      | 'shipping'
      | 'photos'
      | 'createdAt';
    expectTypeOf<keyof PublicListing>().toEqualTypeOf<Allowed>();
    expectTypeOf<keyof PublicListing['photos'][number]>().toEqualTypeOf<'url' | 'thumbnailUrl'>();
    expect(Object.keys(PublicListingSchema.shape)).toHaveLength(16);
  });
});
