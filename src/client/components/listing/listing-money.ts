import { formatGbp } from '../../../shared/money.ts';
import { readApiMoney } from '../../../shared/listing-numbers.ts';

/** A 2-decimal money string from the API as '£12.50', or '—' when there is none. */
export function formatListingMoney(value: string | null | undefined): string {
  const pounds = readApiMoney(value);
  return pounds === null ? '—' : formatGbp(pounds);
}
