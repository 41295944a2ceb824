import { describe, expect, it } from 'vitest';
import { getAvatarInitial, getDisplayName, getInitials, getMenuName } from '../../../src/client/lib/user-display.ts';

const user = (overrides: Partial<{ firstName: string | null; lastName: string | null; businessName: string | null }> = {}) => ({
  firstName: 'Jane',
  lastName: 'Smith',
  businessName: null,
  ...overrides,
});

describe('getDisplayName', () => {
  it('prefers the business name, then the full name, then User', () => {
    expect(getDisplayName(user({ businessName: 'Acme Electrical' }))).toBe('Acme Electrical');
    expect(getDisplayName(user())).toBe('Jane Smith');
    expect(getDisplayName(user({ lastName: null }))).toBe('Jane');
    expect(getDisplayName(user({ firstName: null, lastName: null }))).toBe('User');
    expect(getDisplayName(user({ firstName: '  ', lastName: '', businessName: '  ' }))).toBe('User');
  });
});

describe('getInitials', () => {
  it('uses the first two words of the business name', () => {
    expect(getInitials(user({ businessName: 'acme electrical supplies' }))).toBe('AE');
    expect(getInitials(user({ businessName: 'Sparky' }))).toBe('S');
  });

  it('falls back to first and last name, then U', () => {
    expect(getInitials(user())).toBe('JS');
    expect(getInitials(user({ lastName: null }))).toBe('J');
    expect(getInitials(user({ firstName: null, lastName: null }))).toBe('U');
  });
});

describe('getAvatarInitial', () => {
  it('is the first letter of businessName, else of firstName, else U', () => {
    expect(getAvatarInitial(user({ businessName: 'acme' }))).toBe('A');
    expect(getAvatarInitial(user())).toBe('J');
    expect(getAvatarInitial(user({ firstName: null }))).toBe('U');
  });
});

describe('getMenuName', () => {
  it('is the business name or first and last name', () => {
    expect(getMenuName(user({ businessName: 'Acme' }))).toBe('Acme');
    expect(getMenuName(user())).toBe('Jane Smith');
    expect(getMenuName(user({ firstName: null, lastName: null }))).toBe('');
  });
});
