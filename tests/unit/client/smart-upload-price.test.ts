import { describe, expect, it } from 'vitest';
import { isManuallyAdjusted, priceForCondition } from '../../../src/client/features/smart-upload/price-math.ts';
import { parseMoneyText as parsePriceInput, parseQuantityText as parseQuantityInput } from '../../../src/shared/listing-numbers.ts';
import { withCondition } from '../../../src/shared/schemas/listing-form.ts';
import { fromFormValues, toFormValues } from '../../../src/client/features/smart-upload/edit-form-values.ts';
import { changeCondition } from '../../../src/client/features/smart-upload/entry-updates.ts';
import type { ItemDetails } from '../../../src/client/features/smart-upload/upload-types.ts';

const details: ItemDetails = {
  title: 'Siemens 5.5 kW motor',
  description: '',
  category: 'Motors & Drives',
  condition: 'Good',
  quantity: 2,
  retailPrice: 400,
  surplusPrice: 232,
  notes: '',
  material: 'Cast iron',
  size: '',
  brandInfo: 'Siemens',
  technicalSpecs: '',
};

describe('price recompute', () => {
  it('moves the surplus price to retail × the condition factor', () => {
    expect(priceForCondition(400, 'New')).toBe(320);
    expect(priceForCondition(400, 'Poor')).toBe(72);
    expect(priceForCondition(19.99, 'Fair')).toBe(7);
    expect(priceForCondition(100, 'Mystery')).toBe(58);
  });

  it('moves the form price and SpareBot’s reference price together', () => {
    const form = withCondition(toFormValues(details), 'Like New');
    expect(form.surplusPrice).toBe('288.00');
    const moved = changeCondition(details, 500, 'Fair');
    expect(moved.details.surplusPrice).toBe(140);
    expect(moved.aiPrice).toBe(175);
    expect(changeCondition(details, undefined, 'Fair').aiPrice).toBeUndefined();
  });

  it('reads unparseable prices as 0 and quantities as 1', () => {
    expect(parsePriceInput('abc')).toBe(0);
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('-4')).toBe(0);
    expect(parsePriceInput('12.345')).toBe(12.35);
    expect(parseQuantityInput('0')).toBe(1);
    expect(parseQuantityInput('x')).toBe(1);
    expect(parseQuantityInput('3')).toBe(3);
    const saved = fromFormValues({ ...toFormValues(details), retailPrice: 'n/a', quantity: '', title: '  Motor  ' });
    expect(saved).toMatchObject({ retailPrice: 0, quantity: 1, title: 'Motor' });
    expect(fromFormValues({ ...toFormValues(details), retailPrice: '' })?.retailPrice).toBe(0);
    expect(fromFormValues({ ...toFormValues(details), title: ' ' })).toBeNull();
  });

  it('edits the category by id and saves it back as its name; an alias shows as the category it is saved as', () => {
    expect(toFormValues(details).categoryId).toBe('8');
    expect(fromFormValues({ ...toFormValues(details), categoryId: '3' })?.category).toBe('HVAC Equipment');
    expect(toFormValues({ ...details, category: 'Electrical' }).categoryId).toBe('1');
    expect(toFormValues({ ...details, category: 'Mystery kit' }).categoryId).toBe('11');
    expect(fromFormValues(toFormValues(details))).toEqual(details);
  });

  it('calls a price manually adjusted only when more than a penny off SpareBot’s', () => {
    expect(isManuallyAdjusted(10, 10.01)).toBe(false);
    expect(isManuallyAdjusted(10, 10.02)).toBe(true);
    expect(isManuallyAdjusted(10, undefined)).toBe(false);
  });
});
