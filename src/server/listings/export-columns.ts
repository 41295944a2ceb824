import { findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence } from '../../shared/money.ts';
import { lookupOutcode } from '../search/outcodes.ts';
import type { ListingRow } from './listings.repository.ts';

/** The spec's nine columns in its order, then the extra ones of decisions §7. */
export const EXPORT_COLUMNS = [
  'Item Title',
  'Category',
  'Condition',
  'Quantity',
  'Purchase Price',
  'Location',
  'Notes',
  'Date Added',
  'Views',
  'Unit Surplus Price',
  'Retail Unit Price',
  'Brand',
  'Material',
  'Size',
  'Technical Specs',
  'Listing Location',
  'Live',
] as const;

/** Where the listing says it is, as its public page shows it: "Birmingham (B1)"; empty until published. */
function listingPlace(outcode: string | null): string {
  if (!outcode) return '';
  const area = lookupOutcode(outcode)?.area;
  return area ? `${area} (${outcode})` : outcode;
}

const DATE_EN_GB = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/London' });

/**
 * Text that a spreadsheet would run as a formula (= + - @, or a leading tab/CR) gets a leading
 * apostrophe, so an exported cell can never execute.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type ExportCell = string | number;

export function toExportRow(row: ListingRow): ExportCell[] {
  const money = (pence: number | null) => (pence === null ? '' : `£${formatPence(pence)}`);
  const text = (v: string | null) => escapeFormula(v ?? '');
  return [
    text(row.title),
    findCategoryName(row.category_id) ?? '',
    text(row.condition),
    row.quantity,
    money(row.unit_price_pence * row.quantity),
    // The spec's Location: what the owner typed, else where the listing says it is (issue 31).
    text(row.location) || escapeFormula(listingPlace(row.outcode)),
    text(row.notes),
    DATE_EN_GB.format(new Date(row.created_at)),
    row.views,
    money(row.unit_price_pence),
    money(row.retail_price_pence),
    text(row.brand_info),
    text(row.material),
    text(row.size),
    text(row.technical_specs),
    escapeFormula(listingPlace(row.outcode)),
    row.status === 'live' ? 'Yes' : 'No',
  ];
}

const DATE_ISO_UK = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

/** Named with the UK calendar date (yyyy-mm-dd), like the rows' Date Added: not the UTC date. */
export function exportFileName(extension: 'xlsx' | 'csv', now = new Date()): string {
  return `sparestock-inventory-${DATE_ISO_UK.format(now)}.${extension}`;
}
