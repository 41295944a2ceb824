import { describe, expect, it } from 'vitest';
import { defaultAccountType } from '../../../src/client/features/onboarding/account-type-default.ts';

describe('onboarding account type (issue 31)', () => {
  it('follows the business name given at sign-up', () => {
    expect(defaultAccountType({ accountType: null, businessName: 'Birmingham Electrical Contractors Ltd' })).toBe('business');
  });
  it('is Individual without a business name, and keeps a type already chosen', () => {
    expect(defaultAccountType({ accountType: null, businessName: null })).toBe('individual');
    expect(defaultAccountType({ accountType: null, businessName: '  ' })).toBe('individual');
    expect(defaultAccountType({ accountType: 'individual', businessName: 'Sparks Ltd' })).toBe('individual');
    expect(defaultAccountType(null)).toBe('individual');
  });
});
