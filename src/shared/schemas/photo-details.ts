import { z } from 'zod';
import { PhotoRefSchema } from './photos.ts';

/** GET /api/photos/{id}: one of the caller's photos, and the item it is on (null for a draft). */
export const PhotoDetailsSchema = PhotoRefSchema.extend({ listingId: z.number().int().positive().nullable() });
export type PhotoDetails = z.infer<typeof PhotoDetailsSchema>;
