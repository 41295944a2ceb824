import { describe, expect, it } from 'vitest';
import { readListingFeatures, type ListingMatchRow } from '../../../src/server/wanted/listing-features.ts';
import { buildMatchData, toCriteria, type WantedMatchRow } from '../../../src/server/wanted/wanted-criteria.ts';
import { matchListing } from '../../../src/server/wanted/wanted-matcher.ts';

const listing = (overrides: Partial<ListingMatchRow> = {}) =>
  readListingFeatures({
    id: 1,
    owner_id: 7,
    title: 'Hager MTN132 MCB 32A type B 10kA',
    description: 'Boxed, never installed. Part no. MTN-132',
    brand_info: 'Hager',
    technical_specs: null,
    category_id: 1,
    unit_price_pence: 850,
    outcode: 'B2',
    ...overrides,
  });

function criteria(fields: Partial<Omit<WantedMatchRow, 'ratings' | 'match_data'>> & { ratings?: string[] } = {}) {
  const { ratings = [], ...rest } = fields;
  const words = rest.words ?? '';
  return toCriteria({
    id: 1,
    user_id: 9,
    words,
    category_id: null,
    brand_key: null,
    max_price_pence: null,
    near_outcode: null,
    radius_miles: null,
    ...rest,
    ratings: JSON.stringify(ratings),
    match_data: JSON.stringify(buildMatchData(words, ratings).data),
  });
}

describe('matchListing', () => {
  it('matches on words by prefix, any case; one- and two-letter words whole; codes inside codes', () => {
    expect(matchListing(criteria({ words: 'MCB hag' }), listing())).not.toBeNull();
    expect(matchListing(criteria({ words: 'mcb rcbo' }), listing())).toBeNull();
    expect(matchListing(criteria({ words: 'mt' }), listing())).toBeNull();
    expect(matchListing(criteria({ words: 'mtn132' }), listing())).not.toBeNull();
    expect(matchListing(criteria({ words: 'MTN-132' }), listing())).not.toBeNull();
    expect(matchListing(criteria({ words: 'electrical' }), listing())).not.toBeNull(); // the category's name
  });

  it('holds category, brand (any case) and the highest unit price', () => {
    expect(matchListing(criteria({ category_id: 1, brand_key: 'hager', max_price_pence: 850 }), listing())).not.toBeNull();
    expect(matchListing(criteria({ category_id: 2 }), listing())).toBeNull();
    expect(matchListing(criteria({ brand_key: 'schneider' }), listing())).toBeNull();
    expect(matchListing(criteria({ max_price_pence: 849 }), listing())).toBeNull();
  });

  it('measures distance between outward codes: B1 within 10 miles takes B2, not M1', () => {
    const near = criteria({ words: 'mcb', near_outcode: 'B1', radius_miles: 10 });
    const b2 = matchListing(near, listing());
    expect(b2?.distanceMiles).toBeGreaterThan(0);
    expect(b2?.distanceMiles).toBeLessThan(3);
    expect(matchListing(near, listing({ outcode: 'M1' }))).toBeNull();
    expect(matchListing(near, listing({ outcode: null }))).toBeNull();
    // A place without a radius only measures.
    expect(matchListing(criteria({ words: 'mcb', near_outcode: 'B1' }), listing({ outcode: 'M1' }))?.distanceMiles).toBeGreaterThan(65);
  });

  it('gives one reason per rating; allows one unstated rating, but not the only one', () => {
    expect(matchListing(criteria({ ratings: ['32amp', 'Type B', '≥ 6 kA'] }), listing())?.reasons).toEqual([
      { label: '32 A', ok: true },
      { label: 'Type B', ok: true },
      { label: '≥ 6 kA', ok: true },
    ]);
    const noKa = listing({ title: 'MCB 32A type B' });
    expect(matchListing(criteria({ ratings: ['32 A', 'Type B', '6 kA'] }), noKa)?.reasons.at(-1)).toEqual({ label: '6 kA', ok: false });
    expect(matchListing(criteria({ ratings: ['32 A', '6 kA', 'IP65'] }), noKa)).toBeNull();
    expect(matchListing(criteria({ ratings: ['6 kA'] }), noKa)).toBeNull();
    expect(matchListing(criteria({ ratings: ['32 A', '4.5 kA', '≤ 4.5 kA'] }), listing())).toBeNull();
  });
});
