import { describe, expect, it } from 'vitest';
import { PublicListingSchema } from '../../../src/shared/schemas/public-listing.ts';
import { toPublicListing, type PublicListingRow, type PublicPhotoRow } from '../../../src/server/listings/public-listing.ts';

const OWNER_ID = 987_654_321;

/** Values only the seller may see; each is distinctive enough that finding it in the output is a leak. */
const PRIVATE = {
  ownerId: String(OWNER_ID),
  notes: 'PRIVATE-NOTE left over from the Digbeth job',
  metadataSource: 'PRIVATE-METADATA-sparebot-local',
  metadataBaseline: '4321.98',
  retailPence: '7777731',
  retailPounds: '77777.31',
  email: 'private.seller@example.co.uk',
  firstName: 'Privatefirstname',
  lastName: 'Privatelastname',
  businessName: 'Private Business Ltd',
  phone: '07999 123456',
  postcode: 'ZZ9 9ZZ',
  bio: 'PRIVATE-BIO twenty years of sparks',
  passwordHash: '$argon2id$PRIVATE-HASH',
} as const;

const listingRow: PublicListingRow = {
  id: 42,
  owner_id: OWNER_ID,
  title: 'Schneider 32A MCB, type C',
  description: 'Boxed, never installed.',
  category_id: 1,
  condition: 'New',
  quantity: 4,
  unit_price_pence: 1250,
  retail_price_pence: Number(PRIVATE.retailPence),
  notes: PRIVATE.notes,
  material: 'Thermoplastic',
  size: '18 mm',
  brand_info: 'Schneider Electric',
  technical_specs: '32A, type C, 6kA',
  location: 'Birmingham',
  shipping: 'Collection only',
  pricing_source_metadata: JSON.stringify({ retailBaseline: Number(PRIVATE.metadataBaseline), source: PRIVATE.metadataSource }),
  views: 3,
  status: 'live',
  published_at: '2026-01-02T04:00:00.000Z',
  // The item's own full postcode is private: only the outward code may travel.
  postcode: PRIVATE.postcode,
  outcode: 'ZZ9',
  handover: 'collection',
  delivery_price_pence: null,
  needs_location: 0,
  sparebot_notes: 'Condition not assessed from the photo; please confirm before listing.',
  vat_mode: null,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-03T03:04:05.000Z',
};

/** A row as a query joined with its owner might hand it over: the extra columns must not travel. */
const joinedRow = {
  ...listingRow,
  email: PRIVATE.email,
  first_name: PRIVATE.firstName,
  last_name: PRIVATE.lastName,
  business_name: PRIVATE.businessName,
  phone_number: PRIVATE.phone,
  postcode: PRIVATE.postcode,
  bio: PRIVATE.bio,
  password_hash: PRIVATE.passwordHash,
  user_id: OWNER_ID,
};

const photos: PublicPhotoRow[] = [
  {
    id: 7,
    image_key: `users/${OWNER_ID}/0b7f6a52-3c1e-4f0e-9a51-5f1d2c3b4a59.jpg`,
    thumb_key: `users/${OWNER_ID}/0b7f6a52-3c1e-4f0e-9a51-5f1d2c3b4a59-thumb.jpg`,
  },
  { id: 8, image_key: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jpg', thumb_key: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f-thumb.jpg' },
];

describe('toPublicListing', () => {
  const publicListing = toPublicListing(joinedRow, photos);
  const serialised = JSON.stringify(publicListing);

  it.each(Object.entries(PRIVATE))('never carries the private %s', (_name, value) => {
    expect(serialised).not.toContain(value);
  });

  it('carries the listing’s public fields, with the unit price and its photos by URLs that name no owner', () => {
    expect(publicListing).toEqual({
      id: 42,
      title: 'Schneider 32A MCB, type C',
      description: 'Boxed, never installed.',
      categoryId: 1,
      category: 'Electrical Components',
      condition: 'New',
      quantity: 4,
      unitPrice: '12.50',
      brandInfo: 'Schneider Electric',
      material: 'Thermoplastic',
      size: '18 mm',
      technicalSpecs: '32A, type C, 6kA',
      location: 'Birmingham',
      shipping: 'Collection only',
      photos: [
        {
          url: '/media/7/0b7f6a52-3c1e-4f0e-9a51-5f1d2c3b4a59.jpg',
          thumbnailUrl: '/media/7/0b7f6a52-3c1e-4f0e-9a51-5f1d2c3b4a59-thumb.jpg',
        },
        {
          url: '/media/8/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jpg',
          thumbnailUrl: '/media/8/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f-thumb.jpg',
        },
      ],
      createdAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('is exactly the shared PublicListing shape (a strict schema: no field more)', () => {
    expect(PublicListingSchema.parse(publicListing)).toEqual(publicListing);
  });
});
