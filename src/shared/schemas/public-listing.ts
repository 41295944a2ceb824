import { z } from 'zod';
import { pageNumber } from './page-number.ts';
import { PUBLIC_SELLER_MAX_PAGE_SIZE, PUBLIC_SELLER_PAGE_SIZE } from './public-listing-answers.ts';

export * from './public-listing-answers.ts';

const PAGE_MAX = 10_000;

/** GET /api/public/sellers/:id?page=&pageSize=: the seller's live listings, newest first. */
export const PublicSellerQuerySchema = z.strictObject({
  page: pageNumber('page', PAGE_MAX).default(1),
  pageSize: pageNumber('pageSize', PUBLIC_SELLER_MAX_PAGE_SIZE).default(PUBLIC_SELLER_PAGE_SIZE),
});
export type PublicSellerQuery = z.infer<typeof PublicSellerQuerySchema>;
