import { z } from 'zod';

/** At most this many photos per item (and per POST /api/photos request). */
export const MAX_PHOTOS_PER_LISTING = 10;

export const PHOTO_MESSAGES = {
  photoIdsInvalid: 'photoIds must be a list of photo ids',
  tooManyPhotos: `An item can have at most ${MAX_PHOTOS_PER_LISTING} photos`,
  duplicatePhoto: 'The same photo was listed twice',
  photoNotFound: 'Photo not found',
} as const;

export const PhotoIdSchema = z
  .number({ error: PHOTO_MESSAGES.photoIdsInvalid })
  .int(PHOTO_MESSAGES.photoIdsInvalid)
  .positive(PHOTO_MESSAGES.photoIdsInvalid);

/**
 * The ordered photos of an item, by id. JSON bodies send an array of numbers; a multipart form
 * sends one text field holding a JSON array (`[3,4]`) or a comma-separated list (`3,4`).
 */
export const PhotoIdsSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return v;
      }
    }
    return text.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : part));
  },
  z
    .array(PhotoIdSchema, { error: PHOTO_MESSAGES.photoIdsInvalid })
    .max(MAX_PHOTOS_PER_LISTING, PHOTO_MESSAGES.tooManyPhotos)
    .refine((ids) => new Set(ids).size === ids.length, PHOTO_MESSAGES.duplicatePhoto),
);

/** A stored photo as the API returns it: POST /api/photos answers a list of these. */
export const PhotoRefSchema = z.object({
  id: z.number().int().positive(),
  /** The stored copy (JPEG, at most 1920 px, no metadata). */
  url: z.string(),
  /** The 480 px thumbnail. */
  thumbnailUrl: z.string(),
});
export type PhotoRef = z.infer<typeof PhotoRefSchema>;
/** POST /api/photos answers its photos in the order they were sent. */
export const PhotoRefListSchema = z.array(PhotoRefSchema);
