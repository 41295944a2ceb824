// Loaded on first focus by the search box and the price filter (lib/lazy-resolver.ts): they are on
// the public pages, and zod's full API stays out of those pages' first load (docs/client.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { PriceFilterSchema, SearchBoxSchema } from '../../../shared/schemas/search-inputs.ts';

export const searchBoxResolver = zodResolver(SearchBoxSchema);
export const priceFilterResolver = zodResolver(PriceFilterSchema);
