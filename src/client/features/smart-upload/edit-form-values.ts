import { parseMoneyInput, parseQuantityInput } from '../../lib/money-input.ts';
import { priceForCondition } from './price-math.ts';
import type { ItemDetails } from './upload-types.ts';

/** The editor's fields as typed (numbers stay strings until saved, so typing '12.' works). */
export interface EditFormValues {
  title: string;
  description: string;
  category: string;
  condition: string;
  retailPrice: string;
  surplusPrice: string;
  quantity: string;
  notes: string;
  material: string;
  size: string;
  brandInfo: string;
  technicalSpecs: string;
}

export function toFormValues(d: ItemDetails): EditFormValues {
  return {
    ...d,
    retailPrice: d.retailPrice.toFixed(2),
    surplusPrice: d.surplusPrice.toFixed(2),
    quantity: String(d.quantity),
  };
}

/** Spec §5: unparseable prices save as 0 and an unparseable quantity as 1. */
export function fromFormValues(v: EditFormValues): ItemDetails {
  return {
    ...v,
    title: v.title.trim(),
    retailPrice: parseMoneyInput(v.retailPrice),
    surplusPrice: parseMoneyInput(v.surplusPrice),
    quantity: parseQuantityInput(v.quantity),
  };
}

/** A new condition moves the surplus unit price to retail × factor (spec §4). */
export function withCondition(v: EditFormValues, condition: string): EditFormValues {
  return { ...v, condition, surplusPrice: priceForCondition(parseMoneyInput(v.retailPrice), condition).toFixed(2) };
}
