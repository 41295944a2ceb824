import { z } from 'zod';
import { asComponent } from './api-components.ts';
import { MoneyTextSchema } from './listings.ts';

/** A photo as anyone may see it: its stored copy and thumbnail, by URLs that name no owner. */
export const PublicPhotoSchema = z.strictObject({
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type PublicPhoto = z.infer<typeof PublicPhotoSchema>;

/**
 * A listing as the marketplace shows it to anyone (built by `toPublicListing` on the server).
 * Never the seller's notes, pricing metadata, retail price or any owner detail (email, names,
 * phone, postcode, bio, ids): a field joins this list only by a deliberate change here, which the
 * type test in tests/unit/shared/response-schemas.test.ts makes visible.
 */
export const PublicListingSchema = asComponent(
  z.strictObject({
    id: z.number().int().positive(),
    title: z.string(),
    description: z.string().nullable(),
    categoryId: z.number().int().nullable(),
    category: z.string().nullable(),
    condition: z.string(),
    quantity: z.number().int(),
    /** Surplus price per unit, in pounds ('12.50'). */
    unitPrice: MoneyTextSchema,
    brandInfo: z.string().nullable(),
    material: z.string().nullable(),
    size: z.string().nullable(),
    technicalSpecs: z.string().nullable(),
    location: z.string().nullable(),
    shipping: z.string().nullable(),
    photos: z.array(PublicPhotoSchema),
    /** ISO-8601 UTC. */
    createdAt: z.string(),
  }),
  'PublicListing',
);
export type PublicListing = z.infer<typeof PublicListingSchema>;
