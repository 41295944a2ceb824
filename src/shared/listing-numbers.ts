import { findCategoryName } from './constants/categories.ts';
import { roundPounds } from './pricing.ts';

/*
 * How every listing form reads its number fields (spec §5: unparseable prices 0, quantity 1),
 * written once. No zod here: the inventory page reads money with these and stays zod-free.
 */

/** A price field's text as pounds: unparseable or negative → 0 (spec §5), rounded to the penny. */
export function parseMoneyText(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat((value ?? '').trim());
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return roundPounds(parsed);
}

/** Like parseMoneyText, but a blank field means "not known" (null) rather than £0. */
export function parseOptionalMoneyText(value: string | null | undefined): number | null {
  return (value ?? '').trim() === '' ? null : parseMoneyText(value);
}

/** A quantity field's text: a whole number of at least 1, else 1 (spec §5). */
export function parseQuantityText(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat((value ?? '').trim());
  if (!Number.isFinite(parsed)) return 1;
  const whole = Math.floor(parsed);
  return whole >= 1 ? whole : 1;
}

/** Pounds as the text a price input holds: '12.50'. */
export function formatMoneyText(pounds: number): string {
  return pounds.toFixed(2);
}

/** A category select's value: '' (none) or a known id. */
export function parseCategoryText(value: string): number | null {
  const id = Number(value);
  return value.trim() !== '' && findCategoryName(id) !== null ? id : null;
}

/** A 2-decimal money string from the API as a number; null when absent or not a number. */
export function readApiMoney(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
