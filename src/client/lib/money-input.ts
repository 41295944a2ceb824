import { roundPounds } from '../../shared/pricing.ts';

/*
 * The number rules of spec §5 for every editor that takes prices and quantities as text (the
 * inventory dialog, the edit screen, the Smart Upload editor): written once, here.
 */

/** The attributes of a price input: pounds and pence, never negative, the decimal keypad on phones. */
export const MONEY_INPUT_PROPS = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;

/** The attributes of a quantity input: whole units from 1, the numeric keypad on phones. */
export const QUANTITY_INPUT_PROPS = { type: 'number', step: '1', min: '1', inputMode: 'numeric' } as const;

/** A price field's text as pounds: unparseable or negative → 0 (spec §5), rounded to the penny. */
export function parseMoneyInput(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat((value ?? '').trim());
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return roundPounds(parsed);
}

/** Like parseMoneyInput, but a blank field means "not known" (null) rather than £0. */
export function parseOptionalMoneyInput(value: string | null | undefined): number | null {
  return (value ?? '').trim() === '' ? null : parseMoneyInput(value);
}

/** A quantity field's text: a whole number of at least 1, else 1 (spec §5). */
export function parseQuantityInput(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat((value ?? '').trim());
  if (!Number.isFinite(parsed)) return 1;
  const whole = Math.floor(parsed);
  return whole >= 1 ? whole : 1;
}

/** Pounds as the text a price input holds: '12.50'. */
export function formatMoneyInput(pounds: number): string {
  return pounds.toFixed(2);
}
