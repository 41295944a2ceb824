import { describe, expect, it } from 'vitest';
import { describeHandover, formatMemberSince } from '../../../src/client/features/marketplace/listing-text.ts';
import { describePlace } from '../../../src/shared/result-card-text.ts';

describe('marketplace wording', () => {
  it('says how a buyer gets the item', () => {
    expect(describeHandover('collection', null)).toBe('Collection only');
    expect(describeHandover(null, null)).toBe('Collection only');
    expect(describeHandover('both', '5.00')).toBe('Collection or delivery (£5.00)');
    expect(describeHandover('both', null)).toBe('Collection or delivery (ask the seller for a price)');
    expect(describeHandover('delivery', '0.00')).toBe('Delivery only (£0.00)');
  });

  it('writes distance and outward code as "12 mi · B1"', () => {
    expect(describePlace('B1', 12.4)).toBe('12 mi · B1');
    expect(describePlace('B2', 0.4)).toBe('0.4 mi · B2');
    expect(describePlace('B1', 0)).toBe('0 mi · B1');
    expect(describePlace('M1', null)).toBe('M1');
    expect(describePlace(null, 3)).toBe('');
  });

  it('writes the month a seller joined in full', () => {
    expect(formatMemberSince('2026-03')).toBe('March 2026');
    expect(formatMemberSince('2025-12')).toBe('December 2025');
    expect(formatMemberSince('2026-13')).toBe('2026-13');
    expect(formatMemberSince('bad')).toBe('bad');
  });
});
