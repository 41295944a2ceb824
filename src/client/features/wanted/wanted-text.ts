import type { WantedItem } from '../../../shared/schemas/wanted.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';

export type AlertMode = WantedItem['alertMode'];

export const ALERT_MODE_LABELS: Record<AlertMode, string> = {
  instant: 'By email at once, and here',
  daily: 'In a daily email, and here',
  off: 'Only here on this page',
};

/** 'Hager · Electrical Components · up to £12.00 · within 10 miles of B1': a wanted item in one line. */
export function describeWanted(item: Pick<WantedItem, 'brand' | 'category' | 'maxPrice' | 'near' | 'radius'>): string {
  const parts = [item.brand, item.category, item.maxPrice ? `up to ${formatListingMoney(item.maxPrice)}` : null];
  if (item.near) parts.push(item.radius ? `within ${item.radius} miles of ${item.near}` : `measured from ${item.near}`);
  return parts.filter(Boolean).join(' · ');
}
