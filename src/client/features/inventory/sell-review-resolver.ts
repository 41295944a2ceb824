// Loaded on first use by the sell form (see lib/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { SellReviewSchema } from '../../../shared/schemas/sell-review.ts';

export const sellReviewResolver = zodResolver(SellReviewSchema);
