/** Money travels as 2-decimal strings and is stored as integer pence (decisions §5). */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function formatPence(pence: number): string {
  return (pence / 100).toFixed(2);
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Digits with a comma every three from the right: 1234567 → 1,234,567. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * £1,234.50, as Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }) writes it
 * (-£3.00 below zero; unit test against Intl). Written out because creating that formatter costs
 * Chromium ~30 ms of main thread (its currency data) on every page that shows a price.
 */
export function formatGbp(pounds: number): string {
  const pence = Math.round(Math.abs(pounds) * 100);
  const whole = groupThousands(String(Math.floor(pence / 100)));
  return `${pounds < 0 && pence > 0 ? '-' : ''}£${whole}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * A count with thousands separators: 1,234. Written out for the same reason as formatGbp: the first
 * Intl formatter a page creates loads Chromium's locale data (16–50 ms of main thread measured on
 * /search, in the module's own evaluation).
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(Math.abs(count));
  const sign = count < 0 && whole > 0 ? '-' : '';
  return `${sign}${groupThousands(String(whole))}`;
}
