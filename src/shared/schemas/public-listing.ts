import { z } from 'zod';
import { PUBLIC_SELLER_MAX_PAGE_SIZE, PUBLIC_SELLER_PAGE_SIZE } from './public-listing-answers.ts';

export * from './public-listing-answers.ts';

/** GET /api/public/sellers/:id?page=&pageSize=: the seller's live listings, newest first. */
export const PublicSellerQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PUBLIC_SELLER_MAX_PAGE_SIZE).default(PUBLIC_SELLER_PAGE_SIZE),
});
export type PublicSellerQuery = z.infer<typeof PublicSellerQuerySchema>;
