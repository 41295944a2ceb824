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

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function formatGbp(pounds: number): string {
  return GBP.format(pounds);
}

const COUNT = new Intl.NumberFormat('en-GB');

/** A count with thousands separators: 1,234. */
export function formatCount(count: number): string {
  return COUNT.format(count);
}
